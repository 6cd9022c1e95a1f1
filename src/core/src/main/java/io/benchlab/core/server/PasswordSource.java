package io.benchlab.core.server;

import io.benchlab.core.BenchlabException;
import java.io.Console;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/**
 * Where an external server's password comes from. The experiment file names the source, never
 * the password; benchlab writes no password to bundles, logs or reports.
 */
public sealed interface PasswordSource {

    /** Reads the password (may prompt). */
    String read();

    /** How the source is described in bundles: never the password itself. */
    String describe();

    record None() implements PasswordSource {
        public String read() {
            return "";
        }

        public String describe() {
            return "none";
        }
    }

    /** @param field the experiment field that named it, for the message when it is unset (passwordEnv, ssh.passphraseEnv) */
    record Environment(String variable, String field) implements PasswordSource {
        public Environment(String variable) {
            this(variable, "passwordEnv");
        }

        public String read() {
            String v = System.getenv(variable);
            if (v == null) {
                throw new BenchlabException("environment variable " + variable + " (" + field + ") is not set");
            }
            return v;
        }

        public String describe() {
            return "environment variable " + variable;
        }
    }

    /** A file readable only by its owner (mode 600 or 400), like ~/.my.cnf should be. */
    /** @param what what the file holds, for messages ("password", "passphrase") */
    record File(Path path, String what) implements PasswordSource {
        public File(Path path) {
            this(path, "password");
        }

        public String read() {
            try {
                Set<PosixFilePermission> perms = Files.getPosixFilePermissions(path);
                if (perms.stream().anyMatch(p -> p.name().startsWith("GROUP") || p.name().startsWith("OTHERS"))) {
                    throw new BenchlabException(what + " file " + path + " is readable by others; chmod 600 it");
                }
                return Files.readString(path, StandardCharsets.UTF_8).strip();
            } catch (NoSuchFileException e) {
                throw new BenchlabException("cannot read " + what + " file " + path + ": no such file (a relative " + what + "File starts at"
                        + " the experiment file's folder)");
            } catch (AccessDeniedException e) {
                throw new BenchlabException("cannot read " + what + " file " + path + ": permission denied");
            } catch (IOException e) {
                throw new BenchlabException("cannot read " + what + " file " + path + ": "
                        + (Files.isDirectory(path) ? "it is a folder" : e.getMessage() == null || e.getMessage().equals(path.toString())
                        ? "unreadable" : e.getMessage()));
            }
        }

        public String describe() {
            return "file " + path;
        }
    }

    /** A password written inside the server's JDBC URL: used, never shown (the experiment file warns about it). */
    record InUrl(String password) implements PasswordSource {
        public String read() {
            return password;
        }

        public String describe() {
            return "url";
        }

        @Override
        public String toString() {
            return "InUrl[password=***]";
        }
    }

    record Prompt(String user) implements PasswordSource {
        public String read() {
            Console console = System.console();
            if (console == null) {
                throw new BenchlabException("password: prompt needs a terminal; use passwordEnv or passwordFile instead");
            }
            char[] pw = console.readPassword("Password for %s: ", user);
            return pw == null ? "" : new String(pw);
        }

        public String describe() {
            return "prompt";
        }
    }
}

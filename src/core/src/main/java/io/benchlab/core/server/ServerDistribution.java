package io.benchlab.core.server;

import io.benchlab.core.flavour.Flavour;
import io.benchlab.core.flavour.Release;
import io.benchlab.core.util.Processes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A set of server binaries benchlab can run: the embedded MariaDB, Debian's packages, or a
 * MySQL/MariaDB tarball the user names.
 *
 * @param basedir     the folder the user named (or the extracted embedded one)
 * @param daemon      mariadbd or mysqld
 * @param installDb   mariadb-install-db / mysql_install_db script, when the build has one (MySQL from 5.7.6
 *                    initialises with {@code mysqld --initialize-insecure}: {@link Flavour#installCommand})
 * @param messagesDir folder holding {@code english/errmsg.sys}
 * @param mariadb     whether the daemon is MariaDB (decides how the datadir is initialised)
 * @param version     the daemon's {@code --version} output
 * @param launcher    how its programs are started (through its own loader for a build fetched from Debian)
 */
public record ServerDistribution(Path basedir, Path daemon, Optional<Path> installDb, Path messagesDir,
                                 boolean mariadb, String version, Launcher launcher) {

    /** Finds the binaries under a folder laid out like a tarball, a Debian install ({@code /usr}), or the embedded jar. */
    public static ServerDistribution locate(Path basedir) {
        return locate(basedir, Launcher.DIRECT);
    }

    /** As {@link #locate(Path)}, for a build whose programs start through {@code launcher}. */
    public static ServerDistribution locate(Path basedir, Launcher launcher) {
        Path base = basedir.toAbsolutePath().normalize();
        if (!Files.isDirectory(base)) {
            throw new ServerException("server binaries folder does not exist: " + base);
        }
        Path daemon = firstExecutable(base, "bin/mariadbd", "sbin/mariadbd", "libexec/mariadbd", "bin/mysqld", "sbin/mysqld", "libexec/mysqld")
                .orElseThrow(() -> new ServerException("no mariadbd or mysqld under " + base + " (looked in bin/, sbin/, libexec/)"));
        Optional<Path> installDb = firstExecutable(base, "scripts/mariadb-install-db", "bin/mariadb-install-db",
                "scripts/mysql_install_db", "bin/mysql_install_db");
        Path messages = Stream.of("share", "share/mysql", "share/mariadb")
                .map(base::resolve)
                .filter(p -> Files.exists(p.resolve("english/errmsg.sys")))
                .findFirst()
                .orElseThrow(() -> new ServerException("no english/errmsg.sys under " + base + "/share: incomplete server installation"));
        String version;
        try {
            Processes.Result r = Processes.run(launcher.command(daemon, "--no-defaults", "--version"), 30);
            if (!r.ok()) {
                throw new ServerException(daemon + " --version failed: " + r.output().strip());
            }
            version = r.output().strip();
        } catch (IOException e) {
            throw new ServerException("cannot run " + daemon + ": " + e.getMessage(), e);
        }
        boolean mariadb = Flavour.ofVersion(version) == Flavour.MARIADB;
        return new ServerDistribution(base, daemon, installDb, messages, mariadb, version, launcher);
    }

    /**
     * The command that runs one of this build's programs (its daemon, its install tool, a client)
     * with these arguments: every start of a program of the build goes through here.
     */
    public List<String> command(Path program, List<String> args) {
        return launcher.command(program, args);
    }

    /** Whether it runs with the loader and libraries fetched with it (a build from a newer Debian suite). */
    public boolean ownLoader() {
        return launcher instanceof Launcher.OwnLoader;
    }

    /** The release the daemon reports (e.g. {@code 11.4.5-MariaDB}, {@code 8.4.3}), without the path {@code --version} prints. */
    public String release() {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("Ver\\s+(\\S+)").matcher(version);
        return m.find() ? m.group(1) : version;
    }

    /** The family the daemon belongs to. */
    public Flavour flavour() {
        return mariadb ? Flavour.MARIADB : Flavour.MYSQL;
    }

    /** {@link #release()} as numbers. */
    public Release releaseNumbers() {
        return Release.parse(release());
    }

    private static Optional<Path> firstExecutable(Path base, String... candidates) {
        for (String c : candidates) {
            Path p = base.resolve(c);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}

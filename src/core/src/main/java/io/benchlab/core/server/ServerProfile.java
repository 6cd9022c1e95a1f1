package io.benchlab.core.server;

import java.nio.file.Path;

/**
 * A managed server's home: its own datadir, error log and state file under
 * {@code servers/NAME}. Datasets live in the datadir, so they survive restarts and later runs.
 */
public record ServerProfile(String name, Path dir) {

    public ServerProfile {
        if (!name.matches("[A-Za-z0-9_.-]+")) {
            throw new ServerException("server profile names use letters, digits, '.', '_' and '-': '" + name + "'");
        }
    }

    public static ServerProfile in(Path serversDir, String name) {
        return new ServerProfile(name, serversDir.resolve(name));
    }

    public Path dataDir() {
        return dir.resolve("data");
    }

    /** The server's own tmpdir: temporary tables stay with the profile, away from a shared /tmp. */
    public Path tmpDir() {
        return dir.resolve("tmp");
    }

    /**
     * The one folder a MySQL server may read and write files in ({@code secure_file_priv}): a packaged
     * build's default (/var/lib/mysql-files) may not exist here, and then the server refuses to start.
     */
    public Path filesDir() {
        return dir.resolve("files");
    }

    public Path errorLog() {
        return dir.resolve("error.log");
    }

    public Path pidFile() {
        return dir.resolve("mariadbd.pid");
    }

    /** An option file of the profile's own, read instead of none when it exists (see {@link ManagedServer}). */
    public Path optionFile() {
        return dir.resolve("my.cnf");
    }

    public Path stateFile() {
        return dir.resolve("state.json");
    }

    /** Unix sockets are limited to ~107 bytes; fall back to /tmp for deep profile folders. */
    public Path socket() {
        Path inDir = dir.resolve("server.sock");
        if (inDir.toString().length() < 100) {
            return inDir;
        }
        return Path.of(System.getProperty("java.io.tmpdir"), "benchlab-" + Integer.toHexString(dir.toString().hashCode()) + ".sock");
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The MySQL 9.7 build the MySQL end-to-end tests run, the one place they get it from: a basedir
 * for {@code server: {type: binaries, basedir: …}}. Obtained once per machine into benchlab's cache
 * by scripts/mysql-for-tests.sh (Debian sid's mysql-server-core and its library closure, run
 * through their own loader), so CI needs no hand step. When `benchlab server fetch mysql-9.7.4`
 * is there, {@link #basedir()} returns its fetched build instead: one line.
 */
final class MySqlBuild {
    /** The release the tests expect, as {@code SELECT VERSION()} starts. */
    static final String RELEASE = "9.7.";

    private MySqlBuild() {
    }

    /** A basedir holding bin/mysqld of MySQL 9.7, fetched on first use (a file lock keeps two test JVMs from fetching at once). */
    static synchronized Path basedir() {
        Path dir = Path.of(System.getProperty("benchlab.cache", System.getProperty("user.home") + "/.benchlab/cache"), "test-mysql-9.7");
        Path base = dir.resolve("base");
        if (Files.isExecutable(base.resolve("bin/mysqld"))) {
            return base;
        }
        try {
            Files.createDirectories(dir);
            try (FileChannel ch = FileChannel.open(dir.resolve(".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock lock = ch.lock()) {
                Path script = Path.of(System.getProperty("benchlab.root", ".."), "scripts/mysql-for-tests.sh").toAbsolutePath().normalize();
                Process p = new ProcessBuilder(script.toString(), dir.toString()).inheritIO().start();
                assertEquals(0, p.waitFor(), "scripts/mysql-for-tests.sh could not obtain MySQL 9.7 (network to deb.debian.org needed once)");
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot obtain MySQL 9.7: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while obtaining MySQL 9.7", e);
        }
        return base;
    }

    /** The server block of an experiment on this build, in a profile of the test's own. */
    static String serverBlock(String profile) {
        return "{type: binaries, basedir: " + basedir() + ", profile: " + profile + "}";
    }
}

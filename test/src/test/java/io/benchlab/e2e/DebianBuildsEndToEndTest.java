package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Debian's MySQL 9.7 and MariaDB 11.8 as a user gets them: listed by `server versions`, fetched
 * (FetchedServers: through benchlab's own fetch, into the shared cache, once per machine), and run
 * as managed servers with the loader and libraries fetched with them (this machine's C library is
 * older than theirs). The demo runs on MariaDB 11.8; MySQL 9.7 starts and stops. Bad input —
 * a version the archive lacks, an unknown suite, an unreachable archive, offline and not cached —
 * is one line and exit code 2.
 */
class DebianBuildsEndToEndTest {
    @TempDir
    static Path dir;
    static Cli cli;
    static final Map<String, String> saved = new HashMap<>();

    @BeforeAll
    static void home() {
        cli = new Cli(dir.resolve("home"));
    }

    @AfterAll
    static void stop() {
        cli.run("server", "stop", "--build", FetchedServers.mariadb());
        cli.run("server", "stop", "--build", FetchedServers.mysql());
    }

    @Test
    void versionsListsBothBuildsWithTheBlockThatRunsThem() {
        String mysql = FetchedServers.mysql();
        String mariadb = FetchedServers.mariadb();
        assertTrue(mysql.matches("mysql-9\\.7\\.\\d+"), mysql);
        assertTrue(mariadb.matches("mariadb-11\\.8\\.\\d+"), mariadb);
        String out = cli.ok("server", "versions").out();
        assertTrue(out.contains("MySQL and MariaDB builds from Debian's http://deb.debian.org/debian (trixie, sid)"), out);
        for (String name : new String[] {mysql, mariadb}) {
            assertTrue(out.lines().anyMatch(l -> l.startsWith(name + " ") && l.contains("cached")
                    && l.endsWith("server: {type: embedded, version: " + name + "}")), out);
        }
        assertTrue(out.lines().anyMatch(l -> l.startsWith("11.4.5 ")), "Maven's versions as before: " + out);
    }

    @Test
    void mariadb118RunsTheDemo() throws Exception {
        Path root = Path.of(System.getProperty("benchlab.root", ".."));
        Path exp = Files.createDirectories(dir.resolve("demo"));
        String yaml = Files.readString(root.resolve("examples/sql-file.yaml"))
                .replace("  profile: default\n", "  version: " + FetchedServers.mariadb() + "\n")
                .replace("warm: 3", "warm: 1");
        assertTrue(yaml.contains("version: mariadb-11.8"), yaml);
        Files.writeString(exp.resolve("sql-file.yaml"), yaml);
        CliFixture.copyFolder(root.resolve("examples/sql"), exp.resolve("sql"));
        Cli.Result run = cli.ok("run", exp.resolve("sql-file.yaml").toString(), "--quiet");
        Bundle b = new BundleReader().read(Path.of(run.out().strip()));
        assertEquals(RunStatus.COMPLETE, b.manifest().status());
        for (var v : b.variants()) {
            assertTrue(v.version().startsWith("11.8.") && v.version().contains("MariaDB"), v.version());
            assertEquals("managed '" + FetchedServers.mariadb() + "'", v.server());
        }
        assertEquals(2 * 2 * 4, b.measurements().stream().filter(m -> m.error() == null && m.seconds() > 0).count(),
                "two variants, cold and one warm run, four queries each");
    }

    @Test
    void mysql97StartsThroughTheLoaderFetchedWithIt() throws Exception {
        String mysql = FetchedServers.mysql();
        Path files = Files.createDirectories(dir.resolve("mysql-files"));
        // until MySQL's own start-up options are benchlab's (issue 37's flavour part), Debian's secure_file_priv folder is named here
        cli.ok("server", "start", "--build", mysql, "-O", "secure_file_priv=" + files);
        String status = cli.ok("server", "status", "--build", mysql).out();
        assertTrue(status.contains("Ver 9.7."), status);
        long pid = Long.parseLong(status.lines().filter(l -> l.startsWith("pid: ")).findFirst().orElseThrow().substring(5).strip());
        String cmdline = Files.readString(Path.of("/proc/" + pid + "/cmdline")).replace('\0', ' ');
        assertTrue(cmdline.contains("ld-linux") && cmdline.contains("--library-path") && cmdline.contains("/debian/" + mysql + "/"), cmdline);
        assertTrue(cmdline.contains("--bind-address=127.0.0.1"), cmdline);
        cli.ok("server", "stop", "--build", mysql);
    }

    @Test
    void badInputIsOneLine() {
        FetchedServers.mysql(); // the package lists are read once by now
        Cli.Result unknown = cli.run("server", "fetch", "mysql-9.7.99");
        assertEquals(2, unknown.exitCode(), unknown.all());
        assertOneLine(unknown, "benchlab: Debian's trixie, sid have no MySQL 9.7.99 (they have 9.7.");
        Cli.Result suite = cli.run("server", "versions", "--suite", "nosuch");
        assertEquals(2, suite.exitCode(), suite.all());
        assertOneLine(suite, "benchlab: Debian's archive at http://deb.debian.org/debian has no suite 'nosuch'"
                + " (suites are names such as trixie, sid, bookworm)");
        Cli.Result badName = cli.run("server", "fetch", "percona-8.0");
        assertEquals(2, badName.exitCode(), badName.all());
        assertOneLine(badName, "benchlab: 'percona-8.0' is not a server version: 10.11.5 (MariaDB from Maven), mysql-9.7.4 or mariadb-11.8.9");

        set("benchlab.offline", "true");
        try {
            Cli.Result offline = cli.run("server", "fetch", "mysql-9.6.1");
            assertEquals(2, offline.exitCode(), offline.all());
            assertOneLine(offline, "benchlab: MySQL 9.6.1 is not cached and benchlab is offline: fetch it while online with"
                    + " `benchlab server fetch mysql-9.6.1`");
        } finally {
            restore();
        }
        // an archive that cannot be reached, and nothing read from it before (an empty cache)
        set("benchlab.cache", dir.resolve("empty-cache").toString());
        set("benchlab.debian.mirror", "http://127.0.0.1:9/debian");
        try {
            Cli.Result unreachable = cli.run("server", "fetch", "mariadb-11.8");
            assertEquals(2, unreachable.exitCode(), unreachable.all());
            assertOneLine(unreachable, "benchlab: cannot reach Debian's archive at http://127.0.0.1:9/debian: ");
        } finally {
            restore();
        }
    }

    private static void assertOneLine(Cli.Result r, String start) {
        String err = r.err().strip();
        assertTrue(err.startsWith(start), err);
        assertEquals(1, err.lines().count(), err);
    }

    private static void set(String key, String value) {
        // containsKey, not putIfAbsent: a property first saved as unset (null) would count as absent and be
        // overwritten by the value set in between, which the restore then leaked into the next class in this JVM
        if (!saved.containsKey(key)) {
            saved.put(key, System.getProperty(key));
        }
        System.setProperty(key, value);
    }

    private static void restore() {
        saved.forEach((k, v) -> {
            if (v == null) {
                System.clearProperty(k);
            } else {
                System.setProperty(k, v);
            }
        });
        saved.clear();
    }
}

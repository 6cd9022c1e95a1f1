package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * One run per managed server profile: a second run is refused in one line naming the first, the
 * first finishes untouched; a run killed with SIGKILL leaves a lock the next run reclaims, a query
 * the next run ends, and a phase that show, compare and the report call partial.
 */
class RunLockTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-lock", "e2e-leftover", "e2e-external");
    static final Path dir = cli.dir();

    @Test
    void aSecondRunOnTheSameProfileIsRefusedAndTheFirstFinishesUntouched() throws Exception {
        Path first = Experiments.write(dir.resolve("lock-a"), "lock-a", "e2e-lock", "phases: {cold: false, warm: 3}\n");
        Files.writeString(dir.resolve("lock-a").resolve("queries.sql"), KillTest.SLOW_QUERIES);
        Files.writeString(first, Files.readString(first).replace("schema: e2e", "schema: e2e\n    repetitions: 40"));
        Path second = Experiments.write(dir.resolve("lock-b"), "lock-b", "e2e-lock", "phases: {cold: true, warm: 1}\n");
        Process p = cli.startCli(cli.home(), first);
        try {
            KillTest.waitForMeasurements(cli.home().resolve("runs"), 2);
            Cli.Result refused = cli.run("run", second.toString(), "--quiet");
            assertEquals(2, refused.exitCode(), refused.all());
            String line = refused.err().strip();
            assertEquals(1, line.lines().count(), "one line: " + line);
            assertTrue(line.contains("server profile 'e2e-lock' is in use by benchlab pid " + p.pid() + " (run of experiment 'lock-a') since "),
                    line);
            Cli.Result status = cli.ok("server", "status", "--profile", "e2e-lock");
            assertTrue(status.out().contains("inUseBy: pid " + p.pid() + " (run of experiment 'lock-a')"), status.out());
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the first run finishes");
            assertEquals(0, p.exitValue(), Files.readString(dir.resolve("home.log")));
        } finally {
            p.destroyForcibly();
        }
        BundleReader reader = new BundleReader();
        assertEquals(1, reader.list(cli.home().resolve("runs")).size(), "the refused run wrote no bundle");
        Bundle b = reader.read(reader.list(cli.home().resolve("runs")).get(0));
        assertEquals(RunStatus.COMPLETE, b.manifest().status(), String.valueOf(b.manifest().message()));
        assertEquals(120, b.measurements().size());
        assertTrue(b.measurements().stream().allMatch(m -> m.error() == null && m.rows() == 1), "the first run was not disturbed");
        assertFalse(cli.run("server", "status", "--profile", "e2e-lock").out().contains("inUseBy"), "the lock went with the run");
    }

    /** Phase 1 inserts one mark and naps 0 s; phase 2 finds two marks and naps a minute: a query to be killed in. */
    static Path napExperiment(String name, String profile, int warm) throws IOException {
        Path file = Experiments.write(dir.resolve(name), name, profile, "phases: {cold: false, warm: " + warm + "}\n");
        Files.writeString(dir.resolve(name).resolve("setup.sql"), "DROP TABLE IF EXISTS mark;\nCREATE TABLE mark (n INT);\n");
        Files.writeString(dir.resolve(name).resolve("queries.sql"), """
                -- name: mark
                INSERT INTO mark VALUES (1);
                -- name: nap
                SELECT SLEEP(IF((SELECT COUNT(*) FROM mark) >= 2, 60, 0)) AS slept;
                """);
        return file;
    }

    @Test
    void aKilledRunsLockIsReclaimedItsQueryEndedAndItsLastPhasePartial() throws Exception {
        Path home = dir.resolve("home-leftover");
        Cli c = new Cli(home);
        Path killed = napExperiment("leftover-a", "e2e-leftover", 2);
        Process p = cli.startCli(home, killed);
        Path bundleDir = KillTest.waitForMeasurements(home.resolve("runs"), 3); // Run1 mark, nap; Run2 mark: now it naps
        waitForRunningNap(home.resolve("servers/e2e-leftover/state.json"));
        p.destroyForcibly();
        p.waitFor(30, TimeUnit.SECONDS);

        Cli.Result status = c.run("server", "status", "--profile", "e2e-leftover");
        assertTrue(status.out().contains("killedRun: pid " + p.pid()), status.out());
        assertTrue(status.out().contains("leftoverQueries: [session ") && status.out().contains("SLEEP(IF("), status.out());

        Path next = napExperiment("leftover-b", "e2e-leftover", 1);
        Cli.Result r = c.ok("run", next.toString());
        assertTrue(r.err().contains("ended a query left running by a killed benchlab run (pid " + p.pid()), r.err());
        assertFalse(c.run("server", "status", "--profile", "e2e-leftover").out().contains("leftoverQueries"), "nothing left running");

        Cli.Result show = c.ok("show", bundleDir.toString());
        String totals = show.out().lines().filter(l -> l.startsWith("default ")).findFirst().orElse("");
        assertTrue(totals.contains("partial 1/2"), show.out());
        assertTrue(totals.matches("default\\s+\\d+\\.\\d{3}\\s+partial 1/2\\s*"), totals);
        JsonNode json = Json.mapper().readTree(c.ok("show", bundleDir.toString(), "--format", "json").out());
        assertFalse(json.path("totalSeconds").path("default").has("Run2"), "no total for the partial phase");
        assertEquals("partial 1/2", json.path("incompletePhases").path("default").path("Run2").asText(), json.toString());

        Cli.Result compare = c.ok("compare", bundleDir.toString(), "latest");
        assertTrue(compare.out().contains("(A Run2 is partial 1/2: its operations are samples, its sum is not a total)"), compare.out());

        Path report = dir.resolve("leftover.html");
        c.ok("report", bundleDir.toString(), "-o", report.toString());
        assertTrue(Files.readString(report).contains("partial 1/2"), "the report says the phase is partial");
    }

    @Test
    void onAnExternalServerAnotherBenchlabRunOnTheSameSchemaIsNamed() throws Exception {
        // an "external" server: one benchlab does not manage in this run, with performance_schema on so connection attributes show
        String started = cli.ok("server", "start", "--profile", "e2e-external", "-O", "performance_schema=ON").out();
        String port = started.replaceAll("(?s).*port=(\\d+).*", "$1");
        String server = "server:\n  type: external\n  url: jdbc:mysql://127.0.0.1:" + port + "/\n  user: root\n";
        Path first = Experiments.write(dir.resolve("ext-a"), "ext-a", "unused", "phases: {cold: false, warm: 3}\n");
        Files.writeString(dir.resolve("ext-a").resolve("queries.sql"), KillTest.SLOW_QUERIES);
        Files.writeString(first, Files.readString(first).replaceAll("(?s)server:\n  type: embedded\n  profile: unused\n", server)
                .replace("schema: e2e", "schema: e2e\n    repetitions: 40"));
        Path second = Experiments.write(dir.resolve("ext-b"), "ext-b", "unused", "phases: {cold: false, warm: 1}\n");
        Files.writeString(second, Files.readString(second).replaceAll("(?s)server:\n  type: embedded\n  profile: unused\n", server));
        Path home = dir.resolve("home-external");
        Process p = cli.startCli(home, first);
        try {
            KillTest.waitForMeasurements(home.resolve("runs"), 2);
            Cli.Result r = new Cli(home).ok("run", second.toString(), "--quiet");
            assertTrue(r.err().contains("warning: another benchlab run (pid " + p.pid() + ") is connected to external jdbc:mysql://127.0.0.1:"
                    + port + "/ in schema 'e2e'"), r.err());
        } finally {
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** Waits until the server runs the minute-long nap (its processlist shows it). */
    private static void waitForRunningNap(Path stateFile) throws Exception {
        int port = Json.mapper().readTree(stateFile.toFile()).path("port").asInt();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port + "/?sslMode=DISABLED", "root", "");
             Statement s = c.createStatement()) {
            while (System.nanoTime() < deadline) {
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE INFO LIKE 'SELECT SLEEP(IF(%'")) {
                    rs.next();
                    if (rs.getInt(1) > 0) {
                        return;
                    }
                }
                Thread.sleep(100);
            }
        }
        throw new AssertionError("the nap never started");
    }
}

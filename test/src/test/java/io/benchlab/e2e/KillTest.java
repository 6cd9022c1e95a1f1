package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Runs that end badly keep what they measured: the managed server killed mid-run, and the benchlab
 * process stopped with Ctrl-C (SIGINT) or killed outright (SIGKILL).
 */
class KillTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-kill", "e2e-killcli-term", "e2e-killcli-kill");
    static final Path dir = cli.dir();

    /** ~40 queries of 0.1 s each per phase: long enough to interrupt, short enough for a test. */
    static final String SLOW_QUERIES = "-- name: nap\nSELECT SLEEP(0.1), COUNT(*) FROM t;\n";

    static Path slowExperiment(String name, String profile) throws IOException {
        Path file = Experiments.write(dir.resolve(name), name, profile, "phases: {cold: false, warm: 3}\n");
        Files.writeString(dir.resolve(name).resolve("queries.sql"), SLOW_QUERIES);
        String yaml = Files.readString(file).replace("schema: e2e", "schema: e2e\n    repetitions: 40");
        Files.writeString(file, yaml);
        return file;
    }

    static Path waitForMeasurements(Path runs, int atLeast) throws Exception {
        return RunsFolder.awaitBundle(runs, BundleFormat.MEASUREMENTS, lines -> lines.size() >= atLeast, Duration.ofSeconds(120),
                atLeast + " measurements");
    }

    /** Whether this process ignores SIGINT (bit 2 of SigIgn in /proc/self/status), which every process it starts inherits. */
    private static boolean sigintIgnored() throws IOException {
        return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("SigIgn:"))
                .map(l -> Long.parseLong(l.substring(7).strip(), 16)).anyMatch(mask -> (mask & 0x2) != 0);
    }

    @Test
    void serverKilledMidRunFailsTheRunAndKeepsMeasurements() throws Exception {
        Path file = slowExperiment("serverkill", "e2e-kill");
        CompletableFuture<Cli.Result> run = CompletableFuture.supplyAsync(() -> cli.run("run", file.toString(), "--quiet"));
        Path bundleDir = waitForMeasurements(cli.home().resolve("runs"), 5);
        JsonNode state = Json.mapper().readTree(cli.home().resolve("servers/e2e-kill/state.json").toFile());
        ProcessHandle server = ProcessHandle.of(state.path("pid").asLong()).orElseThrow();
        server.destroyForcibly();
        Cli.Result r = run.get(120, TimeUnit.SECONDS);
        assertEquals(4, r.exitCode(), "a run that failed after it started: " + r.all());
        assertTrue(r.err().contains("died"), r.err());
        List<String> out = r.out().lines().toList();
        assertEquals(bundleDir.toString(), out.get(out.size() - 1), "the bundle's folder is the last line of standard output");
        Bundle b = new BundleReader().read(bundleDir);
        assertEquals(RunStatus.FAILED, b.manifest().status());
        assertTrue(b.manifest().message().contains("server 'e2e-kill' died"), b.manifest().message());
        assertTrue(b.measurements().size() >= 5, "finished measurements are kept");
        assertTrue(b.measurements().stream().allMatch(m -> m.error() == null), "no half measurement is written");
        assertTrue(Files.exists(bundleDir.resolve("logs/server-e2e-kill-error.log")), "the server's error log is in the bundle");
    }

    @Test
    void ctrlCMarksTheBundleInterruptedAndKillsTheQuery() throws Exception {
        Path file = slowExperiment("killterm", "e2e-killcli-term");
        Path home = dir.resolve("home-term");
        assertFalse(sigintIgnored(), "SIGINT is ignored in this test's process, so benchlab started from it would ignore Ctrl-C too:"
                + " the suite was started as a background job of a non-interactive shell; run it in the foreground or with job control");
        Process p = cli.startCli(home, file);
        Path bundleDir = waitForMeasurements(home.resolve("runs"), 3);
        // SIGINT, what Ctrl-C sends: the JVM runs benchlab's shutdown hook and exits with 128 + 2
        assertEquals(0, new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor());
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "benchlab must stop promptly after Ctrl-C");
        assertEquals(130, p.exitValue(), Files.readString(dir.resolve("home-term.log")));
        Bundle b = new BundleReader().read(bundleDir);
        assertEquals(RunStatus.INTERRUPTED, b.manifest().status(), String.valueOf(b.manifest().message()));
        assertTrue(b.manifest().message().contains("cancelled"), b.manifest().message());
        assertTrue(b.measurements().size() >= 3);
        assertTrue(b.manifest().endedAt() != null);
        new Cli(home).stopServer("e2e-killcli-term");
    }

    @Test
    void sigkillLeavesAReadableBundleThatReadsAsInterrupted() throws Exception {
        Path file = slowExperiment("killkill", "e2e-killcli-kill");
        Path home = dir.resolve("home-kill");
        Process p = cli.startCli(home, file);
        Path bundleDir = waitForMeasurements(home.resolve("runs"), 3);
        p.destroyForcibly();
        p.waitFor(30, TimeUnit.SECONDS);
        Bundle b = new BundleReader().read(bundleDir);
        assertEquals(RunStatus.INTERRUPTED, b.manifest().status(), "a dead writer's 'running' bundle reads as interrupted");
        assertTrue(b.measurements().size() >= 3, "every finished measurement is readable");
        Cli.Result show = new Cli(home).run("show", bundleDir.toString());
        assertEquals(0, show.exitCode(), show.all());
        assertTrue(show.out().contains("[interrupted]"), show.out());
        new Cli(home).stopServer("e2e-killcli-kill");
    }
}

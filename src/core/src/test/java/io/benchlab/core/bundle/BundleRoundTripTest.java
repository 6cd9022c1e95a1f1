package io.benchlab.core.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.BenchlabException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleRoundTripTest {
    @TempDir
    Path runs;

    static Manifest template(long pid) {
        return new Manifest(BundleFormat.VERSION, null, "exp one", "sql-file", RunStatus.RUNNING, null, Instant.parse("2026-01-02T03:04:05Z"),
                null, pid, "host", "test", List.of("a"), List.of("Cold", "Run1"), "sequential");
    }

    static Records.Measurement m(String op, double s) {
        return new Records.Measurement("a", "Run1", 1, op, "", Instant.now(), s, 1, "abcd", false, Map.of("Innodb_buffer_pool_reads", 3L),
                Map.of(), null);
    }

    @Test
    void writtenRecordsReadBackAndStatusIsFinal() {
        Path dir;
        try (BundleWriter w = BundleWriter.create(runs, template(ProcessHandle.current().pid()), "name: exp one\n")) {
            w.append(BundleFormat.MEASUREMENTS, m("q1", 0.5));
            w.append(BundleFormat.MEASUREMENTS, m("q2", 0.25));
            w.finish(RunStatus.COMPLETE, null);
            dir = w.dir();
        }
        Bundle b = new BundleReader().read(dir);
        assertEquals(RunStatus.COMPLETE, b.manifest().status());
        assertTrue(b.id().endsWith("exp_one"), b.id());
        assertEquals(2, b.measurements().size());
        assertEquals(0.75, BundleSummary.of(b).totalSeconds().get("a").get("Run1"), 1e-9);
        assertEquals("name: exp one\n", b.experimentText());
    }

    @Test
    void studyRecordsReadBackTypedAndAbsentStudiesAreEmpty() {
        var plan = new Records.DistinctPlan("lineitem:ref(i_l_orderkey)", 2, 1, List.of(0.5, 0.25), 0.375,
                List.of(Map.of("table", "lineitem", "type", "ref")));
        var stability = new Records.PlanStabilityRecord("a", "Q8", 2, "analyze", true, List.of(plan), List.of(0, 0));
        var stats = new Records.StatisticsRecord("a", "orders", "i_o_custkey", 1, "o_custkey", false, 8, 3, List.of(10L, 12L, 11L),
                11.0, 0.8, 0.07, List.of(0.01, 0.02, 0.015));
        Path dir;
        try (BundleWriter w = BundleWriter.create(runs, template(ProcessHandle.current().pid()), "x")) {
            dir = w.dir();
            assertEquals(List.of(), new BundleReader().read(dir).planStability(), "no study declared: no records");
            w.append(BundleFormat.PLAN_STABILITY, stability);
            w.append(BundleFormat.STATISTICS, stats);
            w.finish(RunStatus.COMPLETE, null);
        }
        Bundle b = new BundleReader().read(dir);
        assertEquals(List.of(stability), b.planStability());
        assertEquals(List.of(stats), b.statistics());
    }

    @Test
    void environmentReadsTypedAndARunWithoutServerHasNoServerPart() throws Exception {
        Path dir;
        try (BundleWriter w = BundleWriter.create(runs, template(ProcessHandle.current().pid()), "x")) {
            dir = w.dir();
            w.finish(RunStatus.COMPLETE, null);
        }
        Files.writeString(dir.resolve(BundleFormat.ENVIRONMENT), """
                {"host": {"cpuModel": "AMD EPYC", "cores": 2, "memoryBytes": 25276502016, "os": "Debian",
                          "datadirDisk": {"filesystem": "ext4"}},
                 "server": {"flavor": "MARIADB", "version": "11.4.5-MariaDB", "nonDefaultVariables": {"port": "3307"}}}
                """);
        Environment env = Environment.of(new BundleReader().read(dir));
        assertEquals("11.4.5-MariaDB", env.server().version());
        assertEquals(Map.of("port", "3307"), env.server().nonDefaultVariables());
        assertEquals(2, env.host().cores());
        assertEquals(25276502016L, env.host().memoryBytes());
        assertEquals(null, env.host().kernel(), "not recorded: null, never a guess");

        Files.writeString(dir.resolve(BundleFormat.ENVIRONMENT), """
                {"host": {"cores": 4}, "filesDisk": {"filesystem": "xfs"}}
                """);
        assertEquals(null, Environment.of(new BundleReader().read(dir)).server());
        Files.delete(dir.resolve(BundleFormat.ENVIRONMENT));
        assertEquals(new Environment(null, null, null, null), Environment.of(new BundleReader().read(dir)));
    }

    @Test
    void aTornLastLineAndADeadWriterReadAsInterrupted() throws Exception {
        Process dead = new ProcessBuilder("true").start();
        dead.waitFor();
        Path dir;
        try (BundleWriter w = BundleWriter.create(runs, template(dead.pid()), "x")) {
            w.append(BundleFormat.MEASUREMENTS, m("q1", 0.5));
            dir = w.dir();
        }
        Files.writeString(dir.resolve(BundleFormat.MEASUREMENTS), "{\"variant\":\"a\",\"pha", StandardOpenOption.APPEND);
        Bundle b = new BundleReader().read(dir);
        assertEquals(RunStatus.INTERRUPTED, b.manifest().status());
        assertEquals(1, b.measurements().size());
    }

    @Test
    void aFolderWithoutManifestIsNotABundle() {
        assertThrows(BenchlabException.class, () -> new BundleReader().read(runs));
    }
}

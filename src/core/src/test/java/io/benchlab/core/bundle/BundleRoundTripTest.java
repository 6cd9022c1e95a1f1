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

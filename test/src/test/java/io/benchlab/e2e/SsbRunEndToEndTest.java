package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.DatasetRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PlanRecord;
import io.benchlab.core.bundle.RunStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SSB for real: `dataset load ssb --sf 0.01` into the embedded server, then the 13 queries once
 * cold and once warm, checked from the bundle.
 */
class SsbRunEndToEndTest {

    static final List<String> QUERIES = List.of("Q1.1", "Q1.2", "Q1.3", "Q2.1", "Q2.2", "Q2.3", "Q3.1", "Q3.2", "Q3.3",
            "Q3.4", "Q4.1", "Q4.2", "Q4.3");

    /**
     * Result rows at SF 0.01, seed 1 (the data is deterministic). Each is at most the SF 1 reference
     * count (Q2.1 280, Q2.2 56, Q3.1 150, Q4.1 35, Q4.2 100). Zero rows is what SF 0.01 gives: its 20
     * suppliers include none in the United States or in the cities UNITED KI1/KI5, and brand
     * MFGR#2221 has two parts, neither bought from a European supplier.
     */
    static final Map<String, Long> ROWS_SF001 = Map.ofEntries(Map.entry("Q1.1", 1L), Map.entry("Q1.2", 1L),
            Map.entry("Q1.3", 1L), Map.entry("Q2.1", 210L), Map.entry("Q2.2", 38L), Map.entry("Q2.3", 0L),
            Map.entry("Q3.1", 90L), Map.entry("Q3.2", 0L), Map.entry("Q3.3", 0L), Map.entry("Q3.4", 0L),
            Map.entry("Q4.1", 35L), Map.entry("Q4.2", 73L), Map.entry("Q4.3", 0L));

    @Test
    void loadsThenRunsThe13QueriesColdAndWarm(@TempDir Path dir) throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        try {
            cli.ok("dataset", "load", "ssb", "--sf", "0.01");
            Path experiment = dir.resolve("ssb.yaml");
            Files.writeString(experiment, """
                    name: ssb-e2e
                    server:
                      type: embedded
                    workload:
                      plugin: ssb
                      parameters:
                        sf: 0.01
                    phases:
                      cold: true
                      warm: 1
                    variants:
                      - name: bp-32M
                        settings:
                          innodb_buffer_pool_size: 32M
                    """);
            cli.ok("run", experiment.toString());

            Bundle b = new BundleReader().read(onlyRun(cli.home().resolve("runs")));
            assertEquals(RunStatus.COMPLETE, b.manifest().status());

            // the dataset loaded by `dataset load` was recognised by its marker and reused
            assertEquals(1, b.datasets().size());
            DatasetRecord ds = b.datasets().get(0);
            assertEquals("ssb_sf0_01", ds.schema());
            assertTrue(ds.reused(), "the run should reuse the loaded dataset");
            assertEquals(2556 + 300 + 20 + 2000 + 59_742, ds.rows());

            Map<String, List<Measurement>> byPhase = b.measurements().stream().collect(Collectors.groupingBy(Measurement::phase));
            assertEquals(List.of("Cold", "Run1"), byPhase.keySet().stream().sorted().toList());
            for (List<Measurement> phase : byPhase.values()) {
                assertTrue(phase.size() >= 13, "13+ measurements per phase, got " + phase.size());
                assertEquals(QUERIES, phase.stream().map(Measurement::operation).toList());
                for (Measurement m : phase) {
                    assertNull(m.error(), m.operation() + " failed: " + m.error());
                    assertNotNull(m.checksum(), m.operation() + " has no checksum");
                    assertEquals(ROWS_SF001.get(m.operation()), m.rows(), m.operation() + " rows in " + m.phase());
                    assertFalse(m.resultChanged(), m.operation() + " result changed");
                    assertTrue(m.globalStatus().getOrDefault("Innodb_buffer_pool_read_requests", 0L) > 0,
                            m.operation() + " in " + m.phase() + " has no counter diff: " + m.globalStatus());
                }
            }
            for (String q : QUERIES) {
                assertEquals(checksum(byPhase.get("Cold"), q), checksum(byPhase.get("Run1"), q), q + ": cold and warm results differ");
            }
            // a cold phase reads pages from disk; the warm one finds them in the (large enough) pool
            long coldReads = byPhase.get("Cold").stream().mapToLong(m -> m.globalStatus().getOrDefault("Innodb_buffer_pool_reads", 0L)).sum();
            assertTrue(coldReads > 0, "the cold phase read no page from disk");

            for (String q : QUERIES) {
                PlanRecord plan = b.plans().stream().filter(p -> p.operation().equals(q)).findFirst()
                        .orElseThrow(() -> new AssertionError("no plan captured for " + q));
                assertNotNull(plan.fingerprint(), q);
                assertFalse(plan.fingerprint().isBlank(), q + " has an empty plan fingerprint");
                assertTrue(plan.fingerprint().contains("lineorder"), q + ": " + plan.fingerprint());
            }
        } finally {
            cli.stopServer("default");
        }
    }

    private static String checksum(List<Measurement> phase, String op) {
        return phase.stream().filter(m -> m.operation().equals(op)).findFirst().orElseThrow().checksum();
    }

    static Path onlyRun(Path runs) throws Exception {
        try (Stream<Path> s = Files.list(runs)) {
            List<Path> dirs = s.filter(Files::isDirectory).toList();
            assertEquals(1, dirs.size(), "one run bundle expected: " + dirs);
            return dirs.get(0);
        }
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Records.DistinctPlan;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PlanStabilityRecord;
import io.benchlab.core.bundle.Records.StatisticsRecord;
import io.benchlab.core.bundle.Records.VariantRecord;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A tiny DBT-3 sweep (join_buffer_size 128K, 1M) with a plan-stability study (Q8, 5 EXPLAINs with
 * ANALYZE between, executed) and a statistics-variance study (orders, 3 ANALYZEs at 2 sample sizes),
 * at SF 0.01 on the embedded server: the bundle holds the series and both studies, and `show` prints them.
 */
class Dbt3StudiesTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("default");
    private static Bundle bundle;
    private static String shown;
    private static JsonNode shownJson;

    @BeforeAll
    static void run() throws Exception {
        Path experiment = cli.write("dbt3-studies.yaml", """
                name: dbt3-studies
                workload:
                  plugin: dbt3
                  parameters:
                    sf: 0.01
                    queries: [Q8, Q13]
                phases:
                  cold: false
                  warm: 1
                sweep:
                  variable: join_buffer_size
                  values: [128K, 1M]
                planStability:
                  queries: [Q8]
                  runs: 5
                  between: analyze
                  execute: true
                statisticsVariance:
                  tables: [orders]
                  runs: 3
                  samplePages: [4, 16]
                  persistent: false
                """);
        try {
            assertEquals(0, cli.run("run", experiment.toString()).exitCode(), "run");
        } finally {
            cli.stopServer("default");
        }
        bundle = cli.firstBundle();
        Cli.Result show = cli.run("show", bundle.dir().toString());
        assertEquals(0, show.exitCode());
        shown = show.out();
        Cli.Result json = cli.run("show", "--format", "json", bundle.dir().toString());
        assertEquals(0, json.exitCode());
        shownJson = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.out());
    }

    @Test
    void theSweepIsTwoVariantsWithTheirBufferSizes() {
        assertEquals(List.of("join_buffer_size=128K", "join_buffer_size=1M"), bundle.manifest().variants());
        Map<String, String> effective = new java.util.HashMap<>();
        for (VariantRecord v : bundle.variants()) {
            effective.put(v.variant(), v.effective().get("join_buffer_size"));
        }
        assertEquals(Map.of("join_buffer_size=128K", "131072", "join_buffer_size=1M", "1048576"), effective);
        for (String v : bundle.manifest().variants()) {
            List<Measurement> ms = bundle.measurements().stream().filter(m -> m.variant().equals(v)).toList();
            assertEquals(List.of("Q8", "Q13"), ms.stream().map(Measurement::operation).toList(), v);
            ms.forEach(m -> assertTrue(m.error() == null && m.rows() > 0, v + " " + m.operation()));
        }
        assertTrue(shown.contains("Sweep of join_buffer_size"), shown);
        assertTrue(shown.lines().anyMatch(l -> l.startsWith("1M ")), "a row per swept value");
        JsonNode series = shownJson.path("sweep").path("series");
        assertEquals("join_buffer_size", shownJson.path("sweep").path("variable").asText());
        assertEquals(1, series.size());
        assertEquals(List.of("128K", "1M"), List.of(series.get(0).path("points").get(0).path("value").asText(),
                series.get(0).path("points").get(1).path("value").asText()));
        assertTrue(series.get(0).path("points").get(1).path("totalSeconds").path("Run1").asDouble() > 0);
    }

    @Test
    void planStabilityCountsEveryRunOncePerVariant() {
        List<PlanStabilityRecord> records = bundle.planStability();
        assertEquals(2, records.size(), "one record per variant");
        for (PlanStabilityRecord r : records) {
            assertEquals("Q8", r.query());
            assertEquals("analyze", r.between());
            int counted = 0;
            int timed = 0;
            for (DistinctPlan p : r.plans()) {
                counted += p.count();
                timed += p.seconds().size();
                assertTrue(p.fingerprint().contains("lineitem:"), p.toString());
                assertTrue(p.explain().size() >= 8, "Q8 reads eight tables: " + p.explain());
            }
            assertEquals(5, counted);
            assertEquals(5, timed, "executed once per run");
            assertEquals(5, r.sequence().size());
        }
        assertTrue(shown.contains("Plan stability — join_buffer_size=128K / Q8"), shown);
        assertEquals(2, shownJson.path("planStability").size(), "show --format json carries the records");
    }

    @Test
    void statisticsVarianceHasEveryOrdersIndexColumnPerSampleSize() {
        List<StatisticsRecord> records = bundle.statistics();
        Set<String> seen = new TreeSet<>();
        for (StatisticsRecord r : records) {
            assertEquals("orders", r.table());
            assertEquals(false, r.persistent());
            assertEquals(3, r.values().size());
            assertTrue(r.mean() > 0 && r.cv() >= 0, r.toString());
            assertEquals(3, r.analyzeSeconds().size(), "one ANALYZE TABLE time per run");
            assertTrue(r.analyzeSeconds().stream().allMatch(x -> x > 0), r.toString());
            seen.add(r.variant() + "/" + r.samplePages() + "/" + r.index());
        }
        // orders at DBT-3: PRIMARY, i_o_orderdate, i_o_custkey; two sample sizes; two variants
        assertEquals(2 * 2 * 3, seen.size(), seen.toString());
        assertTrue(shown.contains("Index cardinality variation — join_buffer_size=1M: transient statistics, 16 sample pages"), shown);
        assertTrue(shown.contains("3 ANALYZE TABLE runs (median "), "how long ANALYZE took: " + shown);
    }
}

package io.benchlab.core.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The index over bundles as runs write them (manifest, phases, measurements): rebuilt, updated
 * with one run (only that run's series judged again), a 5% step found at its run, an unreadable
 * bundle one line and skipped.
 */
class HistoryTest {
    private static final ObjectMapper JSON = Json.mapper();
    private static final List<String> OPS = List.of("q1", "q2", "q3");

    @TempDir
    Path home;

    /** A complete run of three queries, three warm phases each; q1 5% slower from run {@code stepAt} on. */
    private Path bundle(String experiment, int i, int stepAt) throws IOException {
        Instant t = Instant.parse("2026-01-01T00:00:00Z").plusSeconds(3600L * i);
        String id = String.format("2026%04d-000000-%s", i, experiment);
        Path dir = Files.createDirectories(home.resolve("runs").resolve(id));
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("formatVersion", 1);
        m.put("id", id);
        m.put("experiment", experiment);
        m.put("workload", "sql-file");
        m.put("status", "COMPLETE");
        m.put("startedAt", t.toString());
        m.put("endedAt", t.plusSeconds(60).toString());
        m.put("pid", 1);
        m.put("benchlabVersion", "0.1.0");
        m.put("variants", List.of("v"));
        m.put("phases", List.of("Run1", "Run2", "Run3"));
        m.put("order", "sequential");
        m.put("operations", OPS);
        m.put("definitions", Map.of("q1", Map.of("kind", "sql", "sha256", "aa"), "q2", Map.of("kind", "sql", "sha256", "bb"),
                "q3", Map.of("kind", "sql", "sha256", "cc")));
        JSON.writeValue(dir.resolve("manifest.json").toFile(), m);
        Random r = new Random(i);
        StringBuilder phases = new StringBuilder();
        StringBuilder measurements = new StringBuilder();
        for (String p : List.of("Run1", "Run2", "Run3")) {
            phases.append(JSON.writeValueAsString(Map.of("variant", "v", "phase", p, "kind", "WARM", "round", 0, "startedAt", t.toString())))
                    .append('\n');
            for (String op : OPS) {
                double level = op.equals("q1") && i >= stepAt ? 1.05 : 1.0;
                measurements.append(JSON.writeValueAsString(Map.of("variant", "v", "phase", p, "round", 0, "operation", op, "startedAt",
                        t.toString(), "seconds", level * (1 + 0.01 * r.nextGaussian()), "rows", 1, "resultChanged", false))).append('\n');
            }
        }
        Files.writeString(dir.resolve("phases.jsonl"), phases);
        Files.writeString(dir.resolve("measurements.jsonl"), measurements);
        return dir;
    }

    @Test
    void indexesFindsTheStepAndAppendingOneRunJudgesOnlyItsSeries() throws IOException {
        for (int i = 0; i < 30; i++) {
            bundle("nightly", i, 15);
        }
        for (int i = 0; i < 8; i++) {
            bundle("other", 100 + i, 1000);
        }
        Path broken = Files.createDirectories(home.resolve("runs").resolve("20260999-000000-broken"));
        Files.writeString(broken.resolve("manifest.json"), "{\"formatVersion\": 1, \"id\"");
        try (History h = new History(new BenchlabHome(home))) {
            indexedAndJudged(h);
        }
    }

    private void indexedAndJudged(History h) throws IOException {
        List<String> warnings = new ArrayList<>();
        History.Indexing first = h.reindex(ChangePointOptions.DEFAULTS, warnings::add);
        assertEquals(38, first.added());
        assertEquals(1, first.skipped());
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).startsWith("history: skipped ") && warnings.get(0).contains("20260999-000000-broken"), warnings.get(0));
        assertEquals(8, first.judged(), "q1, q2, q3 and the total, of each experiment");

        List<Series> q1 = h.series("nightly", k -> k.figure().subject().equals("q1"), ChangePointOptions.DEFAULTS);
        assertEquals(1, q1.size());
        assertEquals(30, q1.get(0).points().size());
        assertEquals(1, q1.get(0).changes().size(), q1.get(0).changes().toString());
        Change c = q1.get(0).changes().get(0);
        assertEquals(String.format("2026%04d-000000-nightly", 15), c.run());
        assertTrue(c.worse(), "slower is worse");
        assertEquals(0.05, c.point().relativeChange(), 0.01);
        assertTrue(h.series("nightly", k -> k.figure().subject().equals("q2"), ChangePointOptions.DEFAULTS).get(0).changes().isEmpty());

        bundle("other", 200, 1000);
        warnings.clear();
        History.Indexing append = h.update(ChangePointOptions.DEFAULTS, warnings::add);
        assertEquals(1, append.added());
        assertEquals(4, append.judged(), "only the other experiment's four series");
        assertEquals(1, warnings.size(), "the broken bundle is said again, once: " + warnings);

        HistoryGate gate = HistoryGate.of(h.series(null, k -> true, ChangePointOptions.DEFAULTS), Map.of(), null);
        assertTrue(gate.failing().stream().anyMatch(x -> x.id().equals(c.id())), gate.toString());
        HistoryGate acked = HistoryGate.of(h.series(null, k -> true, ChangePointOptions.DEFAULTS),
                Map.of(c.id(), new Triage(c.id(), c.series().id(), c.run(), Triage.State.ACKNOWLEDGED, "known", null, Instant.now())), null);
        assertTrue(acked.failing().stream().noneMatch(x -> x.id().equals(c.id())));
        HistoryGate since = HistoryGate.of(h.series(null, k -> true, ChangePointOptions.DEFAULTS), Map.of(),
                Instant.parse("2026-01-01T00:00:00Z").plusSeconds(3600L * 20));
        assertTrue(since.failing().stream().noneMatch(x -> x.id().equals(c.id())), "the change started before --since");

        Files.walk(home.resolve("runs").resolve(String.format("2026%04d-000000-nightly", 29))).sorted(java.util.Comparator.reverseOrder())
                .forEach(p -> p.toFile().delete());
        History.Indexing removed = h.update(ChangePointOptions.DEFAULTS, w -> { });
        assertEquals(1, removed.removed());
        assertEquals(4, removed.judged());

        // what every face shows: the change's row in the changes table, and what changed around it (nothing recorded here)
        Map<String, Triage> said = Map.of(c.id(), new Triage(c.id(), c.series().id(), c.run(), Triage.State.REGRESSION, null,
                "https://example.org/issue/1", Instant.now()));
        List<SeriesReport> reports = h.reports("nightly", SeriesKey.matching("v", "Q1 "), ChangePointOptions.DEFAULTS, said, true);
        assertEquals(1, reports.size(), "'Q1 ' is q1's figure alone, case aside");
        io.benchlab.core.view.Table changes = HistoryViews.changes(reports);
        assertEquals(List.of(c.id()), changes.rows().stream().map(io.benchlab.core.view.Row::label).toList());
        List<String> cells = changes.rows().get(0).cells().stream().map(io.benchlab.core.view.Cell::text).toList();
        assertEquals(c.run(), cells.get(changes.headers().indexOf("from run")));
        assertEquals(c.previous(), cells.get(changes.headers().indexOf("run before")));
        assertEquals("regression: https://example.org/issue/1", cells.get(changes.headers().indexOf("triage")));
        assertEquals("num worse", changes.rows().get(0).cells().get(changes.headers().indexOf("moved")).css());
        assertEquals(List.of("nothing recorded differs"), HistoryViews.whatChanged(reports).rows().stream()
                .map(r -> r.cells().get(0).text()).toList());
        assertEquals("regression: https://example.org/issue/1", HistoryViews.series(reports).rows().get(0).cells().get(7).text());
    }
}

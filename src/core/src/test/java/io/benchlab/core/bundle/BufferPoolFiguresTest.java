package io.benchlab.core.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.BufferPoolFigures.QueryPool;
import io.benchlab.core.view.BufferPoolView;
import io.benchlab.core.view.Table;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The buffer pool per query and phase: cold and warm apart, the hit ratio from reads against requests, the LRU's moves summed. */
class BufferPoolFiguresTest {
    private static Records.Measurement m(String variant, String phase, String op, long requests, long reads, Records.PageMoves moves) {
        return new Records.Measurement(variant, phase, 1, op, "", Instant.EPOCH, 1, 1, "x", false,
                Map.of("Innodb_buffer_pool_read_requests", requests, "Innodb_buffer_pool_reads", reads), Map.of(), null, null, null, moves);
    }

    private static Bundle bundle(List<Records.Measurement> ms) {
        Manifest mf = new Manifest(1, "id", "e", "w", RunStatus.COMPLETE, null, Instant.EPOCH, Instant.EPOCH, 1, "h", "t",
                List.of("a", "b"), List.of("Cold", "Run1", "Run2"), "sequential");
        List<Records.PhaseRecord> phases = new java.util.ArrayList<>();
        for (String v : List.of("a", "b")) {
            phases.add(new Records.PhaseRecord(v, "Cold", PhaseKind.COLD, 0, Instant.EPOCH, null));
            phases.add(new Records.PhaseRecord(v, "Run1", PhaseKind.WARM, 1, Instant.EPOCH, null));
            phases.add(new Records.PhaseRecord(v, "Run2", PhaseKind.WARM, 2, Instant.EPOCH, null));
        }
        return new Bundle(Path.of("b"), mf, "", null, List.of(), phases, ms, List.of(), List.of(), List.of(), List.of(), List.of());
    }

    @Test
    void eachPhaseItsOwnRowAndTheKindsSummedApart() {
        Bundle b = bundle(List.of(
                m("a", "Cold", "scan", 1000, 400, new Records.PageMoves(5, 50)),
                m("a", "Run1", "scan", 1000, 100, new Records.PageMoves(10, 0)),
                m("a", "Run2", "scan", 1000, 0, new Records.PageMoves(30, 0)),
                m("b", "Cold", "scan", 1000, 400, null),
                m("b", "Run1", "scan", 1000, 10, null),
                m("b", "Run2", "scan", 1000, 30, null)));
        BufferPoolFigures f = BufferPoolFigures.of(b);
        List<QueryPool> a = f.of("a");
        assertEquals(3, a.size());
        assertEquals(0.6, a.get(0).hitRatio(), 1e-9, "the cold run alone: 1 − 400/1000");
        assertEquals(PhaseKind.COLD, a.get(0).kind());
        assertEquals(1.0, a.get(2).hitRatio(), 1e-9);
        QueryPool warm = f.byKind("a", PhaseKind.WARM).get(0);
        assertEquals(2000, warm.readRequests(), "two warm runs, no cold one");
        assertEquals(0.95, warm.hitRatio(), 1e-9);
        assertEquals(40L, warm.madeYoung());
        assertNull(f.byKind("b", PhaseKind.WARM).get(0).madeYoung(), "no INNODB_BUFFER_POOL_STATS: no moves, not zero");

        Table between = BufferPoolView.between("A", f, "a", "B", f, "b");
        assertEquals(List.of("scan", "scan"), between.rows().stream().map(r -> r.label()).toList());
        assertEquals("cold", between.rows().get(0).cells().get(0).text());
        assertEquals("60.00%", between.rows().get(0).cells().get(1).text());
        assertEquals("98.00%", between.rows().get(1).cells().get(2).text(), "B's warm runs: 1 − 40/2000");
        assertEquals("-", between.rows().get(1).cells().get(6).text(), "B has no young figures");
        Table own = BufferPoolView.ofVariant(f.of("b"));
        assertTrue(own.headers().stream().noneMatch(h -> h.contains("young")), "no young columns where no query has them");
    }

    @Test
    void aQueryThatReadNoInnodbPageHasNoFigures() {
        Bundle b = bundle(List.of(new Records.Measurement("a", "Run1", 1, "sleep", "", Instant.EPOCH, 1, 1, "x", false,
                Map.of("Com_select", 1L), Map.of(), null)));
        assertTrue(BufferPoolFigures.of(b).isEmpty());
        assertNull(BufferPoolFigures.hitRatio(0, 0));
    }
}

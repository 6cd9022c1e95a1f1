package io.benchlab.core.view;

import io.benchlab.core.bundle.BufferPoolFigures;
import io.benchlab.core.bundle.BufferPoolFigures.QueryPool;
import io.benchlab.core.bundle.PhaseKind;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The buffer pool per query and phase ({@link BufferPoolFigures}), laid out once for {@code show},
 * the report, the GUI and {@code compare}: logical reads, reads the pool missed, the hit ratio, and
 * the young / not-young moves that innodb_old_blocks_time decides. Cold and warm are never added
 * together: one variant's table has a row per phase, two sides compare per kind of phase.
 */
public final class BufferPoolView {
    public static final String CORNER = "query";
    public static final String TITLE = "Buffer pool per query (hit ratio = 1 − Innodb_buffer_pool_reads / Innodb_buffer_pool_read_requests;"
            + " young / not young: INNODB_BUFFER_POOL_STATS' PAGES_MADE_YOUNG / PAGES_NOT_MADE_YOUNG)";
    private static final String REQUESTS_TIP = "Innodb_buffer_pool_read_requests: pages the query asked the pool for";
    private static final String READS_TIP = "Innodb_buffer_pool_reads: pages the pool did not hold, read from the file (or the OS page cache)";
    private static final String YOUNG_TIP = "pages read again while in the old sublist and moved to the young end of the LRU";
    private static final String NOT_YOUNG_TIP = "pages read again within innodb_old_blocks_time of their first read, left in the old sublist";

    private BufferPoolView() {
    }

    /** One variant's queries: a row per query and phase, in the order they ran. */
    public static Table ofVariant(List<QueryPool> queries) {
        boolean moves = queries.stream().anyMatch(q -> q.madeYoung() != null);
        List<String> headers = new ArrayList<>(List.of("phase", "read requests", "pool misses", "hit ratio"));
        if (moves) {
            headers.addAll(List.of("made young", "not made young"));
        }
        List<Row> rows = new ArrayList<>();
        for (QueryPool q : queries) {
            List<Cell> cells = new ArrayList<>(List.of(Cell.of(q.phase()), new Cell(Numbers.count(q.readRequests()), REQUESTS_TIP, "num"),
                    new Cell(Numbers.count(q.reads()), READS_TIP, "num"), Cell.num(ratio(q.hitRatio()))));
            if (moves) {
                cells.add(new Cell(count(q.madeYoung()), YOUNG_TIP, "num"));
                cells.add(new Cell(count(q.notMadeYoung()), NOT_YOUNG_TIP, "num"));
            }
            rows.add(new Row(q.operation(), cells));
        }
        return new Table(headers, rows);
    }

    /**
     * A's figures beside B's, per query and kind of phase that both ran (cold with cold, warm with
     * warm: summed over the warm phases, per execution so sides with different repeats compare).
     */
    public static Table between(String nameA, BufferPoolFigures a, String variantA, String nameB, BufferPoolFigures b, String variantB) {
        boolean moves = a.hasPageMoves() || b.hasPageMoves(); // no young columns of dashes where neither side read them
        List<String> headers = new ArrayList<>(List.of("phase", "hit ratio " + nameA, "hit ratio " + nameB, "misses / run " + nameA,
                "misses / run " + nameB));
        if (moves) {
            headers.addAll(List.of("made young / run " + nameA, "made young / run " + nameB, "not made young / run " + nameA,
                    "not made young / run " + nameB));
        }
        List<Row> rows = new ArrayList<>();
        for (PhaseKind kind : PhaseKind.values()) {
            Map<String, QueryPool> right = new LinkedHashMap<>();
            b.byKind(variantB, kind).forEach(q -> right.put(q.operation(), q));
            for (QueryPool l : a.byKind(variantA, kind)) {
                QueryPool r = right.get(l.operation());
                if (r == null) {
                    continue;
                }
                List<Cell> cells = new ArrayList<>(List.of(Cell.of(kind.word()), Cell.num(ratio(l.hitRatio())), Cell.num(ratio(r.hitRatio())),
                        Cell.num(perRun(l.reads(), l)), Cell.num(perRun(r.reads(), r))));
                if (moves) {
                    cells.addAll(List.of(Cell.num(perRun(l.madeYoung(), l)), Cell.num(perRun(r.madeYoung(), r)),
                            Cell.num(perRun(l.notMadeYoung(), l)), Cell.num(perRun(r.notMadeYoung(), r))));
                }
                rows.add(new Row(l.operation(), cells));
            }
        }
        return new Table(headers, rows);
    }

    /** A hit ratio with two decimals (a small pool's 97.31% against a large one's 99.99%); "-" without reads. */
    public static String ratio(Double hitRatio) {
        return hitRatio == null ? "-" : String.format(Locale.ROOT, "%.2f%%", hitRatio * 100);
    }

    private static String count(Long v) {
        return v == null ? "-" : Numbers.count(v);
    }

    private static String perRun(Long v, QueryPool q) {
        return v == null || q.executions() == 0 ? "-" : Numbers.count((double) v / q.executions());
    }
}

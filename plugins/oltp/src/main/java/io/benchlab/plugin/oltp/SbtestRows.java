package io.benchlab.plugin.oltp;

import io.benchlab.api.RowChunk;
import io.benchlab.api.RowSink;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The rows of a sbtest table as sysbench's prepare makes them: id 1..tableSize, k drawn from
 * [1, tableSize] by sysbench's default distribution (special), c and pad random digit groups.
 * Cut into independent chunks, each from its own seed, so a chunk writes the same rows on any
 * thread and any machine; the dataset loads them, the legacy ids fill their table with them.
 */
final class SbtestRows {
    /** Rows per chunk (about 10 MB of LOAD DATA text). */
    static final long CHUNK_ROWS = 50_000;
    private static final long SEED = 0x5B7E57L;

    private SbtestRows() {
    }

    /** Table {@code table}'s rows in chunks of {@link #CHUNK_ROWS}. */
    static List<RowChunk> chunks(int table, long tableSize) {
        List<RowChunk> out = new ArrayList<>();
        for (long first = 1; first <= tableSize; first += CHUNK_ROWS) {
            long from = first;
            long to = Math.min(tableSize, first + CHUNK_ROWS - 1);
            out.add(sink -> write(sink, table, from, to, tableSize));
        }
        return out;
    }

    /** Writes rows {@code from..to} (ids) of table {@code table} into {@code sink}: id, k, c, pad. */
    static void write(RowSink sink, int table, long from, long to, long tableSize) throws IOException {
        SplittableRandom r = new SplittableRandom(SEED * 31 + table * 1_000_003L + from);
        KeyDistribution k = KeyDistribution.sysbenchDefault();
        for (long id = from; id <= to; id++) {
            sink.add(id).add(k.next(r, 1, tableSize)).add(SbtestText.c(r)).add(SbtestText.pad(r)).endRow();
        }
    }
}

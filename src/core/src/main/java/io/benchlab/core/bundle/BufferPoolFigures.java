package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PageMoves;
import io.benchlab.core.bundle.Records.PhaseRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The buffer pool as each query lived it, per variant and phase, cold and warm apart: logical page
 * reads (Innodb_buffer_pool_read_requests), the reads the pool could not serve
 * (Innodb_buffer_pool_reads), the hit ratio they make, and the LRU's young / not-young moves
 * (INNODB_BUFFER_POOL_STATS, {@link PageMoves}). The one model {@code show}, its JSON, the report,
 * the GUI and {@code compare} read. Summed over a phase's executions of the query (its rounds).
 */
public record BufferPoolFigures(List<QueryPool> queries) {
    static final String READ_REQUESTS = "Innodb_buffer_pool_read_requests";
    static final String READS = "Innodb_buffer_pool_reads";

    /**
     * @param kind         cold or warm; null when the bundle has no phase record for it
     * @param hitRatio     1 − reads / read requests; null without read requests
     * @param madeYoung    pages moved to the young sublist; null when the server gave no INNODB_BUFFER_POOL_STATS
     * @param notMadeYoung pages left in the old sublist (read again within innodb_old_blocks_time); null likewise
     */
    public record QueryPool(String variant, String phase, PhaseKind kind, String operation, int executions, long readRequests,
                            long reads, Double hitRatio, Long madeYoung, Long notMadeYoung) {
    }

    public static BufferPoolFigures of(Bundle b) {
        Map<String, PhaseKind> kinds = new LinkedHashMap<>();
        for (PhaseRecord p : b.phases()) {
            kinds.put(p.variant() + "\u0000" + p.phase(), p.kind());
        }
        record Key(String variant, String phase, String operation) {
        }
        final class Sum {
            int executions;
            long requests;
            long reads;
            PageMoves moves;
            boolean innodb;
        }
        Map<Key, Sum> sums = new LinkedHashMap<>();
        for (Measurement m : b.measurements()) {
            if (m.error() != null || m.globalStatus() == null) {
                continue;
            }
            Sum s = sums.computeIfAbsent(new Key(m.variant(), m.phase(), m.operation()), k -> new Sum());
            s.executions++;
            s.requests += m.globalStatus().getOrDefault(READ_REQUESTS, 0L);
            s.reads += m.globalStatus().getOrDefault(READS, 0L);
            // a query that read no InnoDB page has no buffer-pool figures, unless the pool moved under it
            s.innodb |= m.globalStatus().containsKey(READ_REQUESTS) || m.pageMoves() != null;
            if (m.pageMoves() != null) {
                s.moves = s.moves == null ? m.pageMoves() : s.moves.plus(m.pageMoves());
            }
        }
        List<QueryPool> out = new ArrayList<>();
        sums.forEach((k, s) -> {
            if (s.innodb) {
                out.add(new QueryPool(k.variant(), k.phase(), kinds.get(k.variant() + "\u0000" + k.phase()), k.operation(), s.executions,
                        s.requests, s.reads, hitRatio(s.requests, s.reads), s.moves == null ? null : s.moves.madeYoung(),
                        s.moves == null ? null : s.moves.notMadeYoung()));
            }
        });
        return new BufferPoolFigures(List.copyOf(out));
    }

    /** 1 − reads / requests, or null without requests. */
    public static Double hitRatio(long requests, long reads) {
        return requests <= 0 ? null : Math.max(0, 1 - (double) reads / requests);
    }

    public boolean isEmpty() {
        return queries.isEmpty();
    }

    /** Whether any query has young / not-young figures (INNODB_BUFFER_POOL_STATS was read). */
    public boolean hasPageMoves() {
        return queries.stream().anyMatch(q -> q.madeYoung() != null);
    }

    public List<String> variants() {
        Set<String> vs = new LinkedHashSet<>();
        queries.forEach(q -> vs.add(q.variant()));
        return List.copyOf(vs);
    }

    /** One variant's queries, in the order they ran. */
    public List<QueryPool> of(String variant) {
        return queries.stream().filter(q -> q.variant().equals(variant)).toList();
    }

    /**
     * One variant's figures of a kind of phase (cold or warm), summed over the phases of that kind,
     * per query: what two sides compare on. Warm phases are repeats, so their sum is their total.
     */
    public List<QueryPool> byKind(String variant, PhaseKind kind) {
        Map<String, QueryPool> out = new LinkedHashMap<>();
        for (QueryPool q : of(variant)) {
            if (q.kind() != kind) {
                continue;
            }
            out.merge(q.operation(), new QueryPool(variant, kind.word(), kind, q.operation(), q.executions(), q.readRequests(), q.reads(),
                    q.hitRatio(), q.madeYoung(), q.notMadeYoung()), BufferPoolFigures::add);
        }
        return List.copyOf(out.values());
    }

    private static QueryPool add(QueryPool a, QueryPool b) {
        long requests = a.readRequests() + b.readRequests();
        long reads = a.reads() + b.reads();
        return new QueryPool(a.variant(), a.phase(), a.kind(), a.operation(), a.executions() + b.executions(), requests, reads,
                hitRatio(requests, reads), sum(a.madeYoung(), b.madeYoung()), sum(a.notMadeYoung(), b.notMadeYoung()));
    }

    private static Long sum(Long a, Long b) {
        if (a == null || b == null) {
            return a == null ? b : a; // (a ternary with a + b would unbox the null)
        }
        return a + b;
    }
}

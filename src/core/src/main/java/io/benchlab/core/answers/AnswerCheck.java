package io.benchlab.core.answers;

import io.benchlab.core.plan.Tolerance;
import io.benchlab.api.AnswerReference;
import io.benchlab.api.DatasetPlan;
import io.benchlab.core.bundle.Records.AnswerOutcome;
import io.benchlab.core.bundle.Records.AnswerRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code check: answers} for one run: keeps each (variant, query)'s first measured result, then,
 * after the last measurement (so the reference never competes with the server for the machine),
 * obtains every reference answer (from {@link AnswerCache}, or computed on a
 * {@link ReferenceDatabase}) and compares with {@link AnswerComparison}.
 */
public final class AnswerCheck {
    private final Map<String, AnswerReference> references;
    private final AnswerCache cache;
    private final ReferenceEngine engine;
    private final Tolerance tolerance;
    private final Path scratch;
    /** variant → operation → rows, in the order they were measured. */
    private final Map<String, Map<String, ResultRows>> kept = new LinkedHashMap<>();

    /**
     * @param references every query operation's reference, by operation name
     * @param cache      where computed answers are kept
     * @param engine     the engine that computes the missing ones (fetched on first use)
     * @param tolerance  how far apart numbers may be ({@code options.tolerance})
     * @param scratch    where the reference database may put its files while it computes
     */
    public AnswerCheck(Map<String, AnswerReference> references, AnswerCache cache, ReferenceEngine engine,
                       Tolerance tolerance, Path scratch) {
        this.references = new LinkedHashMap<>(references);
        this.cache = cache;
        this.engine = engine;
        this.tolerance = tolerance;
        this.scratch = scratch;
    }

    /** Whether any query has an independent answer (a workload without any is not checked unless asked). */
    public boolean hasReferences() {
        return references.values().stream().anyMatch(AnswerReference.Query.class::isInstance);
    }

    /** Progress of the reference computation. */
    public interface Progress {
        void progress(String step, long done, long total);
    }

    /**
     * What came out, for the run's outcome and exit code.
     *
     * @param computed  reference answers computed in this run (the others came from the cache)
     * @param reference how the reference answers were obtained and how long each step took
     */
    public record Summary(int matched, int mismatched, int noReference, int notCompared, int computed, Timing reference) {
    }

    /**
     * The time spent obtaining the reference answers, step by step (0 for a step not taken).
     *
     * @param distinct     distinct reference queries
     * @param fromCache    of which kept from an earlier run
     * @param computed     of which computed now
     * @param cacheSeconds reading the kept answers
     * @param fetchSeconds fetching and unpacking the engine (its first use on this machine)
     * @param loadSeconds  loading the datasets' rows into it
     * @param querySeconds running the reference queries
     * @param problem      why no answer could be computed, or null
     */
    public record Timing(int distinct, int fromCache, int computed, double cacheSeconds, double fetchSeconds, double loadSeconds, double querySeconds, String problem) {
        public double totalSeconds() {
            return cacheSeconds + fetchSeconds + loadSeconds + querySeconds;
        }

        /** E.g. "reference answers: 22 computed by DuckDB 1.4.4.0 in 41.3 s (fetching the engine 12.0 s, loading 25.2 s, computing 4.1 s)". */
        public String describe() {
            if (computed == 0 && problem == null) {
                return String.format(Locale.ROOT, "reference answers: all %d from the cache (%s) in %.2f s", distinct, ReferenceEngine.NAME,
                        totalSeconds());
            }
            List<String> steps = new ArrayList<>();
            if (fetchSeconds > 0) {
                steps.add(String.format(Locale.ROOT, "fetching the engine %.1f s", fetchSeconds));
            }
            if (loadSeconds > 0) {
                steps.add(String.format(Locale.ROOT, "loading %.1f s", loadSeconds));
            }
            if (querySeconds > 0) {
                steps.add(String.format(Locale.ROOT, "computing %.1f s", querySeconds));
            }
            String cached = fromCache > 0 ? ", " + fromCache + " from the cache" : "";
            String head = problem == null
                    ? String.format(Locale.ROOT, "reference answers: %d computed by %s%s in %.1f s", computed, ReferenceEngine.NAME, cached, totalSeconds())
                    : String.format(Locale.ROOT, "reference answers: none computed by %s (%s)%s after %.1f s", ReferenceEngine.NAME, problem, cached,
                    totalSeconds());
            return head + (steps.isEmpty() ? "" : " (" + String.join(", ", steps) + ")");
        }
    }

    /**
     * A holder for the rows of the coming measurement of {@code operation} in {@code variant}, or
     * null when they are not needed (no reference, or already kept from an earlier round).
     */
    public ResultRows rowsFor(String variant, String operation) {
        if (!(references.get(operation) instanceof AnswerReference.Query)) {
            return null;
        }
        return kept.getOrDefault(variant, Map.of()).containsKey(operation) ? null : new ResultRows();
    }

    /** Keeps the rows of a measurement that returned its whole result (failed ones are not kept: a later round may succeed). */
    public void keep(String variant, String operation, ResultRows rows) {
        kept.computeIfAbsent(variant, v -> new LinkedHashMap<>()).putIfAbsent(operation, rows);
    }

    /**
     * Compares every kept result with its reference and hands one record per (variant, query) to
     * {@code out}, variants and queries in run order.
     *
     * @param variants the variants that ran, in order
     * @param plans    the workload's datasets, as loaded on the server
     */
    public Summary finish(List<String> variants, List<DatasetPlan> plans, Consumer<AnswerRecord> out, Progress progress) {
        Answers answers = answers(plans, progress);
        int matched = 0;
        int mismatched = 0;
        int none = 0;
        int notCompared = 0;
        for (String variant : variants) {
            Map<String, ResultRows> results = kept.getOrDefault(variant, Map.of());
            for (Map.Entry<String, AnswerReference> e : references.entrySet()) {
                String op = e.getKey();
                AnswerRecord r = switch (e.getValue()) {
                    case AnswerReference.None n -> new AnswerRecord(variant, op, AnswerOutcome.NO_REFERENCE, n.reason(), null, null, null);
                    case AnswerReference.Query q -> compare(variant, op, q, answers.bySql().get(q.sql()), results.get(op));
                };
                switch (r.outcome()) {
                    case MATCHED -> matched++;
                    case MISMATCHED -> mismatched++;
                    case NO_REFERENCE -> none++;
                    case NOT_COMPARED -> notCompared++;
                }
                out.accept(r);
            }
        }
        return new Summary(matched, mismatched, none, notCompared, answers.timing().computed(), answers.timing());
    }

    private AnswerRecord compare(String variant, String op, AnswerReference.Query q, Reference ref, ResultRows rows) {
        if (rows == null) {
            return new AnswerRecord(variant, op, AnswerOutcome.NOT_COMPARED, "the query returned no result to compare (it failed or did not run)",
                    null, null, null);
        }
        if (!rows.complete()) {
            return new AnswerRecord(variant, op, AnswerOutcome.NOT_COMPARED, "the result has more than " + ResultRows.MAX_ROWS
                    + " rows, more than benchlab keeps to compare", null, null, null);
        }
        if (ref.answer() == null) {
            return new AnswerRecord(variant, op, AnswerOutcome.NOT_COMPARED, "no independent answer: " + ref.problem(), null, null, null);
        }
        return switch (AnswerComparison.compare(ref.answer(), q.orderColumns(), rows.rows(), tolerance)) {
            case AnswerComparison.Match m -> new AnswerRecord(variant, op, AnswerOutcome.MATCHED, null, null, null, null);
            case AnswerComparison.Mismatch m -> new AnswerRecord(variant, op, AnswerOutcome.MISMATCHED, m.reason(), m.row(), m.expected(), m.got());
        };
    }

    /** A reference answer, or why there is none. */
    private record Reference(ReferenceAnswer answer, String problem) {
    }

    /** Every distinct reference query's answer, and what obtaining them took. */
    private record Answers(Map<String, Reference> bySql, Timing timing) {
    }

    /** Every distinct reference query's answer: from the cache, else from one reference database loaded once. */
    private Answers answers(List<DatasetPlan> plans, Progress progress) {
        long start = System.nanoTime();
        Map<String, Reference> out = new HashMap<>();
        Map<String, List<Integer>> missing = new LinkedHashMap<>();
        for (AnswerReference r : references.values()) {
            if (r instanceof AnswerReference.Query q && !out.containsKey(q.sql()) && !missing.containsKey(q.sql())) {
                cache.get(AnswerCache.key(plans, q.sql())).ifPresentOrElse(a -> out.put(q.sql(), new Reference(a, null)),
                        () -> missing.put(q.sql(), q.orderColumns()));
            }
        }
        int fromCache = out.size();
        int distinct = out.size() + missing.size();
        double cached = seconds(start);
        if (missing.isEmpty()) {
            return new Answers(out, new Timing(distinct, fromCache, 0, cached, 0, 0, 0, null));
        }
        long t0 = System.nanoTime();
        double fetch = -1;
        double load = -1;
        try {
            boolean wasCached = engine.cached();
            engine.ensure((step, done, total) -> progress.progress("reference answers: " + step, done, total));
            fetch = wasCached ? 0 : seconds(t0);
            long t1 = System.nanoTime();
            try (ReferenceDatabase db = ReferenceDatabase.load(engine, plans, scratch,
                    (table, done, total) -> progress.progress("reference answers: loading " + table + " into " + ReferenceEngine.NAME, done, total))) {
                load = seconds(t1);
                long t2 = System.nanoTime();
                int i = 0;
                int computed = 0;
                for (Map.Entry<String, List<Integer>> m : missing.entrySet()) {
                    progress.progress("reference answers: computing with " + ReferenceEngine.NAME, i++, missing.size());
                    String sql = m.getKey();
                    try {
                        ReferenceAnswer a = db.query(sql, m.getValue());
                        out.put(sql, new Reference(a, null));
                        computed++;
                        try {
                            cache.put(AnswerCache.key(plans, sql), a);
                        } catch (IOException e) {
                            // not kept: computed again next time
                        }
                    } catch (SQLException | RuntimeException e) {
                        // the engine's own failure is this query's "not compared", never the run's
                        out.put(sql, new Reference(null, "the reference engine cannot run the query: " + ReferenceDatabase.oneLine(e)));
                    }
                }
                return new Answers(out, new Timing(distinct, fromCache, computed, cached, fetch, load, seconds(t2), null));
            }
        } catch (ReferenceException e) {
            missing.keySet().forEach(sql -> out.put(sql, new Reference(null, e.getMessage())));
            // the step that failed took the time since the last one ended
            double spent = seconds(t0);
            double fetched = fetch < 0 ? spent : fetch;
            double loaded = fetch < 0 ? 0 : load < 0 ? spent - fetch : load;
            return new Answers(out, new Timing(distinct, fromCache, 0, cached, fetched, loaded, 0, e.getMessage()));
        }
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}

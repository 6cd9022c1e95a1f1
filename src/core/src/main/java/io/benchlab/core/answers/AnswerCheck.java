package io.benchlab.core.answers;

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
    private final Path scratch;
    /** variant → operation → rows, in the order they were measured. */
    private final Map<String, Map<String, ResultRows>> kept = new LinkedHashMap<>();

    /**
     * @param references every query operation's reference, by operation name
     * @param cache      where computed answers are kept
     * @param scratch    where the reference database may put its files while it computes
     */
    public AnswerCheck(Map<String, AnswerReference> references, AnswerCache cache, Path scratch) {
        this.references = new LinkedHashMap<>(references);
        this.cache = cache;
        this.scratch = scratch;
    }

    /** Progress of the reference computation. */
    public interface Progress {
        void progress(String step, long done, long total);
    }

    /**
     * What came out, for the run's outcome and exit code.
     *
     * @param computed         reference answers computed in this run (the others came from the cache)
     * @param referenceSeconds time spent obtaining the reference answers (loading the reference database included)
     */
    public record Summary(int matched, int mismatched, int noReference, int notCompared, int computed, double referenceSeconds) {
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
        long t0 = System.nanoTime();
        int[] computed = {0};
        Map<String, Reference> answers = answers(plans, progress, computed);
        double referenceSeconds = (System.nanoTime() - t0) / 1e9;
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
                    case AnswerReference.Query q -> compare(variant, op, q, answers.get(q.sql()), results.get(op));
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
        return new Summary(matched, mismatched, none, notCompared, computed[0], referenceSeconds);
    }

    private static AnswerRecord compare(String variant, String op, AnswerReference.Query q, Reference ref, ResultRows rows) {
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
        return switch (AnswerComparison.compare(ref.answer(), q.orderColumns(), rows.rows())) {
            case AnswerComparison.Match m -> new AnswerRecord(variant, op, AnswerOutcome.MATCHED, null, null, null, null);
            case AnswerComparison.Mismatch m -> new AnswerRecord(variant, op, AnswerOutcome.MISMATCHED, m.reason(), m.row(), m.expected(), m.got());
        };
    }

    /** A reference answer, or why there is none. */
    private record Reference(ReferenceAnswer answer, String problem) {
    }

    /** Every distinct reference query's answer: from the cache, else from one reference database loaded once. */
    private Map<String, Reference> answers(List<DatasetPlan> plans, Progress progress, int[] computed) {
        Map<String, Reference> out = new HashMap<>();
        List<String> missing = new ArrayList<>();
        for (AnswerReference r : references.values()) {
            if (r instanceof AnswerReference.Query q && !out.containsKey(q.sql()) && !missing.contains(q.sql())) {
                cache.get(AnswerCache.key(plans, q.sql())).ifPresentOrElse(a -> out.put(q.sql(), new Reference(a, null)), () -> missing.add(q.sql()));
            }
        }
        if (missing.isEmpty()) {
            return out;
        }
        try (ReferenceDatabase db = ReferenceDatabase.load(plans, scratch,
                (table, done, total) -> progress.progress("reference answers: loading " + table + " into " + ReferenceDatabase.ENGINE, done, total))) {
            int i = 0;
            for (String sql : missing) {
                progress.progress("reference answers: computing", i++, missing.size());
                try {
                    ReferenceAnswer a = db.query(sql);
                    out.put(sql, new Reference(a, null));
                    computed[0]++;
                    try {
                        cache.put(AnswerCache.key(plans, sql), a);
                    } catch (IOException e) {
                        // not kept: computed again next time
                    }
                } catch (SQLException e) {
                    out.put(sql, new Reference(null, "the reference engine cannot run the query: " + ReferenceDatabase.oneLine(e)));
                }
            }
        } catch (ReferenceException e) {
            missing.forEach(sql -> out.put(sql, new Reference(null, e.getMessage())));
        }
        return out;
    }
}

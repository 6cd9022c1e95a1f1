package io.benchlab.core.stream;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One measurement interval of a stream. Operation, unit and error counts are exact: summed over
 * all intervals of a run they equal the run's totals (the last interval may be shorter or longer
 * than the period; it ends when the last worker stopped). Latencies are response times (in arrival
 * mode measured from the intended arrival, queue wait included), in microseconds; {@code NaN} when
 * the interval has no operation.
 *
 * @param index             0-based, without gaps
 * @param startOffsetMillis start, relative to the start of measurement (after warmup)
 * @param lengthMillis      length of the interval
 * @param operations        operations completed successfully in the interval
 * @param units             units (rows, queries) those operations reported
 * @param operationsPerSecond operations / length
 * @param unitsPerSecond    units / length
 * @param p50Micros         median latency
 * @param p95Micros         95th percentile latency
 * @param p99Micros         99th percentile latency
 * @param maxMicros         largest latency
 * @param errors            failed operations in the interval
 * @param counters          what the {@link IntervalProbe} returned at the interval's end, in its order
 *                          (entries with a null key or value dropped); may be {@code null}
 * @param kinds             per kind of the operation ({@code StreamOperation.kinds}), in its order; null when it
 *                          declares none
 * @param counts            the workers' named counts in the interval ({@code StreamOperation.counts}), in
 *                          declaration order; null when it declares none
 * @param errorClasses      the interval's errors by {@link ErrorClass#wireName()}, summing to {@code errors};
 *                          null when there were none
 */
public record IntervalSample(int index, long startOffsetMillis, long lengthMillis, long operations, long units,
                             double operationsPerSecond, double unitsPerSecond,
                             double p50Micros, double p95Micros, double p99Micros, double maxMicros,
                             long errors, Map<String, Long> counters, Map<String, KindSample> kinds,
                             Map<String, Long> counts, Map<String, Long> errorClasses) {

    public IntervalSample {
        counters = ordered(counters);
        kinds = kinds == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(kinds));
        counts = ordered(counts);
        errorClasses = ordered(errorClasses);
    }

    /** An interval of a stream whose operations are all alike, without counts or classified errors. */
    public IntervalSample(int index, long startOffsetMillis, long lengthMillis, long operations, long units,
                          double operationsPerSecond, double unitsPerSecond,
                          double p50Micros, double p95Micros, double p99Micros, double maxMicros,
                          long errors, Map<String, Long> counters) {
        this(index, startOffsetMillis, lengthMillis, operations, units, operationsPerSecond, unitsPerSecond, p50Micros, p95Micros,
                p99Micros, maxMicros, errors, counters, null, null, null);
    }

    /** The same interval with other probe counters (a coordinator adds the server's to merged intervals). */
    public IntervalSample withCounters(Map<String, Long> probeCounters) {
        return new IntervalSample(index, startOffsetMillis, lengthMillis, operations, units, operationsPerSecond, unitsPerSecond,
                p50Micros, p95Micros, p99Micros, maxMicros, errors, probeCounters, kinds, counts, errorClasses);
    }

    /**
     * One of the named maps of intervals ({@link #counts}, {@link #errorClasses}) summed over them, in
     * first-seen order; null when no interval has it.
     */
    public static Map<String, Long> sum(java.util.List<IntervalSample> intervals,
                                        java.util.function.Function<IntervalSample, Map<String, Long>> which) {
        Map<String, Long> out = null;
        for (IntervalSample s : intervals) {
            Map<String, Long> m = which.apply(s);
            if (m != null) {
                if (out == null) {
                    out = new LinkedHashMap<>();
                }
                for (Map.Entry<String, Long> e : m.entrySet()) {
                    out.merge(e.getKey(), e.getValue(), Long::sum);
                }
            }
        }
        return out;
    }

    private static Map<String, Long> ordered(Map<String, Long> values) {
        if (values == null) {
            return null;
        }
        Map<String, Long> copy = new LinkedHashMap<>();
        values.forEach((k, v) -> {
            if (k != null && v != null) {
                copy.put(k, v);
            }
        });
        return Collections.unmodifiableMap(copy);
    }
}

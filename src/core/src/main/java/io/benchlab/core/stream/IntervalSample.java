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
 */
public record IntervalSample(int index, long startOffsetMillis, long lengthMillis, long operations, long units,
                             double operationsPerSecond, double unitsPerSecond,
                             double p50Micros, double p95Micros, double p99Micros, double maxMicros,
                             long errors, Map<String, Long> counters) {

    public IntervalSample {
        if (counters != null) {
            Map<String, Long> copy = new LinkedHashMap<>();
            counters.forEach((k, v) -> {
                if (k != null && v != null) {
                    copy.put(k, v);
                }
            });
            counters = Collections.unmodifiableMap(copy);
        }
    }
}

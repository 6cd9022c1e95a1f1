package io.benchlab.core.metrics;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.stream.ErrorClass;
import io.benchlab.core.stream.KindSample;
import io.prometheus.metrics.model.snapshots.Labels;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One stream's figures as its intervals came: the last interval (its rates and percentiles, shown
 * while the stream runs) and the sums over its intervals so far (counters, which stay after it
 * ends). Sums of the records the bundle got, so a counter equals the sum of intervals.jsonl up to
 * the interval {@link Family#STREAM_INTERVAL} names.
 */
final class StreamFigures {
    private final StreamKey key;
    private final String unit;
    private IntervalRecord last;
    private long operations;
    private long units;
    private final Map<String, Long> errors = new LinkedHashMap<>();
    private final Map<String, Long> counts = new LinkedHashMap<>();
    private final Map<String, long[]> kinds = new LinkedHashMap<>();

    StreamFigures(StreamKey key, String unit) {
        this.key = key;
        this.unit = unit == null || unit.isBlank() ? "operations" : unit;
        // every class from the start, at 0: a rate over a counter that appears only at its first error misses that error
        for (ErrorClass c : ErrorClass.values()) {
            errors.put(c.wireName(), 0L);
        }
    }

    void add(IntervalRecord i) {
        last = i;
        operations += i.operations();
        units += i.units();
        if (i.errorClasses() != null) { // the engine classes every error: they sum to the interval's errors
            i.errorClasses().forEach((c, n) -> errors.merge(c, n, Long::sum));
        }
        if (i.counts() != null) {
            i.counts().forEach((name, n) -> counts.merge(name, n, Long::sum));
        }
        if (i.kinds() != null) {
            i.kinds().forEach((kind, s) -> {
                long[] sums = kinds.computeIfAbsent(kind, k -> new long[2]);
                sums[0] += s.operations();
                sums[1] += s.errors();
            });
        }
    }

    /** The stream ended: its rates and percentiles are no longer current; its sums stay. */
    void finish() {
        last = null;
    }

    boolean running() {
        return last != null;
    }

    StreamKey key() {
        return key;
    }

    void write(Points p) {
        Labels labels = labels(key);
        Labels withUnit = labels.add("unit", unit);
        p.counter(Family.STREAM_OPERATIONS, labels, operations);
        p.counter(Family.STREAM_UNITS, withUnit, units);
        errors.forEach((c, n) -> p.counter(Family.STREAM_ERRORS, labels.add("class", c), n));
        counts.forEach((name, n) -> p.counter(Family.STREAM_COUNTS, labels.add("count", name), n));
        kinds.forEach((kind, sums) -> {
            p.counter(Family.KIND_OPERATIONS, labels.add("kind", kind), sums[0]);
            p.counter(Family.KIND_ERRORS, labels.add("kind", kind), sums[1]);
        });
        if (last == null) {
            return;
        }
        p.gauge(Family.STREAM_INTERVAL, labels, last.index());
        p.gauge(Family.STREAM_OPERATIONS_RATE, labels, last.operationsPerSecond());
        p.gauge(Family.STREAM_UNITS_RATE, withUnit, last.unitsPerSecond());
        p.latency(Family.STREAM_LATENCY, labels, last.p50Micros(), last.p95Micros(), last.p99Micros(), last.maxMicros());
        if (last.counts() != null) {
            last.counts().forEach((name, n) -> p.gauge(Family.STREAM_COUNTS_RATE, labels.add("count", name), last.perSecond(n)));
        }
        if (last.rates() != null) {
            last.rates().forEach((name, value) -> p.gauge(Family.STREAM_RATE, labels.add("rate", name), value));
        }
        if (last.kinds() != null) {
            last.kinds().forEach((kind, s) -> writeKind(p, labels.add("kind", kind), s));
        }
        if (last.counters() != null) {
            p.gauge(Family.STREAM_SCHEMA, labels, last.counters().get("schema_bytes"));
        }
    }

    private void writeKind(Points p, Labels labels, KindSample s) {
        p.gauge(Family.KIND_OPERATIONS_RATE, labels, last.perSecond(s.operations()));
        p.latency(Family.KIND_LATENCY, labels, s.p50Micros(), s.p95Micros(), s.p99Micros(), s.maxMicros());
    }

    /** A stream's labels: variant, phase (a later round as {@code Run1#2}), operation, threads. */
    static Labels labels(StreamKey key) {
        return Labels.of("variant", key.variant(), "phase", phase(key.phase(), key.round()), "operation", key.operation(),
                "threads", Integer.toString(key.threads()));
    }

    static String phase(String label, int round) {
        return round > 1 ? label + "#" + round : label;
    }
}

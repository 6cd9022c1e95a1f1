package io.benchlab.core.stream;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BiConsumer;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * The kinds of a stream operation (its transaction types, the statements of a mix): per kind a
 * response-time recorder and a count of failed operations that workers write, and on the sampler's
 * side each kind's interval histogram, total and errors so far. Fixed size: nothing is kept per
 * operation.
 *
 * <p>Workers record each operation in its kind's recorder only; the stream's own interval
 * histogram is the sum of the kinds' (swapped at one instant), so the kinds' operations of an
 * interval always add up to the stream's — recording into two recorders could put an operation
 * in one interval for the stream and the next for its kind.
 */
final class KindRecorders {
    private final List<String> names;
    private final Recorder[] recorders;
    private final LongAdder[] errors;
    // the sampler's side, one thread
    private final Histogram[] interval;
    private final Histogram[] total;
    private final long[] lastErrors;

    KindRecorders(List<String> names) {
        this.names = List.copyOf(names);
        int n = names.size();
        recorders = new Recorder[n];
        errors = new LongAdder[n];
        interval = new Histogram[n];
        total = new Histogram[n];
        lastErrors = new long[n];
        for (int i = 0; i < n; i++) {
            recorders[i] = new Recorder(LatencyRange.HIGHEST_TRACKABLE_NANOS, LatencyRange.SIGNIFICANT_DIGITS);
            errors[i] = new LongAdder();
            total[i] = IntervalMerge.emptyHistogram();
        }
    }

    /** A worker's successful operation of kind {@code kind} took {@code nanos}. */
    void record(int kind, long nanos) {
        recorders[kind].recordValue(Math.min(Math.max(0, nanos), LatencyRange.HIGHEST_TRACKABLE_NANOS));
    }

    /** A worker's operation of kind {@code kind} failed. */
    void failed(int kind) {
        errors[kind].increment();
    }

    /**
     * The sampler's interval boundary: swaps every kind's histogram out (adding it to the kind's
     * total), fills {@code stream} with their sum (its time stamps spanning theirs) and returns each
     * kind's figures of the interval, in the kinds' order.
     */
    Map<String, KindSample> sample(Histogram stream) {
        stream.reset();
        long start = Long.MAX_VALUE;
        long end = 0;
        Map<String, KindSample> out = new LinkedHashMap<>();
        for (int i = 0; i < recorders.length; i++) {
            Histogram h = recorders[i].getIntervalHistogram(interval[i]);
            interval[i] = h;
            total[i].add(h);
            stream.add(h);
            start = Math.min(start, h.getStartTimeStamp());
            end = Math.max(end, h.getEndTimeStamp());
            long e = errors[i].sum();
            out.put(names.get(i), KindSample.of(h, e - lastErrors[i]));
            lastErrors[i] = e;
        }
        stream.setStartTimeStamp(start);
        stream.setEndTimeStamp(end);
        return out;
    }

    /** Each kind's histogram of the interval last sampled (valid until the next {@link #sample}). */
    void forEachInterval(BiConsumer<String, Histogram> action) {
        for (int i = 0; i < interval.length; i++) {
            action.accept(names.get(i), interval[i]);
        }
    }

    /** Each kind's figures over every interval sampled, in the kinds' order. */
    Map<String, KindTotal> totals() {
        Map<String, KindTotal> out = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            out.put(names.get(i), new KindTotal(total[i].getTotalCount(), errors[i].sum(), LatencySummary.ofNanos(total[i])));
        }
        return out;
    }
}

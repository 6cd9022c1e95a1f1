package io.benchlab.core.stream;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Turns the workers' counters and recorder snapshots into interval samples at each boundary, on the
 * sampler thread only (the stream's calling thread): the interval's histograms swapped at one instant
 * and added into the run's totals, its counts as differences of the cumulative counters, the probe's
 * counters, and the sample handed to the listener (whose failure never loses the measurement).
 */
final class IntervalSampler {
    /** What the workers count into (cumulative), read at each boundary. */
    record Meters(List<String> countNames, Recorder response, Recorder service, KindRecorders kinds, LongAdder operations, LongAdder units,
                  ErrorCounts errors, Supplier<long[]> countSums) {
    }


    private final Meters meters;
    private final long measureStart;
    private final StreamListener listener;
    private final IntervalProbe probe;
    private final List<IntervalSample> out;
    private final Histogram totalResponse;
    private final Histogram totalService;
    private long[] lastClassErrors = new long[ErrorClass.values().length];
    private long[] lastCounts;
    private Histogram intervalResponse;
    private Histogram intervalService;
    private long lastTime;
    private long lastOps;
    private long lastUnits;
    private long lastErrors;

    IntervalSampler(Meters meters, long measureStart, StreamListener listener, IntervalProbe probe, List<IntervalSample> out,
                    Histogram totalResponse, Histogram totalService) {
        this.meters = meters;
        this.measureStart = measureStart;
        this.lastCounts = new long[meters.countNames().size()];
        this.listener = listener;
        this.probe = probe;
        this.out = out;
        this.totalResponse = totalResponse;
        this.totalService = totalService;
    }

    void begin() {
        lastTime = measureStart;
        if (probe != null) {
            try {
                probe.begin();
            } catch (Exception | LinkageError e) {
                // a failing probe never stops the measurement
            }
        }
    }

    void sample(long now) {
        Map<String, KindSample> kindSamples = null;
        if (meters.kinds() == null) {
            intervalResponse = meters.response().getIntervalHistogram(intervalResponse);
        } else {
            // the stream's histogram is its kinds' together, swapped at one instant
            intervalResponse = intervalResponse == null ? IntervalMerge.emptyHistogram() : intervalResponse;
            kindSamples = meters.kinds().sample(intervalResponse);
        }
        intervalService = meters.service().getIntervalHistogram(intervalService);
        totalResponse.add(intervalResponse);
        totalService.add(intervalService);
        long u = meters.units().sum();
        // the interval's errors are its classes' (one reading), so the two always agree
        long[] classesNow = meters.errors().reading();
        long e = ErrorCounts.sum(classesNow);
        Map<String, Long> counters = null;
        if (probe != null) {
            try {
                counters = probe.sampleCounters();
            } catch (Exception | LinkageError ex) {
                counters = null;
            }
        }
        long lengthNanos = now - lastTime;
        double seconds = lengthNanos / 1e9;
        // the interval's operations are the values its histogram holds: a worker records its
        // latency and then counts the operation, so reading the counter here could put an
        // operation in one interval and its latency in the next
        long dOps = intervalResponse.getTotalCount();
        long dUnits = u - lastUnits;
        Histogram h = intervalResponse;
        IntervalSample sample = new IntervalSample(out.size(),
                Math.round((lastTime - measureStart) / 1e6), Math.round(lengthNanos / 1e6),
                dOps, dUnits, seconds > 0 ? dOps / seconds : 0, seconds > 0 ? dUnits / seconds : 0,
                LatencySummary.micros(h, 50), LatencySummary.micros(h, 95), LatencySummary.micros(h, 99),
                h.getTotalCount() == 0 ? Double.NaN : h.getMaxValue() / 1000.0,
                e - lastErrors, counters, kindSamples, counts(), ErrorCounts.between(lastClassErrors, classesNow));
        lastTime = now;
        lastOps += dOps;
        lastUnits = u;
        lastErrors = e;
        lastClassErrors = classesNow;
        out.add(sample);
        try {
            listener.onInterval(sample);
            listener.onIntervalHistogram(sample.index(), h);
            if (meters.kinds() != null) {
                meters.kinds().forEachInterval((kind, histogram) -> listener.onKindHistogram(sample.index(), kind, histogram));
            }
        } catch (RuntimeException ex) {
            // a listener's failure must not lose the measurement
        }
    }

    private Map<String, Long> counts() {
        if (lastCounts.length == 0) {
            return null;
        }
        long[] now = meters.countSums().get();
        Map<String, Long> counts = new LinkedHashMap<>();
        for (int i = 0; i < now.length; i++) {
            counts.put(meters.countNames().get(i), now[i] - lastCounts[i]);
        }
        lastCounts = now;
        return counts;
    }

    /**
     * The last interval, taken after every worker stopped; skipped if it is empty and zero-length, or
     * empty at all when {@code timed} is false (rounds: a round cut short is one, the time after the last is none).
     */
    void sampleLast(long now, boolean timed) {
        boolean anything = meters.operations().sum() != lastOps || meters.errors().total() != lastErrors || meters.units().sum() != lastUnits;
        if (anything || timed && now - lastTime >= 1_000_000 || out.isEmpty()) {
            sample(now);
        }
    }
}

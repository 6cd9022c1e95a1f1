package io.benchlab.core.stream;

import java.util.List;
import java.util.Map;

/**
 * What a fault cost a stream, from its intervals: the throughput before it (the mean of the
 * intervals that ended before it struck), the dip's window (from the interval it struck in until
 * the first interval after the stream worked again whose throughput is back to
 * {@value #BACK_SHARE} of that mean, or until the next fault or the stream's end), the lowest
 * throughput in the window, the operations lost against the mean, and the errors by class in it.
 *
 * @param baselinePerSecond operations per second before the fault; null when no interval ended before it
 * @param lowestPerSecond   the lowest interval's operations per second in the window; null when the window is empty
 * @param operationsLost    what the window lacks of the baseline rate (never negative); null without a baseline
 * @param windowSeconds     the window's length
 * @param errors            the window's errors by class; empty when none
 */
public record ThroughputDip(Double baselinePerSecond, Double lowestPerSecond, Long operationsLost, double windowSeconds,
                            Map<String, Long> errors) {

    /** The share of the baseline at which throughput counts as back. */
    public static final double BACK_SHARE = 0.9;

    public ThroughputDip {
        errors = errors == null ? Map.of() : Map.copyOf(errors);
    }

    /**
     * @param intervals    the stream's intervals, in order
     * @param struckMillis when the fault struck, from the measurement's start
     * @param workedMillis when the first operation that started after it succeeded (its end), from the measurement's
     *                     start; null when none did
     * @param untilMillis  where the window ends at the latest (the next fault); null: the stream's end
     */
    public static ThroughputDip of(List<IntervalSample> intervals, long struckMillis, Long workedMillis, Long untilMillis) {
        long ops = 0;
        long millis = 0;
        int first = -1;
        for (int i = 0; i < intervals.size(); i++) {
            IntervalSample s = intervals.get(i);
            if (end(s) <= struckMillis) {
                ops += s.operations();
                millis += s.lengthMillis();
            } else {
                first = i;
                break;
            }
        }
        Double baseline = millis > 0 ? ops * 1000.0 / millis : null;
        if (first < 0) {
            return new ThroughputDip(baseline, null, baseline == null ? null : 0L, 0, Map.of());
        }
        int last = first;
        for (int i = first; i < intervals.size(); i++) {
            IntervalSample s = intervals.get(i);
            if (untilMillis != null && i > first && s.startOffsetMillis() >= untilMillis) {
                break;
            }
            last = i;
            boolean worked = workedMillis != null && s.startOffsetMillis() >= workedMillis;
            if (worked && (baseline == null || s.operationsPerSecond() >= BACK_SHARE * baseline)) {
                break;
            }
        }
        List<IntervalSample> window = intervals.subList(first, last + 1);
        double lost = 0;
        double lowest = Double.POSITIVE_INFINITY;
        long windowMillis = 0;
        for (IntervalSample s : window) {
            windowMillis += s.lengthMillis();
            lowest = Math.min(lowest, s.operationsPerSecond());
            if (baseline != null) {
                lost += baseline * s.lengthMillis() / 1000.0 - s.operations();
            }
        }
        Map<String, Long> errors = IntervalSample.sum(window, IntervalSample::errorClasses);
        return new ThroughputDip(baseline, lowest, baseline == null ? null : Math.max(0, Math.round(lost)), windowMillis / 1000.0,
                errors);
    }

    private static long end(IntervalSample s) {
        return s.startOffsetMillis() + s.lengthMillis();
    }
}

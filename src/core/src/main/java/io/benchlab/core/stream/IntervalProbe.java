package io.benchlab.core.stream;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Extra per-interval measurements (e.g. server status counter differences), taken on the sampler
 * thread at every interval boundary. The map returned by {@link #sampleCounters()} is attached to
 * that interval's {@link IntervalSample#counters()} as is. A probe that throws gets {@code null}
 * attached; the run goes on.
 */
@FunctionalInterface
public interface IntervalProbe {

    /** Called once when measurement starts (after warmup), before the first interval. */
    default void begin() throws Exception {
    }

    /** Called at the end of each interval; the result (may be {@code null}) is attached to it. */
    Map<String, Long> sampleCounters() throws Exception;

    /** Reads cumulative counters, e.g. {@code SHOW GLOBAL STATUS}. */
    @FunctionalInterface
    interface CounterReader {
        Map<String, Long> read() throws Exception;
    }

    /**
     * A probe that attaches the per-interval differences of cumulative counters: it reads once at
     * {@link #begin()} and then reports, per interval, value − previous value for each key present
     * in both readings.
     */
    static IntervalProbe deltas(CounterReader reader) {
        return new IntervalProbe() {
            private Map<String, Long> previous = Map.of();

            @Override
            public void begin() throws Exception {
                Map<String, Long> first = reader.read();
                previous = first == null ? Map.of() : new HashMap<>(first);
            }

            @Override
            public Map<String, Long> sampleCounters() throws Exception {
                Map<String, Long> now = reader.read();
                if (now == null) {
                    return null;
                }
                Map<String, Long> diff = new LinkedHashMap<>();
                for (Map.Entry<String, Long> e : now.entrySet()) {
                    Long before = previous.get(e.getKey());
                    if (before != null && e.getValue() != null) {
                        diff.put(e.getKey(), e.getValue() - before);
                    }
                }
                previous = new HashMap<>(now);
                return diff;
            }
        };
    }
}

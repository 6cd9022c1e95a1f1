package io.benchlab.core.stream;

import io.benchlab.api.LatencyLimit;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamRate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one computation of a stream's declared rates ({@link StreamRate}): per interval from the
 * interval's counts or status counter changes and its length, and over a run from the sums of its
 * intervals and their total length. A rate of status counters has a value only in intervals that
 * carry those counters (the stream that samples the server's counters for its group).
 */
public final class StreamRates {
    private StreamRates() {
    }

    /** The status counters an operation's rates need sampled, in order, without repeats. */
    public static List<String> serverCounters(StreamOperation operation) {
        List<String> out = new ArrayList<>();
        operation.rates().forEach(r -> r.serverCounters().stream().filter(c -> !out.contains(c)).forEach(out::add));
        return out;
    }

    /** Each rate's value in one interval, by name; null when the operation declares no rate. A rate whose inputs are missing is left out. */
    public static Map<String, Double> of(StreamOperation operation, IntervalSample interval) {
        if (operation.rates().isEmpty()) {
            return null;
        }
        Map<String, Double> out = new LinkedHashMap<>();
        for (StreamRate r : operation.rates()) {
            Long sum = sum(r, interval);
            if (sum != null && interval.lengthMillis() > 0) {
                out.put(r.name(), sum * (r.per().toNanos() / 1e6) / interval.lengthMillis());
            }
        }
        return out;
    }

    /** Each rate over the run: its inputs summed over the intervals that have them, per their summed length. */
    public static List<RateTotal> totals(StreamOperation operation, List<IntervalSample> intervals) {
        if (operation.rates().isEmpty()) {
            return null;
        }
        List<RateTotal> out = new ArrayList<>();
        for (StreamRate r : operation.rates()) {
            long sum = 0;
            long millis = 0;
            for (IntervalSample i : intervals) {
                Long s = sum(r, i);
                if (s != null) {
                    sum += s;
                    millis += i.lengthMillis();
                }
            }
            double perSeconds = r.per().toNanos() / 1e9;
            Double value = millis > 0 ? sum * perSeconds * 1_000 / millis : null;
            Double ceiling = r.ceiling() > 0 ? r.ceiling() : null;
            out.add(new RateTotal(r.name(), r.description(), source(r), perSeconds, value, ceiling,
                    ceiling == null ? null : r.ceilingShare(), ceiling == null || value == null ? null : value / ceiling));
        }
        return out;
    }

    /** The limits as bundles keep them; null when the operation declares none. */
    public static List<LimitSpec> limits(StreamOperation operation) {
        if (operation.limits().isEmpty()) {
            return null;
        }
        List<LimitSpec> out = new ArrayList<>();
        for (LatencyLimit l : operation.limits()) {
            out.add(new LimitSpec(l.kind(), l.percentile(), l.limit().toNanos() / 1e6));
        }
        return out;
    }

    /** "count new_orders", "server Com_commit + Com_rollback". */
    static String source(StreamRate r) {
        return r.counts().isEmpty() ? "server " + String.join(" + ", r.serverCounters()) : "count " + String.join(" + ", r.counts());
    }

    private static Long sum(StreamRate r, IntervalSample interval) {
        Map<String, Long> from = r.counts().isEmpty() ? interval.counters() : interval.counts();
        List<String> names = r.counts().isEmpty() ? r.serverCounters() : r.counts();
        if (from == null) {
            return null;
        }
        long sum = 0;
        for (String n : names) {
            Long v = from.get(n);
            if (v == null) {
                return null;
            }
            sum += v;
        }
        return sum;
    }
}

package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.benchlab.core.bundle.WaitRecords.EventKind;
import io.benchlab.core.bundle.WaitRecords.EventTime;
import io.benchlab.core.bundle.WaitRecords.WaitIntervalRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The performance_schema waits and stages of a bundle ({@link BundleFormat#WAITS},
 * {@code options.performanceSchema}) as every face shows them: per variant and stream operation,
 * over all its phases, each event's time and its share of the sessions' time; each interval's
 * record as taken; two variants' shares side by side. {@code show}, its JSON and CSV, the report,
 * the GUI and {@code compare} read them only from here.
 *
 * <p>A share is the event's time over the sessions' time (sessions × the intervals' length): a
 * wait event's share is how much of the sessions' time they spent in it. Stages contain the waits
 * within them, and stages, like waits, of one session do not overlap each other, so the shares of
 * one kind add up to at most 100%. Each interval keeps its longest events only, so an event that was
 * short in some intervals is undercounted there.
 *
 * @param operations per variant and stream operation, in the order they ran
 * @param intervals  every interval's record, as taken
 */
public record WaitSamples(List<OperationWaits> operations, List<WaitIntervalRecord> intervals) {
    /** Events shown per kind and operation at most, the longest first. */
    public static final int SHOWN = 10;
    /** A share below this on both sides is left out of a comparison. */
    static final double COMPARED_SHARE = 0.001;

    public WaitSamples {
        operations = List.copyOf(operations);
        intervals = List.copyOf(intervals);
    }

    /**
     * One event of an operation over the run.
     *
     * @param count   how many of it ended
     * @param seconds their time, summed over the sessions
     * @param share   of the sessions' time (0..1)
     */
    public record EventShare(EventKind kind, String event, long count, double seconds, double share) {
    }

    /**
     * A stream operation's waits and stages in one variant.
     *
     * @param sessionSeconds the sessions' time the shares are of
     * @param waits          the longest wait events first, at most {@link #SHOWN}
     * @param stages         the longest stages first, at most {@link #SHOWN}
     */
    public record OperationWaits(String variant, String operation, double sessionSeconds, List<EventShare> waits, List<EventShare> stages) {

        public List<EventShare> of(EventKind kind) {
            return kind == EventKind.WAIT ? waits : stages;
        }

        /** This event's share, 0 when never seen. */
        public double share(String event) {
            return event(event).map(EventShare::share).orElse(0.0);
        }

        /** This event's figures, when seen. */
        public java.util.Optional<EventShare> event(String event) {
            return java.util.stream.Stream.concat(waits.stream(), stages.stream()).filter(e -> e.event().equals(event)).findFirst();
        }
    }

    /**
     * An event's share in A and in B.
     *
     * @param before A's share (0..1); 0 when A never saw it
     * @param after  B's
     */
    public record EventChange(String operation, EventKind kind, String event, double before, double after) {
    }

    public static WaitSamples none() {
        return new WaitSamples(List.of(), List.of());
    }

    @JsonIgnore
    public boolean isEmpty() {
        return operations.isEmpty();
    }

    /** The waits of a bundle; empty when it has none. */
    public static WaitSamples of(Bundle b) {
        return of(new BundleReader().records(b.dir(), BundleFormat.WAITS, WaitIntervalRecord.class));
    }

    public static WaitSamples of(List<WaitIntervalRecord> records) {
        Map<List<String>, List<WaitIntervalRecord>> byOperation = new LinkedHashMap<>();
        records.forEach(r -> byOperation.computeIfAbsent(List.of(r.variant(), r.operation()), k -> new ArrayList<>()).add(r));
        List<OperationWaits> out = new ArrayList<>();
        byOperation.forEach((k, rs) -> {
            double sessionSeconds = rs.stream().mapToDouble(WaitIntervalRecord::sessionSeconds).sum();
            out.add(new OperationWaits(k.get(0), k.get(1), sessionSeconds, summed(rs, EventKind.WAIT, sessionSeconds),
                    summed(rs, EventKind.STAGE, sessionSeconds)));
        });
        return new WaitSamples(out, records);
    }

    private static List<EventShare> summed(List<WaitIntervalRecord> records, EventKind kind, double sessionSeconds) {
        Map<String, long[]> counts = new LinkedHashMap<>();
        Map<String, Double> seconds = new LinkedHashMap<>();
        for (WaitIntervalRecord r : records) {
            for (EventTime e : r.of(kind)) {
                counts.computeIfAbsent(e.event(), x -> new long[1])[0] += e.count();
                seconds.merge(e.event(), e.seconds(), Double::sum);
            }
        }
        return seconds.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .limit(SHOWN)
                .map(e -> new EventShare(kind, e.getKey(), counts.get(e.getKey())[0], e.getValue(),
                        sessionSeconds == 0 ? 0 : e.getValue() / sessionSeconds))
                .toList();
    }

    /** The variants with waits, in the order they ran. */
    public List<String> variants() {
        return operations.stream().map(OperationWaits::variant).distinct().toList();
    }

    /** A variant's operations' waits, in the order they ran. */
    public List<OperationWaits> of(String variant) {
        return operations.stream().filter(o -> o.variant().equals(variant)).toList();
    }

    /** An operation's waits in a variant; null when it has none. */
    public OperationWaits of(String variant, String operation) {
        return operations.stream().filter(o -> o.variant().equals(variant) && o.operation().equals(operation)).findFirst().orElse(null);
    }

    /**
     * A's and B's event shares side by side, per operation both sampled, waits before stages, the
     * events that moved most first; events under 0.1% on both sides are left out.
     */
    public static List<EventChange> between(WaitSamples a, String variantA, WaitSamples b, String variantB) {
        List<EventChange> out = new ArrayList<>();
        for (OperationWaits left : a.of(variantA)) {
            OperationWaits right = b.of(variantB, left.operation());
            if (right == null) {
                continue;
            }
            for (EventKind kind : EventKind.values()) {
                Set<String> events = new LinkedHashSet<>();
                left.of(kind).forEach(e -> events.add(e.event()));
                right.of(kind).forEach(e -> events.add(e.event()));
                events.stream()
                        .map(e -> new EventChange(left.operation(), kind, e, left.share(e), right.share(e)))
                        .filter(c -> Math.max(c.before(), c.after()) >= COMPARED_SHARE)
                        .sorted(Comparator.comparingDouble((EventChange c) -> Math.abs(c.after() - c.before())).reversed())
                        .forEach(out::add);
            }
        }
        return out;
    }
}

package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.StateRecords.OpenTables;
import io.benchlab.core.bundle.StateRecords.Pass;
import io.benchlab.core.bundle.StateRecords.StateCount;
import io.benchlab.core.bundle.StateRecords.ThreadStateRecord;
import io.benchlab.core.flavour.ThreadStateNames;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The thread states of a bundle ({@link BundleFormat#THREAD_STATES}) as every face shows them: per
 * variant and operation the share of session-time in each state and the most sessions in it at
 * once; a query's passes ("Repair by sorting 12.8 s"); a stream's states over time on its
 * intervals' time axis; two variants' shares side by side ("Waiting for table 62% → 3%").
 * {@code show}, its JSON, the report and the GUI read thread states only from here.
 *
 * @param operations per variant and operation, in the order they ran: its states over the whole run
 * @param passes     per query measurement: the states its session went through
 * @param timelines  per stream run: its states per interval
 */
public record StateSamples(List<OperationStates> operations, List<QueryPasses> passes, List<Timeline> timelines) {

    /** States drawn in a chart at most, the rest summed as {@value #OTHER}. */
    public static final int CHART_STATES = 7;
    /** The states a chart does not name, together. */
    public static final String OTHER = "other states";
    /** A share below this on both sides is left out of a comparison. */
    static final double COMPARED_SHARE = 0.01;

    public StateSamples {
        operations = List.copyOf(operations);
        passes = List.copyOf(passes);
        timelines = List.copyOf(timelines);
    }

    /**
     * One state of an operation over the run.
     *
     * @param share        of the operation's sampled session-time (0..1)
     * @param sessionsMax  the most sessions in it at one sample
     * @param sessionsMean sessions in it on average over the samples
     */
    public record StateShare(String state, double share, int sessionsMax, double sessionsMean) {
    }

    /**
     * An operation's states in one variant, over all its phases.
     *
     * @param stream     a stream operation (its sessions are the stream's workers), else a query (its one session)
     * @param samples    how many times its sessions were sampled
     * @param states     most of the session-time first
     * @param openTables {@code SHOW OPEN TABLES} at its most, when the run counted it; else null
     */
    public record OperationStates(String variant, String operation, boolean stream, long samples, List<StateShare> states,
                                  OpenTables openTables) {

        /** This state's share, 0 when never seen. */
        public double share(String state) {
            StateShare s = state(state);
            return s == null ? 0 : s.share();
        }

        /** This state's figures, or null when never seen. */
        public StateShare state(String state) {
            return states.stream().filter(s -> s.state().equals(state)).findFirst().orElse(null);
        }
    }

    /** The states one query's session went through in one phase, in order. */
    public record QueryPasses(String variant, String phase, int round, String operation, List<Pass> passes) {

        /** "Repair with keycache 6.1 s → closing tables 0.1 s". */
        @JsonIgnore
        public String describe() {
            return String.join(" → ", passes.stream().map(p -> p.state() + " " + Numbers.shortSeconds(p.seconds())).toList());
        }
    }

    /**
     * A stream's states over time: {@code states} are its operation's main ones over all its streams
     * (most session-time first, at most {@value #CHART_STATES}, then {@value #OTHER} when there are
     * more), the same list for every stream of the operation, so a state keeps its place and colour.
     */
    public record Timeline(StreamKey key, List<String> states, List<TimelinePoint> points) {
    }

    /**
     * One interval of a {@link Timeline}.
     *
     * @param endSeconds its end, seconds since the measurement started (the throughput's time axis)
     * @param sessions   per state of the timeline, the sessions in it on average over the interval's samples
     */
    public record TimelinePoint(int index, double endSeconds, Map<String, Double> sessions) {
    }

    /** One state of one operation in A and in B. */
    public record ShareChange(String operation, String state, double before, double after) {

        /** "Waiting for table 62% → 3%". */
        public String describe() {
            return state + " " + percent(before) + " → " + percent(after);
        }
    }

    /** No thread states (a run without them). */
    public static StateSamples none() {
        return new StateSamples(List.of(), List.of(), List.of());
    }

    @JsonIgnore
    public boolean isEmpty() {
        return operations.isEmpty();
    }

    /** The thread states of a bundle; empty when it has none. */
    public static StateSamples of(Bundle b) {
        return of(new BundleReader().records(b.dir(), BundleFormat.THREAD_STATES, ThreadStateRecord.class), b.intervals());
    }

    /**
     * The views of these records.
     *
     * @param intervals the streams' intervals, whose ends place each state record on the time axis
     */
    public static StateSamples of(List<ThreadStateRecord> records, List<IntervalRecord> intervals) {
        Map<List<Object>, List<ThreadStateRecord>> byOperation = new LinkedHashMap<>();
        Map<StreamKey, List<ThreadStateRecord>> byStream = new LinkedHashMap<>();
        List<QueryPasses> passes = new ArrayList<>();
        for (ThreadStateRecord r : records) {
            byOperation.computeIfAbsent(List.of(r.variant(), r.operation()), k -> new ArrayList<>()).add(r);
            if (r.streamKey() != null) {
                byStream.computeIfAbsent(r.streamKey(), k -> new ArrayList<>()).add(r);
            } else if (r.passes() != null && !r.passes().isEmpty()) {
                passes.add(new QueryPasses(r.variant(), r.phase(), r.round(), r.operation(), r.passes()));
            }
        }
        List<OperationStates> operations = new ArrayList<>();
        byOperation.forEach((k, rs) -> operations.add(summary(rs)));
        Map<StreamKey, Map<Integer, Double>> ends = new HashMap<>();
        for (IntervalRecord i : intervals) {
            ends.computeIfAbsent(i.key(), k -> new HashMap<>()).put(i.index(), i.endSeconds());
        }
        // one list of states per operation, so a state has the same place (and colour) in every stream of it
        Map<String, List<ThreadStateRecord>> streamsOfOperation = new LinkedHashMap<>();
        byStream.forEach((key, rs) -> streamsOfOperation.computeIfAbsent(key.operation(), o -> new ArrayList<>()).addAll(rs));
        Map<String, List<String>> shown = new HashMap<>();
        streamsOfOperation.forEach((op, rs) -> shown.put(op, mainStates(rs)));
        List<Timeline> timelines = new ArrayList<>();
        byStream.forEach((key, rs) -> timelines.add(timeline(key, rs, shown.get(key.operation()), ends.getOrDefault(key, Map.of()))));
        return new StateSamples(operations, passes, timelines);
    }

    private static OperationStates summary(List<ThreadStateRecord> records) {
        long samples = 0;
        long sessionSamples = 0;
        Map<String, long[]> states = new LinkedHashMap<>(); // state → {samples, sessionsMax}
        OpenTables tables = null;
        for (ThreadStateRecord r : records) {
            samples += r.samples();
            sessionSamples += r.sessionSamples();
            r.states().forEach((state, c) -> {
                long[] sum = states.computeIfAbsent(state, s -> new long[2]);
                sum[0] += c.samples();
                sum[1] = Math.max(sum[1], c.sessionsMax());
            });
            if (r.openTables() != null) {
                OpenTables o = r.openTables();
                tables = tables == null ? o : new OpenTables(Math.max(tables.open(), o.open()), Math.max(tables.inUse(), o.inUse()),
                        Math.max(tables.nameLocked(), o.nameLocked()));
            }
        }
        long total = sessionSamples;
        long ticks = samples;
        List<StateShare> shares = states.entrySet().stream()
                .map(e -> new StateShare(e.getKey(), total == 0 ? 0 : (double) e.getValue()[0] / total, (int) e.getValue()[1],
                        ticks == 0 ? 0 : (double) e.getValue()[0] / ticks))
                .sorted((a, b) -> Double.compare(b.share(), a.share()))
                .toList();
        ThreadStateRecord first = records.get(0);
        return new OperationStates(first.variant(), first.operation(), first.threads() != null, samples, shares, tables);
    }

    /** The states of these records with the most session-time, at most {@value #CHART_STATES}, then {@value #OTHER} if there are more. */
    private static List<String> mainStates(List<ThreadStateRecord> records) {
        Map<String, Long> total = new LinkedHashMap<>();
        records.forEach(r -> r.states().forEach((state, c) -> total.merge(state, c.samples(), Long::sum)));
        List<String> ranked = total.entrySet().stream().sorted((a, b) -> Long.compare(b.getValue(), a.getValue()))
                .map(Map.Entry::getKey).toList();
        List<String> shown = new ArrayList<>(ranked.subList(0, Math.min(CHART_STATES, ranked.size())));
        if (ranked.size() > CHART_STATES) {
            shown.add(OTHER);
        }
        return List.copyOf(shown);
    }

    private static Timeline timeline(StreamKey key, List<ThreadStateRecord> records, List<String> shown, Map<Integer, Double> ends) {
        boolean other = shown.contains(OTHER);
        List<TimelinePoint> points = new ArrayList<>();
        for (ThreadStateRecord r : records) {
            Double end = ends.get(r.index());
            if (end == null || r.index() == null) {
                continue; // an interval the bundle does not hold (a killed run's last one)
            }
            Map<String, Double> sessions = new LinkedHashMap<>();
            double rest = 0;
            for (Map.Entry<String, StateCount> e : r.states().entrySet()) {
                double mean = r.samples() == 0 ? 0 : (double) e.getValue().samples() / r.samples();
                if (shown.contains(e.getKey())) {
                    sessions.put(e.getKey(), mean);
                } else {
                    rest += mean;
                }
            }
            for (String s : shown) {
                sessions.putIfAbsent(s, 0.0);
            }
            if (other) {
                sessions.put(OTHER, rest);
            }
            Map<String, Double> ordered = new LinkedHashMap<>();
            shown.forEach(s -> ordered.put(s, sessions.get(s)));
            points.add(new TimelinePoint(r.index(), end, ordered));
        }
        return new Timeline(key, shown, points);
    }

    /** The operations of one variant, in order. */
    public List<OperationStates> of(String variant) {
        return operations.stream().filter(o -> o.variant().equals(variant)).toList();
    }

    /** The variants with thread states, in order. */
    public List<String> variants() {
        return operations.stream().map(OperationStates::variant).distinct().toList();
    }

    /** A stream's timeline, or null when it has no thread states. */
    public Timeline timeline(StreamKey key) {
        return timelines.stream().filter(t -> t.key().equals(key)).findFirst().orElse(null);
    }

    /**
     * The rows of one operation's states shown side by side for several variants (or runs): every
     * state any of them saw, the largest share in any of them first.
     */
    public static List<String> sideBySide(List<OperationStates> sides) {
        Map<String, Double> most = new LinkedHashMap<>();
        sides.forEach(o -> o.states().forEach(st -> most.merge(st.state(), st.share(), Math::max)));
        return most.entrySet().stream().sorted((a, b) -> Double.compare(b.getValue(), a.getValue())).map(Map.Entry::getKey).toList();
    }

    /** The operations sampled in any of these variants, in order. */
    public List<String> operationNames() {
        return operations.stream().map(OperationStates::operation).distinct().toList();
    }

    /** One variant's states of one operation, or null when it has none. */
    public OperationStates of(String variant, String operation) {
        return operations.stream().filter(o -> o.variant().equals(variant) && o.operation().equals(operation)).findFirst().orElse(null);
    }

    /**
     * A's and B's state shares side by side, per operation both sampled, the states that moved most
     * first; states under 1% on both sides are left out.
     */
    public static List<ShareChange> between(StateSamples a, String variantA, StateSamples b, String variantB) {
        return between(a, variantA, b, variantB, false);
    }

    /**
     * Two bundles' variants side by side, as `compare` and the GUI's Compare tab show them: lined up by
     * the common words when one side ran MySQL and the other MariaDB (the documented mapping,
     * docs/mysql.md), as the servers said them otherwise.
     */
    public static List<ShareChange> between(Bundle a, String variantA, Bundle b, String variantB) {
        return between(of(a), variantA, of(b), variantB, !flavour(a, variantA).equals(flavour(b, variantB)));
    }

    private static String flavour(Bundle b, String variant) {
        return b.variants().stream().filter(v -> v.variant().equals(variant)).map(v -> Objects.toString(v.flavor(), ""))
                .findFirst().orElse("");
    }

    /**
     * As {@link #between(StateSamples, String, StateSamples, String)}, for two sides of different
     * server families when {@code acrossFlavours}: each state is lined up by its common word
     * ({@link ThreadStateNames}: MariaDB's "Sending data" beside MySQL's "executing"), and a state
     * said otherwise on either side is named with its own words, e.g. "executing (Sending data → executing)".
     */
    public static List<ShareChange> between(StateSamples a, String variantA, StateSamples b, String variantB, boolean acrossFlavours) {
        List<ShareChange> out = new ArrayList<>();
        for (OperationStates left : a.of(variantA)) {
            OperationStates right = b.of(variantB).stream().filter(o -> o.operation().equals(left.operation())).findFirst().orElse(null);
            if (right == null) {
                continue;
            }
            Map<String, Double> l = shares(left, acrossFlavours);
            Map<String, Double> r = shares(right, acrossFlavours);
            Set<String> states = new LinkedHashSet<>(l.keySet());
            states.addAll(r.keySet());
            states.stream()
                    .map(s -> new ShareChange(left.operation(), acrossFlavours ? named(s, left, right) : s, l.getOrDefault(s, 0.0),
                            r.getOrDefault(s, 0.0)))
                    .filter(c -> Math.max(c.before(), c.after()) >= COMPARED_SHARE)
                    .sorted((x, y) -> Double.compare(Math.abs(y.after() - y.before()), Math.abs(x.after() - x.before())))
                    .forEach(out::add);
        }
        return out;
    }

    /** An operation's shares by state, or by common word (summed) when lined up across families. */
    private static Map<String, Double> shares(OperationStates o, boolean common) {
        Map<String, Double> m = new LinkedHashMap<>();
        o.states().forEach(s -> m.merge(common ? ThreadStateNames.common(s.state()) : s.state(), s.share(), Double::sum));
        return m;
    }

    /** A common word with each side's own when either side said it otherwise. */
    private static String named(String common, OperationStates left, OperationStates right) {
        String a = said(common, left);
        String b = said(common, right);
        return a.equals(common) && b.equals(common) ? common : common + " (" + a + " → " + b + ")";
    }

    private static String said(String common, OperationStates o) {
        return o.states().stream().map(StateShare::state).filter(s -> ThreadStateNames.common(s).equals(common))
                .findFirst().orElse("–");
    }

    /** A share as the faces write it: "62%", "0.4%", "<0.1%". */
    public static String percent(double share) {
        double p = 100 * share;
        if (p == 0) {
            return "0%";
        }
        if (p < 0.1) {
            return "<0.1%";
        }
        return p < 10 ? String.format(Locale.ROOT, "%.1f%%", p) : String.format(Locale.ROOT, "%.0f%%", p);
    }

    /** "12.8 s", "0.35 s". */

    /** Whether an operation of a variant has thread states. */
    public boolean has(String variant, String operation) {
        return operations.stream().anyMatch(o -> o.variant().equals(variant) && Objects.equals(o.operation(), operation));
    }
}

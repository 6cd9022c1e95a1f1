package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.RoundRecords.RoundRecord;
import io.benchlab.core.bundle.StateRecords.ThreadStateRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The streams run in rounds ({@link BundleFormat#ROUNDS}) as every face shows them: per stream what
 * mysqlslap prints (the average, minimum and maximum seconds to run all queries over the rounds,
 * the clients, the queries per client), the connecting apart, and each round's own figures beside
 * its interval's operations, p95 and thread states. {@code show}, its JSON and the report read
 * rounds only from here.
 *
 * @param streams one per stream run in rounds, in the order they ran
 */
public record RoundSamples(List<RoundStream> streams) {

    /** A round's states listed at most (most session-time first). */
    public static final int ROUND_STATES = 3;

    public RoundSamples {
        streams = List.copyOf(streams);
    }

    /** Average, minimum and maximum of one figure over the rounds. */
    public record Spread(double average, double minimum, double maximum) {
        static Spread of(List<RoundRecord> rounds, ToDoubleFunction<RoundRecord> figure) {
            double sum = 0;
            double min = Double.POSITIVE_INFINITY;
            double max = Double.NEGATIVE_INFINITY;
            for (RoundRecord r : rounds) {
                double v = figure.applyAsDouble(r);
                sum += v;
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
            return rounds.isEmpty() ? new Spread(Double.NaN, Double.NaN, Double.NaN) : new Spread(sum / rounds.size(), min, max);
        }
    }

    /**
     * One stream in rounds.
     *
     * @param sessions       mysqlslap's "number of clients running queries"
     * @param sessionQueries mysqlslap's "average number of queries per client"
     * @param querySeconds   mysqlslap's "seconds to run all queries", over the rounds, without connecting
     * @param connectSeconds until every session of a round was connected, over the rounds
     * @param totalSeconds   a whole round, connecting and disconnecting included (what mysqlslap's own figure spans)
     */
    public record RoundStream(StreamKey key, int rounds, int sessions, long sessionQueries, Spread querySeconds,
                              Spread connectSeconds, Spread totalSeconds, List<Round> each) {
    }

    /**
     * One round: its record, and its interval's figures.
     *
     * @param operations operations the round's sessions completed
     * @param errors     operations that failed
     * @param p95Micros  the 95th percentile of the round's operations; null when none completed
     * @param states     the round's main thread states, as shares of its sampled session-time (most first, at most
     *                   {@value #ROUND_STATES}); empty when states were not sampled
     */
    public record Round(int index, double connectAvgSeconds, double connectSeconds, double querySeconds, double totalSeconds,
                        long operations, long errors, Double p95Micros, Map<String, Double> states) {
    }

    /** No rounds. */
    public static RoundSamples none() {
        return new RoundSamples(List.of());
    }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isEmpty() {
        return streams.isEmpty();
    }

    /** The rounds of a bundle; empty when it has none. */
    public static RoundSamples of(Bundle b) {
        BundleReader reader = new BundleReader();
        List<RoundRecord> rounds = reader.records(b.dir(), BundleFormat.ROUNDS, RoundRecord.class);
        if (rounds.isEmpty()) {
            return none();
        }
        return of(rounds, b.intervals(), reader.records(b.dir(), BundleFormat.THREAD_STATES, ThreadStateRecord.class));
    }

    /** The views of these records, each round beside its interval and thread states (same stream, same index). */
    public static RoundSamples of(List<RoundRecord> rounds, List<IntervalRecord> intervals, List<ThreadStateRecord> states) {
        Map<StreamKey, List<RoundRecord>> byStream = new LinkedHashMap<>();
        rounds.forEach(r -> byStream.computeIfAbsent(r.streamKey(), k -> new ArrayList<>()).add(r));
        Map<List<Object>, IntervalRecord> intervalAt = new LinkedHashMap<>();
        intervals.forEach(i -> intervalAt.put(List.of(new StreamKey(i.variant(), i.phase(), i.round(), i.operation(), i.threads()),
                i.index()), i));
        Map<List<Object>, ThreadStateRecord> statesAt = new LinkedHashMap<>();
        states.stream().filter(s -> s.streamKey() != null && s.index() != null)
                .forEach(s -> statesAt.put(List.of(s.streamKey(), s.index()), s));
        List<RoundStream> out = new ArrayList<>();
        byStream.forEach((key, list) -> {
            List<Round> each = new ArrayList<>();
            for (RoundRecord r : list) {
                IntervalRecord i = intervalAt.get(List.of(key, r.index()));
                ThreadStateRecord s = statesAt.get(List.of(key, r.index()));
                each.add(new Round(r.index(), r.connectAvgSeconds(), r.connectSeconds(), r.querySeconds(), r.totalSeconds(),
                        i == null ? 0 : i.operations(), i == null ? 0 : i.errors(), i == null ? null : i.p95Micros(), mainStates(s)));
            }
            RoundRecord first = list.get(0);
            out.add(new RoundStream(key, list.size(), first.sessions(), first.sessionQueries(),
                    Spread.of(list, RoundRecord::querySeconds), Spread.of(list, RoundRecord::connectSeconds),
                    Spread.of(list, RoundRecord::totalSeconds), each));
        });
        return new RoundSamples(out);
    }

    private static Map<String, Double> mainStates(ThreadStateRecord s) {
        Map<String, Double> out = new LinkedHashMap<>();
        if (s == null || s.sessionSamples() == 0) {
            return out;
        }
        s.states().entrySet().stream()
                .sorted((a, b) -> Long.compare(b.getValue().samples(), a.getValue().samples()))
                .limit(ROUND_STATES)
                .forEach(e -> out.put(e.getKey(), s.share(e.getKey())));
        return out;
    }
}

package io.benchlab.core.run;

import io.benchlab.core.plan.StreamSettings;
import io.benchlab.api.StreamOperation;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Records.Arrivals;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.probe.StatusProbe;
import io.benchlab.core.stream.ArrivalStats;
import io.benchlab.core.stream.IntervalProbe;
import io.benchlab.core.stream.IntervalSample;
import io.benchlab.core.stream.IntervalStability;
import io.benchlab.core.stream.StopReason;
import io.benchlab.core.stream.StreamPlan;
import io.benchlab.core.stream.StreamRates;
import io.benchlab.core.stream.StreamResult;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a stream host (local streams, {@link StreamGroup}, and load hosts, {@link AgentStream}) makes
 * of the experiment's {@code stream:} block and of what the engine measured: the plan, the counters
 * sampled per interval, the schema's size, the interval and summary records the bundle keeps, and how
 * a stream's end reads to the run. Its own class so that the hosts need nothing of the executor that
 * creates them (they once called its statics: imports running back up).
 */
final class StreamRecords {
    /** Inter-arrival gaps kept in the bundle (the engine keeps more in memory for tests). */
    static final int GAPS_IN_BUNDLE = 10_000;

    private StreamRecords() {
    }

    static StreamPlan plan(StreamSettings s, int threads) {
        // one constructor with every limit: a stream of operations or iterations alone has no duration
        if (s.rounds() != null) {
            // a round is an interval and ends the stream's counts by itself: no warmup, no other limit
            return new StreamPlan(threads, s.duration(), 0, 0, null, new StreamPlan.Rounds(s.rounds().count(), s.rounds().sessionQueries()),
                    null, null);
        }
        StreamSettings.ArrivalRate r = s.rate();
        StreamPlan.Mode mode = r == null ? null : new StreamPlan.ArrivalRate(r.perSecond(), r.seed(), r.queueCapacity());
        return new StreamPlan(threads, s.duration(), s.operations(), 0, s.interval(), mode, s.warmup(), null, s.iterations());
    }

    /**
     * The status counters sampled for streams running together: the experiment's ({@link StreamSettings#counters}),
     * then those the operations' rates add (TPC-C's TPM: Com_commit, Com_rollback), whatever the experiment lists.
     */
    static List<String> counters(StreamSettings s, List<StreamOperation> operations) {
        List<String> out = new java.util.ArrayList<>(s.counters());
        for (StreamOperation op : operations) {
            StreamRates.serverCounters(op).stream().filter(c -> !out.contains(c)).forEach(out::add);
        }
        return out;
    }

    /** Chosen global status counters as per-interval differences, read on the probe connection. */
    static IntervalProbe serverCounters(Connection probe, List<String> counters) {
        StatusProbe status = StatusProbe.global();
        return IntervalProbe.deltas(() -> {
            Map<String, Long> all = status.read(probe);
            Map<String, Long> chosen = new LinkedHashMap<>();
            for (String c : counters) {
                Long v = all.get(c);
                if (v != null) {
                    chosen.put(c, v);
                }
            }
            return chosen;
        });
    }

    static long schemaBytes(Connection c, String schema) {
        if (schema == null) {
            return -1;
        }
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT COALESCE(SUM(DATA_LENGTH + INDEX_LENGTH), 0) FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : -1;
            }
        } catch (SQLException e) {
            return -1;
        }
    }

    /** The interval as the bundle keeps it, with the operation's declared rates computed from it. */
    static IntervalRecord interval(StreamKey k, StreamOperation operation, IntervalSample s, SystemSample machine) {
        return new IntervalRecord(k.variant(), k.phase(), k.round(), k.operation(), k.threads(), s.index(), s.startOffsetMillis(),
                s.lengthMillis(), s.operations(), s.units(), s.operationsPerSecond(), s.unitsPerSecond(),
                finite(s.p50Micros()), finite(s.p95Micros()), finite(s.p99Micros()), finite(s.maxMicros()), s.errors(),
                s.counters(), machine, s.kinds(), s.counts(), s.errorClasses(), StreamRates.of(operation, s));
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    static StreamRecord summary(StreamKey k, StreamOperation operation, StreamPlan plan, StreamResult r, String histogramLog) {
        return summary(k, operation, plan, r, histogramLog, null);
    }

    /**
     * The stream's summary as the bundle keeps it, with the operation's declared rates over the run, its
     * latency limits and notes.
     *
     * @param together the operations that ran at the same time, this one included; null when it ran alone
     */
    static StreamRecord summary(StreamKey k, StreamOperation operation, StreamPlan plan, StreamResult r, String histogramLog,
                                List<String> together) {
        ArrivalStats a = r.arrivals();
        Arrivals arrivals = null;
        if (a != null) {
            long[] gaps = a.interArrivalNanos();
            arrivals = new Arrivals(a.targetPerSecond(), a.seed(), a.arrivals(), a.achievedPerSecond(), a.lateness(), a.queuedAtEnd(),
                    gaps == null ? List.of() : Arrays.stream(gaps).limit(GAPS_IN_BUNDLE).boxed().toList());
        }
        return new StreamRecord(k.variant(), k.phase(), k.round(), r.operation(), r.unit(), k.threads(),
                plan.mode().wireName(),
                r.reason().name().toLowerCase(Locale.ROOT), r.message(), r.operations(), r.units(), r.errors(),
                r.elapsed().toNanos() / 1e9, r.operationsPerSecond(), r.unitsPerSecond(), r.latency(), r.serviceTime(),
                finite(r.driverCpuMicrosPerOperation()), arrivals, IntervalStability.of(r.intervals()), histogramLog, together,
                r.kinds(), r.counts(), r.errorClasses(), StreamRates.totals(operation, r.intervals()), StreamRates.limits(operation),
                operation.notes().isEmpty() ? null : operation.notes(), finite(r.processCpuMicrosPerOperation()));
    }

    /**
     * How a stream ended, as the run sees it (one home for a local and a load-hosts stream): its
     * operations when it ran its course or could not keep up with its arrivals (a full queue ends that
     * stream only), else the one line that fails the run — the server gone, an error — or the cancel
     * the user asked for.
     */
    static long operationsOrFailure(StreamResult result, String operation, int threads, VariantSession session, RunControl control) {
        if (result.reason() == StopReason.ERROR) {
            session.target().throwIfDead();
            throw new BenchlabException("stream " + operation + " stopped on an error: " + result.message());
        }
        if (result.reason() == StopReason.CANCELLED) {
            control.check();
        }
        // a stream that could not keep up with its arrivals is a result, not a failure: its summary says when and how far
        // behind (StreamRecord.overload), and the run goes on to the next point of its sweep
        return result.operations();
    }
}

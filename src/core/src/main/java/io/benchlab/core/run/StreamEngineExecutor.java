package io.benchlab.core.run;

import io.benchlab.api.StreamOperation;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.experiment.Experiment.StreamSpec;
import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.probe.DeviceStats;
import io.benchlab.core.probe.StatusProbe;
import io.benchlab.core.stream.ArrivalStats;
import io.benchlab.core.stream.IntervalProbe;
import io.benchlab.core.stream.IntervalSample;
import io.benchlab.core.stream.IntervalStability;
import io.benchlab.core.stream.StopReason;
import io.benchlab.core.stream.StreamPlan;
import io.benchlab.core.stream.StreamResult;
import io.benchlab.core.stream.StreamRunner;
import io.benchlab.core.util.Durations;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs stream operations with the stream engine: maps the experiment's {@code stream:} block to a
 * plan, samples chosen status counters and the schema's on-disk size per interval, and writes
 * every interval to the bundle as it happens (so a killed run keeps them).
 */
public final class StreamEngineExecutor implements StreamExecutor {
    /** Counters sampled per interval when the experiment names none. */
    static final List<String> DEFAULT_COUNTERS = List.of("Innodb_buffer_pool_reads", "Innodb_data_written", "Innodb_rows_inserted",
            "Innodb_rows_read", "Innodb_os_log_written", "Innodb_buffer_pool_pages_dirty");
    /** Inter-arrival gaps kept in the bundle (the engine keeps more in memory for tests). */
    static final int GAPS_IN_BUNDLE = 10_000;

    @Override
    public long run(VariantSession session, String phase, int round, StreamOperation operation, StreamSpec spec, BundleWriter bundle,
                    RunControl control, RunListener listener, Map<String, Object> tags) {
        StreamSpec s = spec != null ? spec : new StreamSpec(null, null, null, null, null, null, null, null, null, null);
        List<Integer> threadCounts = s.threadSweep() != null && !s.threadSweep().isEmpty() ? s.threadSweep()
                : List.of(s.threads() == null ? ExperimentDefaults.THREADS : s.threads());
        long total = 0;
        for (int threads : threadCounts) {
            control.check();
            total += runOnce(session, phase, round, operation, s, threads, bundle, control, listener);
        }
        return total;
    }

    static StreamPlan plan(StreamSpec s, int threads) {
        Duration duration = Durations.parse("stream.duration", s.duration());
        long ops = s.operations() == null ? 0 : s.operations();
        if (duration == null && ops == 0) {
            duration = ExperimentDefaults.STREAM_DURATION;
        }
        StreamPlan plan = s.rate() != null
                ? StreamPlan.arrivalRate(threads, duration, s.rate(), s.seed() == null ? ExperimentDefaults.SEED : s.seed(),
                        s.queueCapacity() == null ? ExperimentDefaults.QUEUE_CAPACITY : s.queueCapacity())
                : StreamPlan.closedLoop(threads, duration);
        if (ops > 0) {
            plan = plan.withMaxOperations(ops);
        }
        if (s.interval() != null) {
            plan = plan.withInterval(Durations.parse("stream.interval", s.interval()));
        }
        if (s.warmup() != null) {
            plan = plan.withWarmup(Durations.parse("stream.warmup", s.warmup()));
        }
        return plan;
    }

    private long runOnce(VariantSession session, String phase, int round, StreamOperation operation, StreamSpec s, int threads,
                         BundleWriter bundle, RunControl control, RunListener listener) {
        StreamPlan plan = plan(s, threads);
        List<String> counters = s.counters() != null ? s.counters() : DEFAULT_COUNTERS;
        String variant = session.variant().name();
        StreamRunner runner = new StreamRunner(session::newConnection, operation, plan);
        Runnable stop = runner::cancel;
        control.onCancel(stop);
        listener.message(String.format("    %s: %d thread(s), %s", operation.name(), threads,
                s.rate() != null ? "arrival rate " + s.rate() + "/s" : "closed loop"));
        Connection probe = null;
        try {
            IntervalProbe perInterval;
            if (session.target() instanceof Target.None none) {
                perInterval = deviceProbe(none.files());
            } else {
                probe = session.target().pool().connection();
                perInterval = serverProbe(probe, counters, session.schema());
            }
            StreamResult result = runner.run(sample -> {
                Map<String, Object> rec = interval(variant, phase, round, operation.name(), threads, sample);
                bundle.append(BundleFormat.INTERVALS, rec);
                listener.interval(variant, phase, operation.name(), "bytes".equals(operation.unit())
                        // storage IO: requests per second and MiB/s, as iostat and sysbench print them
                        ? String.format("#%d %,.0f IOPS %,.1f MiB/s p99 %.2f ms", sample.index(), sample.operationsPerSecond(),
                                sample.unitsPerSecond() / (1 << 20), sample.p99Micros() / 1000)
                        : String.format("#%d %,.0f %s/s p99 %.2f ms", sample.index(), sample.unitsPerSecond(), operation.unit(),
                                sample.p99Micros() / 1000));
            }, perInterval);
            bundle.append(BundleFormat.STREAMS, summary(variant, phase, round, threads, plan, result));
            if (result.reason() == StopReason.ERROR) {
                session.target().throwIfDead();
                throw new BenchlabException("stream " + operation.name() + " stopped on an error: " + result.message());
            }
            if (result.reason() == StopReason.CANCELLED) {
                control.check();
            }
            if (result.reason() == StopReason.QUEUE_FULL) {
                throw new BenchlabException("stream " + operation.name() + " with " + threads + " thread(s) could not keep up: " + result.message());
            }
            return result.operations();
        } catch (SQLException e) {
            throw new BenchlabException("stream probe connection failed: " + e.getMessage(), e);
        } finally {
            control.removeOnCancel(stop);
            if (probe != null) {
                try {
                    probe.close();
                } catch (SQLException e) {
                    // the probe connection is only read from
                }
            }
        }
    }

    /** Chosen global status counters (per-interval differences) and the schema's size, on a probe connection. */
    private static IntervalProbe serverProbe(Connection probe, List<String> counters, String schema) {
        StatusProbe status = StatusProbe.global();
        IntervalProbe counterProbe = IntervalProbe.deltas(() -> {
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
        return new IntervalProbe() {
            @Override
            public void begin() throws Exception {
                counterProbe.begin();
            }

            @Override
            public Map<String, Long> sampleCounters() throws Exception {
                Map<String, Long> m = counterProbe.sampleCounters();
                Map<String, Long> out = m == null ? new LinkedHashMap<>() : new LinkedHashMap<>(m);
                long bytes = schemaBytes(probe, schema);
                if (bytes >= 0) {
                    out.put("schema_bytes", bytes);
                }
                return out;
            }
        };
    }

    /** Without a server: the per-interval IO of the device holding the workload's files (none when it is no block device). */
    private static IntervalProbe deviceProbe(List<java.nio.file.Path> files) {
        var device = files.stream().findFirst().flatMap(DeviceStats::holding);
        return device.isEmpty() ? null : IntervalProbe.deltas(() -> DeviceStats.read(device.get()));
    }

    private static long schemaBytes(Connection c, String schema) {
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

    private static Map<String, Object> interval(String variant, String phase, int round, String operation, int threads, IntervalSample s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("variant", variant);
        m.put("phase", phase);
        m.put("round", round);
        m.put("operation", operation);
        m.put("threads", threads);
        m.put("index", s.index());
        m.put("startOffsetMillis", s.startOffsetMillis());
        m.put("lengthMillis", s.lengthMillis());
        m.put("operations", s.operations());
        m.put("units", s.units());
        m.put("operationsPerSecond", s.operationsPerSecond());
        m.put("unitsPerSecond", s.unitsPerSecond());
        m.put("p50Micros", finite(s.p50Micros()));
        m.put("p95Micros", finite(s.p95Micros()));
        m.put("p99Micros", finite(s.p99Micros()));
        m.put("maxMicros", finite(s.maxMicros()));
        m.put("errors", s.errors());
        if (s.counters() != null) {
            m.put("counters", s.counters());
        }
        return m;
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    private static Map<String, Object> summary(String variant, String phase, int round, int threads, StreamPlan plan, StreamResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("variant", variant);
        m.put("phase", phase);
        m.put("round", round);
        m.put("operation", r.operation());
        m.put("unit", r.unit());
        m.put("threads", threads);
        m.put("mode", plan.mode() instanceof StreamPlan.ArrivalRate ? "arrival-rate" : "closed-loop");
        m.put("reason", r.reason().name().toLowerCase(java.util.Locale.ROOT));
        m.put("message", r.message());
        m.put("operations", r.operations());
        m.put("units", r.units());
        m.put("errors", r.errors());
        m.put("elapsedSeconds", r.elapsed().toNanos() / 1e9);
        m.put("operationsPerSecond", r.operationsPerSecond());
        m.put("unitsPerSecond", r.unitsPerSecond());
        m.put("latency", r.latency());
        m.put("serviceTime", r.serviceTime());
        m.put("driverCpuMicrosPerOperation", finite(r.driverCpuMicrosPerOperation()));
        ArrivalStats a = r.arrivals();
        if (a != null) {
            Map<String, Object> arr = new LinkedHashMap<>();
            arr.put("targetPerSecond", a.targetPerSecond());
            arr.put("seed", a.seed());
            arr.put("arrivals", a.arrivals());
            arr.put("achievedPerSecond", a.achievedPerSecond());
            arr.put("lateness", a.lateness());
            arr.put("queuedAtEnd", a.queuedAtEnd());
            long[] gaps = a.interArrivalNanos();
            arr.put("interArrivalNanos", gaps == null ? List.of() : Arrays.stream(gaps).limit(GAPS_IN_BUNDLE).boxed().toList());
            m.put("arrivals", arr);
        }
        m.put("stability", IntervalStability.of(r.intervals()));
        return m;
    }
}

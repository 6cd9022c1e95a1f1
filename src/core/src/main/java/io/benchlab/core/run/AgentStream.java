package io.benchlab.core.run;

import io.benchlab.core.plan.StreamSettings;
import io.benchlab.core.plan.VariantPlan;
import io.benchlab.api.StreamOperation;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.agent.AgentPlan;
import io.benchlab.core.agent.AgentProcess;
import io.benchlab.core.agent.AgentProcess.Died;
import io.benchlab.core.agent.AgentProcess.Ended;
import io.benchlab.core.agent.AgentProcess.IntervalDone;
import io.benchlab.core.agent.AgentWire;
import io.benchlab.core.agent.LoadHost;
import io.benchlab.core.agent.LoadHosts;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.HistogramLog;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.AgentRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.probe.SystemSampler;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.StreamConnections;
import io.benchlab.core.stream.ArrivalStats;
import io.benchlab.core.stream.IntervalMerge;
import io.benchlab.core.stream.IntervalProbe;
import io.benchlab.core.stream.IntervalSample;
import io.benchlab.core.stream.LatencySummary;
import io.benchlab.core.stream.StopReason;
import io.benchlab.core.stream.StreamPlan;
import io.benchlab.core.stream.StreamResult;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.HdrHistogram.Histogram;

/**
 * One stream (one thread count) run by agents on load hosts: the threads (or the arrival rate and
 * the operation limit) split between them, each agent started with its plan and its clock offset
 * measured, then every interval merged as soon as each running agent has sent it
 * ({@link IntervalMerge}: counts summed, histograms added) and written to the bundle as the
 * stream's own interval — one stream result as if one client had produced it. Each agent's own
 * interval log and an {@link AgentRecord} per agent stay beside it.
 *
 * <p>An agent that dies stops the others; every interval any agent finished is still merged and
 * written, then the stream fails in one line naming the host.
 */
final class AgentStream {
    /**
     * From "go" to the common start: each agent connects its workers meanwhile (a JVM's first
     * connection loads the driver). An agent not ready by then starts late; its skew is recorded.
     */
    private static final long START_DELAY_MILLIS = 3_000;
    private final LoadHosts hosts;
    private final boolean systemMetrics;

    AgentStream(LoadHosts hosts, boolean systemMetrics) {
        this.hosts = hosts;
        this.systemMetrics = systemMetrics;
    }

    /** One agent's state during the stream. */
    private static final class Part {
        final LoadHost host;
        final AgentPlan plan;
        final String log;
        AgentProcess process;
        final List<IntervalDone> intervals = new ArrayList<>();
        AgentWire.End end;
        String died;

        Part(LoadHost host, AgentPlan plan, String log) {
            this.host = host;
            this.plan = plan;
            this.log = log;
        }

        boolean running() {
            return end == null && died == null;
        }
    }

    long run(VariantSession session, VariantPlan variant, String phase, int round, StreamOperation operation, StreamSettings s, int threads,
             BundleWriter bundle,
             RunControl control, RunListener listener) {
        StreamPlan plan = StreamRecords.plan(s, threads);
        StreamKey key = new StreamKey(session.name(), phase, round, operation.name(), threads);
        List<LoadHost> all = hosts.hosts();
        StreamNodes nodes = StreamNodes.of(session, variant, operation);
        listener.message(String.format(Locale.ROOT, "    %s: %d thread(s) on %d load host(s), %s%s", operation.name(), threads, all.size(),
                s.rate() != null ? "arrival rate " + s.rate().perSecond() + "/s" : "closed loop", nodes.describe()));
        List<Part> parts = plans(session, operation, s, plan, threads, all, nodes);
        long now = System.currentTimeMillis();
        Runnable stopAll = () -> parts.forEach(p -> {
            if (p.process != null) {
                p.process.stop();
            }
        });
        Connection probe = null;
        NodeIntervals nodeIntervals = null;
        try (HistogramLog merged = HistogramLog.create(bundle.dir(), key, now)) {
            Path dir = bundle.dir();
            String base = merged.relativePath().replaceFirst("\\.hlog$", "");
            for (int i = 0; i < parts.size(); i++) {
                parts.set(i, new Part(parts.get(i).host, parts.get(i).plan,
                        base + "-agent" + i + "-" + parts.get(i).host.host().replaceAll("[^A-Za-z0-9._-]+", "-") + ".hlog"));
            }
            for (Part p : parts) {
                control.check();
                p.process = p.host.start(p.plan, dir.resolve(p.log));
                listener.message(String.format(Locale.ROOT, "      load host %s: %d thread(s), agent pid %d, clock offset %.3f ms (round trip %.3f ms)",
                        p.host.host(), p.plan.threads(), p.process.pid(), p.process.offsetMicros() / 1000.0,
                        p.process.roundTripMicros() / 1000.0));
            }
            IntervalProbe counters = null;
            if (session.target().hasServer()) {
                probe = session.target().pool().connection();
                counters = StreamRecords.serverCounters(probe, StreamRecords.counters(s, List.of(operation)));
            }
            SystemSampler machine = systemMetrics ? session.machine() : null;
            begin(counters, machine);
            // a cluster: every node sampled at each merged interval; a dead node stops the agents
            nodeIntervals = session.target() instanceof Cluster cluster
                    ? new NodeIntervals(cluster.members(), nodes.writes() ? java.util.Set.copyOf(nodes.names()) : java.util.Set.of(),
                            nodes.writes() ? java.util.Set.of() : java.util.Set.copyOf(nodes.names()), key, s.counters(), stopAll)
                    : null;
            if (nodeIntervals != null) {
                nodeIntervals.begin();
            }
            control.onCancel(stopAll);
            BlockingQueue<AgentProcess.Event> events = new LinkedBlockingQueue<>();
            // one start instant for all, late enough for every agent to connect its workers first
            long start = System.currentTimeMillis() + START_DELAY_MILLIS;
            parts.forEach(p -> p.process.go(start, events));
            Merger merger = new Merger(key, parts, bundle, merged, listener, operation, counters, machine, probe, session.schema(),
                    nodeIntervals);
            while (parts.stream().anyMatch(Part::running)) {
                AgentProcess.Event e;
                try {
                    e = events.take();
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    stopAll.run();
                    control.cancel();
                    break;
                }
                Part p = parts.get(e.agent());
                switch (e) {
                    case IntervalDone d -> p.intervals.add(d);
                    case Ended end -> p.end = end.end();
                    case Died d -> {
                        p.died = d.why();
                        stopAll.run(); // the stream is lost: the others stop now, their finished intervals are kept
                    }
                }
                merger.mergeReady(false);
            }
            merger.mergeReady(true);
            StreamResult result = result(operation, parts, merger);
            StreamRecord summary = StreamRecords.summary(key, operation, plan, result, merged.relativePath());
            bundle.append(BundleFormat.STREAMS, summary);
            listener.streamFinished(summary);
            for (Part p : parts) {
                bundle.append(BundleFormat.AGENTS, agentRecord(key, p, merger.firstStart));
            }
            if (nodeIntervals != null && nodeIntervals.death().isPresent()) {
                throw new ServerDied(nodeIntervals.death().get()); // the node's death stopped the agents, not the other way round
            }
            Part dead = parts.stream().filter(p -> p.died != null).findFirst().orElse(null);
            if (dead != null) {
                throw new BenchlabException("load host " + dead.host.host() + ": " + dead.died + "; the stream's " + merger.merged
                        + " finished interval(s) are kept");
            }
            return StreamRecords.operationsOrFailure(result, operation.name(), threads, session, control);
        } catch (SQLException e) {
            throw new BenchlabException("stream probe connection failed: " + e.getMessage(), e);
        } finally {
            control.removeOnCancel(stopAll);
            if (nodeIntervals != null) {
                nodeIntervals.close();
            }
            for (Part p : parts) {
                if (p.process != null) {
                    p.process.close();
                }
            }
            if (probe != null) {
                try {
                    probe.close();
                } catch (SQLException ignored) {
                    // the probe connection is only read from
                }
            }
        }
    }

    /** Each agent's share: threads, operations and arrival rate split as evenly as whole numbers allow. */
    private List<Part> plans(VariantSession session, StreamOperation operation, StreamSettings s, StreamPlan plan, int threads, List<LoadHost> all,
                             StreamNodes nodesOfStream) {
        int n = all.size();
        if (threads < n) {
            throw new BenchlabException("stream " + operation.name() + ": " + threads + " thread(s) cannot be split across " + n
                    + " load hosts; give each one thread at least");
        }
        Endpoint endpoint = session.target().hasServer() ? session.target().pool().endpoint() : null;
        // a cluster: the nodes the stream runs on (writeTo, or readFrom for a read-only stream), as in one process
        List<StreamConnections> nodes = endpoint == null ? List.of() : session.streamConnections(nodesOfStream.choice(), nodesOfStream.writes());
        StreamConnections workers = nodes.isEmpty() ? null : nodes.get(0);
        StreamPlan.ArrivalRate rate = plan.mode() instanceof StreamPlan.ArrivalRate r ? r : null;
        List<Part> parts = new ArrayList<>();
        int first = 0;
        for (int i = 0; i < n; i++) {
            int t = threads / n + (i < threads % n ? 1 : 0);
            long ops = plan.maxOperations() / n + (i < plan.maxOperations() % n ? 1 : 0);
            AgentPlan p = new AgentPlan(all.get(i).host(), hosts.plugin(), hosts.parameters(), operation.name(),
                    workers == null ? null : workers.driver().name(), nodes.stream().map(StreamConnections::url).toList(),
                    endpoint == null ? null : endpoint.user(), endpoint == null ? null : endpoint.password(),
                    session.settings() == null ? Map.of() : session.settings().session(), session.schema(), t, first, threads,
                    plan.duration() == null ? 0 : plan.duration().toMillis(), plan.maxOperations() == 0 ? 0 : Math.max(1, ops),
                    plan.interval().toMillis(), plan.warmup().toMillis(), rate == null ? null : rate.perSecond() / n,
                    rate == null ? 0 : rate.seed() + i, rate == null ? 0 : rate.seed(), rate == null ? s.queueCapacity() : rate.queueCapacity(),
                    plan.errorPolicy() == StreamPlan.ErrorPolicy.STOP_ON_FIRST_ERROR);
            parts.add(new Part(all.get(i), p, null));
            first += t;
        }
        return parts;
    }

    private static void begin(IntervalProbe counters, SystemSampler machine) {
        try {
            if (machine != null) {
                machine.begin();
            }
            if (counters != null) {
                counters.begin();
            }
        } catch (Exception | LinkageError e) {
            // a failing probe never stops the measurement
        }
    }

    /**
     * Merges interval k once every agent still running has sent it (an agent that ended or died
     * sends no more), on the coordinator's clock: the stream starts at the earliest agent's
     * first interval.
     */
    private static final class Merger {
        final StreamKey key;
        final List<Part> parts;
        final BundleWriter bundle;
        final HistogramLog log;
        final RunListener listener;
        final StreamOperation operation;
        final IntervalProbe counters;
        final SystemSampler machine;
        final Connection server;
        final String schema;
        final NodeIntervals nodes;
        final IntervalMerge merge;
        final List<IntervalSample> samples = new ArrayList<>();
        long firstStart = Long.MIN_VALUE;
        int merged;

        Merger(StreamKey key, List<Part> parts, BundleWriter bundle, HistogramLog log, RunListener listener, StreamOperation operation,
               IntervalProbe counters, SystemSampler machine, Connection server, String schema, NodeIntervals nodes) {
            this.merge = new IntervalMerge(operation.kinds());
            this.operation = operation;
            this.key = key;
            this.parts = parts;
            this.bundle = bundle;
            this.log = log;
            this.listener = listener;
            this.counters = counters;
            this.machine = machine;
            this.server = server;
            this.schema = schema;
            this.nodes = nodes;
        }

        /** Merges what is complete; at the end ({@code all}) also the intervals only some agents reached. */
        void mergeReady(boolean all) {
            while (true) {
                int k = merged;
                if (parts.stream().noneMatch(p -> p.intervals.size() > k)) {
                    return;
                }
                if (!all && parts.stream().anyMatch(p -> p.running() && p.intervals.size() <= k)) {
                    return; // a running agent has not sent interval k yet
                }
                mergeOne(k);
                merged++;
            }
        }

        private void mergeOne(int k) {
            List<IntervalDone> done = parts.stream().filter(p -> p.intervals.size() > k).map(p -> p.intervals.get(k)).toList();
            if (firstStart == Long.MIN_VALUE) {
                firstStart = done.stream().mapToLong(d -> d.interval().startEpochMillis()).min().orElseThrow();
            }
            long start = done.stream().mapToLong(d -> d.interval().startEpochMillis()).min().orElseThrow();
            long end = done.stream().mapToLong(d -> d.interval().startEpochMillis() + d.interval().lengthMillis()).max().orElseThrow();
            List<IntervalMerge.Part> in = done.stream().map(d -> new IntervalMerge.Part(d.interval().lengthMillis(), d.interval().operations(),
                    d.interval().units(), d.interval().errors(), d.interval().operationsPerSecond(), d.interval().unitsPerSecond(),
                    d.responseNanos(), d.kindResponseNanos(), d.interval().kindErrors() == null ? Map.of() : d.interval().kindErrors(),
                    d.interval().counts(), d.interval().errorClasses())).toList();
            IntervalMerge.Merged m = merge.merge(k, start - firstStart, start, end, in);
            SystemSample system = null;
            Map<String, Long> sampled = null;
            try {
                system = machine == null ? null : machine.sample();
                Map<String, Long> c = counters == null ? null : counters.sampleCounters();
                sampled = c == null ? new LinkedHashMap<>() : new LinkedHashMap<>(c);
                long bytes = server == null ? -1 : StreamRecords.schemaBytes(server, schema);
                if (bytes >= 0) {
                    sampled.put("schema_bytes", bytes);
                }
            } catch (Exception | LinkageError e) {
                // a failing probe never stops the measurement
            }
            IntervalSample s = m.sample();
            IntervalSample withCounters = s.withCounters(sampled);
            samples.add(withCounters);
            IntervalRecord rec = StreamRecords.interval(key, operation, withCounters, system);
            bundle.append(BundleFormat.INTERVALS, rec);
            List<NodeIntervalRecord> nodeRecords = List.of();
            if (nodes != null) {
                nodes.sample();
                nodeRecords = nodes.records(s.index(), s.startOffsetMillis() + s.lengthMillis());
                nodeRecords.forEach(r -> bundle.append(BundleFormat.NODE_INTERVALS, r));
            }
            log.append(m.responseNanos());
            m.kindResponseNanos().forEach((kind, h) -> log.append(h, kind));
            listener.interval(rec, operation.unit(), nodeRecords);
        }
    }

    /** The merged stream's result: sums of the agents' ends (or of their intervals, for one that died). */
    private static StreamResult result(StreamOperation operation, List<Part> parts, Merger merger) {
        long ops = 0;
        long units = 0;
        long errors = 0;
        long elapsed = 0;
        double cpuWeighted = 0;
        long cpuOps = 0;
        Histogram service = null;
        List<ArrivalStats> arrivals = new ArrayList<>();
        StopReason reason = null;
        String message = "";
        for (Part p : parts) {
            if (p.end != null) {
                ops += p.end.operations();
                units += p.end.units();
                errors += p.end.errors();
                elapsed = Math.max(elapsed, p.end.elapsedNanos());
                if (Double.isFinite(p.end.driverCpuMicrosPerOperation())) {
                    cpuWeighted += p.end.driverCpuMicrosPerOperation() * p.end.operations();
                    cpuOps += p.end.operations();
                }
                if (p.end.serviceHistogram() != null) {
                    Histogram h = AgentWire.decode(p.end.serviceHistogram());
                    service = service == null ? h : add(service, h);
                }
                if (p.end.arrivals() != null) {
                    arrivals.add(p.end.arrivals());
                }
                StopReason r = StopReason.valueOf(p.end.reason());
                if (reason == null || severity(r) > severity(reason)) {
                    reason = r;
                    message = p.end.message().isEmpty() ? "" : "load host " + p.host.host() + ": " + p.end.message();
                }
            } else {
                for (IntervalDone d : p.intervals) {
                    ops += d.interval().operations();
                    units += d.interval().units();
                    errors += d.interval().errors();
                }
                elapsed = Math.max(elapsed, p.intervals.stream().mapToLong(d -> d.interval().lengthMillis()).sum() * 1_000_000);
                reason = StopReason.ERROR;
                message = "load host " + p.host.host() + ": " + p.died;
            }
        }
        LatencySummary latency = merger.merge.total();
        boolean arrivalMode = !arrivals.isEmpty() || parts.get(0).plan.rate() != null;
        return new StreamResult(operation.name(), operation.unit(), reason == null ? StopReason.ERROR : reason, message, ops, units, errors,
                Duration.ofNanos(elapsed), latency, arrivalMode && service != null ? LatencySummary.ofNanos(service) : latency,
                arrivals.isEmpty() ? null : arrivals(arrivals), merger.samples, cpuOps > 0 ? cpuWeighted / cpuOps : Double.NaN,
                merger.merge.kindTotals(), IntervalSample.sum(merger.samples, IntervalSample::counts),
                IntervalSample.sum(merger.samples, IntervalSample::errorClasses));
    }

    private static Histogram add(Histogram into, Histogram h) {
        into.add(h);
        return into;
    }

    /** Which end reason describes the whole stream: the most serious of the agents'. */
    private static int severity(StopReason r) {
        return switch (r) {
            case ERROR -> 4;
            case QUEUE_FULL -> 3;
            case CANCELLED -> 2;
            default -> 1;
        };
    }

    /**
     * The agents' arrival processes together: rates and counts add up (independent Poisson
     * processes superpose into one with the summed rate); lateness is the latest agent's (its
     * percentiles cannot be added), and inter-arrival times are each agent's own, so none are kept.
     */
    private static ArrivalStats arrivals(List<ArrivalStats> all) {
        ArrivalStats worst = all.stream().max(Comparator.comparingDouble(a -> Double.isNaN(a.lateness().p99Micros()) ? -1 : a.lateness().p99Micros()))
                .orElseThrow();
        return new ArrivalStats(all.stream().mapToDouble(ArrivalStats::targetPerSecond).sum(), all.get(0).seed(),
                all.stream().mapToLong(ArrivalStats::arrivals).sum(), all.stream().mapToLong(ArrivalStats::due).sum(),
                all.stream().mapToDouble(ArrivalStats::schedulerSeconds).max().orElse(0),
                all.stream().mapToDouble(ArrivalStats::achievedPerSecond).sum(), worst.lateness(), new long[0],
                all.stream().mapToLong(ArrivalStats::queuedAtEnd).sum());
    }

    private static AgentRecord agentRecord(StreamKey k, Part p, long firstStart) {
        long ops = p.end != null ? p.end.operations() : p.intervals.stream().mapToLong(d -> d.interval().operations()).sum();
        long units = p.end != null ? p.end.units() : p.intervals.stream().mapToLong(d -> d.interval().units()).sum();
        long errors = p.end != null ? p.end.errors() : p.intervals.stream().mapToLong(d -> d.interval().errors()).sum();
        double seconds = p.end != null ? p.end.elapsedNanos() / 1e9 : p.intervals.stream().mapToLong(d -> d.interval().lengthMillis()).sum() / 1e3;
        long skew = p.intervals.isEmpty() || firstStart == Long.MIN_VALUE ? 0 : p.intervals.get(0).interval().startEpochMillis() - firstStart;
        String reason = p.end != null ? p.end.reason().toLowerCase(Locale.ROOT) : "died";
        String message = p.end != null ? p.end.message() : p.died;
        return new AgentRecord(k.variant(), k.phase(), k.round(), k.operation(), k.threads(), p.host.index(), p.host.host(), p.plan.threads(),
                p.plan.rate(), ops, units, errors, seconds > 0 ? ops / seconds : 0, p.intervals.size(),
                p.process == null ? 0 : p.process.offsetMicros() / 1000.0, p.process == null ? 0 : p.process.roundTripMicros() / 1000.0, skew,
                p.process == null ? 0 : p.process.pid(), reason, message, p.log);
    }
}

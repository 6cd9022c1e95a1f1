package io.benchlab.core.run;

import io.benchlab.api.StreamOperation;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.HistogramLog;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.experiment.Experiment.StreamSpec;
import io.benchlab.core.bundle.StateRecords.ThreadStateRecord;
import io.benchlab.core.probe.SystemSampler;
import io.benchlab.core.probe.ThreadStateSampler;
import io.benchlab.core.stream.ConnectionSource;
import io.benchlab.core.stream.IntervalProbe;
import io.benchlab.core.stream.IntervalSample;
import io.benchlab.core.stream.StartLine;
import io.benchlab.core.stream.StopReason;
import io.benchlab.core.stream.StreamListener;
import io.benchlab.core.stream.StreamPlan;
import io.benchlab.core.stream.StreamRates;
import io.benchlab.core.stream.StreamResult;
import io.benchlab.core.stream.StreamRunner;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;

/**
 * One point of a phase's streams run in this process: one stream alone, or several at the same
 * time ({@code stream.together}). Each stream has its own runner, workers, connections (a stream
 * that writes where the experiment writes, a read-only one where it reads), key, histogram log,
 * intervals and summary; with several, each runs on its own thread and all start at one instant
 * ({@link StartLine}), so their intervals end together. What is sampled once per interval for the
 * whole machine — CPU and disk, the server's status counters, the schema's size, a cluster's
 * nodes — rides on one of them (the first that writes, else the first): its interval records carry
 * it, and a cluster's node records say for each node whether any stream wrote to it or read from it.
 *
 * <p>A stream that fails (an error, a full arrival queue, a dead node) cancels the others at once;
 * every finished interval and every stream's summary is kept, and the run fails in the one line of
 * the stream that failed first. The user's cancel cancels them all.
 */
final class StreamGroup {
    private final VariantSession session;
    private final StreamSpec spec;
    private final BundleWriter bundle;
    private final RunControl control;
    private final RunListener listener;
    private final boolean systemMetrics;
    private final List<Member> members = new ArrayList<>();
    /** The member that failed first; the others were cancelled because of it. */
    private final AtomicReference<Member> firstFailure = new AtomicReference<>();
    /** Where the streams wait for each other once connected; null for a stream alone. */
    private final StartLine line;
    /** The workers' thread states, sampled while the streams run; null when not sampled. */
    private volatile ThreadStateSampler states;

    /** One stream of the group. */
    private final class Member {
        final StreamOperation operation;
        final int threads;
        final StreamKey key;
        final StreamPlan plan;
        final StreamRunner runner;
        final StreamNodes nodes;
        volatile StreamResult result;
        volatile RuntimeException crash;

        Member(StreamOperation operation, int threads, StreamKey key, StreamPlan plan, StreamRunner runner, StreamNodes nodes) {
            this.operation = operation;
            this.threads = threads;
            this.key = key;
            this.plan = plan;
            this.runner = runner;
            this.nodes = nodes;
        }
    }

    /**
     * @param operations the streams, one or several (then together)
     * @param sweepThreads the sweep point's (or {@code stream.threads}') count; {@code operationThreads} may override it per stream
     */
    StreamGroup(VariantSession session, String phase, int round, List<StreamOperation> operations, StreamSpec spec, int sweepThreads,
                BundleWriter bundle, RunControl control, RunListener listener, boolean systemMetrics) {
        this.session = session;
        this.spec = spec;
        this.bundle = bundle;
        this.control = control;
        this.listener = listener;
        this.systemMetrics = systemMetrics;
        this.line = operations.size() > 1 ? new StartLine(operations.size()) : null;
        for (StreamOperation op : operations) {
            int threads = spec.threadsOf(op.name(), sweepThreads);
            StreamPlan plan = StreamEngineExecutor.plan(spec, threads);
            StreamNodes nodes = StreamNodes.of(session, spec, op);
            StreamRunner runner = new StreamRunner(watched(session.streamSource(nodes.choice(), nodes.writes()), op.name()), op, plan);
            if (line != null) {
                runner.startWith(line);
            }
            members.add(new Member(op, threads, new StreamKey(session.variant().name(), phase, round, op.name(), threads), plan, runner,
                    nodes));
        }
    }

    /** Worker connections whose sessions the thread-state sampler watches, by their connection ids. */
    private ConnectionSource watched(ConnectionSource source, String operation) {
        return () -> {
            Connection c = source.open();
            ThreadStateSampler sampler = states;
            if (sampler != null && c != null) {
                try {
                    sampler.watch(VariantSession.connectionId(c), operation, false);
                } catch (SQLException e) {
                    // this session's states go unseen; the worker runs as it would without the sampler
                }
            }
            return c;
        };
    }

    private boolean together() {
        return members.size() > 1;
    }

    /** The operations in the group, for the summaries; null for a stream alone. */
    private List<String> names() {
        return together() ? members.stream().map(m -> m.operation.name()).toList() : null;
    }

    private void cancelAll(String why) {
        members.forEach(m -> m.runner.cancel(why));
    }

    /** Runs the streams to their end; returns the operations done, or fails the run in one line. */
    long run() {
        List<String> counters = StreamEngineExecutor.counters(spec, members.stream().map(m -> m.operation).toList());
        // the server's counters ride on one stream: one whose rates need them, else the first that writes, else the first
        Member carrier = members.stream().filter(m -> !StreamRates.serverCounters(m.operation).isEmpty()).findFirst()
                .or(() -> members.stream().filter(m -> m.nodes.writes()).findFirst()).orElse(members.get(0));
        Runnable userCancel = () -> cancelAll("cancelled");
        control.onCancel(userCancel);
        NodeIntervals nodes = null;
        Connection probe = null;
        try {
            if (session.target() instanceof Cluster cluster) {
                // a cluster: every node sampled per interval; a dead node stops every stream at once
                Set<String> written = new LinkedHashSet<>();
                Set<String> read = new LinkedHashSet<>();
                members.forEach(m -> (m.nodes.writes() ? written : read).addAll(m.nodes.names()));
                nodes = new NodeIntervals(cluster.members(), written, read, carrier.key, counters, () -> cancelAll("a node died"));
            }
            for (Member m : members) {
                listener.message(String.format(Locale.ROOT, "    %s: %d thread(s), %s%s%s", m.operation.name(), m.threads,
                        spec.rate() != null ? "arrival rate " + spec.rate() + "/s" : "closed loop",
                        m.nodes.describe(),
                        together() ? ", together with " + String.join(", ", members.stream().filter(o -> o != m)
                                .map(o -> o.operation.name()).toList()) : ""));
            }
            if (session.target().hasServer()) {
                probe = session.target().pool().connection();
            }
            try {
                states = session.startStateSampler();
            } catch (SQLException e) {
                ExperimentRunner.warn(bundle, listener, session.variant().name(), "thread states of the streams not sampled: " + e.getMessage());
            }
            IntervalProbeForAll shared = new IntervalProbeForAll(probe, counters, nodes);
            if (!together()) {
                runMember(carrier, shared, nodes);
            } else {
                List<Thread> threads = new ArrayList<>();
                for (Member m : members) {
                    NodeIntervals mine = m == carrier ? nodes : null;
                    IntervalProbeForAll p = m == carrier ? shared : null;
                    threads.add(Thread.ofPlatform().name("stream-" + m.operation.name()).start(() -> runMember(m, p, mine)));
                }
                for (Thread t : threads) {
                    joinCancellingOnInterrupt(t);
                }
            }
            if (nodes != null && nodes.death().isPresent()) {
                throw new ServerDied(nodes.death().get());
            }
            return outcome();
        } catch (SQLException e) {
            throw new BenchlabException("stream probe connection failed: " + e.getMessage(), e);
        } finally {
            control.removeOnCancel(userCancel);
            closeStates();
            if (nodes != null) {
                nodes.close();
            }
            if (probe != null) {
                try {
                    probe.close();
                } catch (SQLException e) {
                    // the probe connection is only read from
                }
            }
        }
    }

    /** Stops the thread-state sampler; one that failed on the way is a warning (what it counted is in the bundle). */
    private void closeStates() {
        ThreadStateSampler sampler = states;
        if (sampler == null) {
            return;
        }
        states = null;
        sampler.close();
        if (sampler.failure() != null) {
            ExperimentRunner.warn(bundle, listener, session.variant().name(), "thread states of "
                    + String.join(", ", members.stream().map(m -> m.operation.name()).toList())
                    + " stopped early, the streams went on: " + sampler.failure());
        }
    }

    /** Waits for a stream's thread; an interrupt of the run's thread cancels every stream, and the wait goes on. */
    private void joinCancellingOnInterrupt(Thread t) {
        boolean interrupted = false;
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
                cancelAll("interrupted");
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The one line of the stream that failed first, else the sum of their operations. */
    private long outcome() {
        List<Member> ordered = new ArrayList<>(members);
        Member first = firstFailure.get();
        if (first != null) {
            ordered.remove(first);
            ordered.add(0, first);
        }
        long total = 0;
        for (Member m : ordered) {
            if (m.crash != null) {
                throw m.crash;
            }
            total += StreamEngineExecutor.operationsOrFailure(m.result, m.operation.name(), m.threads, session, control);
        }
        return total;
    }

    /** One stream on the calling thread: its intervals and summary to the bundle; a failure cancels the others. */
    private void runMember(Member m, IntervalProbeForAll probe, NodeIntervals nodes) {
        boolean ran = false;
        try (HistogramLog histograms = HistogramLog.create(bundle.dir(), m.key, System.currentTimeMillis())) {
            ran = true; // from here the runner arrives at the start line itself, connected or not
            StreamResult result = m.runner.run(new StreamListener() {
                @Override
                public void onInterval(IntervalSample sample) {
                    // the probe took the machine's sample at this interval's end, just before this call
                    SystemSample machine = probe == null ? null : probe.takeMachineSample();
                    IntervalRecord rec = StreamEngineExecutor.interval(m.key, m.operation, sample, machine);
                    bundle.append(BundleFormat.INTERVALS, rec);
                    ThreadStateSampler sampler = states;
                    ThreadStateRecord threadStates = sampler == null ? null : sampler.cut(m.key.variant(), m.key.phase(), m.key.round(),
                            m.key.operation(), m.key.threads(), sample.index());
                    if (threadStates != null) {
                        bundle.append(BundleFormat.THREAD_STATES, threadStates);
                    }
                    List<NodeIntervalRecord> nodeRecords = nodes == null ? List.of()
                            : nodes.records(sample.index(), sample.startOffsetMillis() + sample.lengthMillis());
                    nodeRecords.forEach(r -> bundle.append(BundleFormat.NODE_INTERVALS, r));
                    synchronized (listener) {
                        listener.interval(rec, m.operation.unit(), nodeRecords);
                    }
                }

                @Override
                public void onIntervalHistogram(int index, Histogram responseNanos) {
                    histograms.append(responseNanos);
                }

                @Override
                public void onKindHistogram(int index, String kind, Histogram responseNanos) {
                    histograms.append(responseNanos, kind);
                }
            }, new MemberProbe(m, probe));
            StreamRecord summary = StreamEngineExecutor.summary(m.key, m.operation, m.plan, result, histograms.relativePath(), names());
            bundle.append(BundleFormat.STREAMS, summary);
            synchronized (listener) {
                listener.streamFinished(summary);
            }
            m.result = result;
            if (result.reason() == StopReason.ERROR || result.reason() == StopReason.QUEUE_FULL) {
                failed(m);
            }
        } catch (RuntimeException e) {
            if (!ran && line != null) {
                line.leave(); // the others must not wait for a stream that never started
            }
            m.crash = e;
            failed(m);
        }
    }

    private void failed(Member m) {
        if (firstFailure.compareAndSet(null, m) && together()) {
            cancelAll("cancelled: stream " + m.operation.name() + " failed");
        }
    }

    /**
     * One stream's probe: its thread states start counting with its measurement (the warmup and the
     * connecting before it are left out), and the stream carrying the group's probe samples that too.
     */
    private final class MemberProbe implements IntervalProbe {
        private final Member member;
        private final IntervalProbeForAll shared;

        MemberProbe(Member member, IntervalProbeForAll shared) {
            this.member = member;
            this.shared = shared;
        }

        @Override
        public void begin() throws Exception {
            ThreadStateSampler sampler = states;
            if (sampler != null) {
                sampler.cut(member.key.variant(), member.key.phase(), member.key.round(), member.key.operation(), member.key.threads(), null);
            }
            if (shared != null) {
                shared.begin();
            }
        }

        @Override
        public Map<String, Long> sampleCounters() throws Exception {
            return shared == null ? null : shared.sampleCounters();
        }
    }

    /**
     * What is sampled once per interval for all the streams: the machine, the chosen status
     * counters, the schema's size, a cluster's nodes. Called on the carrying stream's sampler thread only.
     */
    private final class IntervalProbeForAll implements IntervalProbe {
        private final SystemSampler machine;
        private final IntervalProbe counters;
        private final Connection server;
        private final NodeIntervals nodes;
        private SystemSample lastMachine;

        IntervalProbeForAll(Connection server, List<String> counterNames, NodeIntervals nodes) {
            this.machine = systemMetrics ? session.machine() : null;
            // no server, no status counters: the disk holding the workload's files is in the machine's sample
            this.counters = server == null ? null : StreamEngineExecutor.serverCounters(server, counterNames);
            this.server = server;
            this.nodes = nodes;
        }

        @Override
        public void begin() throws Exception {
            if (machine != null) {
                machine.begin(); // first, so its window starts with the measurement
            }
            if (counters != null) {
                counters.begin();
            }
            if (nodes != null) {
                nodes.begin();
            }
        }

        @Override
        public Map<String, Long> sampleCounters() throws Exception {
            lastMachine = machine == null ? null : machine.sample();
            if (nodes != null) {
                nodes.sample();
            }
            Map<String, Long> m = counters == null ? null : counters.sampleCounters();
            Map<String, Long> out = m == null ? new LinkedHashMap<>() : new LinkedHashMap<>(m);
            long bytes = server == null ? -1 : StreamEngineExecutor.schemaBytes(server, session.schema());
            if (bytes >= 0) {
                out.put("schema_bytes", bytes);
            }
            return out;
        }

        /** The machine's sample of the interval that just ended, once. */
        SystemSample takeMachineSample() {
            SystemSample s = lastMachine;
            lastMachine = null;
            return s;
        }
    }
}

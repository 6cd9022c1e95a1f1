package io.benchlab.core.run;

import io.benchlab.core.plan.FaultPlan;
import io.benchlab.core.plan.StreamSettings;
import io.benchlab.core.plan.VariantPlan;
import io.benchlab.api.StreamOperation;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.FaultRecords.FaultRecord;
import io.benchlab.core.bundle.HistogramLog;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.probe.ThreadStateSampler;
import io.benchlab.core.probe.WaitEventSampler;
import io.benchlab.core.stream.ConnectionSource;
import io.benchlab.core.stream.IntervalProbe;
import io.benchlab.core.stream.IntervalSample;
import io.benchlab.core.stream.RoundSample;
import io.benchlab.core.bundle.RoundRecords.RoundRecord;
import io.benchlab.core.stream.StartLine;
import io.benchlab.core.stream.StopReason;
import io.benchlab.core.stream.StreamListener;
import io.benchlab.core.stream.StreamPlan;
import io.benchlab.core.stream.StreamRates;
import io.benchlab.core.stream.StreamResult;
import io.benchlab.core.stream.StreamRunner;
import io.benchlab.core.run.host.AcknowledgedWritesAudit;
import io.benchlab.core.run.host.FinishedStream;
import io.benchlab.core.run.host.HostOutput;
import io.benchlab.core.run.host.SideLoadPlan;
import io.benchlab.core.run.host.SideLoads;
import io.benchlab.core.run.host.StreamCompanion;
import io.benchlab.core.run.host.ThreadStateWatch;
import io.benchlab.core.run.host.WaitEventWatch;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
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
 *
 * <p>With faults in the phase ({@code faults:}, docs/faults.md) a {@link FaultSchedule} strikes them,
 * timed from the measurement's start; the workers reconnect ({@code stream.reconnect}), and after the
 * streams every node is brought back, each fault's figures ({@link FaultRecord}: recovery, the dip,
 * the errors in it) are written per stream, and the variant's session reconnects. With
 * {@code stream.audit: acknowledged} the keys the workers' commits were acknowledged for are looked
 * for in the table ({@link DurabilityAudit}).
 */
final class StreamGroup {
    private final VariantSession session;
    private final StreamSettings spec;
    private final BundleWriter bundle;
    private final RunControl control;
    private final RunListener listener;
    private final boolean systemMetrics;
    private final List<Member> members = new ArrayList<>();
    /** The member that failed first; the others were cancelled because of it. */
    private final AtomicReference<Member> firstFailure = new AtomicReference<>();
    /** Where the streams wait for each other once connected; null for a stream alone. */
    private final StartLine line;
    /** The faults that strike while these streams run; empty for none. */
    private final List<FaultPlan> faults;
    /** The workers' thread states, sampled while the streams run; null when not sampled. */
    private volatile ThreadStateWatch states;
    /** The workers' performance_schema waits and stages ({@code options.performanceSchema}); null when not sampled. */
    private volatile WaitEventWatch waits;
    /** What runs beside the streams (thread states, the audit…), driven the same way for every one. */
    private final List<StreamCompanion> companions = new CopyOnWriteArrayList<>();
    /** Where companions put what they measured. */
    private final HostOutput output = new BundleOutput();
    /** The phase's side loads beside these streams; null when it has none. */
    private volatile SideLoads sideLoads;
    private final String phase;
    private final int round;
    private final int sweepThreads;

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
        /** The measured start (after the warm-up), on System.nanoTime's clock; set when the runner starts. */
        volatile long measureStart;

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
     * @param point      the sweep point: each stream's threads
     */
    StreamGroup(VariantSession session, VariantPlan variant, String phase, int round, List<StreamOperation> operations, StreamSettings spec,
                StreamSettings.ThreadPoint point, BundleWriter bundle, RunControl control, RunListener listener, boolean systemMetrics) {
        this.session = session;
        this.spec = spec;
        this.bundle = bundle;
        this.control = control;
        this.listener = listener;
        this.systemMetrics = systemMetrics;
        this.phase = phase;
        this.round = round;
        this.sweepThreads = point.threads();
        this.line = operations.size() > 1 ? new StartLine(operations.size()) : null;
        this.faults = variant.faultsIn(phase);
        if (!faults.isEmpty() && !(session.target() instanceof Faultable)) {
            // the validator refuses faults on a server benchlab cannot signal; this is its last line
            throw new BenchlabException("faults: benchlab cannot signal " + session.target().label() + "; faults need a server it runs");
        }
        for (StreamOperation op : operations) {
            int threads = point.of(op.name());
            StreamPlan plan = StreamRecords.plan(spec, threads);
            if (spec.reconnect().reconnects(!faults.isEmpty())) {
                plan = plan.withReconnect(StreamPlan.Reconnect.DEFAULT);
            }
            StreamNodes nodes = StreamNodes.of(session, variant, op);
            StreamKey key = new StreamKey(session.name(), phase, round, op.name(), threads);
            StreamRunner runner = new StreamRunner(watched(session.streamSource(nodes.choice(), nodes.writes()), key), op, plan);
            if (line != null) {
                runner.startWith(line);
            }
            if (spec.auditsAcknowledged() && op.audit() != null) {
                runner.auditAcknowledged();
            }
            members.add(new Member(op, threads, key, plan, runner, nodes));
        }
    }

    /** Worker connections whose sessions the thread-state and wait samplers watch, by their connection ids. */
    private ConnectionSource watched(ConnectionSource source, StreamKey stream) {
        return () -> {
            Connection c = source.open();
            ThreadStateWatch watch = states;
            WaitEventWatch waitWatch = waits;
            if ((watch != null || waitWatch != null) && c != null) {
                try {
                    long id = VariantSession.connectionId(c);
                    if (watch != null) {
                        watch.watch(id, stream.operation());
                    }
                    if (waitWatch != null) {
                        waitWatch.watch(id, stream);
                        return ClosingHook.before(c, () -> waitWatch.departing(id)); // its counts leave with its thread
                    }
                } catch (SQLException e) {
                    // this session's states go unseen; the worker runs as it would without the samplers
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
        List<String> counters = StreamRecords.counters(spec, members.stream().map(m -> m.operation).toList());
        // the server's counters ride on one stream: one whose rates need them, else the first that writes, else the first
        Member carrier = members.stream().filter(m -> !StreamRates.serverCounters(m.operation).isEmpty()).findFirst()
                .or(() -> members.stream().filter(m -> m.nodes.writes()).findFirst()).orElse(members.get(0));
        Runnable userCancel = () -> cancelAll("cancelled");
        control.onCancel(userCancel);
        NodeIntervals nodes = null;
        StreamServerProbe probe = null;
        FaultSchedule schedule = faults.isEmpty() ? null : new FaultSchedule(faults, (Faultable) session.target(),
                members.stream().map(m -> m.runner).toList(), this::faultEvent);
        PlannedFaults planned = schedule == null ? null : ((Faultable) session.target()).planned();
        try {
            if (session.target() instanceof Cluster cluster) {
                // a cluster: every node sampled per interval; a dead node stops every stream at once
                Set<String> written = new LinkedHashSet<>();
                Set<String> read = new LinkedHashSet<>();
                members.forEach(m -> (m.nodes.writes() ? written : read).addAll(m.nodes.names()));
                nodes = new NodeIntervals(cluster.members(), written, read, carrier.key, counters, () -> cancelAll("a node died"), planned);
            }
            for (Member m : members) {
                listener.message(String.format(Locale.ROOT, "    %s: %d thread(s), %s%s%s", m.operation.name(), m.threads,
                        spec.rate() != null ? "arrival rate " + spec.rate().perSecond() + "/s"
                                : spec.rounds() != null ? spec.rounds().count() + " round(s) of new sessions, " + spec.rounds().sessionQueries()
                                + " operation(s) each" : "closed loop",
                        m.nodes.describe(),
                        together() ? ", together with " + String.join(", ", members.stream().filter(o -> o != m)
                                .map(o -> o.operation.name()).toList()) : ""));
            }
            if (session.target().hasServer()) {
                String writing = session.target() instanceof Cluster c ? c.writingMember().name() : ManagedTarget.SERVER;
                probe = StreamServerProbe.open(session.target(), counters, session.schema(), planned, writing);
            }
            try {
                ThreadStateSampler sampler = session.startStateSampler();
                if (sampler != null) {
                    states = new ThreadStateWatch(sampler, members.stream().map(m -> m.operation.name()).toList(), !faults.isEmpty());
                    companions.add(states);
                }
            } catch (SQLException e) {
                output.warn("thread states of the streams not sampled: " + e.getMessage());
            }
            try {
                WaitEventSampler waitSampler = session.startWaitSampler();
                if (waitSampler != null) {
                    waits = new WaitEventWatch(waitSampler, members.stream().map(m -> m.operation.name()).toList());
                    companions.add(waits);
                }
            } catch (SQLException e) {
                output.warn("performance_schema waits of the streams not sampled: " + e.getMessage());
            }
            if (spec.auditsAcknowledged() && members.stream().anyMatch(m -> m.operation.audit() != null)) {
                companions.add(new AcknowledgedWritesAudit((key, audit, keys) -> DurabilityAudit.of(session.target(), session.schema(), key, audit,
                        keys)));
            }
            List<SideLoadPlan> sides = session.sideLoadsIn(phase);
            if (!sides.isEmpty()) {
                // a side load with stopOnError that fails stops the streams; its line is the run's (below)
                sideLoads = new SideLoads(sides, new TargetSideLoadHost(session, session.sideLoadWork()), session.name(), phase,
                        round, sweepThreads, output, this::cancelAll);
                companions.add(sideLoads);
            }
            IntervalProbeForAll shared = new IntervalProbeForAll(systemMetrics ? session.machine() : null, probe, nodes);
            if (!together()) {
                runMember(carrier, shared, nodes, schedule);
            } else {
                List<Thread> threads = new ArrayList<>();
                for (Member m : members) {
                    NodeIntervals mine = m == carrier ? nodes : null;
                    IntervalProbeForAll p = m == carrier ? shared : null;
                    FaultSchedule f = m == carrier ? schedule : null;
                    threads.add(Thread.ofPlatform().name("stream-" + m.operation.name()).start(() -> runMember(m, p, mine, f)));
                }
                for (Thread t : threads) {
                    joinCancellingOnInterrupt(t);
                }
            }
            if (schedule != null) {
                schedule.close(); // every node back before anything is read or audited
                FaultFigures.write(schedule, faults, members.stream().map(m -> m.key).toList(), members.stream().map(m -> m.result).toList(),
                        bundle);
            }
            List<FinishedStream> finished = members.stream().filter(m -> m.result != null)
                    .map(m -> new FinishedStream(m.key, m.operation, m.result, m.runner.acknowledged())).toList();
            companions.forEach(c -> c.finish(finished, output));
            if (schedule != null) {
                reconnectSession();
                String failure = schedule.failure();
                if (failure != null) {
                    throw new BenchlabException(failure);
                }
            }
            if (nodes != null && nodes.death().isPresent()) {
                throw new ServerDied(nodes.death().get());
            }
            if (sideLoads != null && sideLoads.failure() != null) {
                throw new BenchlabException(sideLoads.failure() + " (stopOnError: the streams were stopped)");
            }
            return outcome();
        } catch (SQLException e) {
            throw new BenchlabException("stream probe connection failed: " + e.getMessage(), e);
        } finally {
            control.removeOnCancel(userCancel);
            if (schedule != null) {
                schedule.close(); // also when the streams failed: the run goes on (or ends) with its servers back
            }
            closeCompanions();
            if (nodes != null) {
                nodes.close();
            }
            if (probe != null) {
                probe.close();
            }
        }
    }

    /** A fault's action, as an event of the bundle and a progress line. */
    private void faultEvent(String text) {
        bundle.append(BundleFormat.EVENTS, new Records.EventRecord(java.time.Instant.now(), "info", session.name(), text));
        synchronized (listener) {
            listener.message("    " + text);
        }
    }

    /** After faults the session's connections belonged to servers that went away: it connects again. */
    private void reconnectSession() {
        try {
            session.open(session.schema());
        } catch (SQLException e) {
            session.target().throwIfDead();
            throw new BenchlabException("cannot reconnect to " + session.target().label() + " after the faults: " + e.getMessage(), e);
        }
    }

    /** Every companion's last call; the thread states stop being watched first. */
    private void closeCompanions() {
        states = null;
        waits = null;
        companions.forEach(c -> c.close(output));
        companions.clear();
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
            total += StreamRecords.operationsOrFailure(m.result, m.operation.name(), m.threads, session, control);
        }
        return total;
    }

    /** One stream on the calling thread: its intervals and summary to the bundle; a failure cancels the others. */
    private void runMember(Member m, IntervalProbeForAll probe, NodeIntervals nodes, FaultSchedule faultSchedule) {
        boolean ran = false;
        try (HistogramLog histograms = HistogramLog.create(bundle.dir(), m.key, System.currentTimeMillis())) {
            ran = true; // from here the runner arrives at the start line itself, connected or not
            StreamResult result = m.runner.run(new StreamListener() {
                @Override
                public void onStart(long measureStartNanos) {
                    m.measureStart = measureStartNanos;
                    if (faultSchedule != null) {
                        faultSchedule.start(measureStartNanos);
                    }
                }

                @Override
                public void onInterval(IntervalSample sample) {
                    // the probe took the machine's sample at this interval's end, just before this call
                    SystemSample machine = probe == null ? null : probe.takeMachineSample();
                    IntervalRecord rec = StreamRecords.interval(m.key, m.operation, sample, machine);
                    bundle.append(BundleFormat.INTERVALS, rec);
                    companions.forEach(c -> c.interval(m.key, sample, output));
                    List<NodeIntervalRecord> nodeRecords = nodes == null ? List.of()
                            : nodes.records(sample.index(), sample.startOffsetMillis() + sample.lengthMillis());
                    nodeRecords.forEach(r -> bundle.append(BundleFormat.NODE_INTERVALS, r));
                    synchronized (listener) {
                        listener.interval(rec, m.operation.unit(), nodeRecords);
                    }
                }

                @Override
                public void onRound(RoundSample round) {
                    // the round's interval (same index) was written just before: its figures, these its times
                    bundle.append(BundleFormat.ROUNDS, new RoundRecord(m.key.variant(), m.key.phase(), m.key.round(), m.key.operation(),
                            m.key.threads(), round.index(), round.sessions(), round.sessionQueries(), round.connectAvgSeconds(),
                            round.connectSeconds(), round.querySeconds(), round.totalSeconds()));
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
            StreamRecord summary = StreamRecords.summary(m.key, m.operation, m.plan, result, histograms.relativePath(), names());
            bundle.append(BundleFormat.STREAMS, summary);
            synchronized (listener) {
                listener.streamFinished(summary);
            }
            m.result = result;
            if (result.reason() == StopReason.ERROR) { // a full arrival queue ends this stream, not the others
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

    /** Companions' records to the bundle, their lines to the face (one stream's line at a time). */
    private final class BundleOutput implements HostOutput {
        @Override
        public void append(String file, Object record) {
            bundle.append(file, record);
        }

        @Override
        public void message(String line) {
            synchronized (listener) {
                listener.message(line);
            }
        }

        @Override
        public void progress(String step) {
            synchronized (listener) {
                listener.progress(step, -1, -1);
            }
        }

        @Override
        public void warn(String message) {
            synchronized (listener) {
                RunWarnings.warn(bundle, listener, session.name(), message);
            }
        }
    }

    /**
     * One stream's probe: its companions begin with its measurement (the thread states leave out the
     * warm-up and the connecting before it), and the stream carrying the group's probe samples that too.
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
            companions.forEach(c -> c.begin(member.key, member.measureStart));
            if (shared != null) {
                shared.begin();
            }
        }

        @Override
        public Map<String, Long> sampleCounters() throws Exception {
            return shared == null ? null : shared.sampleCounters();
        }
    }
}

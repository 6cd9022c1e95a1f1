package io.benchlab.core.run.host;

import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.SideLoadRecords.SideLoadRecord;
import io.benchlab.core.run.host.SideLoadPlan.Action;
import io.benchlab.core.run.host.SideLoadPlan.Command;
import io.benchlab.core.run.host.SideLoadPlan.Once;
import io.benchlab.core.run.host.SideLoadPlan.Periodic;
import io.benchlab.core.run.host.SideLoadPlan.Sql;
import io.benchlab.core.stream.StopReason;
import io.benchlab.core.stream.StreamResult;
import io.benchlab.core.stream.StreamRunner;
import io.benchlab.core.util.Numbers;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The side loads of one point of a phase's streams ({@code sideload:}): a load beside the measured
 * one, timed apart from it. The clock starts with the first stream's measured start; each side load
 * runs on a thread and connections of its own — a statement or command once at its time, or every
 * period until the streams end, or another workload's stream until then — and each execution is a
 * record of {@link BundleFormat#SIDE_LOADS} (start, end, rows or operations, the error), appended as
 * it ends. A failure is one warning and the streams go on, unless the side load says
 * {@code stopOnError}: then the streams are stopped and {@link #failure()} is the run's one line.
 * When the streams end, what is still running gets {@link #GRACE} to finish, then it is cancelled.
 */
public final class SideLoads implements StreamCompanion {
    /** How long a statement or command still running when the streams ended may go on before it is cancelled. */
    static final Duration GRACE = Duration.ofSeconds(60);

    /** What the side loads need of the run's target; the runner hands it in, so this package needs nothing of the runner. */
    public interface Host {
        /** A connection of its own in the variant's schema, with its session settings. */
        Connection connect() throws SQLException;

        /**
         * Runs a shell command on the server's host until it ends (an interrupt stops it).
         *
         * @return its exit code and the last line it wrote on its error output (or standard output)
         */
        CommandResult command(String line) throws Exception;

        /** A runner of a side stream, on connections of its own, not yet started. */
        StreamRunner stream(SideLoadPlan.Stream plan);
    }

    /** How a command ended. */
    public record CommandResult(int exitCode, String lastLine) {
    }

    private final List<SideLoadPlan> plans;
    private final Host host;
    private final String variant;
    private final String phase;
    private final int round;
    private final int threads;
    private final HostOutput out;
    private final Consumer<String> stopStreams;
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final List<Runner> runners = new ArrayList<>();
    private final AtomicReference<String> failure = new AtomicReference<>();
    private volatile long clockStart;

    /**
     * @param plans       the side loads of this phase
     * @param stopStreams stops the measured streams, saying why (a side load with stopOnError failed)
     */
    public SideLoads(List<SideLoadPlan> plans, Host host, String variant, String phase, int round, int threads, HostOutput out,
                     Consumer<String> stopStreams) {
        this.plans = List.copyOf(plans);
        this.host = host;
        this.variant = variant;
        this.phase = phase;
        this.round = round;
        this.threads = threads;
        this.out = out;
        this.stopStreams = stopStreams;
    }

    /** The one line of a side load with stopOnError that failed; null when none did. */
    public String failure() {
        return failure.get();
    }

    @Override
    public synchronized void begin(StreamKey stream, long measureStartNanos) {
        if (!runners.isEmpty() || stopped.getCount() == 0) {
            return; // the first stream's measured start is the side loads' clock
        }
        clockStart = measureStartNanos;
        for (SideLoadPlan p : plans) {
            Runner r = new Runner(p);
            runners.add(r);
            r.thread = Thread.ofPlatform().daemon().name("sideload-" + p.head().index()).start(r::run);
        }
    }

    @Override
    public void finish(List<FinishedStream> streams, HostOutput ignored) {
        stop();
    }

    @Override
    public void close(HostOutput ignored) {
        stop();
    }

    /** The streams ended: nothing new starts, side streams stop, what still runs gets its grace, then is cancelled. */
    private void stop() {
        List<Runner> all;
        synchronized (this) {
            if (stopped.getCount() == 0) {
                return;
            }
            stopped.countDown();
            all = List.copyOf(runners);
        }
        all.forEach(Runner::stopStream);
        long deadline = System.nanoTime() + GRACE.toNanos();
        for (Runner r : all) {
            try {
                r.thread.join(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
                if (r.thread.isAlive()) {
                    r.cancel();
                    r.thread.join(Duration.ofSeconds(5));
                }
            } catch (InterruptedException e) {
                r.cancel();
                Thread.currentThread().interrupt();
            }
        }
    }

    private static String written(Duration d) {
        return Numbers.asWritten(d.toNanos() / 1e9);
    }

    private double seconds() {
        return (System.nanoTime() - clockStart) / 1e9;
    }

    /** One side load's thread. */
    private final class Runner {
        final SideLoadPlan plan;
        volatile Thread thread;
        volatile Statement current;
        volatile StreamRunner stream;
        volatile boolean cancelled;
        Connection connection;
        boolean warned;

        Runner(SideLoadPlan plan) {
            this.plan = plan;
        }

        void run() {
            try {
                switch (plan) {
                    case Once o -> once(o);
                    case Periodic p -> periodic(p);
                    case SideLoadPlan.Stream s -> stream(s);
                }
            } catch (InterruptedException e) {
                // cancelled after its grace: what it recorded stays
            } catch (RuntimeException e) {
                out.warn("side load " + plan.head().label() + " stopped: " + e.getMessage());
            } finally {
                closeConnection();
            }
        }

        private void once(Once o) throws InterruptedException {
            if (!waitUntil(o.head().start())) {
                out.warn("side load " + o.head().label() + " did not run: the streams ended before " + written(o.head().start()));
                return;
            }
            SideLoadRecord r = execute(o.action(), 1);
            out.message(String.format(Locale.ROOT, "    side load %s at %s: %s%s", o.head().label(), Numbers.shortSeconds(r.startSeconds()),
                    r.endSeconds() == null ? "did not end" : Numbers.shortSeconds(r.seconds()), r.rows() == null ? "" : ", " + r.rows() + " row(s)"));
        }

        private void periodic(Periodic p) throws InterruptedException {
            Duration next = p.head().start();
            int execution = 0;
            while (waitUntil(next)) {
                execute(p.action(), ++execution);
                // an execution longer than the period makes the next start at once, not a burst of missed ones
                Duration now = Duration.ofNanos(System.nanoTime() - clockStart);
                next = next.plus(p.every());
                while (next.compareTo(now) < 0) {
                    next = next.plus(p.every());
                }
            }
            out.message(String.format(Locale.ROOT, "    side load %s: %d execution(s), every %s", p.head().label(), execution,
                    written(p.every())));
        }

        private void stream(SideLoadPlan.Stream s) throws InterruptedException {
            if (!waitUntil(s.head().start())) {
                out.warn("side load " + s.head().label() + " did not run: the streams ended before " + written(s.head().start()));
                return;
            }
            StreamRunner runner = host.stream(s);
            stream = runner;
            if (stopped.getCount() == 0) {
                return;
            }
            double start = seconds();
            StreamResult result = runner.run();
            double end = seconds();
            String error = result.reason() == StopReason.ERROR ? result.message() : null;
            record(new SideLoadRecord(variant, phase, round, threads, s.head().index(), s.head().label(), s.kind(),
                    s.operation().name() + " · " + s.threads() + " thread(s)" + (s.rate() == null ? "" : " at " + s.rate() + "/s"), 1, start,
                    end, null, result.operations(), result.errors(), error));
            out.message(String.format(Locale.ROOT, "    side load %s: %,d operation(s) in %s, %,d error(s)", s.head().label(), result.operations(),
                    Numbers.shortSeconds(end - start), result.errors()));
        }

        /** Waits until {@code at} on the side loads' clock; false when the streams ended first. */
        private boolean waitUntil(Duration at) throws InterruptedException {
            long left = clockStart + at.toNanos() - System.nanoTime();
            return left <= 0 ? stopped.getCount() > 0 : !stopped.await(left, TimeUnit.NANOSECONDS);
        }

        private SideLoadRecord execute(Action action, int execution) {
            double start = seconds();
            Long rows = null;
            String error = null;
            try {
                switch (action) {
                    case Sql sql -> rows = statement(sql.text());
                    case Command c -> {
                        CommandResult r = host.command(c.text());
                        if (r.exitCode() != 0) {
                            error = "exit code " + r.exitCode() + (r.lastLine() == null || r.lastLine().isBlank() ? "" : ": " + r.lastLine());
                        }
                    }
                }
            } catch (InterruptedException e) {
                error = "cancelled: still running " + written(GRACE) + " after the streams ended";
                Thread.currentThread().interrupt();
            } catch (SQLException e) {
                error = cancelled ? "cancelled: still running " + written(GRACE) + " after the streams ended" : e.getMessage();
                closeConnection(); // a new one next time
            } catch (Exception e) {
                error = e.getMessage() == null ? e.toString() : e.getMessage();
            }
            SideLoadRecord r = new SideLoadRecord(variant, phase, round, threads, plan.head().index(), plan.head().label(), plan.kind(),
                    action.text(), execution, start, seconds(), rows, null, null, error);
            record(r);
            return r;
        }

        /** Runs a statement; its rows read (a result) or counted (changed). */
        private long statement(String sql) throws SQLException {
            if (connection == null) {
                connection = host.connect();
            }
            try (Statement st = connection.createStatement()) {
                current = st;
                long rows = 0;
                boolean result = st.execute(sql);
                while (true) {
                    if (result) {
                        try (ResultSet rs = st.getResultSet()) {
                            while (rs.next()) {
                                rows++;
                            }
                        }
                    } else {
                        int n = st.getUpdateCount();
                        if (n < 0) {
                            break;
                        }
                        rows += n;
                    }
                    result = st.getMoreResults();
                }
                return rows;
            } finally {
                current = null;
            }
        }

        /** Appends the record; a failure is one warning (once per side load), or the run's line with stopOnError. */
        private void record(SideLoadRecord r) {
            out.append(BundleFormat.SIDE_LOADS, r);
            if (r.error() == null) {
                return;
            }
            String line = String.format(Locale.ROOT, "side load %s failed at %s: %s", r.name(), Numbers.shortSeconds(r.startSeconds()),
                    r.error());
            if (plan.head().stopOnError() && !cancelled && failure.compareAndSet(null, line)) {
                stopStreams.accept(line);
            } else if (!warned && !cancelled) {
                warned = true;
                out.warn(line + " (the streams went on)");
            }
        }

        void stopStream() {
            StreamRunner s = stream;
            if (s != null) {
                s.cancel("the measured streams ended");
            }
        }

        /** After its grace: the statement cancelled on the server, the thread (a command) interrupted. */
        void cancel() {
            cancelled = true;
            Statement st = current;
            if (st != null) {
                try {
                    st.cancel();
                } catch (SQLException ignored) {
                    // the connection is closed below
                }
            }
            thread.interrupt();
        }

        private void closeConnection() {
            if (connection != null) {
                try {
                    connection.close();
                } catch (SQLException ignored) {
                    // nothing was measured on it
                }
                connection = null;
            }
        }
    }
}

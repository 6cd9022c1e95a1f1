package io.benchlab.core.probe;

import io.benchlab.core.bundle.StateRecords.OpenTables;
import io.benchlab.core.bundle.StateRecords.Pass;
import io.benchlab.core.bundle.StateRecords.StateCount;
import io.benchlab.core.bundle.StateRecords.ThreadStateRecord;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Samples what the run's own sessions are doing — the thread states of seed 004's processlist
 * ("Waiting for table", "Repair by sorting") — every period on a thread of its own, one query on a
 * connection of its own per sample, and counts them per operation until the measurement takes
 * them ({@link #cut}): a stream at each interval boundary, a query when it ends. A session is
 * watched by its connection id, which the run knows because it opened the connection.
 *
 * <p>A sampler that fails (its connection killed, a server without the table) stops and says why
 * in {@link #failure()}; what it counted so far is kept, and the measurement goes on: the caller
 * turns the failure into a warning. {@code BENCHLAB_THREAD_STATES=off} turns the sampling off, to
 * measure what it costs.
 */
public final class ThreadStateSampler implements AutoCloseable {
    /** Set to {@code off} to run without thread states (to measure what sampling them costs). */
    public static final String ENV = "BENCHLAB_THREAD_STATES";
    /** A query's passes kept at most; a query flapping between states longer than that keeps its first ones. */
    static final int MAX_PASSES = 1_000;
    /** The shortest wait before a newly watched session's first sample. */
    private static final long FIRST_SAMPLE_MIN_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
    /** The state of a session waiting for its client ({@link ProcessList.Session#label()}). */
    static final String IDLE = "Sleep";

    private final ProcessList source;
    private final long periodNanos;
    private final boolean openTables;
    /** Connection id → the operation its session serves. */
    private final Map<Long, String> watched = new ConcurrentHashMap<>();
    /** Per operation, what was counted since its last cut; guarded by this. */
    private final Map<String, Window> windows = new HashMap<>();
    private final Thread thread;
    private volatile boolean stopping;
    private volatile String failure;
    private volatile boolean woken;

    /**
     * How a run samples thread states.
     *
     * @param period     between two samples ({@code options.stateInterval})
     * @param openTables count {@code SHOW OPEN TABLES} of the workload's schema too ({@code options.openTables})
     */
    public record Plan(Duration period, boolean openTables) {
    }

    private ThreadStateSampler(ProcessList source, Duration period, boolean openTables) {
        this.source = source;
        this.periodNanos = period.toNanos();
        this.openTables = openTables;
        this.thread = new Thread(this::loop, "thread-states");
        this.thread.setDaemon(true);
    }

    /** Whether thread states are sampled at all ({@value #ENV} is not {@code off}). */
    public static boolean enabled() {
        return !"off".equalsIgnoreCase(System.getenv(ENV));
    }

    /**
     * A sampler reading {@code source} as the plan says, already running (it samples only while a
     * session is watched).
     */
    public static ThreadStateSampler start(ProcessList source, Plan plan) {
        ThreadStateSampler s = new ThreadStateSampler(source, plan.period(), plan.openTables());
        s.thread.start();
        return s;
    }

    /** The sampling period in milliseconds. */
    public long periodMillis() {
        return TimeUnit.NANOSECONDS.toMillis(periodNanos);
    }

    /**
     * Counts session {@code connectionId} for {@code operation} from now on.
     *
     * @param passes keep the states it goes through, in order (a query's one session)
     */
    public void watch(long connectionId, String operation, boolean passes) {
        synchronized (this) {
            windows.computeIfAbsent(operation, o -> new Window(passes, System.nanoTime()));
        }
        watched.put(connectionId, operation);
        woken = true; // the first sample soon, not a period later
        LockSupport.unpark(thread);
    }

    /** Stops counting the sessions of {@code operation} (its measurement ended). */
    public void unwatch(String operation) {
        watched.values().removeIf(operation::equals);
        synchronized (this) {
            windows.remove(operation);
        }
    }

    /**
     * What {@code operation}'s sessions did since the last cut (or since they were first watched),
     * as a record of the bundle; counting starts again from zero. Null when the operation is not
     * watched.
     *
     * @param threads the stream's threads, null for a query
     * @param index   the stream interval, null for a query
     */
    public ThreadStateRecord cut(String variant, String phase, int round, String operation, Integer threads, Integer index) {
        Window w;
        long now = System.nanoTime();
        synchronized (this) {
            w = windows.get(operation);
            if (w == null) {
                return null;
            }
            windows.put(operation, new Window(w.passes != null, now));
        }
        return new ThreadStateRecord(variant, phase, round, operation, threads, index, periodMillis(), w.samples, w.sessionSamples,
                w.states(), w.passes(now), w.openTables);
    }

    /** Why sampling stopped early, or null while it works. */
    public String failure() {
        return failure;
    }

    /** Stops the sampling thread and closes its connection. */
    @Override
    public void close() {
        stopping = true;
        LockSupport.unpark(thread);
        try {
            thread.join(TimeUnit.SECONDS.toMillis(10));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        source.close();
    }

    private void loop() {
        long next = System.nanoTime();
        while (!stopping) {
            if (!watched.isEmpty()) {
                try {
                    sample();
                } catch (Exception | LinkageError e) {
                    // the measurement goes on without states; the caller warns
                    failure = why(e);
                    return;
                }
            }
            long now = System.nanoTime();
            next = Math.max(next + periodNanos, now); // a late sample is not made up for
            while (!stopping && !woken && (now = System.nanoTime()) < next) {
                LockSupport.parkNanos(this, next - now);
            }
            if (woken) {
                woken = false;
                // a new session: its first sample a tenth of a period on (time for its statement to reach the
                // server, so a query shorter than the period is still seen), the period from there
                next = System.nanoTime() + Math.max(FIRST_SAMPLE_MIN_NANOS, periodNanos / 10);
                while (!stopping && (now = System.nanoTime()) < next) {
                    LockSupport.parkNanos(this, next - now);
                }
            }
        }
    }

    /** The failure in the user's words: a lost connection says so; the server's own message otherwise. */
    static String why(Throwable e) {
        if (e instanceof java.sql.SQLException sql && sql.getSQLState() != null && sql.getSQLState().startsWith("08")) {
            return "its connection to the server was lost (killed, or the server went away)";
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? "it failed without a message" : m.lines().findFirst().orElse(m);
    }

    private void sample() throws Exception {
        Map<Long, String> now = Map.copyOf(watched);
        if (now.isEmpty()) {
            return;
        }
        List<ProcessList.Session> sessions = source.read(now.keySet());
        OpenTables tables = openTables ? source.openTables() : null;
        long at = System.nanoTime();
        Map<String, Map<String, Integer>> byOperation = new HashMap<>();
        for (ProcessList.Session s : sessions) {
            String op = now.get(s.id());
            if (op != null) {
                byOperation.computeIfAbsent(op, o -> new LinkedHashMap<>()).merge(s.label(), 1, Integer::sum);
            }
        }
        synchronized (this) {
            for (String op : new java.util.HashSet<>(now.values())) {
                Window w = windows.get(op);
                if (w != null) {
                    w.add(byOperation.getOrDefault(op, Map.of()), tables, at);
                }
            }
        }
    }

    /** One operation's counts between two cuts; used under the sampler's lock. */
    private static final class Window {
        final long startNanos;
        long samples;
        long sessionSamples;
        final Map<String, long[]> counts = new LinkedHashMap<>(); // state → {samples, sessionsMax}
        OpenTables openTables;
        /** A query's states in order, with the time each was first seen; null for a stream. */
        final List<String> passes;
        final List<Long> passStarts;

        Window(boolean passes, long startNanos) {
            this.startNanos = startNanos;
            this.passes = passes ? new ArrayList<>() : null;
            this.passStarts = passes ? new ArrayList<>() : null;
        }

        void add(Map<String, Integer> states, OpenTables tables, long at) {
            if (passes != null && states.keySet().equals(Set.of(IDLE))) {
                // a query's one session idle: the statement has not reached the server yet, or is done
                return;
            }
            samples++;
            states.forEach((state, n) -> {
                sessionSamples += n;
                long[] c = counts.computeIfAbsent(state, s -> new long[2]);
                c[0] += n;
                c[1] = Math.max(c[1], n);
            });
            if (tables != null) {
                openTables = openTables == null ? tables : new OpenTables(Math.max(openTables.open(), tables.open()),
                        Math.max(openTables.inUse(), tables.inUse()), Math.max(openTables.nameLocked(), tables.nameLocked()));
            }
            if (passes != null && states.size() == 1 && passes.size() < MAX_PASSES) {
                String state = states.keySet().iterator().next();
                if (passes.isEmpty() || !passes.get(passes.size() - 1).equals(state)) {
                    passes.add(state);
                    // the first state is taken to have begun with the measurement
                    passStarts.add(passes.size() == 1 ? startNanos : at);
                }
            }
        }

        Map<String, StateCount> states() {
            Map<String, StateCount> out = new LinkedHashMap<>();
            counts.entrySet().stream().sorted((a, b) -> Long.compare(b.getValue()[0], a.getValue()[0]))
                    .forEach(e -> out.put(e.getKey(), new StateCount(e.getValue()[0], (int) e.getValue()[1])));
            return out;
        }

        List<Pass> passes(long end) {
            if (passes == null) {
                return null;
            }
            List<Pass> out = new ArrayList<>();
            for (int i = 0; i < passes.size(); i++) {
                long until = i + 1 < passes.size() ? passStarts.get(i + 1) : end;
                out.add(new Pass(passes.get(i), (until - passStarts.get(i)) / 1e9));
            }
            return out;
        }
    }
}

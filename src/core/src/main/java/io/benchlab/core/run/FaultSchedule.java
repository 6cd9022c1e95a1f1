package io.benchlab.core.run;

import io.benchlab.core.plan.FaultPlan;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.stream.FirstSuccess;
import io.benchlab.core.stream.StreamRunner;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * The faults of one stream run (a phase's streams at one thread count), struck at their times on a
 * timer thread of their own. The clock starts with the stream's measurement
 * ({@link io.benchlab.core.stream.StreamListener#onStart}), so {@code at: 20s} is 20 s after the
 * measured start, the intervals' own time. A fault with {@code for:} is undone that long after
 * its action was done (started again, resumed): {@code for} is how long the node is down. Each action's time is kept, and each running stream is asked for its
 * first success after it ({@link StreamRunner#firstSuccessFrom}), from the instant the action was
 * done: an operation still in flight against the old server never counts as recovered.
 *
 * <p>{@link #close()} ends the timer (a fault not yet due never strikes) and brings back every node
 * a fault still holds (resumed, or started again), so the run goes on as it would without faults.
 * A fault that could not be done does not stop the stream; {@link #failure()} says what, and the
 * run fails after the stream in that one line.
 */
final class FaultSchedule implements AutoCloseable {
    private final List<FaultPlan> faults;
    private final Faultable target;
    private final List<StreamRunner> runners;
    private final Consumer<String> events;
    /** The actions still to come, earliest first: the strikes, and each undo once its strike was done. */
    private final java.util.PriorityQueue<Step> steps = new java.util.PriorityQueue<>(
            Comparator.comparingLong(Step::atNanos).thenComparing(Step::undo));
    private final long[] lasting;
    private final Struck[] struck;
    private volatile long measureStart;
    private volatile boolean closed;
    private Thread timer;

    /** What happened to one fault, in {@link System#nanoTime()} instants (0: did not happen). */
    static final class Struck {
        final String node;
        volatile long injectedNanos;
        volatile long tookNanos;
        volatile long backNanos;
        volatile String error;
        /** One watch per running stream, in the order of the runners. */
        volatile List<FirstSuccess> recovery = List.of();

        Struck(String node) {
            this.node = node;
        }
    }

    /** One timed action: a fault striking ({@code undo} false), or undone after its {@code for:}. */
    private record Step(long atNanos, int fault, boolean undo) {
    }

    /**
     * @param faults  the variant's faults for this phase, in the file's order
     * @param target  what they strike (its {@link Faultable#node} names each fault's target; refused targets fail here)
     * @param runners the streams that run, each asked for its recovery
     * @param events  where each action is told (the bundle's events and the progress lines)
     */
    FaultSchedule(List<FaultPlan> faults, Faultable target, List<StreamRunner> runners, Consumer<String> events) {
        this.faults = List.copyOf(faults);
        this.target = target;
        this.runners = List.copyOf(runners);
        this.events = events;
        this.struck = new Struck[faults.size()];
        this.lasting = new long[faults.size()];
        for (int i = 0; i < faults.size(); i++) {
            FaultPlan f = faults.get(i);
            struck[i] = new Struck(target.node(f.target()));
            steps.add(new Step(f.at().toNanos(), i, false));
            lasting[i] = f.lasting() == null ? -1 : f.lasting().toNanos();
        }
    }

    /** The measurement started at this instant: the timer starts. Called once, on the stream's sampler thread. */
    void start(long measureStartNanos) {
        this.measureStart = measureStartNanos;
        timer = Thread.ofPlatform().daemon().name("faults").start(this::strikeAll);
    }

    private void strikeAll() {
        while (true) {
            Step step;
            synchronized (steps) {
                step = steps.poll();
            }
            if (step == null) {
                return;
            }
            long due = measureStart + step.atNanos();
            long left;
            while (!closed && (left = due - System.nanoTime()) > 0) {
                LockSupport.parkNanos(this, left);
            }
            if (closed) {
                return;
            }
            if (step.undo()) {
                undo(step.fault());
            } else {
                strike(step.fault());
            }
        }
    }

    private void strike(int i) {
        FaultPlan f = faults.get(i);
        Struck s = struck[i];
        long t0 = System.nanoTime();
        s.injectedNanos = t0;
        try {
            switch (f.action()) {
                case KILL -> target.kill(s.node);
                case STOP -> target.stop(s.node);
                case PAUSE -> target.pause(s.node);
                case RESUME -> {
                    target.resume(s.node);
                    s.backNanos = System.nanoTime();
                }
                case RESTART -> {
                    if (target.running(s.node)) {
                        target.stop(s.node);
                    }
                    if (f.lasting() == null) {
                        target.start(s.node);
                        s.backNanos = System.nanoTime();
                    }
                }
            }
        } catch (RuntimeException e) {
            s.error = oneLine(e);
        }
        long t1 = System.nanoTime();
        s.tookNanos = t1 - t0;
        if (lasting[i] >= 0 && s.error == null) {
            synchronized (steps) {
                steps.add(new Step(t1 - measureStart + lasting[i], i, true)); // down for that long from now
            }
        }
        List<FirstSuccess> watches = new ArrayList<>();
        runners.forEach(r -> watches.add(r.firstSuccessFrom(t1)));
        s.recovery = List.copyOf(watches);
        events.accept(describe(f, s.node) + " struck at " + Numbers.shortSeconds((t0 - measureStart) / 1e9) + " (took " + Numbers.shortSeconds(s.tookNanos / 1e9) + ")"
                + (s.error == null ? "" : "; it failed: " + s.error));
    }

    private void undo(int i) {
        FaultPlan f = faults.get(i);
        Struck s = struck[i];
        if (s.error != null) {
            return;
        }
        try {
            switch (f.action().undo()) {
                case RESUME -> target.resume(s.node);
                case START -> target.start(s.node);
                case NONE -> {
                    return; // nothing lasts: a resume is never undone
                }
            }
            s.backNanos = System.nanoTime();
            events.accept(s.node + " back at " + Numbers.shortSeconds((s.backNanos - measureStart) / 1e9) + " (" + describe(f, s.node) + ")");
        } catch (RuntimeException e) {
            s.error = "bringing it back: " + oneLine(e);
            events.accept(describe(f, s.node) + ": " + s.error);
        }
    }

    /** What happened to each fault, in the file's order. */
    List<Struck> struck() {
        return List.of(struck);
    }

    long measureStart() {
        return measureStart;
    }

    /** The first fault that could not be done (or undone), in one line; null when every one was. */
    String failure() {
        for (int i = 0; i < struck.length; i++) {
            if (struck[i].error != null) {
                return describe(faults.get(i), struck[i].node) + " failed: " + struck[i].error;
            }
        }
        return null;
    }

    /** Ends the timer and brings back every node a fault still holds (resumed, or started again as it ran). */
    @Override
    public void close() {
        closed = true;
        Thread t = timer;
        if (t != null) {
            LockSupport.unpark(t);
            boolean interrupted = false;
            while (t.isAlive()) {
                try {
                    t.join(); // an action under way (a restart) finishes first
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        for (Map.Entry<String, PlannedFaults.State> held : target.planned().now().entrySet()) {
            try {
                if (held.getValue() == PlannedFaults.State.PAUSED) {
                    target.resume(held.getKey());
                } else {
                    target.start(held.getKey());
                }
                events.accept(held.getKey() + " brought back at the stream's end ("
                        + (held.getValue() == PlannedFaults.State.PAUSED ? "resumed" : "started again") + ")");
            } catch (RuntimeException e) {
                throw new BenchlabException("could not bring " + held.getKey() + " back after its fault: " + oneLine(e), e);
            }
        }
    }

    /** {@code fault kill of server at 20s for 5s}. */
    private static String describe(FaultPlan f, String node) {
        return f.describe(node);
    }


    private static String oneLine(RuntimeException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return m.lines().findFirst().orElse(m);
    }
}

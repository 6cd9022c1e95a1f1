package io.benchlab.core.run;

import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Lets another thread stop a run: the Ctrl-C handler or the GUI's Cancel. Statements in flight are
 * cancelled on the server (Connector/J sends KILL QUERY), and the runner marks the bundle
 * interrupted, keeping every finished measurement.
 */
public final class RunControl {
    private volatile boolean cancelled;
    private final List<Statement> inFlight = new ArrayList<>();
    private final List<Runnable> cancelHooks = new ArrayList<>();

    public void cancel() {
        cancelled = true;
        List<Statement> statements;
        List<Runnable> hooks;
        synchronized (this) {
            statements = new ArrayList<>(inFlight);
            hooks = new ArrayList<>(cancelHooks);
        }
        for (Statement s : statements) {
            try {
                s.cancel();
            } catch (SQLException | RuntimeException ignored) {
                // the statement may have finished meanwhile
            }
        }
        hooks.forEach(Runnable::run);
    }

    public boolean cancelled() {
        return cancelled;
    }

    /** Throws {@link Cancelled} when a cancel was requested. */
    public void check() {
        if (cancelled) {
            throw new Cancelled();
        }
    }

    synchronized void track(Statement s) {
        inFlight.add(s);
    }

    synchronized void untrack(Statement s) {
        inFlight.remove(s);
    }

    /** Runs when cancelled (a stream runner registers its own stop). */
    public synchronized void onCancel(Runnable hook) {
        cancelHooks.add(hook);
    }

    public synchronized void removeOnCancel(Runnable hook) {
        cancelHooks.remove(hook);
    }

    /** Thrown inside the runner to unwind after a cancel. */
    public static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Cancelled() {
            super("cancelled", null, false, false);
        }
    }
}

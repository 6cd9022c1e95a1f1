package io.benchlab.core.run;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.SessionRecords.StepRecord;
import io.benchlab.core.bundle.StateRecords.ThreadStateRecord;
import io.benchlab.core.plan.SessionPlan;
import io.benchlab.core.probe.ThreadStateSampler;
import io.benchlab.core.stream.ConnectionSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Runs an experiment's scripted sessions in one phase ({@code sessions:}, seed 004's "session 1:
 * LOCK TABLES …; session 2: CREATE TABLE … LIKE"): each session on a connection of its own and a
 * thread of its own, all started together, each running its steps in order — a statement, a pause,
 * or a wait until another session's step has ended. Each step is timed from the common start and
 * its session's thread states are kept while it runs ({@link StepRecord}, sessions.jsonl). A step
 * that fails ends its session (its later steps are not run, and a step waiting for one of them
 * goes on, marked as such); the others go on, and the failure is recorded, not thrown.
 */
final class ScriptedSessions {
    /** The longest a step waits for another session's step before it gives up (a session that hangs). */
    private static final long MOST_WAIT_NANOS = TimeUnit.HOURS.toNanos(1);

    private final VariantSession session;
    private final String phase;
    private final int round;
    private final List<SessionPlan> sessions;
    /** Per session, per step (from 1): counted down when the step ended, or when its session ended without it. */
    private final Map<String, List<CountDownLatch>> ended = new HashMap<>();

    private ScriptedSessions(VariantSession session, String phase, int round, List<SessionPlan> sessions) {
        this.session = session;
        this.phase = phase;
        this.round = round;
        this.sessions = sessions;
        for (SessionPlan s : sessions) {
            List<CountDownLatch> latches = new ArrayList<>();
            s.steps().forEach(st -> latches.add(new CountDownLatch(1)));
            ended.put(s.name(), latches);
        }
    }

    /** Runs the sessions to their ends; their steps go to the bundle and the listener. */
    static void run(VariantSession session, String phase, int round, List<SessionPlan> sessions, BundleWriter bundle,
                    RunListener listener) {
        if (sessions.isEmpty()) {
            return;
        }
        new ScriptedSessions(session, phase, round, sessions).run(bundle, listener);
    }

    private void run(BundleWriter bundle, RunListener listener) {
        ConnectionSource source = session.streamSource(sessions.get(0).connectTo(), true);
        ThreadStateSampler states = null;
        try {
            states = session.startStateSampler();
        } catch (SQLException e) {
            RunWarnings.warn(bundle, listener, session.name(), "thread states of the sessions not sampled: " + e.getMessage());
        }
        List<Connection> connections = new ArrayList<>();
        try {
            for (SessionPlan s : sessions) {
                Connection c = source.open();
                connections.add(c);
                if (states != null) {
                    states.watch(VariantSession.connectionId(c), operation(s), true);
                }
            }
        } catch (SQLException e) {
            connections.forEach(ScriptedSessions::closeQuietly);
            if (states != null) {
                states.close();
            }
            throw new BenchlabException("sessions: cannot connect a scripted session: " + e.getMessage(), e);
        }
        long start = System.nanoTime();
        List<Thread> threads = new ArrayList<>();
        List<List<StepRecord>> steps = new ArrayList<>();
        ThreadStateSampler sampler = states;
        for (int i = 0; i < sessions.size(); i++) {
            SessionPlan s = sessions.get(i);
            Connection c = connections.get(i);
            List<StepRecord> mine = new ArrayList<>();
            steps.add(mine);
            threads.add(Thread.ofPlatform().name("session-" + s.name()).start(() -> runSession(s, c, start, sampler, mine)));
        }
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                connections.forEach(ScriptedSessions::abortQuietly);
                Thread.currentThread().interrupt();
                break;
            }
        }
        if (states != null) {
            states.close();
        }
        connections.forEach(ScriptedSessions::closeQuietly);
        for (List<StepRecord> mine : steps) {
            for (StepRecord r : mine) {
                bundle.append(BundleFormat.SESSIONS, r);
                listener.message(String.format(Locale.ROOT, "    session %s step %d (%s %s): %.3f s → %.3f s%s%s", r.session(), r.step(),
                        r.kind(), r.text(), r.startSeconds(), r.endSeconds(),
                        r.states() == null || r.states().isEmpty() ? "" : ", " + String.join(" → ", r.states().stream()
                                .map(p -> p.state() + String.format(Locale.ROOT, " %.1f s", p.seconds())).toList()),
                        r.error() == null ? "" : ", failed: " + r.error()));
            }
        }
        if (states != null && states.failure() != null) {
            RunWarnings.warn(bundle, listener, session.name(), "thread states of the sessions stopped early: " + states.failure());
        }
    }

    private static String operation(SessionPlan s) {
        return "session " + s.name();
    }

    private void runSession(SessionPlan s, Connection c, long start, ThreadStateSampler states, List<StepRecord> out) {
        List<CountDownLatch> mine = ended.get(s.name());
        String failed = null;
        for (int j = 0; j < s.steps().size(); j++) {
            SessionPlan.Step step = s.steps().get(j);
            if (failed != null) {
                mine.get(j).countDown(); // not run: a session waiting for it goes on
                continue;
            }
            if (states != null) {
                states.cut(session.name(), phase, round, operation(s), null, null); // the step's states start here
            }
            long t0 = System.nanoTime();
            String error = null;
            try {
                switch (step.kind()) {
                    case SQL -> execute(c, step.text());
                    case SLEEP -> Thread.sleep(step.sleep().toMillis());
                    case WAIT_FOR -> error = await(step.text());
                }
            } catch (SQLException e) {
                error = e.getMessage() == null ? "failed" : e.getMessage().lines().findFirst().orElse(e.getMessage());
            } catch (InterruptedException e) {
                error = "interrupted";
                Thread.currentThread().interrupt();
            }
            long t1 = System.nanoTime();
            ThreadStateRecord r = states == null ? null : states.cut(session.name(), phase, round, operation(s), null, null);
            out.add(new StepRecord(session.name(), phase, round, s.name(), j + 1, step.name(), step.kind().word(), step.text(),
                    (t0 - start) / 1e9, (t1 - start) / 1e9, error, r == null ? null : r.passes()));
            mine.get(j).countDown();
            failed = error;
        }
    }

    /** Waits until {@code SESSION/STEP} has ended; null, or why the wait ended otherwise. */
    private String await(String waitFor) throws InterruptedException {
        int slash = waitFor.indexOf('/');
        String other = waitFor.substring(0, slash);
        String which = waitFor.substring(slash + 1);
        SessionPlan o = sessions.stream().filter(s -> s.name().equals(other)).findFirst().orElseThrow();
        int index = -1;
        for (int k = 0; k < o.steps().size(); k++) {
            if (which.equals(o.steps().get(k).name())) {
                index = k;
            }
        }
        if (index < 0) {
            index = Integer.parseInt(which) - 1; // the checks let only a name or a number through
        }
        return ended.get(other).get(index).await(MOST_WAIT_NANOS, TimeUnit.NANOSECONDS) ? null : "gave up waiting for " + waitFor;
    }

    private static void execute(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            boolean results = st.execute(sql);
            while (true) {
                if (results) {
                    try (ResultSet rs = st.getResultSet()) {
                        while (rs.next()) {
                            // read and dropped: the statement's time includes sending its rows
                        }
                    }
                } else if (st.getUpdateCount() == -1) {
                    break;
                }
                results = st.getMoreResults();
            }
        }
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (SQLException | RuntimeException e) {
            // best effort
        }
    }

    private static void abortQuietly(Connection c) {
        try {
            c.abort(Runnable::run);
        } catch (SQLException | RuntimeException e) {
            // best effort
        }
    }
}

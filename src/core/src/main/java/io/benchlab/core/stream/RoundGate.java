package io.benchlab.core.stream;

/**
 * Where a rounds stream's sessions meet ({@link StreamPlan.Rounds}): the sampler opens a round,
 * each worker connects and waits at the barrier until all have, all run their operations, and the
 * sampler waits until the last one disconnected. Closed when the stream stops, which lets every
 * waiting thread go.
 */
final class RoundGate {
    private final int sessions;
    private int round = -1;
    private long roundStart;
    private int connected;
    private long connectSum;
    private long allConnectedAt;
    private long lastQueryEnd;
    private int disconnected;
    private boolean closed;

    RoundGate(int sessions) {
        this.sessions = sessions;
    }

    /** The sampler: round {@code index} begins now. */
    synchronized void open(int index) {
        round = index;
        roundStart = System.nanoTime();
        connected = 0;
        connectSum = 0;
        allConnectedAt = 0;
        lastQueryEnd = 0;
        disconnected = 0;
        notifyAll();
    }

    /** A worker: waits until round {@code index} is open; false when the stream stopped. */
    synchronized boolean awaitOpen(int index) {
        while (!closed && round < index) {
            waitQuietly(0);
        }
        return !closed;
    }

    /**
     * A worker connected: waits until every session of the round is, and returns that instant
     * ({@link System#nanoTime()}), from which they all run; -1 when the stream stopped.
     */
    synchronized long connectedAndAwaitAll() {
        long now = System.nanoTime();
        connected++;
        connectSum += now - roundStart;
        if (connected == sessions) {
            allConnectedAt = now;
            notifyAll();
        }
        while (!closed && connected < sessions) {
            waitQuietly(0);
        }
        return closed ? -1 : allConnectedAt;
    }

    /** A worker ran its round's operations. */
    synchronized void queriesDone() {
        lastQueryEnd = Math.max(lastQueryEnd, System.nanoTime());
    }

    /** A worker disconnected. */
    synchronized void disconnected() {
        if (++disconnected == sessions) {
            notifyAll();
        }
    }

    /**
     * The sampler: waits until every session of the open round disconnected, or until
     * {@code deadline} ({@link System#nanoTime()}); the round's sample, or null when the stream
     * stopped or the deadline came first.
     */
    synchronized RoundSample awaitEnd(long deadline, long sessionQueries) {
        while (!closed && disconnected < sessions) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            waitQuietly(Math.max(1, left / 1_000_000));
        }
        if (closed) {
            return null;
        }
        long end = System.nanoTime();
        return new RoundSample(round, sessions, sessionQueries, connectSum / 1e9 / sessions, (allConnectedAt - roundStart) / 1e9,
                (lastQueryEnd - allConnectedAt) / 1e9, (end - roundStart) / 1e9);
    }

    /** The stream stopped: nobody waits any more. */
    synchronized void close() {
        closed = true;
        notifyAll();
    }

    private void waitQuietly(long millis) {
        try {
            wait(millis);
        } catch (InterruptedException e) {
            // a stop closes the gate; the interrupt is the stop's business
            Thread.currentThread().interrupt();
            closed = true;
        }
    }
}

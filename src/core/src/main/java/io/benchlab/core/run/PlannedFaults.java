package io.benchlab.core.run;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The nodes of a target that a fault took down or paused on purpose, until it brings them back: a
 * death or a silent node among them is the experiment, not a failure. The target's death watch,
 * the node sampler and the stream probe read it from their own threads while the fault schedule
 * writes it.
 *
 * <p>A reading of the nodes runs {@link #sampling while sampling}, and a node is marked down or
 * paused only between readings: a fault never pauses a server in the middle of a reading (which
 * would hold the stream's sampler until the server runs again), and every reading after the mark
 * leaves the node alone.
 */
final class PlannedFaults {
    private final java.util.concurrent.locks.ReentrantReadWriteLock readings = new java.util.concurrent.locks.ReentrantReadWriteLock();
    /** What a fault did to a node that it has not undone yet. */
    enum State {
        /** Killed or stopped: no process until it is started again. */
        DOWN,
        /** Its process stopped (SIGSTOP): it holds its connections and answers nothing. */
        PAUSED
    }

    private final Map<String, State> nodes = new ConcurrentHashMap<>();

    /** Marks the node down, once no reading of the nodes is under way. */
    void down(String node) {
        mark(node, State.DOWN);
    }

    /** Marks the node paused, once no reading of the nodes is under way. */
    void paused(String node) {
        mark(node, State.PAUSED);
    }

    private void mark(String node, State state) {
        readings.writeLock().lock();
        try {
            nodes.put(node, state);
        } finally {
            readings.writeLock().unlock();
        }
    }

    /** A reading of the nodes (it asks {@link #now()} first): no node is marked while it runs. */
    <T> T sampling(java.util.function.Supplier<T> reading) {
        readings.readLock().lock();
        try {
            return reading.get();
        } finally {
            readings.readLock().unlock();
        }
    }

    /** The node runs again as it did. */
    void up(String node) {
        nodes.remove(node);
    }

    Optional<State> of(String node) {
        return Optional.ofNullable(nodes.get(node));
    }

    /** Whether a fault holds any node down or paused. */
    boolean any() {
        return !nodes.isEmpty();
    }

    /** The nodes a fault holds now, with what it did. */
    Map<String, State> now() {
        return Map.copyOf(nodes);
    }

    Set<String> names() {
        return Set.copyOf(nodes.keySet());
    }
}

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
 */
final class PlannedFaults {
    /** What a fault did to a node that it has not undone yet. */
    enum State {
        /** Killed or stopped: no process until it is started again. */
        DOWN,
        /** Its process stopped (SIGSTOP): it holds its connections and answers nothing. */
        PAUSED
    }

    private final Map<String, State> nodes = new ConcurrentHashMap<>();

    void down(String node) {
        nodes.put(node, State.DOWN);
    }

    void paused(String node) {
        nodes.put(node, State.PAUSED);
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

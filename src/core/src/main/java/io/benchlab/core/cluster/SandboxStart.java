package io.benchlab.core.cluster;

import io.benchlab.core.util.Numbers;
import java.time.Duration;
import java.util.List;

/**
 * How long a sandbox took to come up: each node until it accepted connections, and the whole
 * sandbox until it was healthy (replicas replicating, Galera nodes synced).
 */
public record SandboxStart(List<NodeStart> nodes, Duration total) {

    public SandboxStart {
        nodes = List.copyOf(nodes);
    }

    public record NodeStart(String node, Duration took) {
    }

    /** One line for logs and notes: {@code 3.1 s (primary 1.2 s, replica1 1.4 s)}. */
    public String describe() {
        StringBuilder b = new StringBuilder(Numbers.shortSeconds(total.toMillis() / 1000.0)).append(" (");
        for (int i = 0; i < nodes.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(nodes.get(i).node()).append(' ').append(Numbers.shortSeconds(nodes.get(i).took().toMillis() / 1000.0));
        }
        return b.append(')').toString();
    }

}

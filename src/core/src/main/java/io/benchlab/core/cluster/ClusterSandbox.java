package io.benchlab.core.cluster;

import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerException;
import java.util.ArrayList;
import io.benchlab.core.settings.StartupOptions;
import java.util.List;
import java.util.Map;

/**
 * Managed local servers forming one cluster on 127.0.0.1, each node under its own server profile
 * (datadir, port, error log), like dbdeployer's sandboxes. Every node's profile is locked while
 * the sandbox holds it, so no run or {@code server stop} touches a node under it.
 */
public sealed interface ClusterSandbox extends AutoCloseable permits ReplicationSandbox, GaleraSandbox {

    List<ClusterNode> nodes();

    /** Starts every node (or reuses it when it already runs with the same options) and waits until the cluster is healthy. */
    SandboxStart start();

    /** Stops every node cleanly and releases their profiles. */
    @Override
    void close();

    /**
     * The options the next {@link #start()} gives the nodes: {@code common} to every node, then
     * {@code perNode} (node name → options) on top for that node; the cluster's own options win.
     */
    void configure(StartupOptions common, Map<String, StartupOptions> perNode);

    /** The options a node runs with (common, its own, the cluster's). */
    StartupOptions optionsOf(String node);

    /** Stops every node cleanly, keeping their profiles locked (a restart follows). */
    void stopNodes();

    /**
     * Starts one node again after a fault stopped or killed it, on its port with its options, and
     * waits until it is back in the cluster (a replica replicating from the primary, a Galera node
     * synced, rejoined by state transfer); the other nodes are left as they are.
     */
    SandboxStart.NodeStart restartNode(String node);

    /** Merges common and per-node options for one node (the per-node ones win). */
    static Map<String, String> merged(StartupOptions common, Map<String, StartupOptions> perNode, String node) {
        Map<String, String> o = new java.util.TreeMap<>(common.options());
        StartupOptions own = perNode.get(node);
        if (own != null) {
            o.putAll(own.options());
        }
        return o;
    }

    /** Fails with one line naming the first node whose server is gone. */
    default void requireAllAlive() {
        nodes().forEach(ClusterNode::requireAlive);
    }

    default ClusterNode node(String name) {
        return nodes().stream().filter(n -> n.name().equals(name)).findFirst()
                .orElseThrow(() -> new ServerException("no node '" + name + "' in this cluster; nodes: "
                        + String.join(", ", nodes().stream().map(ClusterNode::name).toList())));
    }

    /** Locks every node's profile, or none: a refusal names the profile and its holder. */
    static List<ProfileLock> lockAll(List<ClusterNode> nodes, String purpose) {
        List<ProfileLock> locks = new ArrayList<>();
        try {
            for (ClusterNode n : nodes) {
                locks.add(ProfileLock.acquire(n.server().profile(), purpose + " (node " + n.name() + ")"));
                n.server().resumeLeftover();
            }
            return locks;
        } catch (RuntimeException e) {
            locks.forEach(ProfileLock::close);
            throw e;
        }
    }
}

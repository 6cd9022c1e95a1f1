package io.benchlab.core.run;

import io.benchlab.core.cluster.ExistingCluster;
import io.benchlab.core.cluster.ExistingNode;
import io.benchlab.core.cluster.CatchUp;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.ServerKind;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.settings.StartupOptions;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A cluster the user runs, given by {@code nodeUrls} (docs/clusters.md, "Existing clusters"): like
 * an external server on every node. The nodes' roles are found when the target is created, before
 * anything starts; each node gets a pool, the variant's dynamic settings and its own
 * {@code nodeSettings} as {@code SET GLOBAL}. Benchlab never starts, stops or restarts these
 * nodes, so there are no start-up options and no cold phases (both refused before the run starts).
 */
public final class ExistingClusterTarget implements Cluster {
    private final List<ExistingNode> nodes;
    private final boolean galera;
    private final String label;
    private final TargetPools pools;

    private ExistingClusterTarget(List<ExistingNode> nodes, boolean galera, String label) {
        this.nodes = List.copyOf(nodes);
        this.galera = galera;
        this.label = label;
        this.pools = new TargetPools(label + " is not connected");
    }

    /**
     * Reads the password once (the same credentials for every node), connects to every node and
     * finds its role; a node that cannot be reached or does not fit fails in one line naming it.
     */
    static ExistingClusterTarget create(ServerSpec spec, Path folder) {
        Map<String, Endpoint> endpoints = new LinkedHashMap<>();
        String password = null; // read from its source once (a prompt asks once), then given to every node
        for (var e : spec.nodeUrls().entrySet()) {
            boolean shared = spec.passwordEnv() != null || spec.passwordFile() != null || Boolean.TRUE.equals(spec.passwordPrompt());
            Endpoint ep;
            if (shared && password != null) {
                ep = ServerFactory.external(nodeSpec(spec, e.getValue(), false), folder);
                ep = new Endpoint(e.getValue(), ep.user(), password, ep.label());
            } else {
                ep = ServerFactory.external(nodeSpec(spec, e.getValue(), true), folder);
                password = ep.password();
            }
            endpoints.put(e.getKey(), ep);
        }
        boolean galera = spec.is(ServerKind.GALERA);
        List<ExistingNode> nodes = ExistingCluster.discover(galera, endpoints);
        String label = "existing " + (galera ? "Galera cluster (" + nodes.size() + " nodes)"
                : "replication cluster (primary " + nodes.get(0).name() + " + " + (nodes.size() - 1) + (nodes.size() == 2 ? " replica)" : " replicas)"));
        return new ExistingClusterTarget(nodes, galera, label);
    }

    /** One node as an external server: its URL, the cluster's user and (when asked) password source. */
    private static ServerSpec nodeSpec(ServerSpec spec, String url, boolean withPasswordSource) {
        return withPasswordSource
                ? new ServerSpec(ServerKind.EXTERNAL.word(), null, null, null, url, spec.user(), spec.passwordEnv(), spec.passwordFile(), spec.passwordPrompt(), null, null, null)
                : new ServerSpec(ServerKind.EXTERNAL.word(), null, null, null, url, spec.user(), null, null, null, null, null, null);
    }

    /** This machine when every node's URL names a loopback address; else the nodes' hosts, which benchlab cannot look into. */
    @Override
    public ServerMachine serverMachine() {
        return ServerMachine.ofUrls(nodes.stream().map(n -> n.endpoint().jdbcUrl()).toList());
    }

    @Override
    public List<ExistingNode> members() {
        return nodes;
    }

    @Override
    public ExistingNode writingMember() {
        return nodes.get(0);
    }

    @Override
    public boolean awaitCaughtUp(Duration timeout) {
        return galera || CatchUp.await(writingMember(), nodes.subList(1, nodes.size()), timeout);
    }

    @Override
    public boolean galera() {
        return galera;
    }

    @Override
    public ConnectionPool pool(String node) {
        return pools.get(node);
    }

    @Override
    public String label() {
        return label;
    }

    /** Other runs may use the nodes too: nothing locks a server someone else runs. */
    @Override
    public boolean shared() {
        return true;
    }

    @Override
    public void ensure(StartupOptions options, int maxConnections) {
        ensure(options, Map.of(), maxConnections);
    }

    /** Opens (or grows) every node's pool; start-up options are refused: benchlab does not restart servers it did not start. */
    @Override
    public void ensure(StartupOptions options, Map<String, StartupOptions> perNode, int maxConnections) {
        if (!options.options().isEmpty()) {
            throw new ServerException("start-up options " + options.options().keySet() + " need a sandbox cluster; benchlab does not restart"
                    + " the nodes of " + label);
        }
        perNode.forEach((node, o) -> {
            if (!o.options().isEmpty()) {
                throw new ServerException("node '" + node + "': start-up options " + o.options().keySet() + " need a sandbox cluster;"
                        + " benchlab does not restart the nodes of " + label);
            }
        });
        if (pools.hold(maxConnections)) {
            return;
        }
        pools.close();
        pools.grow(maxConnections);
        for (ExistingNode n : nodes) {
            pools.put(n.name(), ConnectionPool.open(n.endpoint(), pools.size()));
        }
    }

    /** The first node that no longer answers, in one line naming it (a node benchlab did not start can only be asked). */
    @Override
    public Optional<String> death() {
        for (ExistingNode n : nodes) {
            try (Connection c = n.connect()) {
                if (!c.isValid(5)) {
                    return Optional.of(n.down("stopped answering").getMessage());
                }
            } catch (SQLException e) {
                return Optional.of(n.down("stopped answering: " + e.getMessage()).getMessage());
            }
        }
        return Optional.empty();
    }

    /** Closes the pools; the nodes go on running (they are the user's). */
    @Override
    public void close() {
        pools.close();
    }
}

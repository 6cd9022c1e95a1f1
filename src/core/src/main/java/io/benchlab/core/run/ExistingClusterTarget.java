package io.benchlab.core.run;

import io.benchlab.core.cluster.ExistingCluster;
import io.benchlab.core.cluster.ExistingNode;
import io.benchlab.core.cluster.CatchUp;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.settings.StartupOptions;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
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
    private final Map<String, ConnectionPool> pools = new LinkedHashMap<>();
    private int maxConnections;

    private ExistingClusterTarget(List<ExistingNode> nodes, boolean galera, String label) {
        this.nodes = List.copyOf(nodes);
        this.galera = galera;
        this.label = label;
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
        boolean galera = "galera".equals(spec.typeOrDefault());
        List<ExistingNode> nodes = ExistingCluster.discover(galera, endpoints);
        String label = "existing " + (galera ? "Galera cluster (" + nodes.size() + " nodes)"
                : "replication cluster (primary " + nodes.get(0).name() + " + " + (nodes.size() - 1) + (nodes.size() == 2 ? " replica)" : " replicas)"));
        return new ExistingClusterTarget(nodes, galera, label);
    }

    /** One node as an external server: its URL, the cluster's user and (when asked) password source. */
    private static ServerSpec nodeSpec(ServerSpec spec, String url, boolean withPasswordSource) {
        return withPasswordSource
                ? new ServerSpec("external", null, null, null, url, spec.user(), spec.passwordEnv(), spec.passwordFile(), spec.passwordPrompt(), null, null, null)
                : new ServerSpec("external", null, null, null, url, spec.user(), null, null, null, null, null, null);
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
    public List<ExistingNode> streamMembers(String choice, boolean writes) {
        return Cluster.choose(nodes, writingMember(), choice, writes, label);
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
    public ConnectionPool pool() {
        return pool(writingMember().name());
    }

    private ConnectionPool pool(String node) {
        ConnectionPool p = pools.get(node);
        if (p == null) {
            throw new ServerException(label + " is not connected");
        }
        return p;
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
        if (!pools.isEmpty() && maxConnections <= this.maxConnections) {
            return;
        }
        closePools();
        this.maxConnections = Math.max(ConnectionPool.forWorkers(0), Math.max(this.maxConnections, maxConnections));
        for (ExistingNode n : nodes) {
            pools.put(n.name(), ConnectionPool.open(n.endpoint(), this.maxConnections));
        }
    }

    /** Every node's pool, the writing node first (each node's variables are recorded). */
    @Override
    public Map<String, ConnectionPool> nodePools() {
        Map<String, ConnectionPool> out = new LinkedHashMap<>();
        nodes.forEach(n -> out.put(n.name(), pool(n.name())));
        return out;
    }

    @Override
    public List<Endpoint> streamEndpoints(String choice, boolean writes) {
        return streamMembers(choice, writes).stream().map(n -> pool(n.name()).endpoint()).toList();
    }

    /** The variant's dynamic settings on every node, then each node's own ({@code nodeSettings}) on top. */
    @Override
    public void setGlobals(Map<String, String> global, Map<String, Map<String, String>> perNode) throws SQLException {
        for (ExistingNode n : nodes) {
            Map<String, String> values = new LinkedHashMap<>(global);
            values.putAll(perNode.getOrDefault(n.name(), Map.of()));
            try (Connection c = pool(n.name()).connection(); Statement st = c.createStatement()) {
                for (var g : values.entrySet()) {
                    st.execute("SET GLOBAL " + g.getKey() + " = " + g.getValue());
                }
            } catch (SQLException e) {
                throw n.down("refused SET GLOBAL: " + e.getMessage());
            }
        }
    }

    @Override
    public void finishVariant(String variant, String schema, io.benchlab.core.bundle.BundleWriter bundle, RunListener listener) {
        ClusterCheck.finish(this, variant, schema, bundle, listener);
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

    private void closePools() {
        pools.values().forEach(ConnectionPool::close);
        pools.clear();
    }

    /** Closes the pools; the nodes go on running (they are the user's). */
    @Override
    public void close() {
        closePools();
    }
}

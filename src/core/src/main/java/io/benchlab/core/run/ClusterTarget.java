package io.benchlab.core.run;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.NodeRecords;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.bundle.Records.Settle;
import io.benchlab.core.cluster.ClusterNode;
import io.benchlab.core.cluster.ClusterSandbox;
import io.benchlab.core.cluster.GaleraSandbox;
import io.benchlab.core.cluster.ReplicationSandbox;
import io.benchlab.core.cluster.SandboxStart;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.probe.BlockDevice;
import io.benchlab.core.probe.PageCache;
import io.benchlab.core.probe.SystemSampler;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ServerDistribution;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerState;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.util.UserPaths;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A cluster sandbox as a run's target (docs/clusters.md): every node a managed server on
 * 127.0.0.1. Setup (datasets, the workload's prepare) and queries go to the writing node (a
 * replication cluster's primary, a Galera cluster's first node) and reach the others through
 * replication; streams choose their nodes ({@code stream.writeTo}). Start-up options go to every
 * node, a variant's {@code nodeSettings} to their node; changing either restarts the whole
 * cluster. A cold phase stops every node, evicts every datadir and starts the cluster again, with
 * a cold proof per node.
 */
public final class ClusterTarget implements Cluster {
    private final ClusterSandbox sandbox;
    private final String label;
    private final Map<String, ConnectionPool> pools = new LinkedHashMap<>();
    private final List<Start> starts = new ArrayList<>();
    private final Map<String, ColdProof> lastCold = new LinkedHashMap<>();
    private StartupOptions common;
    private Map<String, StartupOptions> perNode = Map.of();
    private boolean started;
    private int maxConnections = ConnectionPool.forWorkers(0);

    /** One start of the cluster: why ({@code start}, {@code settings}, {@code cold}) and how long each node took. */
    public record Start(String why, SandboxStart took) {
    }

    ClusterTarget(ClusterSandbox sandbox, String label) {
        this.sandbox = sandbox;
        this.label = label;
    }

    /**
     * The sandbox a spec describes (nothing started yet): its server build and, for Galera, the
     * provider library are checked here; the nodes' profiles are locked at the first start.
     */
    static ClusterTarget create(ServerFactory factory, ServerSpec spec, Path folder) {
        ServerDistribution dist = factory.clusterDistribution(spec, folder);
        String name = spec.profileOrDefault();
        if ("galera".equals(spec.typeOrDefault())) {
            Path provider = spec.provider() != null ? UserPaths.resolve(spec.provider(), folder)
                    : GaleraSandbox.findProvider().orElseThrow(() -> new BenchlabException("no wsrep provider library (libgalera_smm.so)"
                    + " found in /usr/lib; install it (Debian: apt-get install galera-4) or give server.provider: PATH"));
            int n = spec.nodes() == null ? ExperimentDefaults.GALERA_NODES : spec.nodes();
            return new ClusterTarget(GaleraSandbox.create(factory.home().servers(), dist, provider, name, n, StartupOptions.none()),
                    "Galera sandbox '" + name + "' (" + n + " nodes)");
        }
        int n = spec.replicas() == null ? ExperimentDefaults.REPLICAS : spec.replicas();
        return new ClusterTarget(ReplicationSandbox.create(factory.home().servers(), dist, name, n, StartupOptions.none()),
                "replication sandbox '" + name + "' (primary + " + n + (n == 1 ? " replica)" : " replicas)"));
    }

    public List<ClusterNode> nodes() {
        return sandbox.nodes();
    }

    @Override
    public List<ClusterNode> members() {
        return sandbox.nodes();
    }

    @Override
    public ClusterNode writingMember() {
        return writingNode();
    }

    @Override
    public List<ClusterNode> streamMembers(String choice, boolean writes) {
        return Cluster.choose(sandbox.nodes(), writingNode(), choice, writes, label);
    }

    /** The node setup and queries go to: the primary, or a Galera cluster's first node. */
    public ClusterNode writingNode() {
        return sandbox.nodes().get(0);
    }

    /** A node's pool (the cluster runs). */
    public ConnectionPool pool(String node) {
        ConnectionPool p = pools.get(node);
        if (p == null) {
            throw new ServerException(label + " is not started");
        }
        return p;
    }

    @Override
    public ConnectionPool pool() {
        return pool(writingNode().name());
    }

    /** Every node's pool, the writing node first (each node's variables are recorded). */
    @Override
    public Map<String, ConnectionPool> nodePools() {
        Map<String, ConnectionPool> out = new LinkedHashMap<>();
        sandbox.nodes().forEach(n -> out.put(n.name(), pool(n.name())));
        return out;
    }

    /** Each node's endpoint, for the stream workers that connect to it. */
    public Endpoint endpoint(ClusterNode node) {
        return pool(node.name()).endpoint();
    }

    @Override
    public String label() {
        return label;
    }

    /** Common options, the per-node ones as they are: see {@link #ensure(StartupOptions, Map, int)}. */
    @Override
    public void ensure(StartupOptions options, int maxConnections) {
        ensure(options, perNode, maxConnections);
    }

    /**
     * Makes every node run with {@code common} plus its own options: the first time starts the
     * cluster, a change restarts all of it (a Galera cluster cannot restart one node with other
     * wsrep options and stay one cluster, and replicas follow their primary).
     */
    @Override
    public void ensure(StartupOptions common, Map<String, StartupOptions> perNode, int maxConnections) {
        boolean same = started && common.equals(this.common) && perNode.equals(this.perNode);
        if (same && maxConnections <= this.maxConnections) {
            return;
        }
        closePools();
        this.maxConnections = Math.max(this.maxConnections, maxConnections);
        if (!same) {
            boolean restart = started;
            if (started) {
                sandbox.stopNodes();
            }
            this.common = common;
            this.perNode = Map.copyOf(perNode);
            sandbox.configure(common, this.perNode);
            started = false;
            SandboxStart took = sandbox.start();
            started = true;
            starts.add(new Start(restart ? "settings" : "start", took));
        }
        openPools();
    }

    @Override
    public StartupOptions currentOptions() {
        return started ? common : StartupOptions.none();
    }

    @Override
    public List<Endpoint> streamEndpoints(String choice, boolean writes) {
        return streamMembers(choice, writes).stream().map(this::endpoint).toList();
    }

    /** The starts and the nodes' cold proofs since the last call. */
    @Override
    public void flushRecords(String variant, Phase phase, BundleWriter bundle) {
        for (Start st : starts) {
            bundle.append(BundleFormat.CLUSTER_STARTS, new NodeRecords.ClusterStartRecord(variant, label, st.why(),
                    st.took().total().toMillis() / 1000.0, st.took().nodes().stream()
                    .map(n -> new NodeRecords.NodeSeconds(n.node(), n.took().toMillis() / 1000.0)).toList()));
            bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "info", variant,
                    label + " started (" + st.why() + ") in " + st.took().describe()));
        }
        starts.clear();
        if (phase != null) {
            for (ClusterNode n : sandbox.nodes()) {
                ColdProof proof = lastCold.get(n.name());
                if (proof != null) {
                    bundle.append(BundleFormat.NODE_COLD, new NodeRecords.NodeColdRecord(variant, phase.label(), phase.round(), n.name(),
                            n.role().name().toLowerCase(Locale.ROOT), proof));
                }
            }
        }
        lastCold.clear();
    }

    /** Every node caught up and holding the same rows (count and checksum), recorded per node; else the run fails naming the node. */
    @Override
    public void finishVariant(String variant, String schema, BundleWriter bundle, RunListener listener) {
        ClusterCheck.finish(this, variant, schema, bundle, listener);
    }

    @Override
    public boolean holdsMachine() {
        return started;
    }

    /** Stops every node to make room for another target's; the next {@link #ensure} starts the cluster again. */
    @Override
    public void suspend() {
        closePools();
        sandbox.stopNodes();
        started = false;
    }

    /** The writing node's disk and process (the workload's own node). */
    @Override
    /** The disk of the writing node's datadir; the server processes of every node, summed (they all run here). */
    public SystemSampler machineSampler() {
        List<Long> pids = sandbox.nodes().stream().map(n -> n.server().state().map(ServerState::pid).orElse(-1L)).toList();
        return SystemSampler.ofProcesses(BlockDevice.holding(writingNode().server().profile().dataDir()).orElse(null), pids);
    }

    @Override
    public Optional<Path> localDataDir() {
        return Optional.of(writingNode().server().profile().dataDir());
    }

    /** Every node's error log. */
    @Override
    public Map<String, Path> logs() {
        Map<String, Path> out = new LinkedHashMap<>();
        sandbox.nodes().forEach(n -> out.put("server-" + n.server().profile().name() + "-error.log", n.server().profile().errorLog()));
        return out;
    }

    private void openPools() {
        for (ClusterNode n : sandbox.nodes()) {
            pools.put(n.name(), ConnectionPool.open(ServerFactory.endpoint(n.server()), maxConnections));
        }
    }

    private void closePools() {
        pools.values().forEach(ConnectionPool::close);
        pools.clear();
    }

    /**
     * Every node down (each with a slow shutdown armed, as for one server), every datadir evicted
     * from the page cache, the cluster started again; then each node's proof, in node order.
     */
    @Override
    public ColdProof coldRestart(boolean dropCaches) {
        Map<String, ColdProof> proofs = restartCold(dropCaches);
        lastCold.clear();
        lastCold.putAll(proofs);
        return proofs.get(writingNode().name());
    }

    Map<String, ColdProof> restartCold(boolean dropCaches) {
        Map<String, ColdSettle.Before> pending = new LinkedHashMap<>();
        for (ClusterNode n : sandbox.nodes()) {
            ConnectionPool p = pools.get(n.name());
            if (p != null) {
                pending.put(n.name(), ColdSettle.arm(p));
            }
        }
        closePools();
        sandbox.stopNodes();
        started = false;
        Map<String, long[]> before = new LinkedHashMap<>();
        boolean evicted = true;
        boolean dropped = false;
        try {
            for (ClusterNode n : sandbox.nodes()) {
                Path data = n.server().profile().dataDir();
                evicted &= PageCache.evict(data);
            }
            if (dropCaches) {
                dropped = PageCache.dropAll();
            }
            for (ClusterNode n : sandbox.nodes()) {
                Path data = n.server().profile().dataDir();
                before.put(n.name(), new long[]{PageCache.totalBytes(data), PageCache.residentBytes(data)});
            }
        } catch (IOException e) {
            throw new ServerException("cannot evict the datadirs of " + label + " from the page cache: " + e.getMessage(), e);
        }
        SandboxStart took = sandbox.start();
        started = true;
        starts.add(new Start("cold", took));
        openPools();
        Map<String, ColdProof> proofs = new LinkedHashMap<>();
        String method = "every node restarted (" + (sandbox instanceof GaleraSandbox ? "the first bootstraps, the others rejoin" : "replicas reconnect by GTID")
                + "); innodb_buffer_pool_dump_at_shutdown=OFF, innodb_buffer_pool_load_at_startup=OFF; "
                + (evicted ? "every datadir evicted from the OS page cache (posix_fadvise DONTNEED via dd iflag=nocache)" : "page cache NOT evicted (dd missing)")
                + (dropped ? "; whole OS page cache dropped (drop_caches=3)" : "");
        for (ClusterNode n : sandbox.nodes()) {
            ConnectionPool p = pools.get(n.name());
            ColdSettle.Before b = pending.get(n.name());
            Settle settle = b == null ? null : ColdSettle.finish(b, p);
            long residentAfter;
            try {
                residentAfter = PageCache.residentBytes(n.server().profile().dataDir());
            } catch (IOException e) {
                residentAfter = -1;
            }
            long[] pages = bufferPool(n, p);
            long[] was = before.get(n.name());
            proofs.put(n.name(), new ColdProof(method, was[0], was[1], residentAfter, pages[0], pages[1], pages[2] == 1, dropped, settle));
        }
        return proofs;
    }

    /** Buffer-pool pages with data, in total, and whether dump/load is off (1) — read before anything else runs. */
    private static long[] bufferPool(ClusterNode n, ConnectionPool pool) {
        long data = -1;
        long total = -1;
        long off = 0;
        try (Connection c = pool.connection(); Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS WHERE Variable_name IN"
                    + " ('Innodb_buffer_pool_pages_data','Innodb_buffer_pool_pages_total')")) {
                while (rs.next()) {
                    if (rs.getString(1).equalsIgnoreCase("Innodb_buffer_pool_pages_data")) {
                        data = rs.getLong(2);
                    } else {
                        total = rs.getLong(2);
                    }
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT @@innodb_buffer_pool_dump_at_shutdown, @@innodb_buffer_pool_load_at_startup")) {
                rs.next();
                off = !rs.getBoolean(1) && !rs.getBoolean(2) ? 1 : 0;
            }
        } catch (SQLException e) {
            n.requireAlive();
            throw new ServerException("cannot read the buffer pool of node '" + n.name() + "' after the cold restart: " + e.getMessage(), e);
        }
        return new long[]{data, total, off};
    }

    /** The first node found dead, in one line naming it; looks for up to a second (exit notices are asynchronous). */
    @Override
    public Optional<String> death() {
        return ExitNotice.awaitDeath(() -> {
            for (ClusterNode n : sandbox.nodes()) {
                try {
                    n.requireAlive();
                } catch (ServerException dead) {
                    return Optional.of(dead.getMessage());
                }
            }
            return Optional.empty();
        });
    }

    /** Stops every node and releases their profiles: a sandbox is the run's own, kept or not (docs/clusters.md). */
    @Override
    public void close() {
        closePools();
        sandbox.close();
    }

    @Override
    public boolean awaitCaughtUp(java.time.Duration timeout) {
        return !(sandbox instanceof ReplicationSandbox r) || r.awaitCaughtUp(timeout);
    }

    @Override
    public boolean galera() {
        return sandbox instanceof GaleraSandbox;
    }
}

package io.benchlab.core.run;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.NodeRecords;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.cluster.ClusterNode;
import io.benchlab.core.cluster.ClusterSandbox;
import io.benchlab.core.cluster.GaleraSandbox;
import io.benchlab.core.cluster.ReplicationSandbox;
import io.benchlab.core.cluster.SandboxStart;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.ServerKind;
import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.flavour.Flavour;
import io.benchlab.core.probe.BlockDevice;
import io.benchlab.core.probe.SystemSampler;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ServerDistribution;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerState;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.util.UserPaths;
import java.nio.file.Path;
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
 * a cold proof per node. A fault strikes one node ({@code primary} or a node's name); started again
 * it rejoins the cluster on its port.
 */
public final class ClusterTarget implements Cluster, Faultable {
    private final ClusterSandbox sandbox;
    private final String label;
    private final TargetPools pools;
    private final List<Start> starts = new ArrayList<>();
    private final Map<String, ColdProof> lastCold = new LinkedHashMap<>();
    private StartupOptions common;
    private Map<String, StartupOptions> perNode = Map.of();
    private boolean started;
    private final PlannedFaults planned = new PlannedFaults();

    /** One start of the cluster: why ({@code start}, {@code settings}, {@code cold}) and how long each node took. */
    public record Start(String why, SandboxStart took) {
    }

    ClusterTarget(ClusterSandbox sandbox, String label) {
        this.sandbox = sandbox;
        this.label = label;
        this.pools = new TargetPools(label + " is not started");
    }

    /**
     * The sandbox a spec describes (nothing started yet): its server build and, for Galera, the
     * provider library are checked here; the nodes' profiles are locked at the first start.
     */
    static ClusterTarget create(ServerFactory factory, ServerSpec spec, Path folder) {
        ServerDistribution dist = factory.clusterDistribution(spec, folder);
        String name = spec.profileOrDefault();
        if (spec.is(ServerKind.GALERA)) {
            if (dist.flavour() == Flavour.MYSQL) {
                throw new BenchlabException(Flavour.needsMariadb("a Galera sandbox", dist.release()));
            }
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

    @Override
    public List<ClusterNode> members() {
        return sandbox.nodes();
    }

    /** The primary, or a Galera cluster's first node. */
    @Override
    public ClusterNode writingMember() {
        return sandbox.nodes().get(0);
    }

    @Override
    public ConnectionPool pool(String node) {
        return pools.get(node);
    }

    @Override
    public String label() {
        return label;
    }

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
        if (same && pools.hold(maxConnections)) {
            return;
        }
        pools.close();
        pools.grow(maxConnections);
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

    @Override
    public boolean holdsMachine() {
        return started;
    }

    /** Stops every node to make room for another target's; the next {@link #ensure} starts the cluster again. */
    @Override
    public void suspend() {
        pools.close();
        sandbox.stopNodes();
        started = false;
    }

    /** The disk of the writing node's datadir; the server processes of every node, summed (they all run here). */
    @Override
    public SystemSampler machineSampler() {
        List<Long> pids = sandbox.nodes().stream().map(n -> n.server().state().map(ServerState::pid).orElse(-1L)).toList();
        return SystemSampler.ofProcesses(BlockDevice.holding(writingMember().server().profile().dataDir()).orElse(null), pids);
    }

    /** This machine; the environment describes the disk of the writing node's datadir. */
    @Override
    public ServerMachine serverMachine() {
        return new ServerMachine.ThisMachine(writingMember().server().profile().dataDir());
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
            pools.put(n.name(), ConnectionPool.open(ServerFactory.endpoint(n.server()), pools.size()));
        }
    }

    /**
     * Every node down (each with a slow shutdown armed, as for one server), every datadir evicted
     * from the page cache, the cluster started again ({@link ColdRestart}); each node's proof is
     * kept for {@link #flushRecords}, the writing node's is the phase's.
     */
    @Override
    public ColdProof coldRestart(boolean dropCaches) {
        List<ColdRestart.Node> nodes = sandbox.nodes().stream()
                .map(n -> new ColdRestart.Node(n.name(), pools.orNull(n.name()), ColdRestart.Data.here(n.server().profile().dataDir()))).toList();
        ColdRestart.Server restart = new ColdRestart.Server(
                "every node restarted (" + (galera() ? "the first bootstraps, the others rejoin" : "replicas reconnect by GTID") + ")", () -> {
                    pools.close();
                    sandbox.stopNodes();
                    started = false;
                }, () -> {
                    starts.add(new Start("cold", sandbox.start()));
                    started = true;
                    openPools();
                }, this::pool, name -> sandbox.nodes().stream().filter(n -> n.name().equals(name)).forEach(ClusterNode::requireAlive));
        Map<String, ColdProof> proofs = ColdRestart.restart(restart, new ColdRestart.Here(), "every datadir", nodes, dropCaches);
        lastCold.clear();
        lastCold.putAll(proofs);
        return proofs.get(writingMember().name());
    }

    /** {@code primary} is the writing node; else a node's name. */
    @Override
    public String node(String target) {
        String name = io.benchlab.core.plan.NodeChoice.PRIMARY.equals(target) ? writingMember().name() : target;
        return sandbox.node(name).name();
    }

    @Override
    public void kill(String node) {
        planned.down(node);
        sandbox.node(node).server().kill();
    }

    @Override
    public void stop(String node) {
        planned.down(node);
        sandbox.node(node).server().stop();
    }

    /** Back in the cluster ({@link ClusterSandbox#restartNode}), with a new pool (the old one's connections died with it). */
    @Override
    public void start(String node) {
        sandbox.restartNode(node); // how long it took is the fault's record
        ClusterNode n = sandbox.node(node);
        pools.replace(node, ConnectionPool.open(ServerFactory.endpoint(n.server()), pools.size()));
        planned.up(node);
    }

    @Override
    public void pause(String node) {
        planned.paused(node);
        sandbox.node(node).server().pause();
    }

    @Override
    public void resume(String node) {
        sandbox.node(node).server().resume();
        planned.up(node);
    }

    @Override
    public boolean running(String node) {
        return sandbox.node(node).server().isRunning();
    }

    @Override
    public PlannedFaults planned() {
        return planned;
    }

    /**
     * The first node found dead, in one line naming it; looks for up to a second (exit notices are
     * asynchronous). A node a fault holds down or paused is not dead.
     */
    @Override
    public Optional<String> death() {
        return ExitNotice.awaitDeath(() -> {
            for (ClusterNode n : sandbox.nodes()) {
                if (planned.of(n.name()).isPresent()) {
                    continue;
                }
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
        pools.close();
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

package io.benchlab.core.cluster;

import io.benchlab.core.flavour.Flavour;
import io.benchlab.core.flavour.ReplicationWords;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerDistribution;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerProfile;
import io.benchlab.core.settings.StartupOptions;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One primary and N GTID replicas (MariaDB, or MySQL with {@code gtid_mode=ON} and
 * auto-positioning, in the statements of its release: {@link ReplicationWords}): profiles {@code NAME-primary}, {@code NAME-replica1}…
 * Every node writes a binlog with {@code log_slave_updates} (so a replica could be promoted) and
 * runs {@code gtid_strict_mode}, which makes "transactions behind" a plain difference of sequence
 * numbers. Replicas start with {@code skip_slave_start}: the primary's port can change from one
 * start to the next, so each start points them at it again ({@code MASTER_USE_GTID=slave_pos}
 * resumes where they stopped).
 */
public final class ReplicationSandbox implements ClusterSandbox {
    private static final Duration HEALTHY_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration ERROR_GRACE = Duration.ofSeconds(5);

    private final String name;
    private final List<ClusterNode> nodes;
    private final Flavour flavour;
    private final ReplicationWords words;
    private StartupOptions common;
    private Map<String, StartupOptions> perNode = Map.of();
    private List<ProfileLock> locks = List.of();

    private ReplicationSandbox(String name, List<ClusterNode> nodes, StartupOptions common, ServerDistribution distribution) {
        this.flavour = distribution.flavour();
        this.words = flavour.replication(distribution.releaseNumbers());
        this.name = name;
        this.nodes = List.copyOf(nodes);
        this.common = common;
    }

    /**
     * @param serversDir where server profiles live ({@code BenchlabHome.servers()})
     * @param common     options every node gets (the replication ones are added, and win)
     */
    public static ReplicationSandbox create(Path serversDir, ServerDistribution distribution, String name, int replicas,
                                            StartupOptions common) {
        if (replicas < 1) {
            throw new ServerException("a replication sandbox needs at least one replica, not " + replicas);
        }
        if (distribution.flavour() == Flavour.MYSQL && !distribution.releaseNumbers().atLeast(5, 7, 6)) {
            throw new ServerException("MySQL replication sandboxes count in GTID sets with auto-positioning, which need MySQL 5.7.6 or later; "
                    + distribution.release() + " is older");
        }
        List<ClusterNode> nodes = new ArrayList<>();
        nodes.add(new ClusterNode("primary", NodeRole.PRIMARY, 1,
                new ManagedServer(ServerProfile.in(serversDir, name + "-primary"), distribution)));
        for (int i = 1; i <= replicas; i++) {
            nodes.add(new ClusterNode("replica" + i, NodeRole.REPLICA, i + 1,
                    new ManagedServer(ServerProfile.in(serversDir, name + "-replica" + i), distribution)));
        }
        return new ReplicationSandbox(name, nodes, common, distribution);
    }

    @Override
    public List<ClusterNode> nodes() {
        return nodes;
    }

    public ClusterNode primary() {
        return nodes.get(0);
    }

    public List<ClusterNode> replicas() {
        return nodes.subList(1, nodes.size());
    }

    @Override
    public synchronized void configure(StartupOptions common, Map<String, StartupOptions> perNode) {
        this.common = common;
        this.perNode = Map.copyOf(perNode);
    }

    @Override
    public synchronized StartupOptions optionsOf(String node) {
        return optionsFor(node(node));
    }

    /** The options a node starts with: the common ones, its own, plus what replication needs. */
    StartupOptions optionsFor(ClusterNode node) {
        Map<String, String> o = new TreeMap<>(ClusterSandbox.merged(common, perNode, node.name()));
        o.put("server_id", Integer.toString(node.serverId()));
        o.put("log_bin", "binlog");
        o.put(words.logReplicaUpdates(), "ON");
        if (flavour == Flavour.MARIADB) {
            o.put("binlog_format", "ROW"); // MySQL's default, and deprecated there since 8.0.34
            o.put("gtid_strict_mode", "ON");
        } else {
            o.put("gtid_mode", "ON");
            o.put("enforce_gtid_consistency", "ON");
        }
        o.put("relay_log", "relay-bin"); // not the default host-named files: a sandbox copied to another host still works
        if (node.role() == NodeRole.REPLICA) {
            o.put(words.skipReplicaStart(), "ON");
        }
        return new StartupOptions(o);
    }

    @Override
    public synchronized SandboxStart start() {
        if (locks.isEmpty()) {
            locks = ClusterSandbox.lockAll(nodes, "replication sandbox '" + name + "'");
        }
        long t0 = System.nanoTime();
        List<SandboxStart.NodeStart> took = new ArrayList<>();
        try {
            for (ClusterNode n : nodes) {
                long t = System.nanoTime();
                n.server().ensureRunning(optionsFor(n), 0);
                took.add(new SandboxStart.NodeStart(n.name(), Duration.ofNanos(System.nanoTime() - t)));
            }
            for (ClusterNode r : replicas()) {
                pointAtPrimary(r);
            }
            awaitReplicating(replicas());
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        return new SandboxStart(took, Duration.ofNanos(System.nanoTime() - t0));
    }

    /**
     * The primary comes back on its port, and the replicas reconnect to it by themselves (every
     * second); a replica is pointed at the primary again (it starts with {@code skip_slave_start})
     * and waited for until it replicates.
     */
    @Override
    public synchronized SandboxStart.NodeStart restartNode(String name) {
        ClusterNode n = node(name);
        long t = System.nanoTime();
        n.server().startAgain(optionsFor(n));
        if (n.role() == NodeRole.REPLICA) {
            pointAtPrimary(n);
            awaitReplicating(List.of(n));
        }
        return new SandboxStart.NodeStart(n.name(), Duration.ofNanos(System.nanoTime() - t));
    }

    private void pointAtPrimary(ClusterNode replica) {
        try (Connection c = replica.connect(); Statement s = c.createStatement()) {
            s.execute(words.stopReplica());
            s.execute(changeSource(primary().port()));
            s.execute(words.startReplica());
        } catch (SQLException e) {
            throw replica.down("cannot be made a replica of the primary: " + e.getMessage());
        }
    }

    /**
     * The statement that points a replica at the primary. Root without a password is reachable on
     * 127.0.0.1 only, as for every managed server; no TLS, as managed servers' sessions (MariaDB 11.4
     * replicas would default to it). MariaDB resumes from its applied GTID position
     * ({@code MASTER_USE_GTID=slave_pos}); MySQL asks the primary for what its GTID set lacks
     * ({@code SOURCE_AUTO_POSITION=1}) and fetches the primary's RSA key for caching_sha2_password's
     * full login over plain TCP ({@code GET_SOURCE_PUBLIC_KEY=1}, needed for an account with a password).
     */
    String changeSource(int primaryPort) {
        String common = words.changeSource() + " " + words.option("HOST") + "='127.0.0.1', " + words.option("PORT") + "=" + primaryPort
                + ", " + words.option("USER") + "='root', " + words.option("PASSWORD") + "='', " + words.option("CONNECT_RETRY") + "=1, "
                + words.option("SSL") + "=0";
        return flavour == Flavour.MARIADB ? common + ", MASTER_USE_GTID=slave_pos"
                : common + ", " + words.option("AUTO_POSITION") + "=1, GET_" + words.optionPrefix() + "PUBLIC_KEY=1";
    }

    /** Waits until each replica's IO and SQL threads run; fails naming the replica and its error. */
    private void awaitReplicating(List<ClusterNode> replicas) {
        long deadline = System.nanoTime() + HEALTHY_TIMEOUT.toNanos();
        for (ClusterNode r : replicas) {
            ReplicaLag lag;
            long failingSince = 0;
            do {
                r.requireAlive();
                lag = ClusterProbe.lag(r, r.dialect().none());
                if (lag.healthy()) {
                    break;
                }
                // an error that persists for a few retries (wrong port, refused login) will not go away by waiting
                failingSince = lag.lastError().isEmpty() ? 0 : failingSince == 0 ? System.nanoTime() : failingSince;
                if (failingSince != 0 && System.nanoTime() - failingSince > ERROR_GRACE.toNanos()) {
                    break;
                }
                sleep(100);
            } while (System.nanoTime() < deadline);
            if (!lag.healthy()) {
                throw r.down("does not replicate (IO thread "
                        + (lag.ioRunning() ? "running" : "stopped") + ", SQL thread " + (lag.sqlRunning() ? "running" : "stopped")
                        + (lag.lastError().isEmpty() ? "" : ": " + lag.lastError()) + ")");
            }
        }
    }

    /**
     * Waits until every replica has applied everything the primary has binlogged so far.
     *
     * @return false if some replica did not get there within {@code timeout}
     */
    public boolean awaitCaughtUp(Duration timeout) {
        return CatchUp.await(primary(), replicas(), timeout);
    }

    /** Replicas first (so none is left chasing a stopped primary), then the primary. */
    @Override
    public synchronized void stopNodes() {
        for (int i = nodes.size() - 1; i >= 0; i--) {
            ClusterNode n = nodes.get(i);
            if (n.role() == NodeRole.REPLICA && n.server().isRunning()) {
                try (Connection c = n.connect(); Statement s = c.createStatement()) {
                    s.execute(words.stopReplica()); // a clean stop of the SQL thread, not one cut off by the shutdown
                } catch (SQLException ignored) {
                    // the shutdown below stops the threads anyway
                }
            }
            n.server().stop();
        }
    }

    /** Stops every node ({@link #stopNodes()}) and releases the profiles. */
    @Override
    public synchronized void close() {
        try {
            stopNodes();
        } finally {
            locks.forEach(ProfileLock::close);
            locks = List.of();
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServerException("interrupted while waiting for the replicas");
        }
    }
}

package io.benchlab.core.cluster;

import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerDistribution;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerProfile;
import io.benchlab.core.settings.StartupOptions;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * N Galera nodes on 127.0.0.1 (profiles {@code NAME-node1}…), each with its own group-communication,
 * IST and SST ports. The first node bootstraps the cluster ({@code --wsrep-new-cluster}); the others
 * join one after another and receive the state by a mariabackup SST. Needs a server built with wsrep and its
 * SST scripts on the PATH (Debian's {@code mariadb-server} and
 * {@code mariadb-backup}, with {@code socat}) and the provider library (Debian's {@code galera-4}).
 * Nodes stop in reverse order so that node1 is the last one down and may bootstrap the next start.
 */
public final class GaleraSandbox implements ClusterSandbox {
    private static final Duration SYNC_TIMEOUT = Duration.ofSeconds(120);
    /** The one start-up option that must not be on a Galera node's command line (see writeOptionFile). */
    private static final String IN_OPTION_FILE = "innodb_buffer_pool_size";
    /** Where distributions put the wsrep provider; the first that exists is used. */
    private static final List<Path> PROVIDERS = Stream.of("/usr/lib/galera/libgalera_smm.so", "/usr/lib/libgalera_smm.so",
            "/usr/lib64/galera-4/libgalera_smm.so", "/usr/lib64/galera/libgalera_smm.so").map(Path::of).toList();

    /** A node's Galera ports: group communication, incremental state transfer, snapshot state transfer. */
    record Ports(int gcomm, int ist, int sst) {
    }

    private final String name;
    private final Path provider;
    private final List<ClusterNode> nodes;
    private final List<Ports> ports;
    private StartupOptions common;
    private Map<String, StartupOptions> perNode = Map.of();
    private List<ProfileLock> locks = List.of();

    private GaleraSandbox(String name, Path provider, List<ClusterNode> nodes, List<Ports> ports, StartupOptions common) {
        this.name = name;
        this.provider = provider;
        this.nodes = List.copyOf(nodes);
        this.ports = List.copyOf(ports);
        this.common = common;
    }

    /** The wsrep provider library installed on this machine, if any. */
    public static Optional<Path> findProvider() {
        return PROVIDERS.stream().filter(Files::isRegularFile).findFirst();
    }

    public static GaleraSandbox create(Path serversDir, ServerDistribution distribution, Path provider, String name, int size,
                                       StartupOptions common) {
        if (size < 1) {
            throw new ServerException("a Galera sandbox needs at least one node, not " + size);
        }
        if (!Files.isRegularFile(provider)) {
            throw new ServerException("no wsrep provider library at " + provider + " (Debian: apt-get install galera-4)");
        }
        List<ClusterNode> nodes = new ArrayList<>();
        List<Ports> ports = new ArrayList<>();
        for (int i = 1; i <= size; i++) {
            nodes.add(new ClusterNode("node" + i, NodeRole.GALERA, i,
                    new ManagedServer(ServerProfile.in(serversDir, name + "-node" + i), distribution)));
            ports.add(new Ports(freePort(), freePort(), freePort()));
        }
        return new GaleraSandbox(name, provider, nodes, ports, common);
    }

    @Override
    public List<ClusterNode> nodes() {
        return nodes;
    }

    @Override
    public synchronized void configure(StartupOptions common, Map<String, StartupOptions> perNode) {
        this.common = common;
        this.perNode = Map.copyOf(perNode);
    }

    @Override
    public synchronized StartupOptions optionsOf(String node) {
        return optionsFor(nodes.indexOf(node(node)), false);
    }

    /** The path of the wsrep provider library the nodes load. */
    public Path provider() {
        return provider;
    }

    StartupOptions optionsFor(int index, boolean bootstrap) {
        ClusterNode node = nodes.get(index);
        Ports p = ports.get(index);
        Map<String, String> o = new TreeMap<>(ClusterSandbox.merged(common, perNode, node.name()));
        o.remove(IN_OPTION_FILE); // in the node's my.cnf instead, see writeOptionFile
        o.put("server_id", Integer.toString(node.serverId()));
        o.put("wsrep_on", "ON");
        o.put("wsrep_provider", provider.toString());
        o.put("wsrep_cluster_name", name);
        o.put("wsrep_cluster_address", "gcomm://" + ports.stream().map(q -> "127.0.0.1:" + q.gcomm()).collect(Collectors.joining(",")));
        o.put("wsrep_node_name", node.name());
        o.put("wsrep_node_address", "127.0.0.1:" + p.gcomm());
        // a small gcache: the default 128 MB per node is disk a sandbox does not need
        o.put("wsrep_provider_options", "base_port=" + p.gcomm() + ";gmcast.listen_addr=tcp://127.0.0.1:" + p.gcomm()
                + ";ist.recv_addr=127.0.0.1:" + p.ist() + ";gcache.size=32M");
        // mariabackup, not rsync: as root, the joiner's rsync daemon drops to 'nobody' and cannot write the datadir
        o.put("wsrep_sst_method", "mariabackup");
        o.put("wsrep_sst_auth", "root:");
        o.put("wsrep_sst_receive_address", "127.0.0.1:" + p.sst());
        o.put("binlog_format", "ROW");
        o.put("innodb_autoinc_lock_mode", "2"); // Galera requires interleaved auto-increment locks
        o.put("default_storage_engine", "InnoDB");
        if (bootstrap) {
            o.put("wsrep_new_cluster", "");
        }
        return new StartupOptions(o);
    }

    @Override
    public synchronized SandboxStart start() {
        if (locks.isEmpty()) {
            locks = ClusterSandbox.lockAll(nodes, "Galera sandbox '" + name + "'");
        }
        long t0 = System.nanoTime();
        List<SandboxStart.NodeStart> took = new ArrayList<>();
        try {
            for (ClusterNode n : nodes) {
                writeOptionFile(n.server().profile(), ClusterSandbox.merged(common, perNode, n.name()).get(IN_OPTION_FILE));
            }
            for (int i = 0; i < nodes.size(); i++) {
                ClusterNode n = nodes.get(i);
                long t = System.nanoTime();
                n.server().ensureRunning(optionsFor(i, i == 0), 0);
                awaitSynced(n, i + 1);
                took.add(new SandboxStart.NodeStart(n.name(), Duration.ofNanos(System.nanoTime() - t)));
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        return new SandboxStart(took, Duration.ofNanos(System.nanoTime() - t0));
    }

    /**
     * The node rejoins the running cluster (never as a bootstrap, even node1: the others form the
     * cluster now) and receives what it missed by state transfer (IST from a survivor's gcache, or a
     * full SST); waits until it is Synced in a component as large as the nodes that run.
     */
    @Override
    public synchronized SandboxStart.NodeStart restartNode(String name) {
        ClusterNode n = node(name);
        long t = System.nanoTime();
        n.server().startAgain(optionsFor(nodes.indexOf(n), false));
        awaitSynced(n, (int) nodes.stream().filter(m -> m.server().isRunning()).count());
        return new SandboxStart.NodeStart(n.name(), Duration.ofNanos(System.nanoTime() - t));
    }

    /**
     * The node's own option file. Options stay on the command line; this file exists so that the SST
     * scripts, which read option files rather than the server's arguments, read it instead of
     * /etc/mysql, and write their log (and mariabackup's) to the node's error log instead of syslog.
     * The buffer pool size goes here rather than on the command line: the SST script hands a
     * command-line {@code --innodb-buffer-pool-size} on to mariadb-backup, which refuses it.
     */
    private static void writeOptionFile(ServerProfile profile, String bufferPoolSize) {
        StringBuilder cnf = new StringBuilder("# written by benchlab for a Galera sandbox node\n[sst]\nsst-syslog=-1\n");
        if (bufferPoolSize != null) {
            cnf.append("[mariadbd]\n").append(IN_OPTION_FILE).append('=').append(bufferPoolSize).append('\n');
        }
        try {
            Files.createDirectories(profile.dir());
            Files.writeString(profile.optionFile(), cnf.toString());
        } catch (IOException e) {
            throw new ServerException("cannot write " + profile.optionFile() + ": " + e.getMessage(), e);
        }
    }

    /** Waits until the node is Synced in a component of at least {@code size} nodes. */
    private static void awaitSynced(ClusterNode n, int size) {
        long deadline = System.nanoTime() + SYNC_TIMEOUT.toNanos();
        FlowControl last = null;
        while (System.nanoTime() < deadline) {
            n.requireAlive();
            try (Connection c = n.connect()) {
                last = ClusterProbe.flowControl(c);
                if ("Synced".equals(last.state()) && last.clusterSize() >= size) {
                    return;
                }
            } catch (SQLException e) {
                // still joining: the server may refuse queries until its state transfer is done
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ServerException("interrupted while waiting for Galera node '" + n.name() + "'");
            }
        }
        throw n.down("is not Synced after " + SYNC_TIMEOUT.toSeconds() + " s"
                + (last == null ? "" : " (state " + last.state() + ", cluster size " + last.clusterSize() + ")"));
    }

    /** In reverse order: node1 is the last one down, so the next start may bootstrap from it. */
    @Override
    public synchronized void stopNodes() {
        for (int i = nodes.size() - 1; i >= 0; i--) {
            nodes.get(i).server().stop();
        }
    }

    @Override
    public synchronized void close() {
        try {
            stopNodes();
        } finally {
            locks.forEach(ProfileLock::close);
            locks = List.of();
        }
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new ServerException("no free TCP port on 127.0.0.1: " + e.getMessage(), e);
        }
    }
}

package io.benchlab.core.experiment;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * What a server block's {@code type:} is, and what that kind of server can do: the one home of
 * "which fields does it take", "can benchlab restart it", "may a fault strike it", "does it start
 * with start-up options", "is it several nodes and how are they named". The checks, the experiment
 * model and the runner ask the kind; nobody compares the type's word. The runner's side — which
 * {@code run.Target} a kind becomes — is {@code run.ServerTargets}' exhaustive switch over this type,
 * so a new kind does not compile until it has a target ({@code ServerKindTest} holds the capabilities
 * declared here to what that target implements).
 *
 * <p>Some capabilities depend on the block's shape, not only its word: a cluster given by its nodes'
 * URLs ({@code nodeUrls}) is an existing one benchlab cannot restart or signal, and a remote server
 * run by the host's own {@code service} is started by that service's command, not with benchlab's
 * options; {@link Support} says which.
 *
 * <p>The server's flavour (MariaDB or MySQL: which binaries, which variable and status names, which
 * replication words) is not a kind: any managed, remote or cluster kind may run either. It belongs
 * beside this type, as a second axis of the server block, not as more kinds.
 */
public enum ServerKind {
    /** benchlab's own MariaDB, fetched through Maven and run on this machine. */
    EMBEDDED("embedded", fields(Fields.MANAGED, "version"), Support.ALWAYS, Support.ALWAYS, Support.ALWAYS, Support.ALWAYS, NodeNaming.ONE),
    /** Another server build's binaries (a folder or a tarball), run on this machine. */
    BINARIES("binaries", fields(Fields.MANAGED, "basedir", "tarball", "sha256"), Support.ALWAYS, Support.ALWAYS, Support.ALWAYS, Support.ALWAYS,
            NodeNaming.ONE),
    /** A server someone else runs, reached by its JDBC URL: never restarted or signalled. */
    EXTERNAL("external", fields(Fields.EXTERNAL), Support.NEVER, Support.NEVER, Support.NEVER, Support.NEVER, NodeNaming.ONE),
    /**
     * A server on another host over SSH: benchlab's copy of the embedded binaries, or the host's own
     * service (then also a JDBC url, as for external).
     */
    REMOTE("remote", fields(fields(Fields.MANAGED, "version", "host", "ssh", "service", "remoteHome"), Fields.EXTERNAL), Support.NEVER,
            Support.ALWAYS, Support.ALWAYS, Support.UNLESS_SERVICE, NodeNaming.ONE),
    /** No server at all, for workloads that declare they need none (storage IO). */
    NONE("none", Set.of(), Support.NEVER, Support.NEVER, Support.NEVER, Support.NEVER, NodeNaming.NONE),
    /** A primary and its replicas: a sandbox benchlab runs on 127.0.0.1, or existing nodes ({@code nodeUrls}). */
    REPLICATION("replication", fields(Fields.CREDENTIALS, "profile", "version", "basedir", "replicas", "nodeUrls"), Support.UNLESS_NODE_URLS,
            Support.UNLESS_NODE_URLS, Support.UNLESS_NODE_URLS, Support.UNLESS_NODE_URLS, NodeNaming.PRIMARY_AND_REPLICAS),
    /**
     * A Galera cluster: a sandbox, or existing nodes. No {@code version}: a Galera node needs a server
     * built with wsrep plus its SST scripts ({@code basedir}, by default the system's).
     */
    GALERA("galera", fields(Fields.CREDENTIALS, "profile", "basedir", "nodes", "provider", "nodeUrls"), Support.UNLESS_NODE_URLS,
            Support.UNLESS_NODE_URLS, Support.UNLESS_NODE_URLS, Support.UNLESS_NODE_URLS, NodeNaming.NUMBERED);

    private final String word;
    private final Set<String> fields;
    private final Support runsHere;
    private final Support restarts;
    private final Support faults;
    private final Support startupOptions;
    private final NodeNaming naming;

    ServerKind(String word, Set<String> fields, Support runsHere, Support restarts, Support faults, Support startupOptions, NodeNaming naming) {
        this.word = word;
        this.fields = fields;
        this.runsHere = runsHere;
        this.restarts = restarts;
        this.faults = faults;
        this.startupOptions = startupOptions;
        this.naming = naming;
    }

    /** As experiment files write it: {@code embedded}, {@code galera}, … */
    public String word() {
        return word;
    }

    /** The fields of a server block of this kind besides {@code type} (a field given for a kind that ignores it is an error). */
    public Set<String> fields() {
        return fields;
    }

    /** The kind {@code type:} names, if it is one. */
    public static Optional<ServerKind> of(String word) {
        return Arrays.stream(values()).filter(k -> k.word.equals(word)).findFirst();
    }

    /** Every kind's word, sorted, as the field catalog and the error lines list them. */
    public static List<String> words() {
        return Arrays.stream(values()).map(ServerKind::word).sorted().toList();
    }

    /** Several nodes (whether a sandbox or existing ones). */
    public boolean cluster() {
        return naming == NodeNaming.PRIMARY_AND_REPLICAS || naming == NodeNaming.NUMBERED;
    }

    /** Whether the block names a server at all ({@code none} does not). */
    public boolean hasServer() {
        return naming != NodeNaming.NONE;
    }

    /** A server benchlab starts and restarts on this machine (embedded, binaries, or a cluster sandbox). */
    public boolean runsHere(ServerSpec spec) {
        return runsHere.of(spec);
    }

    /** Whether benchlab can restart it: cold phases, start-up options and restarts between plans need it. */
    public boolean restartable(ServerSpec spec) {
        return restarts.of(spec);
    }

    /** Whether a fault ({@code faults:}) may strike it: benchlab must be able to signal its processes. */
    public boolean takesFaults(ServerSpec spec) {
        return faults.of(spec);
    }

    /** Whether benchlab starts it with its own command line, so global settings can become start-up options. */
    public boolean takesStartupOptions(ServerSpec spec) {
        return startupOptions.of(spec);
    }

    /** A cluster's node names in order ({@code primary, replica1…}, {@code node1…}, or {@code nodeUrls}' keys); none for one server. */
    public List<String> nodeNames(ServerSpec spec) {
        if (!cluster()) {
            return List.of();
        }
        if (spec.nodeUrls() != null) {
            return List.copyOf(spec.nodeUrls().keySet());
        }
        return naming.names.apply(spec);
    }

    /** Where a kind's capability depends on the block's shape. */
    enum Support {
        ALWAYS, NEVER,
        /** Not for an existing cluster ({@code nodeUrls}): benchlab neither runs nor signals its nodes. */
        UNLESS_NODE_URLS,
        /** Not for a remote host's own service: its start command, not benchlab, decides the options. */
        UNLESS_SERVICE;

        boolean of(ServerSpec spec) {
            return switch (this) {
                case ALWAYS -> true;
                case NEVER -> false;
                case UNLESS_NODE_URLS -> spec.nodeUrls() == null;
                case UNLESS_SERVICE -> spec.service() == null;
            };
        }
    }

    /** How a sandbox names its nodes. */
    private enum NodeNaming {
        NONE(s -> List.of()),
        ONE(s -> List.of()),
        PRIMARY_AND_REPLICAS(s -> {
            List<String> names = new ArrayList<>(List.of("primary"));
            int n = s.replicas() == null ? ExperimentDefaults.REPLICAS : s.replicas();
            for (int i = 1; i <= n; i++) {
                names.add("replica" + i);
            }
            return names;
        }),
        NUMBERED(s -> {
            List<String> names = new ArrayList<>();
            int n = s.nodes() == null ? ExperimentDefaults.GALERA_NODES : s.nodes();
            for (int i = 1; i <= n; i++) {
                names.add("node" + i);
            }
            return names;
        });

        private final Function<ServerSpec, List<String>> names;

        NodeNaming(Function<ServerSpec, List<String>> names) {
            this.names = names;
        }
    }

    /** The field groups several kinds share (a class of its own: the constants above read it while the enum is being made). */
    static final class Fields {
        static final Set<String> MANAGED = Set.of("profile", "port");
        static final Set<String> EXTERNAL = Set.of("url", "user", "passwordEnv", "passwordFile", "passwordPrompt");
        /** How an existing cluster's nodes are logged in to (a sandbox's are reached as root on 127.0.0.1). */
        static final List<String> CREDENTIALS_IN_ORDER = List.of("user", "passwordEnv", "passwordFile", "passwordPrompt");
        static final Set<String> CREDENTIALS = Set.copyOf(CREDENTIALS_IN_ORDER);
    }

    private static Set<String> fields(Set<String> base, String... more) {
        Set<String> s = new HashSet<>(base);
        s.addAll(List.of(more));
        return Set.copyOf(s);
    }

    private static Set<String> fields(Set<String> a, Set<String> b) {
        Set<String> s = new HashSet<>(a);
        s.addAll(b);
        return Set.copyOf(s);
    }
}

package io.benchlab.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.Experiment.ServiceSpec;
import io.benchlab.core.experiment.Experiment.SshSpec;
import io.benchlab.core.experiment.ServerKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What each {@link ServerKind} declares it can do is what the target it becomes implements: a kind
 * that takes faults becomes a {@link Faultable}, a cluster a {@link Cluster}, one that restarts (or
 * has no server, whose cold phase evicts the workload's files) overrides {@link Target#coldRestart}.
 * Every shape of every kind is here, so a new kind fails this test until it is added.
 */
class ServerKindTest {
    private static final ServerTargets TARGETS = new ServerTargets(null);

    /** Each kind in each shape its block can take. */
    private static List<ServerSpec> shapes() {
        SshSpec ssh = new SshSpec("bench", "id_ed25519", null, null, null, null);
        Map<String, String> nodes = new LinkedHashMap<>();
        nodes.put("a", "jdbc:mysql://a/");
        nodes.put("b", "jdbc:mysql://b/");
        List<ServerSpec> specs = new ArrayList<>();
        specs.add(spec("embedded", null, null, null, null));
        specs.add(spec("binaries", null, null, null, null));
        specs.add(spec("external", null, null, null, null));
        specs.add(spec("none", null, null, null, null));
        specs.add(spec("remote", ssh, null, null, null));
        specs.add(spec("remote", ssh, new ServiceSpec("start", "stop", "/var/lib/mysql", null), null, null));
        specs.add(spec("replication", null, null, null, null));
        specs.add(spec("replication", null, null, nodes, null));
        specs.add(spec("galera", null, null, null, 3));
        specs.add(spec("galera", null, null, nodes, null));
        return specs;
    }

    private static ServerSpec spec(String type, SshSpec ssh, ServiceSpec service, Map<String, String> nodeUrls, Integer nodes) {
        return new ServerSpec(type, null, null, null, null, null, null, null, null, null, null, null, null, nodes, null, nodeUrls,
                type.equals("remote") ? "db1" : null, ssh, service, null);
    }

    @Test
    void everyKindsDeclaredCapabilitiesAreWhatItsTargetImplements() {
        Set<ServerKind> seen = EnumSet.noneOf(ServerKind.class);
        for (ServerSpec spec : shapes()) {
            ServerKind kind = spec.kind();
            seen.add(kind);
            Class<? extends Target> type = TARGETS.kind(spec).type();
            String what = kind.word() + (spec.nodeUrls() != null ? " (nodeUrls)" : spec.service() != null ? " (service)" : "") + " → " + type.getSimpleName();
            assertEquals(kind.takesFaults(spec), Faultable.class.isAssignableFrom(type), what + ": takes faults");
            assertEquals(kind.cluster(), Cluster.class.isAssignableFrom(type), what + ": a cluster");
            assertEquals(kind.restartable(spec) || !kind.hasServer(), restarts(type), what + ": restarts for a cold phase");
            assertEquals(kind.cluster(), !kind.nodeNames(spec).isEmpty(), what + ": names its nodes");
            if (kind.takesFaults(spec) || kind.takesStartupOptions(spec) || kind.runsHere(spec)) {
                assertTrue(kind.restartable(spec), what + ": signalling it or starting it with options needs a restartable server");
            }
        }
        assertEquals(EnumSet.allOf(ServerKind.class), seen, "every kind has its shapes here");
    }

    @Test
    void nodeNamesFollowTheKind() {
        assertEquals(List.of("primary", "replica1"), spec("replication", null, null, null, null).nodeNames());
        assertEquals(List.of("node1", "node2", "node3"), spec("galera", null, null, null, 3).nodeNames());
        Map<String, String> urls = new LinkedHashMap<>();
        urls.put("b", "jdbc:mysql://b/");
        urls.put("a", "jdbc:mysql://a/");
        assertEquals(List.of("b", "a"), spec("galera", null, null, urls, null).nodeNames(), "an existing cluster's nodes in the file's order");
        assertFalse(spec("external", null, null, null, null).cluster());
        assertEquals(ServerKind.words(), List.of("binaries", "embedded", "external", "galera", "none", "remote", "replication"));
    }

    private static boolean restarts(Class<? extends Target> type) {
        try {
            return type.getMethod("coldRestart", boolean.class).getDeclaringClass() != Target.class;
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
    }
}

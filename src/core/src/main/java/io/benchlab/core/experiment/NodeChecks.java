package io.benchlab.core.experiment;

import io.benchlab.core.plan.NodeChoice;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.Experiment.StreamSpec;
import io.benchlab.core.experiment.Experiment.VariantSpec;
import java.util.List;
import java.util.Map;

/**
 * The checks that name a cluster's nodes: where stream workers connect ({@code writeTo},
 * {@code readFrom}, in the stream block and a variant's own) and a variant's per-node settings.
 * Every cluster they apply to must have those nodes, and writes go to a replication cluster's
 * primary only.
 */
final class NodeChecks {
    private final Problems problems;

    NodeChecks(Problems problems) {
        this.problems = problems;
    }

    void check(Experiment e) {
        for (int i = 0; i < e.variants().size(); i++) {
            VariantSpec v = e.variants().get(i);
            if (v == null) {
                continue;
            }
            ServerSpec server = v.server() != null ? v.server() : e.server();
            if (v.writeTo() != null) {
                checkChoice("variants[" + i + "].writeTo", v.writeTo(), server, true);
            }
            if (v.readFrom() != null) {
                checkChoice("variants[" + i + "].readFrom", v.readFrom(), server, false);
            }
        }
        if (e.stream() == null) {
            return;
        }
        checkStreamChoices(e.stream(), e.server(), false, false);
        for (VariantSpec v : e.variants()) {
            if (v != null && v.server() != null) {
                // a variant's own server must have the stream block's nodes, unless the variant names its own
                checkStreamChoices(e.stream(), v.server(), v.writeTo() != null, v.readFrom() != null);
            }
        }
    }

    private void checkStreamChoices(StreamSpec stream, ServerSpec server, boolean ownWriteTo, boolean ownReadFrom) {
        if (stream.writeTo() != null && !ownWriteTo) {
            checkChoice("stream.writeTo", stream.writeTo(), server, true);
        }
        if (stream.readFrom() != null && !ownReadFrom) {
            checkChoice("stream.readFrom", stream.readFrom(), server, false);
        }
    }

    private void checkChoice(String at, String to, ServerSpec s, boolean writes) {
        if (s.knownKind().isEmpty()) {
            return; // an unknown server type is its block's problem
        }
        if (!s.cluster()) {
            problems.add(at, at + " chooses nodes of a cluster (server type replication or galera); server type "
                    + s.typeOrDefault() + " has one server: remove the line");
            return;
        }
        boolean galera = s.is(ServerKind.GALERA);
        if (to.equals(NodeChoice.PRIMARY) || to.equals(NodeChoice.ALL) && (galera || !writes)) {
            return;
        }
        if (to.equals(NodeChoice.REPLICAS) && !galera && !writes) {
            return;
        }
        if (to.equals(NodeChoice.REPLICAS)) {
            problems.add(at, galera
                    ? at + ": a Galera cluster has no replicas (every node takes writes); write primary, all or a node's name ("
                            + String.join(", ", s.nodeNames()) + ")"
                    : at + ": only reads run on the replicas (a write to a replica would make it differ from the primary);"
                            + " write " + at + ": primary, and stream.readFrom: replicas");
            return;
        }
        // a sandbox's primary is its first node; an existing cluster's roles are found when it is reached
        boolean knownReplica = s.sandbox() && !galera && s.nodeNames().contains(to) && !to.equals(s.nodeNames().get(0));
        if (writes && (to.equals(NodeChoice.ALL) || knownReplica)) {
            problems.add(at, "a replication cluster takes writes on its primary only (writes to a replica would make it"
                    + " differ from the primary); write " + at + ": primary");
            return;
        }
        if (!s.nodeNames().contains(to)) {
            problems.add(at, at + " is primary, all" + (galera ? "" : writes ? "" : ", replicas") + " or a node's name ("
                    + String.join(", ", s.nodeNames()) + "), not '" + to + "'");
        }
    }

    /** Per-node settings name nodes of the variant's cluster and hold single values. */
    void checkNodeSettings(String at, Map<String, Map<String, Object>> nodeSettings, ServerSpec server, VariantChecks settings) {
        if (nodeSettings.isEmpty()) {
            return;
        }
        if (!server.cluster()) {
            problems.add(at, "nodeSettings set settings per node of a cluster (server type replication or galera); this variant's server is "
                    + server.typeOrDefault() + ": use settings");
            return;
        }
        List<String> names = server.nodeNames();
        for (var n : nodeSettings.entrySet()) {
            String node = at + "." + n.getKey();
            if (!names.contains(n.getKey())) {
                problems.add(node, "this cluster has no node '" + n.getKey() + "'; its nodes are " + String.join(", ", names));
                continue;
            }
            if (n.getValue() == null || n.getValue().isEmpty()) {
                problems.add(node, "nodeSettings." + n.getKey() + " is empty; give settings (e.g. innodb_flush_log_at_trx_commit: 2)"
                        + " or remove the line");
                continue;
            }
            settings.checkSettings(node, n.getValue());
            for (var v : n.getValue().entrySet()) {
                if (v.getValue() instanceof Map<?, ?>) {
                    problems.add(node + "." + v.getKey(), "a node's setting takes a single value, not a mapping");
                }
            }
        }
    }
}

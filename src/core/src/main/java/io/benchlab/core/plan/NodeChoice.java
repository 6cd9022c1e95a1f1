package io.benchlab.core.plan;

/**
 * The words of {@code stream.writeTo} and {@code stream.readFrom} (and a variant's own): which
 * nodes of a cluster a stream's workers connect to. Besides these, a node's name chooses that node.
 * The validator checks the words against the cluster's kind; the cluster targets pick the nodes.
 */
public final class NodeChoice {
    /** The node that takes writes: a replication cluster's primary, a Galera cluster's first node. */
    public static final String PRIMARY = "primary";
    /** Every node, workers spread over them in turn (writes: Galera only). */
    public static final String ALL = "all";
    /** A replication cluster's replicas, workers spread over them in turn (reads only). */
    public static final String REPLICAS = "replicas";

    private NodeChoice() {
    }
}

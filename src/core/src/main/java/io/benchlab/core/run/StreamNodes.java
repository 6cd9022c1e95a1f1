package io.benchlab.core.run;

import io.benchlab.core.plan.VariantPlan;
import io.benchlab.api.StreamOperation;
import io.benchlab.core.cluster.ClusterMember;
import java.util.List;

/**
 * Where one stream's workers connect, in-process or on load hosts alike: a stream that writes
 * goes where the variant (else the stream block) writes; one that only reads where it reads,
 * which defaults to where it writes.
 *
 * @param choice the word of {@code writeTo} / {@code readFrom} (or a node's name) that applies
 * @param writes whether the stream writes (then never to a replica)
 * @param names  the cluster's nodes that word chose; empty for one server
 */
record StreamNodes(String choice, boolean writes, List<String> names) {

    static StreamNodes of(VariantSession session, VariantPlan variant, StreamOperation operation) {
        boolean writes = !operation.readOnly();
        String choice = writes ? variant.writeTo() : variant.readFrom();
        List<String> names = session.target() instanceof Cluster cluster
                ? cluster.streamMembers(choice, writes).stream().map(ClusterMember::name).toList()
                : List.of();
        return new StreamNodes(choice, writes, names);
    }

    /** For the progress line: {@code , writing to primary} or {@code , reading from replica1}; empty for one server. */
    String describe() {
        return names.isEmpty() ? "" : (writes ? ", writing to " : ", reading from ") + String.join(", ", names);
    }
}

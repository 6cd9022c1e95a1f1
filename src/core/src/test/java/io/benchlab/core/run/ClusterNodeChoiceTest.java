package io.benchlab.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.cluster.ClusterMember;
import io.benchlab.core.cluster.ExistingNode;
import io.benchlab.core.cluster.NodeRole;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ServerException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which nodes a stream's workers connect to for the words of stream.writeTo and stream.readFrom.
 * The nodes are never connected to here; the e2e ClusterRunTest runs the choice on real sandboxes.
 */
class ClusterNodeChoiceTest {
    static final ExistingNode PRIMARY = node("db1", NodeRole.PRIMARY);
    static final ExistingNode R1 = node("db2", NodeRole.REPLICA);
    static final ExistingNode R2 = node("db3", NodeRole.REPLICA);
    static final List<ExistingNode> REPLICATION = List.of(PRIMARY, R1, R2);
    static final List<ExistingNode> GALERA = List.of(node("n1", NodeRole.GALERA), node("n2", NodeRole.GALERA));

    static ExistingNode node(String name, NodeRole role) {
        return new ExistingNode(name, role, new Endpoint("jdbc:mariadb://127.0.0.1:1/", "root", "", name));
    }

    static List<String> names(List<? extends ClusterMember> nodes) {
        return nodes.stream().map(ClusterMember::name).toList();
    }

    @Test
    void readsGoWhereTheWordSays() {
        assertEquals(List.of("db1"), names(Cluster.choose(REPLICATION, PRIMARY, null, false, "c")));
        assertEquals(List.of("db1"), names(Cluster.choose(REPLICATION, PRIMARY, "primary", false, "c")));
        assertEquals(List.of("db2", "db3"), names(Cluster.choose(REPLICATION, PRIMARY, "replicas", false, "c")));
        assertEquals(List.of("db1", "db2", "db3"), names(Cluster.choose(REPLICATION, PRIMARY, "all", false, "c")));
        assertEquals(List.of("db3"), names(Cluster.choose(REPLICATION, PRIMARY, "db3", false, "c")));
    }

    @Test
    void writesGoToTheWritingNodeOfReplicationAndAnyGaleraNode() {
        assertEquals(List.of("db1"), names(Cluster.choose(REPLICATION, PRIMARY, "primary", true, "c")));
        assertEquals(List.of("n1", "n2"), names(Cluster.choose(GALERA, GALERA.get(0), "all", true, "c")));
        assertEquals(List.of("n2"), names(Cluster.choose(GALERA, GALERA.get(0), "n2", true, "c")));
    }

    /** An existing cluster's roles are known only once reached: the validator cannot refuse these, the choice does. */
    @Test
    void aWriteToAReplicaIsRefusedNamingIt() {
        ServerException e = assertThrows(ServerException.class, () -> Cluster.choose(REPLICATION, PRIMARY, "db2", true, "cluster x"));
        assertTrue(e.getMessage().startsWith("db2 of cluster x is a replica"), e.getMessage());
        assertThrows(ServerException.class, () -> Cluster.choose(REPLICATION, PRIMARY, "all", true, "cluster x"));
        assertThrows(ServerException.class, () -> Cluster.choose(REPLICATION, PRIMARY, "replicas", true, "cluster x"));
    }

    @Test
    void noReplicasOrAnUnknownNodeIsOneLine() {
        ServerException none = assertThrows(ServerException.class, () -> Cluster.choose(GALERA, GALERA.get(0), "replicas", false, "g"));
        assertEquals("g has no replicas to read from; write readFrom: primary, all or a node's name", none.getMessage());
        ServerException unknown = assertThrows(ServerException.class, () -> Cluster.choose(REPLICATION, PRIMARY, "db9", false, "c"));
        assertEquals("no node 'db9' in c", unknown.getMessage());
    }
}

package io.benchlab.core.probe;

import static io.benchlab.core.probe.ExplainProbeTest.row;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MySQL's EXPLAIN FORMAT=JSON, as MySQL 9.7.4 (Debian's build) printed it for two small tables
 * (a: id primary key, x indexed; b: id primary key, a_id, y), read into the fingerprint: version 1
 * reads as the tabular EXPLAIN of the same statement does, version 2 and the hypergraph optimizer as
 * their iterator tree.
 */
class MySqlJsonPlanTest {

    private static String resource(String name) throws IOException {
        try (InputStream in = MySqlJsonPlanTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void versionOneReadsAsTheTabularExplainOfTheSameStatement() throws IOException {
        // select a.x, count(*) from a join b on b.a_id = a.x where b.y > 0 group by a.x order by 2
        String tabular = ExplainProbe.fingerprint(List.of(
                row("b", "ALL", null, "Using where; Using temporary; Using filesort"),
                row("a", "ref", "x", "Using index")));
        assertEquals("b:ALL:[using where; using temporary; using filesort] > a:ref:x[using index]", tabular);
        assertEquals(tabular, MySqlJsonPlan.fingerprint(resource("mysql-9.7-v1-groupby.json")));
    }

    @Test
    void versionOneNamesAHashJoinAsTheTabularExplainDoes() throws IOException {
        // select b.y, a.x from a ignore index (x) join b on b.a_id = a.x
        String tabular = ExplainProbe.fingerprint(List.of(
                row("b", "ALL", null, null),
                row("a", "ALL", null, "Using where; Using join buffer (hash join)")));
        assertEquals(tabular, MySqlJsonPlan.fingerprint(resource("mysql-9.7-v1-hashjoin.json")));
    }

    @Test
    void versionTwoIsTheIteratorTree() throws IOException {
        assertEquals("sort(<temporary>:table:(temp_table_aggregate(nested_loop inner join join(filter(b:table:),"
                + " a:index_lookup:x))))", MySqlJsonPlan.fingerprint(resource("mysql-9.7-v2-groupby.json")));
    }

    @Test
    void theHypergraphOptimizersHashJoinShowsItsShape() throws IOException {
        // select b.y, a.x from a join b on b.y = a.id, hypergraph_optimizer=on: no tabular EXPLAIN exists for it
        assertEquals("hash inner join join(a:index_scan:PRIMARY, b:index_scan:PRIMARY)",
                MySqlJsonPlan.fingerprint(resource("mysql-9.7-hypergraph-hashjoin.json")));
    }

    @Test
    void textThatIsNoPlanHasNoFingerprint() {
        assertEquals("", MySqlJsonPlan.fingerprint(null));
        assertEquals("", MySqlJsonPlan.fingerprint("not json"));
        assertEquals("", MySqlJsonPlan.fingerprint("{\"something\": 1}"));
    }

    /** MySQL 5.5 has no FORMAT=JSON: its tabular EXPLAIN (manual 5.5, "EXPLAIN Output Format") is the fingerprint. */
    @Test
    void mysql55TabularExplainIsFingerprintedAsToday() {
        assertEquals("customer:ALL:[using where; using temporary; using filesort] > orders:ref:i_o_custkey",
                ExplainProbe.fingerprint(List.of(
                        row("customer", "ALL", null, "Using where; Using temporary; Using filesort"),
                        row("orders", "ref", "i_o_custkey", ""))));
    }

    /** MySQL 5.6's block nested loop and BKA as its manual prints them in Extra. */
    @Test
    void mysql56JoinBuffersKeepTheirKind() {
        assertEquals("part:ALL: > lineitem:ALL:[using join buffer (block nested loop); using where]",
                ExplainProbe.fingerprint(List.of(row("part", "ALL", null, null),
                        row("lineitem", "ALL", null, "Using where; Using join buffer (Block Nested Loop)"))));
        assertEquals("orders:ALL: > lineitem:ref:i_l_orderkey[using join buffer (batched key access)]",
                ExplainProbe.fingerprint(List.of(row("orders", "ALL", null, null),
                        row("lineitem", "ref", "i_l_orderkey", "Using join buffer (Batched Key Access)"))));
    }
}

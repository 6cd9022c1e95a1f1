package io.benchlab.plugin.dbt3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.IndexSpec;
import io.benchlab.api.Operation;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.testkit.AbstractWorkloadPluginTest;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The kit's suite on SF 0.01 (all 22 queries), plus DBT-3's selection and hint rules. */
class Dbt3WorkloadPluginTest extends AbstractWorkloadPluginTest {

    @Override
    protected WorkloadPlugin plugin() {
        return new Dbt3WorkloadPlugin();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("sf", 0.01);
    }

    @Override
    protected List<Map<String, Object>> invalidParameters() {
        return List.of(Map.of("queries", List.of("Q23")), Map.of("hints", List.of("Q19: BKA(lineitem)")),
                Map.of("extraIndexes", List.of("lineitem.i_x(o_orderdate)")));
    }

    static QueryOperation op(Workload w, String name) {
        return w.operations().stream().map(QueryOperation.class::cast).filter(o -> o.name().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no operation " + name));
    }

    @Test
    void defaultsRunAll22WithValidationValues() throws Exception {
        Workload w = create(Map.of("sf", 0.01));
        assertEquals(22, w.operations().size());
        for (int i = 0; i < 22; i++) {
            QueryOperation q = (QueryOperation) w.operations().get(i);
            assertEquals("Q" + (i + 1), q.name());
            assertTrue(q.isExplainable(), q.name());
            assertTrue(q.checkResult());
            assertEquals(Dbt3Queries.sql(i + 1, false, 0.01, 0), q.sql());
        }
        assertEquals("Pricing Summary Report", op(w, "Q1").group());
        DatasetRequirement d = w.datasets().get(0);
        assertEquals("tpch", d.dataset());
        assertEquals(Map.of("sf", 0.01, "indexes", "dbt3", "engine", "InnoDB", "extraIndexes", List.of()), d.parameters(),
                "the tpch dataset's parameters, inherited");
    }

    @Test
    void selectionOrderAndRandom() throws Exception {
        Workload w = create(Map.of("queries", List.of("q6", "Q1"), "substitution", "random", "seed", 5));
        assertEquals(List.of("Q6", "Q1"), w.operations().stream().map(Operation::name).toList());
        assertEquals(Dbt3Queries.sql(6, true, 1, 5), op(w, "Q6").sql());
        assertThrows(WorkloadException.class, () -> create(Map.of("queries", List.of("Q23"))));
        assertThrows(WorkloadException.class, () -> create(Map.of("queries", List.of("Q1", "Q1"))));
        assertThrows(WorkloadException.class, () -> create(Map.of("queries", List.of())));
    }

    @Test
    void hintAddsVariantAfterItsQuery() throws Exception {
        Workload w = create(Map.of(
                "extraIndexes", List.of("lineitem.i_l_partkey_ext(l_partkey,l_quantity,l_shipmode,l_shipinstruct)"),
                "queries", List.of("Q8", "Q19"),
                "hints", List.of("Q19: FORCE INDEX (i_l_partkey_ext) FOR lineitem", "Q8: STRAIGHT_JOIN")));
        assertEquals(List.of("Q8", "Q8[straight_join]", "Q19", "Q19[force i_l_partkey_ext]"),
                w.operations().stream().map(Operation::name).toList());
        String q19 = op(w, "Q19[force i_l_partkey_ext]").sql();
        assertTrue(q19.contains("  lineitem FORCE INDEX (i_l_partkey_ext),\n  part\n"), q19);
        assertEquals(op(w, "Q19").sql(), q19.replace(" FORCE INDEX (i_l_partkey_ext)", ""));
        assertEquals("Discounted Revenue", op(w, "Q19[force i_l_partkey_ext]").group());
        String q8 = op(w, "Q8[straight_join]").sql();
        assertEquals(2, q8.split("SELECT STRAIGHT_JOIN", -1).length - 1, q8);
        assertEquals(op(w, "Q8").sql(), q8.replace("SELECT STRAIGHT_JOIN", "SELECT"));
    }

    @Test
    void replaceAndAliasTargets() throws Exception {
        Workload w = create(Map.of("queries", List.of("Q21"),
                "hints", List.of("replace Q21: IGNORE INDEX (i_l_orderkey, i_l_orderkey_quantity) FOR l3; STRAIGHT_JOIN")));
        assertEquals(List.of("Q21[ignore i_l_orderkey,i_l_orderkey_quantity on l3; straight_join]"),
                w.operations().stream().map(Operation::name).toList());
        String sql = ((QueryOperation) w.operations().get(0)).sql();
        assertTrue(sql.contains("lineitem l3 IGNORE INDEX (i_l_orderkey, i_l_orderkey_quantity)\n"), sql);
        assertEquals(1, sql.split("IGNORE INDEX", -1).length - 1);
        Workload all = create(Map.of("queries", List.of("Q21"), "hints", List.of("Q21: USE INDEX (PRIMARY) FOR lineitem")));
        assertEquals(3, op(all, "Q21[use PRIMARY]").sql().split("USE INDEX \\(PRIMARY\\)", -1).length - 1);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "Q19 FORCE INDEX (i_l_partkey) FOR lineitem",          // no colon
            "Q23: STRAIGHT_JOIN",                                   // no such query
            "Q19: FORCE INDEX (i_l_partkey_ext) FOR lineitem",      // index not planned
            "Q19: FORCE INDEX (i_o_orderdate) FOR lineitem",        // index of another table
            "Q19: FORCE INDEX (i_l_partkey) FOR orders",            // Q19 does not read orders
            "Q19: FORCE INDEX (i_l_partkey) FOR l1",                // no such alias in Q19
            "Q19: FORCE INDEX i_l_partkey FOR lineitem",            // no parentheses
            "Q19: FORCE INDEX () FOR lineitem",                     // empty list
            "Q19: FORCE INDEX (i_l_partkey, i_l_partkey) FOR lineitem",
            "Q19: FORCE KEY (i_l_partkey) FOR lineitem",
            "Q19: STRAIGHT_JOIN; STRAIGHT_JOIN",
            "Q19: STRAIGHT_JOIN;",
            "Q19: BKA(lineitem)",
            "Q19: FORCE INDEX (i_l_partkey) FOR lineitem; DROP TABLE part",
            "Q6: STRAIGHT_JOIN",                                    // Q6 not in queries
            "Q19:",
            ""})
    void invalidHints(String hint) {
        WorkloadException e = assertThrows(WorkloadException.class,
                () -> create(Map.of("queries", List.of("Q19"), "hints", List.of(hint))));
        assertTrue(e.getMessage().startsWith("hints: '"), e.getMessage());
    }

    @Test
    void duplicateVariantsAndReplaces() {
        assertThrows(WorkloadException.class, () -> create(Map.of("queries", List.of("Q8"),
                "hints", List.of("Q8: STRAIGHT_JOIN", "q8 : straight_join"))));
        assertThrows(WorkloadException.class, () -> create(Map.of("queries", List.of("Q8"),
                "hints", List.of("replace Q8: STRAIGHT_JOIN", "replace Q8: USE INDEX (PRIMARY) FOR orders"))));
    }

    @Test
    void noneIndexesOnlyKnowPrimary() throws Exception {
        assertThrows(WorkloadException.class, () -> create(Map.of("indexes", "none", "queries", List.of("Q19"),
                "hints", List.of("Q19: FORCE INDEX (i_l_partkey) FOR lineitem"))));
        Workload w = create(Map.of("indexes", "none", "queries", List.of("Q19"),
                "hints", List.of("Q19: FORCE INDEX (primary) FOR part")));
        assertTrue(op(w, "Q19[force PRIMARY]").sql().contains("  part FORCE INDEX (PRIMARY)\n"));
    }

    /**
     * The indexes a hint may name are the ones the dataset declares for this load, nothing the
     * workload keeps itself: a declared index unknown to DBT-3 is accepted, a DBT-3 index the
     * dataset does not declare is refused.
     */
    @Test
    void hintsKnowExactlyTheIndexesTheDatasetDeclares() throws Exception {
        Parameters values = Parameters.validate(installed().parameters(), Map.of("queries", List.of("Q19"),
                "hints", List.of("Q19: FORCE INDEX (i_l_only_here) FOR lineitem")));
        DatasetPlan declared = new DatasetPlan("tpch", "test", "tpch_sf0_01", Map.of(), List.of(), List.of(),
                List.of(new IndexSpec("lineitem", "i_l_only_here", List.of("l_partkey"))));
        Workload w = plugin().create(values, declared);
        assertTrue(op(w, "Q19[force i_l_only_here]").sql().contains("lineitem FORCE INDEX (i_l_only_here)"));

        Parameters dbt3Index = Parameters.validate(installed().parameters(), Map.of("queries", List.of("Q19"),
                "hints", List.of("Q19: FORCE INDEX (i_l_partkey) FOR lineitem")));
        WorkloadException e = assertThrows(WorkloadException.class, () -> plugin().create(dbt3Index, declared));
        assertTrue(e.getMessage().contains("unknown index 'i_l_partkey'; indexes of lineitem: PRIMARY, i_l_only_here"), e.getMessage());
        // and through the engine, the real dataset's list: its DBT-3 set by default
        assertEquals("Q19[force i_l_partkey]", op(create(Map.of("queries", List.of("Q19"),
                "hints", List.of("Q19: FORCE INDEX (i_l_partkey) FOR lineitem"))), "Q19[force i_l_partkey]").name());
    }

    @Test
    void withoutTheDatasetsPlanTheWorkloadIsRefusedInOneLine() {
        WorkloadException e = assertThrows(WorkloadException.class, () -> plugin().create(Parameters.empty()));
        assertEquals("the dbt3 workload runs over the tpch dataset, which is not installed", e.getMessage());
    }

    /** Every base-table reference of every query is found (hint placement relies on it). */
    @Test
    void tableReferencesOfAllQueries() {
        int[] expected = {0, 1, 9, 3, 2, 6, 1, 6, 8, 6, 4, 6, 2, 2, 2, 2, 3, 3, 4, 2, 5, 6, 3};
        for (int q = 1; q <= 22; q++) {
            assertEquals(expected[q], Dbt3Queries.tableRefs(Dbt3Queries.template(q)).size(), "Q" + q
                    + " " + Dbt3Queries.tableRefs(Dbt3Queries.template(q)));
        }
        assertEquals(List.of("l1", "l2", "l3"), Dbt3Queries.tableRefs(Dbt3Queries.template(21)).stream()
                .filter(r -> r.table().equals("lineitem")).map(Dbt3Queries.TableRef::alias).toList());
        assertEquals(List.of("n1", "n2"), Dbt3Queries.tableRefs(Dbt3Queries.template(8)).stream()
                .filter(r -> r.table().equals("nation")).map(Dbt3Queries.TableRef::alias).toList());
    }

    @Test
    void everyQueryAndHintVariantHasAnAnswerReferenceAskingItsQuestion() throws Exception {
        Workload w = create(Map.of("hints", List.of("Q8: STRAIGHT_JOIN", "replace Q21: IGNORE INDEX (i_l_orderkey) FOR l3")));
        assertEquals(23, w.operations().size());
        for (var op : w.operations()) {
            var q = org.junit.jupiter.api.Assertions.assertInstanceOf(io.benchlab.api.AnswerReference.Query.class,
                    w.answerReference((QueryOperation) op), op.name());
            assertFalse(q.sql().contains("STRAIGHT_JOIN") || q.sql().contains("INDEX ("), "hints are not part of the question: " + op.name());
        }
        var hinted = w.operations().stream().filter(o -> o.name().startsWith("Q8[")).findFirst().orElseThrow();
        assertEquals(w.answerReference(op(w, "Q8")), w.answerReference((QueryOperation) hinted));
    }
}

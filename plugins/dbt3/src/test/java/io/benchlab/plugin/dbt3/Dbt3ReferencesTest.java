package io.benchlab.plugin.dbt3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.AnswerReference;
import io.benchlab.api.Operation;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.Workload;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What check: answers gets from dbt3; that H2 runs these queries is H2QueriesTest's part. */
class Dbt3ReferencesTest {

    private static Workload create(Map<String, Object> values) throws Exception {
        Dbt3WorkloadPlugin plugin = new Dbt3WorkloadPlugin();
        Map<String, Object> all = new java.util.HashMap<>(Map.of("sf", 0.01, "indexes", "dbt3", "extraIndexes", List.of(), "engine", "InnoDB"));
        all.putAll(values);
        List<io.benchlab.api.ParameterSpec> specs = new java.util.ArrayList<>(plugin.parameters());
        specs.addAll(new io.benchlab.dataset.tpch.TpchDatasetProvider().parameters());
        return plugin.create(Parameters.validate(specs, all));
    }

    @Test
    void everyQueryAndHintVariantHasAReferenceAskingItsQuestion() throws Exception {
        Workload w = create(Map.of("hints", List.of("Q8: STRAIGHT_JOIN", "replace Q21: IGNORE INDEX (i_l_orderkey) FOR l3")));
        List<Operation> ops = w.operations();
        assertEquals(23, ops.size());
        for (Operation op : ops) {
            AnswerReference.Query q = assertInstanceOf(AnswerReference.Query.class, w.answerReference((QueryOperation) op), op.name());
            assertFalse(q.sql().contains("STRAIGHT_JOIN") || q.sql().contains("INDEX ("), "hints are not part of the question: " + op.name());
        }
        AnswerReference q8 = w.answerReference((QueryOperation) ops.stream().filter(o -> o.name().equals("Q8")).findFirst().orElseThrow());
        AnswerReference hinted = w.answerReference((QueryOperation) ops.stream().filter(o -> o.name().startsWith("Q8[")).findFirst().orElseThrow());
        assertEquals(q8, hinted);
    }

    @Test
    void theDialectRewritesAreTheDocumentedOnes() {
        String q1 = Dbt3References.toH2(1, Dbt3Queries.sql(1, false, 1, 0));
        assertTrue(q1.contains("INTERVAL '90' DAY"), q1);
        String q11 = Dbt3References.toH2(11, Dbt3Queries.sql(11, false, 1, 0));
        assertFalse(Pattern.compile("\\bvalue\\b").matcher(q11).find(), q11);
        assertTrue(q11.contains("value_ DESC"), q11);
        String q19 = Dbt3References.toH2(19, Dbt3Queries.sql(19, false, 1, 0));
        assertEquals(1, q19.split("p_partkey = l_partkey", -1).length - 1, "the join written once: " + q19);
        assertTrue(q19.contains("WHERE p_partkey = l_partkey AND ("), q19);
        assertEquals(q19.chars().filter(c -> c == '(').count(), q19.chars().filter(c -> c == ')').count(), "balanced: " + q19);
        String q6 = Dbt3Queries.sql(6, false, 1, 0);
        assertEquals(q6.replace("INTERVAL 1 YEAR", "INTERVAL '1' YEAR"), Dbt3References.toH2(6, q6), "nothing else changes");
    }
}

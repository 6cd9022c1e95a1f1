package io.benchlab.plugin.dbt3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The dialect rewrites of check: answers' references (which operations get one: Dbt3WorkloadPluginTest; that H2 runs them: H2QueriesTest). */
class Dbt3ReferencesTest {

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

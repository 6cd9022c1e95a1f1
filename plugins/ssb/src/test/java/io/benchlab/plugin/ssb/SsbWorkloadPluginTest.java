package io.benchlab.plugin.ssb;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.Operation;
import io.benchlab.api.ParameterException;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.testkit.AbstractWorkloadPluginTest;
import io.benchlab.dataset.ssb.SsbDatasetProvider;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kit's suite on SF 0.01, plus the SSB queries' own rules. */
class SsbWorkloadPluginTest extends AbstractWorkloadPluginTest {

    @Override
    protected WorkloadPlugin plugin() {
        return new SsbWorkloadPlugin();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("sf", 0.01);
    }

    /**
     * The most selective queries find nothing in SF 0.01's 60,000 lines (seen on the server); the
     * other eight return rows, which is what the kit checks.
     */
    @Override
    protected Set<String> emptyResultsAllowed() {
        return Set.of("Q2.3", "Q3.2", "Q3.3", "Q3.4", "Q4.3");
    }

    @Override
    protected List<Map<String, Object>> invalidParameters() {
        return List.of(Map.of("queries", List.of("Q5.1")), Map.of("engine", "MyISAM", "rowFormat", "COMPRESSED"),
                Map.of("keyBlockSize", 8));
    }

    private static List<String> names(Workload w) {
        return w.operations().stream().map(Operation::name).toList();
    }

    @Test
    void defaultsGiveThirteenQueriesInFourFlights() throws Exception {
        Workload w = create(Map.of());
        assertEquals(List.of("Q1.1", "Q1.2", "Q1.3", "Q2.1", "Q2.2", "Q2.3", "Q3.1", "Q3.2", "Q3.3", "Q3.4",
                "Q4.1", "Q4.2", "Q4.3"), names(w));
        for (Operation op : w.operations()) {
            QueryOperation q = (QueryOperation) op;
            assertEquals("flight " + q.name().charAt(1), q.group());
            assertTrue(q.isExplainable(), q.name());
            assertTrue(q.checkResult());
            assertFalse(q.sql().isBlank());
            assertFalse(q.sql().endsWith(";"));
            assertTrue(q.sql().contains("FROM") && q.sql().contains("lineorder") && q.sql().contains("`date`"), q.name());
            assertFalse(q.sql().contains("ssb_sf"), "queries use unqualified table names");
        }
        QueryOperation q11 = (QueryOperation) w.operations().get(0);
        assertTrue(q11.sql().contains("d_year = 1993") && q11.sql().contains("lo_discount BETWEEN 1 AND 3")
                && q11.sql().contains("lo_quantity < 25"));
        QueryOperation q34 = (QueryOperation) w.operations().get(9);
        assertTrue(q34.sql().contains("d_yearmonth = 'Dec1997'"));
    }

    @Test
    void everyQueryResourceLoads() {
        for (String name : SsbQueries.NAMES) {
            assertTrue(SsbQueries.sql(name).startsWith("SELECT"), name);
        }
        for (String name : SsbQueries.JOIN_DIRECTION_VARIANTS) {
            assertTrue(SsbQueries.sql(name).contains("STRAIGHT_JOIN"), name);
        }
        assertThrows(IllegalArgumentException.class, () -> SsbQueries.sql("Q9.9"));
    }

    @Test
    void selectionByNameAndFlight() throws Exception {
        assertEquals(List.of("Q1.1", "Q2.1"), names(create(Map.of("queries", List.of("Q1.1", "Q2.1")))));
        assertEquals(List.of("Q3.1", "Q3.2", "Q3.3", "Q3.4"), names(create(Map.of("queries", List.of("flight3")))));
        assertEquals(List.of("Q2.1", "Q2.2", "Q2.3", "Q1.2"), names(create(Map.of("queries", "flight 2, q1.2, Q2.1"))));
        assertEquals(13, names(create(Map.of("queries", List.of("all")))).size());
        WorkloadException e = assertThrows(WorkloadException.class, () -> create(Map.of("queries", List.of("Q5.1"))));
        assertTrue(e.getMessage().contains("Q5.1"));
        assertThrows(WorkloadException.class, () -> create(Map.of("queries", List.of())));
    }

    @Test
    void joinDirectionVariants() throws Exception {
        Workload w = create(Map.of("joinDirections", true));
        assertEquals(15, w.operations().size());
        assertEquals(List.of("Q1.1", "Q1.1-fact-first", "Q1.1-dim-first", "Q1.2"), names(w).subList(0, 4));
        QueryOperation factFirst = (QueryOperation) w.operations().get(1);
        QueryOperation dimFirst = (QueryOperation) w.operations().get(2);
        assertEquals("flight 1", factFirst.group());
        assertEquals("flight 1", dimFirst.group());
        assertTrue(factFirst.sql().matches("(?s).*FROM lineorder\\s+STRAIGHT_JOIN `date`.*"), factFirst.sql());
        assertTrue(dimFirst.sql().matches("(?s).*FROM `date`\\s+STRAIGHT_JOIN lineorder.*"), dimFirst.sql());
        assertFalse(names(create(Map.of())).contains("Q1.1-fact-first"));
        assertEquals(List.of("Q2.1", "Q1.1-fact-first", "Q1.1-dim-first"),
                names(create(Map.of("queries", List.of("Q2.1"), "joinDirections", true))));
    }

    @Test
    void parametersValidate() {
        assertThrows(ParameterException.class, () -> create(Map.of("sf", 0)));
        assertThrows(ParameterException.class, () -> create(Map.of("engine", "Memory")));
        assertThrows(ParameterException.class, () -> create(Map.of("rowFormat", "REDUNDANT")));
        assertThrows(WorkloadException.class, () -> create(Map.of("keyBlockSize", 8)), "the dataset's rule, checked before any server starts");
        assertThrows(ParameterException.class, () -> create(Map.of("joinDirections", "maybe")));
        assertThrows(WorkloadException.class, () -> create(Map.of("engine", "MyISAM", "rowFormat", "COMPRESSED")));
    }

    /** sf, seed, engine … are the dataset's own specs, inherited, not copies. */
    @Test
    void datasetParametersAreInherited() {
        SsbDatasetProvider provider = new SsbDatasetProvider();
        for (var spec : provider.parameters()) {
            assertTrue(installed().parameters().contains(spec), spec.name());
            assertFalse(plugin().parameters().stream().anyMatch(own -> own.name().equals(spec.name())), spec.name());
        }
    }

    @Test
    void datasetRequirementIsAcceptedByTheProvider() throws Exception {
        Workload w = create(Map.of("sf", 0.01, "seed", 3, "secondaryIndexes", true, "engine", "aria"));
        assertEquals(1, w.datasets().size());
        DatasetRequirement req = w.datasets().get(0);
        assertEquals("ssb", req.dataset());
        assertEquals(Map.of("sf", 0.01, "seed", 3L, "secondaryIndexes", true, "engine", "Aria", "rowFormat", "DYNAMIC",
                "keyBlockSize", 0L), req.parameters());
        SsbDatasetProvider provider = new SsbDatasetProvider();
        DatasetPlan plan = provider.plan(Parameters.validate(provider.parameters(), req.parameters()));
        assertEquals("ssb_sf0_01_seed3", plan.schema());
        assertEquals("Aria", plan.identity().get("engine"));
        assertEquals("true", plan.identity().get("secondaryIndexes"));
        // defaults line up with the provider's defaults
        DatasetRequirement defaults = create(Map.of()).datasets().get(0);
        assertEquals(provider.plan(Parameters.validate(provider.parameters(), Map.of())).identity(),
                provider.plan(Parameters.validate(provider.parameters(), defaults.parameters())).identity());
    }
}

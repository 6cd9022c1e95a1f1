package io.benchlab.plugin.oltp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadPlugin;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What each script takes and refuses, and what it declares to the engine; no server needed. */
class OltpOptionsTest {

    /** Creates the workload as the engine would: the script's own parameters, then the dataset's. */
    private static Workload create(WorkloadPlugin plugin, Map<String, Object> raw) throws Exception {
        List<ParameterSpec> specs = new ArrayList<>(plugin.parameters());
        if (SbtestDataset.ID.equals(plugin.inheritsParametersOf())) {
            specs.addAll(new SbtestDataset().parameters());
        }
        return plugin.create(Parameters.validate(specs, raw));
    }

    private static String refusal(WorkloadPlugin plugin, Map<String, Object> raw) {
        return assertThrows(Exception.class, () -> create(plugin, raw)).getMessage();
    }

    @Test
    void aRangeWiderThanTheTableIsRefusedOnlyWhereRangesAreSent() throws Exception {
        assertTrue(refusal(new OltpPlugins.ReadWrite(), Map.of("tableSize", 50)).contains("rangeSize 100 is larger than tableSize 50"));
        create(new OltpPlugins.ReadWrite(), Map.of("tableSize", 50, "rangeSelects", false));
        create(new OltpPlugins.WriteOnly(), Map.of("tableSize", 50));
    }

    @Test
    void aTransactionWithNothingInItIsRefused() {
        String m = refusal(new OltpPlugins.ReadOnly(), Map.of("pointSelects", 0, "rangeSelects", false, "skipTrx", true));
        assertTrue(m.contains("sends no statement"), m);
    }

    @Test
    void optionsAScriptDoesNotUseAreUnknownToIt() {
        assertTrue(refusal(new OltpPlugins.ReadOnly(), Map.of("deleteInserts", 1)).contains("unknown parameter 'deleteInserts'"));
        assertTrue(refusal(new OltpPlugins.PointSelect(), Map.of("pointSelects", 3)).contains("unknown parameter 'pointSelects'"));
        assertTrue(refusal(new OltpPlugins.BulkInsert(), Map.of("tables", 3)).contains("unknown parameter 'tables'"));
    }

    @Test
    void paretoNeedsAnOpenInterval() {
        assertTrue(refusal(new OltpPlugins.Delete(), Map.of("randParetoH", 1.0)).contains("strictly between 0 and 1"));
        assertTrue(refusal(new OltpPlugins.Delete(), Map.of("randParetoH", 0.0)).contains("strictly between 0 and 1"));
    }

    @Test
    void scriptsDeclareTheirStreamAsSysbenchCountsIt() throws Exception {
        for (WorkloadPlugin p : List.of(new OltpPlugins.ReadOnly(), new OltpPlugins.ReadWrite(), new OltpPlugins.PointSelect(),
                new OltpPlugins.SelectRandomRanges(), new OltpPlugins.BulkInsert())) {
            StreamOperation op = (StreamOperation) create(p, Map.of()).operations().get(0);
            assertEquals(p.id(), op.name());
            assertEquals("queries", op.unit());
            assertEquals(List.of("reads", "writes", "other"), op.counts());
            boolean readOnly = p.id().equals("oltp_read_only") || p.id().equals("oltp_point_select") || p.id().startsWith("select_random");
            assertEquals(readOnly, op.readOnly(), p.id() + ": replicas may serve only the scripts that never write");
        }
    }

    @Test
    void oltpInsertWithItsOwnIdsStartsFromEmptyTables() throws Exception {
        List<DatasetRequirement> own = create(new OltpPlugins.Insert(), Map.of("autoInc", false)).datasets();
        assertEquals(List.of(new DatasetRequirement("sbtest", Map.of("tableSize", 0))), own);
        assertEquals(Map.of(), create(new OltpPlugins.Insert(), Map.of()).datasets().get(0).parameters());
        assertEquals(List.of(), create(new OltpPlugins.BulkInsert(), Map.of()).datasets());
    }

    @Test
    void theDatasetIsNamedByItsDesign() throws Exception {
        SbtestDataset d = new SbtestDataset();
        assertEquals("sbtest_1x10000", d.plan(Parameters.validate(d.parameters(), Map.of())).schema());
        assertEquals("sbtest_8x1000000_noautoinc_xid_nok_myisam", d.plan(Parameters.validate(d.parameters(),
                Map.of("tables", 8, "tableSize", 1_000_000, "autoInc", false, "secondary", true, "createSecondary", false,
                        "mysqlStorageEngine", "MyISAM"))).schema());
        var plan = d.plan(Parameters.validate(d.parameters(), Map.of("tables", 2)));
        assertEquals(List.of("k_1", "k_2"), plan.indexes().stream().map(i -> i.name()).toList());
        String ddl = plan.tables().get(1).createTable();
        assertTrue(ddl.contains("id INTEGER NOT NULL AUTO_INCREMENT") && ddl.contains("PRIMARY KEY (id)") && ddl.contains("KEY k_2 (k)"), ddl);
    }
}

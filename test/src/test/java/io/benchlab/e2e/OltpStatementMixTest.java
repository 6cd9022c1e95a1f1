package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.Parameters;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.dataset.DatasetListener;
import io.benchlab.core.dataset.DatasetLoader;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.StreamConnections;
import io.benchlab.core.stream.StreamPlan;
import io.benchlab.core.stream.StreamResult;
import io.benchlab.core.stream.StopReason;
import io.benchlab.core.stream.StreamRunner;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The statement mix of every script of sysbench's OLTP family, measured by the server itself: after
 * N transactions on one worker (the engine's runner, the stream driver, the dataset loader's
 * tables), Com_select, Com_update, Com_delete, Com_insert, Com_begin and Com_commit have grown by
 * exactly what the script's options say per transaction, and the script's own counts (reads,
 * writes, other) agree with them. The expectations are written out here from sysbench's scripts,
 * not computed by the code under test.
 */
class OltpStatementMixTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.perClass();
    private static final int TRANSACTIONS = 200;
    private static final List<String> COUNTERS = List.of("Com_select", "Com_update", "Com_delete", "Com_insert", "Com_begin",
            "Com_commit", "Com_rollback");

    private static PluginRegistry registry;
    private static ConnectionPool pool;
    private static Endpoint endpoint;

    @BeforeAll
    static void open() {
        registry = PluginRegistry.load(OltpStatementMixTest.class.getClassLoader(), List.of());
        endpoint = new Endpoint(server.url(), "root", "", "test");
        pool = ConnectionPool.open(endpoint, 4);
    }

    @AfterAll
    static void close() {
        if (pool != null) {
            pool.close();
        }
        if (registry != null) {
            registry.close();
        }
    }

    /** Per transaction: select, update, delete, insert, begin, commit (Com_rollback must stay 0). */
    private static Map<String, Long> per(long select, long update, long delete, long insert, long begin, long commit) {
        return Map.of("Com_select", select, "Com_update", update, "Com_delete", delete, "Com_insert", insert, "Com_begin", begin,
                "Com_commit", commit, "Com_rollback", 0L);
    }

    static Stream<Arguments> scripts() {
        Map<String, Object> uniform = Map.of("randType", "uniform");
        return Stream.of(
                // BEGIN, 10 point selects + simple, sum, order and distinct range, COMMIT
                Arguments.of("oltp_read_only", Map.of(), per(14, 0, 0, 0, 1, 1)),
                Arguments.of("oltp_read_only", Map.of("rangeSelects", false, "tables", 3), per(10, 0, 0, 0, 1, 1)),
                Arguments.of("oltp_read_only", Map.of("skipTrx", true, "pointSelects", 2, "distinctRanges", 3), per(8, 0, 0, 0, 0, 0)),
                // ... + index update, non-index update, delete + insert of one id
                Arguments.of("oltp_read_write", Map.of(), per(14, 2, 1, 1, 1, 1)),
                Arguments.of("oltp_read_write", Map.of("pointSelects", 3, "simpleRanges", 2, "sumRanges", 0, "orderRanges", 1,
                        "distinctRanges", 2, "indexUpdates", 2, "nonIndexUpdates", 0, "deleteInserts", 3, "skipTrx", true),
                        per(8, 2, 3, 3, 0, 0)),
                Arguments.of("oltp_write_only", uniform, per(0, 2, 1, 1, 1, 1)),
                Arguments.of("oltp_write_only", Map.of("indexUpdates", 0, "nonIndexUpdates", 4, "deleteInserts", 2), per(0, 4, 2, 2, 1, 1)),
                // single statements in autocommit
                Arguments.of("oltp_update_index", Map.of(), per(0, 1, 0, 0, 0, 0)),
                Arguments.of("oltp_update_index", Map.of("indexUpdates", 3), per(0, 3, 0, 0, 0, 0)),
                Arguments.of("oltp_update_non_index", Map.of("randType", "gaussian"), per(0, 1, 0, 0, 0, 0)),
                Arguments.of("oltp_delete", Map.of("randType", "pareto"), per(0, 0, 1, 0, 0, 0)),
                Arguments.of("oltp_insert", Map.of(), per(0, 0, 0, 1, 0, 0)),
                Arguments.of("oltp_insert", Map.of("autoInc", false, "tables", 2), per(0, 0, 0, 1, 0, 0)),
                Arguments.of("oltp_point_select", Map.of(), per(1, 0, 0, 0, 0, 0)),
                Arguments.of("select_random_points", Map.of(), per(1, 0, 0, 0, 0, 0)),
                Arguments.of("select_random_ranges", Map.of("numberOfRanges", 3), per(1, 0, 0, 0, 0, 0)),
                // the old ids are members of the family
                Arguments.of("oltp-point-select", Map.of("schema", "mix_legacy"), per(1, 0, 0, 0, 0, 0)),
                Arguments.of("oltp-insert", Map.of("schema", "mix_legacy"), per(0, 0, 0, 1, 0, 0)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("scripts")
    void theServerCountsWhatTheScriptSays(String id, Map<String, Object> options, Map<String, Long> perTransaction) throws Exception {
        Run run = run(id, options, TRANSACTIONS);
        StreamResult r = run.result();
        assertEquals(StopReason.COMPLETED, r.reason(), r.message());
        assertEquals(TRANSACTIONS, r.operations(), "transactions");
        assertEquals(0, r.errors());
        for (String counter : COUNTERS) {
            assertEquals(TRANSACTIONS * perTransaction.get(counter), run.delta().get(counter), id + " " + options + ": " + counter
                    + " (all deltas: " + run.delta() + ")");
        }
        // the script's own counts by sysbench's classes agree with the server's
        Map<String, Long> counts = r.counts();
        assertNotNull(counts, "the family declares reads, writes and other");
        long statements = perTransaction.entrySet().stream().mapToLong(Map.Entry::getValue).sum() * TRANSACTIONS;
        assertEquals(statements, r.units(), "units are the statements sent");
        assertEquals(statements, counts.get("reads") + counts.get("writes") + counts.get("other"));
        assertEquals(run.delta().get("Com_select"), counts.get("reads"), "reads are the SELECTs");
        long changing = run.delta().get("Com_update") + run.delta().get("Com_delete") + run.delta().get("Com_insert");
        if (id.equals("oltp_delete")) {
            // a DELETE of an id deleted before changes nothing: sysbench counts it as "other"
            assertEquals(run.rowsBefore() - run.rowsAfter(), counts.get("writes"), "writes are the DELETEs that deleted a row");
        } else {
            assertEquals(changing, counts.get("writes"), "every UPDATE, DELETE and INSERT changed a row");
            assertEquals(run.delta().get("Com_begin") + run.delta().get("Com_commit"), counts.get("other"), "BEGIN and COMMIT are other");
        }
    }

    @Test
    void bulkInsertSendsItsRowsInHalfMegabyteStatements() throws Exception {
        long rows = 150_000;
        Run run = run("bulk_insert", Map.of("schema", "mix_bulk"), rows);
        StreamResult r = run.result();
        assertEquals(rows, r.operations(), "one operation per row, as sysbench's events");
        // rows (i,i) with i up to 150,000: about 14 bytes each, so 512 KiB hold some 37,000 of them
        assertTrue(r.units() >= 3 && r.units() <= 4, "statements during the stream: " + r.units());
        assertEquals(r.units() + 1, run.delta().get("Com_insert"), "and the rest when the worker closed");
        assertEquals(r.units(), r.counts().get("writes"));
        try (Connection c = pool.connection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(*), MIN(id), MAX(id), SUM(id = k) FROM mix_bulk.sbtest1")) {
            rs.next();
            assertEquals(List.of(rows, 1L, rows, rows), List.of(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)));
        }
    }

    private record Run(StreamResult result, Map<String, Long> delta, long rowsBefore, long rowsAfter) {
    }

    /**
     * Loads what the script needs, then runs {@code transactions} operations on one worker and
     * returns the server's counters grown from the moment the worker was connected (the driver's
     * own set-up queries excluded) until it closed.
     */
    private static Run run(String id, Map<String, Object> options, long transactions) throws Exception {
        WorkloadPlugin plugin = registry.workload(id);
        Workload workload = plugin.create(Parameters.validate(plugin.parameters(), options));
        String schema = workload.schema();
        for (DatasetRequirement req : workload.datasets()) {
            DatasetProvider d = registry.dataset(req.dataset());
            DatasetPlan plan = d.plan(Parameters.validate(d.parameters(), req.parameters()));
            new DatasetLoader(pool, DatasetListener.NONE, 2).ensure(plan);
            schema = plan.schema();
        }
        try (Connection c = pool.connection(); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE IF NOT EXISTS " + schema);
            c.setCatalog(schema);
            workload.prepare(new TestContext(c));
        }
        String inSchema = schema;
        StreamOperation op = (StreamOperation) workload.operations().get(0);
        long before = rows(schema);
        Map<String, Long> start = new HashMap<>();
        StreamConnections connections = StreamConnections.of(endpoint, pool.serverInfo());
        StreamRunner runner = new StreamRunner(() -> {
            Connection c = connections.open();
            c.setCatalog(inSchema);
            start.putAll(status());
            return c;
        }, op, StreamPlan.closedLoop(1, Duration.ofMinutes(5)).withMaxOperations(transactions));
        StreamResult result = runner.run();
        Map<String, Long> end = status();
        Map<String, Long> delta = new HashMap<>();
        for (String counter : COUNTERS) {
            delta.put(counter, end.get(counter) - start.get(counter));
        }
        return new Run(result, delta, before, rows(schema));
    }

    private static Map<String, Long> status() throws SQLException {
        Map<String, Long> out = new HashMap<>();
        try (Connection c = pool.connection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SHOW GLOBAL STATUS LIKE 'Com\\_%'")) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getLong(2));
            }
        }
        return out;
    }

    /** Rows in the schema's sbtest tables, counted. */
    private static long rows(String schema) throws SQLException {
        List<String> tables = new java.util.ArrayList<>();
        try (Connection c = pool.connection(); Statement st = c.createStatement()) {
            try (ResultSet rs = st.executeQuery("SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + schema
                    + "' AND TABLE_NAME LIKE 'sbtest%'")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            long n = 0;
            for (String t : tables) {
                try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + schema + "." + t)) {
                    rs.next();
                    n += rs.getLong(1);
                }
            }
            return n;
        }
    }

    /** prepare()'s context on one connection. */
    private record TestContext(Connection connection) implements io.benchlab.api.WorkloadContext {
        @Override
        public io.benchlab.api.ServerInfo server() {
            return pool.serverInfo();
        }

        @Override
        public java.nio.file.Path resolve(String pathInExperiment) {
            return java.nio.file.Path.of(pathInExperiment);
        }

        @Override
        public void progress(String step, long done, long total) {
        }

        @Override
        public void log(String message) {
        }
    }
}

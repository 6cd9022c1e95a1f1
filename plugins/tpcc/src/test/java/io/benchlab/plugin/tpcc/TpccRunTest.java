package io.benchlab.plugin.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.api.DataCheck;
import io.benchlab.api.Parameters;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.CheckRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.dataset.DatasetListener;
import io.benchlab.core.dataset.DatasetLoader;
import io.benchlab.core.experiment.ExperimentException;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.run.ExperimentRunner;
import io.benchlab.core.run.RunControl;
import io.benchlab.core.run.RunListener;
import io.benchlab.core.run.RunOutcome;
import io.benchlab.core.run.StreamEngineExecutor;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.stream.KindTotal;
import io.benchlab.core.stream.RateTotal;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.testkit.KitServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The tpcc workload run by the engine on one warehouse of the real embedded server: the mix measured
 * over thousands of transactions, the rollbacks, NOPM and TPM, the consistency conditions holding after
 * the run and each failing, with its first offending row, when a row is altered on purpose; spec mode's
 * waits outside the response times and its minimum of terminals.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(KitServer.Extension.class)
class TpccRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final PluginRegistry registry = PluginRegistry.load(getClass().getClassLoader(), List.of());

    @AfterAll
    void close() {
        registry.close();
    }

    private Path experiment(KitServer server, String name, Map<String, Object> parameters, Map<String, Object> stream) throws Exception {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("name", name);
        e.put("server", Map.of("type", "external", "url", server.url(), "user", "root"));
        e.put("workload", Map.of("plugin", "tpcc", "parameters", parameters));
        e.put("phases", Map.of("cold", false, "warm", 1));
        e.put("stream", stream);
        Path dir = Files.createDirectories(server.home().resolve("experiments"));
        Path yaml = dir.resolve(name + ".yaml");
        Files.writeString(yaml, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(e)); // JSON is YAML
        return yaml;
    }

    private RunOutcome run(KitServer server, Path yaml) throws Exception {
        BenchlabHome home = new BenchlabHome(server.home());
        return new ExperimentRunner(registry, new ServerFactory(home), new StreamEngineExecutor())
                .run(ExperimentFile.read(yaml), home.runs(), RunListener.NONE, new RunControl());
    }

    private static void share(String what, double p, long hits, long n) {
        double sd = Math.sqrt(p * (1 - p) / n);
        double observed = hits / (double) n;
        assertTrue(Math.abs(observed - p) < 5 * sd + 1.0 / n, what + ": " + hits + " of " + n + " = " + observed + ", expected " + p);
    }

    @Test
    void theMixRollbacksNopmAndTpmOverThousandsOfTransactionsAndTheDataStaysConsistent(KitServer server) throws Exception {
        RunOutcome outcome = run(server, experiment(server, "tpcc-mix", Map.of("warehouses", 1),
                Map.of("threads", 4, "operations", 2400, "duration", "600s")));
        assertTrue(outcome.ok(), outcome.status() + ": " + outcome.message());
        Bundle b = new BundleReader().read(outcome.bundle());
        StreamRecord s = b.streams().get(0);
        assertEquals(2400, s.operations());
        Map<String, KindTotal> kinds = s.kinds();
        assertEquals(Transaction.kinds(), List.copyOf(kinds.keySet()));
        long done = kinds.values().stream().mapToLong(KindTotal::operations).sum();
        assertEquals(s.operations(), done);
        share("new_order", 0.45, kinds.get("new_order").operations(), done);
        share("payment", 0.43, kinds.get("payment").operations(), done);
        share("order_status", 0.04, kinds.get("order_status").operations(), done);
        share("delivery", 0.04, kinds.get("delivery").operations(), done);
        share("stock_level", 0.04, kinds.get("stock_level").operations(), done);

        long committed = s.counts().get("new_orders");
        long rolledBack = s.counts().get("new_order_rollbacks");
        assertEquals(kinds.get("new_order").operations(), committed + rolledBack, "every New-Order either commits or rolls back");
        share("New-Orders rolled back on an unused item", 0.01, rolledBack, committed + rolledBack);
        assertEquals(s.counts().get("commits") + s.counts().get("rollbacks"), done, "each transaction commits or rolls back once");

        RateTotal nopm = s.rates().stream().filter(r -> r.name().equals("NOPM")).findFirst().orElseThrow();
        assertEquals(committed * 60.0 / s.elapsedSeconds(), nopm.value(), committed * 60.0 / s.elapsedSeconds() * 0.02,
                "NOPM is the New-Orders committed per minute of the measured time");
        assertEquals(null, nopm.ceiling(), "noWait has no ceiling");
        RateTotal tpm = s.rates().stream().filter(r -> r.name().equals("TPM")).findFirst().orElseThrow();
        assertNotNull(tpm.value(), "TPM from the server's Com_commit and Com_rollback, sampled for it");
        double clientTpm = (s.counts().get("commits") + s.counts().get("rollbacks")) * 60.0 / s.elapsedSeconds();
        assertTrue(tpm.value() >= clientTpm * 0.9, "server TPM " + tpm.value() + " vs the terminals' own " + clientTpm);
        assertTrue(b.intervals().stream().allMatch(i -> i.rates() != null && i.rates().containsKey("NOPM")), "NOPM per interval");
        assertTrue(s.notes().get(0).contains("not an audited TPC-C result"), s.notes().toString());
        assertTrue(s.notes().get(1).startsWith("mix: the specification's"), s.notes().toString());

        List<CheckRecord> checks = b.checks();
        assertEquals(9, checks.size(), "conditions 1 to 9 after the variant");
        assertTrue(checks.stream().allMatch(CheckRecord::holds), checks.toString());
    }

    @Test
    void anAlteredRowBreaksItsConditionWhichNamesTheFirstOffendingRow(KitServer server) throws Exception {
        WorkloadPlugin plugin = registry.workload("tpcc");
        Workload w = plugin.create(Parameters.validate(plugin.parameters(), Map.of("warehouses", 1)));
        try (ConnectionPool pool = server.pool(4); Connection c = pool.connection()) {
            var dataset = registry.dataset("tpcc");
            var plan = dataset.plan(Parameters.validate(dataset.parameters(), Map.of("warehouses", 1)));
            new DatasetLoader(pool, DatasetListener.NONE, 2).ensure(plan); // loaded by another test already, or now
            c.setCatalog(plan.schema());
            assertTrue(w.check(c).stream().allMatch(DataCheck::holds), "the loaded (or run) data is consistent: " + w.check(c));
            // each change is made in a transaction the check sees, and rolled back
            c.setAutoCommit(false);
            alter(c, "UPDATE warehouse SET w_ytd = w_ytd + 1 WHERE w_id = 1", () -> {
                List<DataCheck> checks = w.check(c);
                assertFailed(checks, "condition 1", "w_id=1");
                assertFailed(checks, "condition 8", "w_id=1");
                assertEquals(7, checks.stream().filter(DataCheck::holds).count(), checks.toString());
            });
            alter(c, "UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = 1 AND d_id = 7",
                    () -> assertFailed(w.check(c), "condition 2", "d_id=7"));
            alter(c, "UPDATE orders SET o_ol_cnt = o_ol_cnt + 1 WHERE o_w_id = 1 AND o_d_id = 3 AND o_id = 5", () -> {
                List<DataCheck> checks = w.check(c);
                assertFailed(checks, "condition 4", "o_d_id=3");
                assertFailed(checks, "condition 6", "o_id=5");
            });
            alter(c, "UPDATE orders SET o_carrier_id = NULL WHERE o_w_id = 1 AND o_d_id = 2 AND o_id = 10", () -> {
                List<DataCheck> checks = w.check(c);
                assertFailed(checks, "condition 5", "o_id=10");
                assertFailed(checks, "condition 7", "ol_o_id=10");
            });
            alter(c, "DELETE FROM new_order WHERE no_w_id = 1 AND no_d_id = 9 AND no_o_id = (SELECT x.m FROM"
                    + " (SELECT MAX(no_o_id) - 5 m FROM new_order WHERE no_w_id = 1 AND no_d_id = 9) x)",
                    () -> assertFailed(w.check(c), "condition 3", "no_d_id=9"));
            alter(c, "UPDATE history SET h_amount = h_amount + 2 WHERE h_w_id = 1 AND h_d_id = 4 AND h_c_id = 17", () -> {
                List<DataCheck> checks = w.check(c);
                assertFailed(checks, "condition 8", "w_id=1");
                assertFailed(checks, "condition 9", "d_id=4");
            });
            c.setAutoCommit(true);
            assertTrue(w.check(c).stream().allMatch(DataCheck::holds), "every change was rolled back: " + w.check(c));
        }
    }

    /** Makes a change in the open transaction, checks, and rolls it back. */
    private static void alter(Connection c, String change, Checked check) throws Exception {
        try (Statement s = c.createStatement()) {
            s.executeUpdate(change);
            check.run();
        } finally {
            c.rollback();
        }
    }

    @FunctionalInterface
    private interface Checked {
        void run() throws SQLException;
    }

    private static void assertFailed(List<DataCheck> checks, String condition, String row) {
        DataCheck c = checks.stream().filter(x -> x.name().equals(condition)).findFirst().orElseThrow();
        assertFalse(c.holds(), condition + " should fail: " + checks);
        assertTrue(c.violation().contains(row), condition + " names " + row + ": " + c.violation());
    }

    @Test
    void specModeWaitsOutsideTheResponseTimesAndChecksEachTypesNinetiethPercentile(KitServer server) throws Exception {
        RunOutcome outcome = run(server, experiment(server, "tpcc-spec", Map.of("warehouses", 1, "mode", "spec", "consistencyCheck", false),
                Map.of("threads", 10, "duration", "5s")));
        assertTrue(outcome.ok(), outcome.status() + ": " + outcome.message());
        Bundle b = new BundleReader().read(outcome.bundle());
        StreamRecord s = b.streams().get(0);
        // every terminal keys its first transaction in for 2 to 18 s: at most a few run in 5 s, none back to back
        assertTrue(s.operations() <= 10, "operations in 5 s of spec mode: " + s.operations());
        RateTotal nopm = s.rates().stream().filter(r -> r.name().equals("NOPM")).findFirst().orElseThrow();
        assertEquals(12.86, nopm.ceiling());
        assertEquals("efficiency", nopm.ceilingShare());
        assertEquals(5, s.limits().size());
        assertEquals(20_000, s.limits().get(4).limitMillis());
        StreamSamples.Stream st = StreamSamples.of(b).streams().get(0);
        assertEquals(5, st.limits().size(), "each limit checked against its kind's histogram");
        if (s.operations() > 0) {
            // a response time that held a keying time would be 2 s or more
            assertTrue(s.latency().maxMicros() < 2_000_000, "max response time " + s.latency().maxMicros() + " µs");
        }
        assertTrue(b.checks().isEmpty(), "consistencyCheck: false checks nothing");
    }

    @Test
    void specModeRefusesFewerThanTenTerminalsPerWarehouseBeforeAnythingStarts(KitServer server) throws Exception {
        ExperimentException e = assertThrows(ExperimentException.class, () -> run(server, experiment(server, "tpcc-few",
                Map.of("warehouses", 1, "mode", "spec"), Map.of("threads", 8, "duration", "5s"))));
        assertTrue(e.getMessage().contains("stream.threads: workload 'tpcc' runs its stream 'tpcc' with at least 10 threads"
                + " (spec mode runs 10 terminals per warehouse: 1 warehouse(s)), not 8"), e.getMessage());
    }
}

package io.benchlab.plugin.insertstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.Operation;
import io.benchlab.api.ParameterException;
import io.benchlab.api.Parameters;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.testkit.AbstractWorkloadPluginTest;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The kit's suite with both streams (inserts and the query stream), plus iiBench's schema and value rules. */
class IiBenchPluginTest extends AbstractWorkloadPluginTest {

    @Override
    protected WorkloadPlugin plugin() {
        return new IiBenchPlugin();
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("queries", true, "schema", "kit_iibench");
    }

    @Override
    protected List<Map<String, Object>> invalidParameters() {
        return List.of(Map.of("keyBlockSize", 8), Map.of("dataMin", 20, "dataMax", 10), Map.of("table", "t; DROP TABLE x"));
    }

    private final IiBenchPlugin plugin = new IiBenchPlugin();

    private Parameters params(Map<String, ?> raw) throws ParameterException {
        return Parameters.validate(plugin.parameters(), raw);
    }

    private IiBenchConfig config(Map<String, ?> raw) throws Exception {
        return IiBenchConfig.from(params(raw));
    }

    private static long placeholders(String sql) {
        return sql.chars().filter(ch -> ch == '?').count();
    }

    @Test
    void defaults() throws Exception {
        IiBenchConfig c = config(Map.of());
        assertEquals("iibench", c.schemaName());
        assertEquals("purchases_index", c.tableName());
        assertEquals(IiBenchConfig.Variant.ORIGINAL, c.variant());
        assertEquals(3, c.secondaryIndexes());
        assertEquals(250, c.rowsPerStatement());
        assertEquals(250, c.rowsPerCommit(), "rowsPerCommit defaults to rowsPerStatement");
        assertEquals(0, c.partitionRows());
        assertEquals("DYNAMIC", c.rowFormat());
        List<Operation> ops = plugin.create(params(Map.of())).operations();
        assertEquals(List.of("insert"), ops.stream().map(Operation::name).toList());
        assertEquals("rows", ((StreamOperation) ops.get(0)).unit());
        assertEquals("iibench", plugin.create(params(Map.of())).schema());
        List<Operation> withQueries = plugin.create(params(Map.of("queries", true))).operations();
        assertEquals(List.of("insert", "query"), withQueries.stream().map(Operation::name).toList());
        assertEquals("queries", ((StreamOperation) withQueries.get(1)).unit());
    }

    @Test
    void invalidParametersAreRejectedWithClearMessages() {
        assertThrows(ParameterException.class, () -> params(Map.of("secondaryIndexes", 4)));
        assertThrows(ParameterException.class, () -> params(Map.of("variant", "newest")));
        assertThrows(ParameterException.class, () -> params(Map.of("rowsPerStatement", 0)));
        assertThrows(ParameterException.class, () -> params(Map.of("rowFormat", "COMPACT")));
        WorkloadException e = assertThrows(WorkloadException.class, () -> plugin.create(params(Map.of("keyBlockSize", 8))));
        assertTrue(e.getMessage().contains("COMPRESSED"), e.getMessage());
        assertThrows(WorkloadException.class,
                () -> plugin.create(params(Map.of("keyBlockSize", 3, "rowFormat", "COMPRESSED"))));
        assertThrows(WorkloadException.class, () -> plugin.create(params(Map.of("dataMin", 20, "dataMax", 10))));
        e = assertThrows(WorkloadException.class,
                () -> plugin.create(params(Map.of("queries", true, "secondaryIndexes", 0))));
        assertTrue(e.getMessage().contains("secondaryIndexes"), e.getMessage());
        // names put into SQL are identifier parameters: the API's one rule refuses them before anything runs
        ParameterException p = assertThrows(ParameterException.class, () -> params(Map.of("table", "t; DROP TABLE x")));
        assertTrue(p.getMessage().contains("1 to 64 letters, digits, _ or $"), p.getMessage());
        assertThrows(ParameterException.class, () -> params(Map.of("schema", "a`b")));
        assertThrows(ParameterException.class, () -> params(Map.of("engine", "InnoDB ROW_FORMAT")));
    }

    @Test
    void originalTableIsThe2008Schema() throws Exception {
        String sql = IiBenchSql.createTable(config(Map.of()));
        assertEquals("""
                CREATE TABLE `iibench`.`purchases_index` (
                  transactionid INT NOT NULL AUTO_INCREMENT,
                  dateandtime DATETIME,
                  cashregisterid INT NOT NULL,
                  customerid INT NOT NULL,
                  productid INT NOT NULL,
                  price FLOAT NOT NULL,
                  PRIMARY KEY (transactionid),
                  KEY marketsegment (price, customerid),
                  KEY registersegment (cashregisterid, price, customerid),
                  KEY pdc (price, dateandtime, customerid)
                ) ENGINE=InnoDB ROW_FORMAT=DYNAMIC""", sql);
    }

    @Test
    void currentTableFollowsIibenchPy() throws Exception {
        String sql = IiBenchSql.createTable(config(Map.of("variant", "current", "secondaryIndexes", 2,
                "rowFormat", "COMPRESSED", "keyBlockSize", 8)));
        assertTrue(sql.contains("transactionid BIGINT NOT NULL AUTO_INCREMENT"), sql);
        assertTrue(sql.contains("price INT NOT NULL"), sql);
        assertTrue(sql.contains("data VARCHAR(4000)"), sql);
        assertTrue(sql.contains("KEY marketsegment (productid, customerid, price)"), sql);
        assertTrue(sql.contains("KEY registersegment (cashregisterid, customerid, price)"), sql);
        assertFalse(sql.contains("KEY pdc"), sql);
        assertTrue(sql.endsWith("ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=8"), sql);
        assertFalse(IiBenchSql.createTable(config(Map.of("secondaryIndexes", 0))).contains("  KEY "));
    }

    @Test
    void rangePartitionsWithCatchAll() throws Exception {
        String sql = IiBenchSql.createTable(config(Map.of("partitionRows", 100_000_000L, "partitionCount", 10)));
        assertTrue(sql.contains("PARTITION BY RANGE (transactionid) ("), sql);
        assertTrue(sql.contains("PARTITION p0 VALUES LESS THAN (100000000),"), sql);
        assertTrue(sql.contains("PARTITION p9 VALUES LESS THAN (1000000000),"), sql);
        assertFalse(sql.contains("PARTITION p10 "), sql);
        assertTrue(sql.endsWith("PARTITION pmax VALUES LESS THAN MAXVALUE\n)"), sql);
    }

    @Test
    void multiRowInsertText() throws Exception {
        String original = IiBenchSql.insert(config(Map.of()), 3);
        assertEquals("INSERT INTO `iibench`.`purchases_index` (dateandtime, cashregisterid, customerid, productid, price)"
                + " VALUES (?,?,?,?,?),(?,?,?,?,?),(?,?,?,?,?)", original);
        String current = IiBenchSql.insert(config(Map.of("variant", "current")), 250);
        assertEquals(250 * 6, placeholders(current));
        assertTrue(current.contains("price, data) VALUES"));
        // the largest statement stays under the protocol's 65,535 placeholders
        assertTrue(placeholders(IiBenchSql.insert(config(Map.of("variant", "current")), 10_000)) < 65_535);
    }

    @Test
    void queriesUseForceIndexAndLimit() throws Exception {
        for (String variant : List.of("original", "current")) {
            List<IiBenchSql.Query> qs = IiBenchSql.queries(config(Map.of("variant", variant, "queries", true)));
            assertEquals(List.of("market", "register", "pdc"), qs.stream().map(IiBenchSql.Query::name).toList());
            for (IiBenchSql.Query q : qs) {
                assertTrue(q.sql().contains("FORCE INDEX (" + (q.name().equals("market") ? "marketsegment"
                        : q.name().equals("register") ? "registersegment" : "pdc") + ")"), q.sql());
                assertTrue(q.sql().endsWith(" LIMIT 10"), q.sql());
                assertEquals(q.parameters().size(), placeholders(q.sql()), q.sql());
            }
        }
        assertEquals(1, IiBenchSql.queries(config(Map.of("queries", true, "secondaryIndexes", 1))).size());
    }

    @Test
    void originalValueRules() throws Exception {
        IiBenchConfig c = config(Map.of());
        SplittableRandom r = new SplittableRandom(1);
        int maxCash = 0;
        int maxCustomer = 0;
        for (int i = 0; i < 200_000; i++) {
            IiBenchRows.Row row = IiBenchRows.next(c, r);
            assertTrue(row.cashregisterid() >= 0 && row.cashregisterid() < 1000);
            assertTrue(row.productid() >= 0 && row.productid() < 10_000);
            assertTrue(row.customerid() >= 0 && row.customerid() < 100_000);
            float price = (Float) row.price();
            // price = (U[0,1)*500 + customerid)/100: correlated with customerid
            assertTrue(price >= row.customerid() / 100f - 1e-3 && price <= (row.customerid() + 500) / 100f + 1e-3,
                    price + " for customer " + row.customerid());
            maxCash = Math.max(maxCash, row.cashregisterid());
            maxCustomer = Math.max(maxCustomer, row.customerid());
        }
        assertEquals(999, maxCash);
        assertTrue(maxCustomer > 99_900);
    }

    @Test
    void currentValueRules() throws Exception {
        IiBenchConfig c = config(Map.of("variant", "current", "dataMin", 10, "dataMax", 20));
        SplittableRandom r = new SplittableRandom(2);
        Map<Integer, Integer> lengths = new HashMap<>();
        for (int i = 0; i < 50_000; i++) {
            IiBenchRows.Row row = IiBenchRows.next(c, r);
            int price = (Integer) row.price();
            assertTrue(price >= 0 && price < 500);
            String data = row.data();
            lengths.merge(data.length(), 1, Integer::sum);
            int half = data.length() / 2;
            assertTrue(data.substring(half).chars().allMatch(ch -> ch == 'a'), data);
            assertTrue(data.substring(0, half).matches("[A-Za-z0-9+/]*"), data);
        }
        assertEquals(11, lengths.size(), "every length in [10,20] occurs: " + lengths.keySet());
        assertEquals(10, lengths.keySet().stream().mapToInt(Integer::intValue).min().orElseThrow());
        assertEquals(20, lengths.keySet().stream().mapToInt(Integer::intValue).max().orElseThrow());
    }

    /** Records what the insert worker does with statements; no database behaviour is imitated. */
    @Test
    void insertWorkerSplitsACommitIntoStatementsAndCommitsOnce() throws Exception {
        List<Integer> executedPlaceholders = new ArrayList<>();
        int[] commits = {0};
        Map<Object, Integer> sizes = new HashMap<>();
        Connection connection = (Connection) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, m, args) -> switch (m.getName()) {
                    case "prepareStatement" -> {
                        int n = (int) placeholders((String) args[0]);
                        Object[] self = new Object[1];
                        self[0] = Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {PreparedStatement.class},
                                (p2, m2, a2) -> switch (m2.getName()) {
                                    case "executeUpdate" -> {
                                        executedPlaceholders.add(sizes.get(p2));
                                        yield 0;
                                    }
                                    case "hashCode" -> System.identityHashCode(p2);
                                    case "equals" -> p2 == a2[0];
                                    default -> null;
                                });
                        sizes.put(self[0], n);
                        yield self[0];
                    }
                    case "commit" -> {
                        commits[0]++;
                        yield null;
                    }
                    case "getAutoCommit", "isClosed" -> false;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
        IiBenchConfig c = config(Map.of("rowsPerStatement", 250, "rowsPerCommit", 600));
        StreamOperation insert = (StreamOperation) plugin.create(params(Map.of("rowsPerStatement", 250, "rowsPerCommit", 600)))
                .operations().get(0);
        try (StreamWorker w = insert.workers().create(0, 1)) {
            w.open(connection);
            assertEquals(600, w.execute(connection, new SplittableRandom(3)));
        }
        assertEquals(List.of(250 * 5, 250 * 5, 100 * 5), executedPlaceholders);
        assertEquals(1, commits[0]);
        assertEquals(600, c.rowsPerCommit());
    }
}

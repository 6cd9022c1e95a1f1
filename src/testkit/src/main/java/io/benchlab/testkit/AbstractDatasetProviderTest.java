package io.benchlab.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.IndexSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.RowChunk;
import io.benchlab.api.RowSink;
import io.benchlab.api.TableSpec;
import io.benchlab.core.dataset.DatasetListener;
import io.benchlab.core.dataset.DatasetLoader;
import io.benchlab.core.dataset.DatasetMarker;
import io.benchlab.core.dataset.LoadResult;
import io.benchlab.core.server.ConnectionPool;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The test suite every dataset provider gets by subclassing: descriptor, parameters,
 * ServiceLoader registration and API version, and loads into a real embedded MariaDB through the
 * engine's loader: the rows in each table are the plan's (and the subclass's known counts), a
 * second load of the same plan reuses the first, and a load that breaks off is redone in full.
 *
 * <pre>{@code
 * class MyDatasetTest extends AbstractDatasetProviderTest {
 *     protected DatasetProvider provider() { return new MyDataset(); }
 *     protected Map<String, Object> parameters() { return Map.of("sf", 0.01); }
 *     protected Map<String, Long> expectedRows() { return Map.of("region", 5L); }
 * }
 * }</pre>
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(KitServer.Extension.class)
public abstract class AbstractDatasetProviderTest {

    /** The provider under test. */
    protected abstract DatasetProvider provider();

    /** Parameters of a small instance (the suite loads it a few times). */
    protected abstract Map<String, Object> parameters();

    /** Rows per table known independently of the generator (e.g. from the benchmark's specification); may be partial. */
    protected Map<String, Long> expectedRows() {
        return Map.of();
    }

    /** The plan for {@link #parameters()}, validated as the engine validates it. */
    protected final DatasetPlan plan() throws Exception {
        return provider().plan(Parameters.validate(provider().parameters(), parameters()));
    }

    @Test
    void descriptorIsValid() {
        DatasetProvider p = provider();
        String what = "dataset " + p.getClass().getName();
        Descriptors.id(what, p.id());
        Descriptors.description(what, p.description());
        Descriptors.parameters(what, p.parameters());
    }

    @Test
    void registeredWithServiceLoader() {
        Descriptors.registered(DatasetProvider.class, provider().getClass());
    }

    @Test
    void builtForThisApiVersion() {
        Descriptors.apiVersion("dataset '" + provider().id() + "'", provider().apiVersion());
    }

    /** The same parameters give the same plan identity: only then can a load be reused. */
    @Test
    void planIsStable() throws Exception {
        DatasetPlan a = plan();
        DatasetPlan b = plan();
        assertEquals(provider().id(), a.dataset(), "the plan names another dataset");
        assertEquals(a.schema(), b.schema());
        assertEquals(a.identity(), b.identity());
        assertFalse(a.tables().isEmpty(), "the plan has no tables");
    }

    @Test
    void loadedRowsMatchThePlan(KitServer server) throws Exception {
        DatasetPlan plan = plan();
        try (ConnectionPool pool = server.pool(4)) {
            LoadResult r = loader(pool).ensure(plan);
            assertCounts(pool, plan, r);
            assertDeclaredIndexesBuilt(pool, plan);
        }
    }

    @Test
    void loadingAgainReusesTheLoad(KitServer server) throws Exception {
        DatasetPlan plan = plan();
        try (ConnectionPool pool = server.pool(4)) {
            loader(pool).ensure(plan);
            LoadResult again = loader(pool).ensure(plan);
            assertTrue(again.reused(), "the second load of an equal plan loaded again instead of reusing the first");
            assertCounts(pool, plan, again);
        }
    }

    /** A load that breaks off in the middle of the last table leaves a mark; the next load redoes it all. */
    @Test
    void anInterruptedLoadIsRedone(KitServer server) throws Exception {
        DatasetPlan plan = plan();
        try (ConnectionPool pool = server.pool(4)) {
            try (Connection c = pool.connection()) {
                DatasetLoader.drop(c, plan.schema()); // another test may have loaded it completely
            }
            DatasetPlan broken = breakOff(plan);
            assertThrows(Exception.class, () -> loader(pool).ensure(broken), "a load whose generator failed must fail");
            try (Connection c = pool.connection()) {
                DatasetMarker m = DatasetLoader.marker(c, plan.schema()).orElseThrow(() -> new AssertionError("no marker after a failed load"));
                assertFalse(m.complete(), "a failed load is marked complete");
            }
            LoadResult redone = loader(pool).ensure(plan);
            assertFalse(redone.reused(), "a half-loaded dataset was reused");
            assertCounts(pool, plan, redone);
        }
    }

    private static DatasetLoader loader(ConnectionPool pool) {
        return new DatasetLoader(pool, DatasetListener.NONE, 2);
    }

    /** Table counts on the server equal the plan's expected rows, the loader's counts and the known ones. */
    private void assertCounts(ConnectionPool pool, DatasetPlan plan, LoadResult r) throws Exception {
        try (Connection c = pool.connection(); Statement s = c.createStatement()) {
            for (TableSpec t : plan.tables()) {
                long count;
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM `" + plan.schema() + "`.`" + t.name() + "`")) {
                    rs.next();
                    count = rs.getLong(1);
                }
                assertEquals(t.expectedRows(), count, t.name() + ": rows on the server vs the plan's expectedRows");
                assertEquals(count, r.rowsPerTable().get(t.name()), t.name() + ": rows the loader reported");
                if (expectedRows().containsKey(t.name())) {
                    assertEquals(expectedRows().get(t.name()), count, t.name() + ": rows vs the known count");
                }
            }
        }
        for (String table : expectedRows().keySet()) {
            assertTrue(plan.tables().stream().anyMatch(t -> t.name().equals(table)), "expectedRows names a table the plan lacks: " + table);
        }
    }

    /** Every index the plan declares (what workloads may name) is on the server after the load, with its columns in order. */
    private static void assertDeclaredIndexesBuilt(ConnectionPool pool, DatasetPlan plan) throws Exception {
        try (Connection c = pool.connection(); PreparedStatement ps = c.prepareStatement("SELECT column_name FROM information_schema.STATISTICS"
                + " WHERE table_schema = ? AND table_name = ? AND index_name = ? ORDER BY seq_in_index")) {
            for (IndexSpec i : plan.indexes()) {
                ps.setString(1, plan.schema());
                ps.setString(2, i.table());
                ps.setString(3, i.name());
                List<String> columns = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        columns.add(rs.getString(1).toLowerCase(java.util.Locale.ROOT));
                    }
                }
                assertEquals(i.columns().stream().map(col -> col.toLowerCase(java.util.Locale.ROOT)).toList(), columns,
                        "declared index " + i.table() + "." + i.name() + ": columns on the server after the load");
            }
        }
    }

    /** The plan with its last table's last chunk failing after a few rows, as a killed generator would. */
    private static DatasetPlan breakOff(DatasetPlan plan) {
        List<TableSpec> tables = new ArrayList<>(plan.tables());
        TableSpec last = tables.get(tables.size() - 1);
        List<RowChunk> chunks = new ArrayList<>(last.chunks());
        RowChunk real = chunks.get(chunks.size() - 1);
        chunks.set(chunks.size() - 1, sink -> real.writeRows(new FailingSink(sink, 1)));
        tables.set(tables.size() - 1, new TableSpec(last.name(), last.createTable(), last.columns(), last.loadSuffix(),
                last.expectedRows(), chunks));
        return new DatasetPlan(plan.dataset(), plan.generatorVersion(), plan.schema(), plan.identity(), tables, plan.afterLoad(),
                plan.indexes(), plan.estimatedBytes());
    }

    /** Passes rows on until {@code rows} are done, then fails like a generator that died. */
    private static final class FailingSink implements RowSink {
        private final RowSink sink;
        private long left;

        FailingSink(RowSink sink, long rows) {
            this.sink = sink;
            this.left = rows;
        }

        private RowSink check() throws IOException {
            if (left <= 0) {
                throw new IOException("the kit broke this load off on purpose");
            }
            return this;
        }

        @Override
        public RowSink add(long value) throws IOException {
            sink.add(value);
            return check();
        }

        @Override
        public RowSink add(String value) throws IOException {
            sink.add(value);
            return check();
        }

        @Override
        public RowSink addDecimal(long unscaled, int scale) throws IOException {
            sink.addDecimal(unscaled, scale);
            return check();
        }

        @Override
        public RowSink addDouble(double value) throws IOException {
            sink.addDouble(value);
            return check();
        }

        @Override
        public RowSink addNull() throws IOException {
            sink.addNull();
            return check();
        }

        @Override
        public void endRow() throws IOException {
            sink.endRow();
            left--;
        }
    }
}

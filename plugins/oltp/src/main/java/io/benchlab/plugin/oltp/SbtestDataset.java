package io.benchlab.plugin.oltp;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.IndexSpec;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.SqlIdentifier;
import io.benchlab.api.TableSpec;
import io.benchlab.api.WorkloadException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * sysbench's OLTP tables ({@code sysbench oltp_* prepare}): {@code sbtest1..N}, each {@code tableSize}
 * rows of id, k, c and pad, with the secondary index {@code k_N} built after the load. The scripts of
 * the family share it (they inherit its parameters), so a dataset prepared once serves every script
 * and later run until its parameters change, as sysbench's prepared tables do.
 *
 * <p>Rows as sysbench's prepare makes them ({@link SbtestRows}), loaded in parallel by the engine's
 * dataset loader (LOAD DATA) into tables that declare k_N, which the server builds from the loaded
 * rows (the same index sysbench creates after its INSERTs).
 */
public final class SbtestDataset implements DatasetProvider {
    public static final String ID = "sbtest";
    /** Bump when the generated rows or the DDL change. */
    static final String GENERATOR_VERSION = "sbtest-2";
    /** A table's id is an INTEGER: ids 1..tableSize must fit. */
    static final double MAX_TABLE_SIZE = Integer.MAX_VALUE;
    static final double MAX_TABLES = 1024;

    static final ParameterSpec TABLES = ParameterSpec.integer("tables", 1, "Number of tables, sbtest1..sbtestN (sysbench --tables)")
            .withRange(1.0, MAX_TABLES);
    static final ParameterSpec TABLE_SIZE = ParameterSpec.integer("tableSize", 10_000,
            "Rows per table, ids 1..tableSize (sysbench --table-size)").withRange(0.0, MAX_TABLE_SIZE);
    static final ParameterSpec AUTO_INC = ParameterSpec.bool("autoInc", true,
            "id is AUTO_INCREMENT; off: oltp_insert sends its own unique ids (sysbench --auto-inc)");
    static final ParameterSpec SECONDARY = ParameterSpec.bool("secondary", false,
            "id gets a secondary index (KEY xid) instead of the PRIMARY KEY (sysbench --secondary)");
    static final ParameterSpec CREATE_SECONDARY = ParameterSpec.bool("createSecondary", true,
            "The secondary index k_N on k (sysbench --create-secondary)");
    static final ParameterSpec ENGINE = ParameterSpec.identifier("mysqlStorageEngine", "innodb",
            "Storage engine of the tables (sysbench --mysql-storage-engine)");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "sysbench's OLTP tables sbtest1..N (id, k, c, pad; index k_N), as sysbench oltp_* prepare makes them";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(TABLES, TABLE_SIZE, AUTO_INC, SECONDARY, CREATE_SECONDARY, ENGINE);
    }

    /** What defines one set of tables. */
    record Design(int tables, long tableSize, boolean autoInc, boolean secondary, boolean createSecondary, String engine) {

        static Design of(Parameters p) throws WorkloadException {
            String engine = p.getString(ENGINE.name());
            SqlIdentifier.check("mysqlStorageEngine", engine);
            return new Design((int) p.getLong(TABLES.name()), p.getLong(TABLE_SIZE.name()), p.getBoolean(AUTO_INC.name()),
                    p.getBoolean(SECONDARY.name()), p.getBoolean(CREATE_SECONDARY.name()), engine);
        }

        /**
         * {@code sbtest_1x10000}: tables × rows; a design other than sysbench's defaults adds what differs
         * ({@code _noautoinc}, {@code _xid}, {@code _nok}, the engine), so designs sit side by side.
         */
        String schema() {
            StringBuilder sb = new StringBuilder("sbtest_").append(tables).append('x').append(tableSize);
            if (!autoInc) {
                sb.append("_noautoinc");
            }
            if (secondary) {
                sb.append("_xid");
            }
            if (!createSecondary) {
                sb.append("_nok");
            }
            if (!engine.equalsIgnoreCase("innodb")) {
                sb.append('_').append(engine.toLowerCase(Locale.ROOT));
            }
            return sb.toString();
        }

        Map<String, String> identity() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("tables", Integer.toString(tables));
            m.put("tableSize", Long.toString(tableSize));
            m.put("autoInc", Boolean.toString(autoInc));
            m.put("secondary", Boolean.toString(secondary));
            m.put("createSecondary", Boolean.toString(createSecondary));
            m.put("engine", engine.toLowerCase(Locale.ROOT));
            return m;
        }
    }

    @Override
    public DatasetPlan plan(Parameters parameters) throws WorkloadException {
        Design d = Design.of(parameters);
        List<TableSpec> tables = new ArrayList<>();
        List<IndexSpec> indexes = new ArrayList<>();
        for (int t = 1; t <= d.tables(); t++) {
            // k_N is declared with the table: the server builds it while the rows stream in (MariaDB sorts an empty
            // table's indexes at the end of the load), in parallel per table, instead of one CREATE INDEX after another
            tables.add(new TableSpec(SbtestSql.table(t), SbtestSql.createTable(t, d.autoInc(), d.secondary(), d.createSecondary(),
                    d.engine()), List.of("id", "k", "c", "pad"), "", d.tableSize(), SbtestRows.chunks(t, d.tableSize())));
            if (d.createSecondary()) {
                indexes.add(new IndexSpec(SbtestSql.table(t), "k_" + t, List.of("k")));
            }
        }
        return new DatasetPlan(ID, GENERATOR_VERSION, d.schema(), d.identity(), tables, List.of(), indexes);
    }
}

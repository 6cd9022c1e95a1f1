package io.benchlab.dataset.tpch;

import io.benchlab.api.IndexSpec;
import io.benchlab.api.SqlIdentifier;
import io.benchlab.api.WorkloadException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Secondary indexes: the DBT-3 set for MySQL (osdldbt/dbt3 and MySQL's dbt3_s001.inc, identical)
 * and user-given extra indexes. The one list of them: the plan declares it
 * ({@link io.benchlab.api.DatasetPlan#indexes()}), and the dbt3 workload checks its hints against
 * that declaration.
 *
 * <p>Quirks kept on purpose: {@code i_l_suppkey_partkey} is on {@code (l_partkey, l_suppkey)},
 * partkey first despite its name; {@code i_ps_partkey} duplicates the primary key's prefix; part
 * and region get no secondary index.
 */
public final class TpchIndexes {

    /** The DBT-3 secondary index set, in the kit's order. */
    public static final List<IndexSpec> DBT3 = List.of(
            new IndexSpec("supplier", "i_s_nationkey", List.of("s_nationkey")),
            new IndexSpec("partsupp", "i_ps_partkey", List.of("ps_partkey")),
            new IndexSpec("partsupp", "i_ps_suppkey", List.of("ps_suppkey")),
            new IndexSpec("customer", "i_c_nationkey", List.of("c_nationkey")),
            new IndexSpec("orders", "i_o_orderdate", List.of("o_orderdate")),
            new IndexSpec("orders", "i_o_custkey", List.of("o_custkey")),
            new IndexSpec("lineitem", "i_l_shipdate", List.of("l_shipdate")),
            new IndexSpec("lineitem", "i_l_suppkey_partkey", List.of("l_partkey", "l_suppkey")),
            new IndexSpec("lineitem", "i_l_partkey", List.of("l_partkey")),
            new IndexSpec("lineitem", "i_l_suppkey", List.of("l_suppkey")),
            new IndexSpec("lineitem", "i_l_receiptdate", List.of("l_receiptdate")),
            new IndexSpec("lineitem", "i_l_orderkey", List.of("l_orderkey")),
            new IndexSpec("lineitem", "i_l_orderkey_quantity", List.of("l_orderkey", "l_quantity")),
            new IndexSpec("lineitem", "i_l_commitdate", List.of("l_commitdate")),
            new IndexSpec("nation", "i_n_regionkey", List.of("n_regionkey")));

    private static final Pattern EXTRA = Pattern.compile(
            "\\s*([A-Za-z_]+)\\s*\\.\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\(([^()]*)\\)\\s*");

    private TpchIndexes() {
    }

    /**
     * Parses extra index definitions such as
     * {@code lineitem.i_l_partkey_ext(l_partkey,l_quantity,l_shipmode,l_shipinstruct)}.
     * Table, index and column names are case-insensitive and stored in lower case.
     *
     * @param base the indexes already planned (their names must not be reused on the same table)
     * @throws WorkloadException naming the offending entry and what is wrong with it
     */
    public static List<IndexSpec> parseExtra(List<String> specs, List<IndexSpec> base) throws WorkloadException {
        List<IndexSpec> out = new ArrayList<>();
        Map<String, IndexSpec> taken = new LinkedHashMap<>();
        for (IndexSpec i : base) {
            taken.put(i.table() + "." + i.name(), i);
        }
        for (String raw : specs) {
            String spec = raw == null ? "" : raw;
            Matcher m = EXTRA.matcher(spec);
            if (!m.matches()) {
                throw new WorkloadException("extraIndexes: '" + spec + "' is not table.index_name(column,...), e.g. "
                        + "lineitem.i_l_partkey_ext(l_partkey,l_quantity,l_shipmode,l_shipinstruct)");
            }
            String table = m.group(1).toLowerCase(Locale.ROOT);
            String name = m.group(2).toLowerCase(Locale.ROOT);
            if (!TpchSchema.hasTable(table)) {
                throw new WorkloadException("extraIndexes: '" + spec + "': unknown table '" + m.group(1)
                        + "'; tables: " + String.join(", ", TpchSchema.TABLES));
            }
            if (name.length() > 64) {
                throw new WorkloadException("extraIndexes: '" + spec + "': index name longer than 64 characters");
            }
            if (name.equals("primary")) {
                throw new WorkloadException("extraIndexes: '" + spec + "': PRIMARY is reserved");
            }
            List<String> known = TpchSchema.columns(table);
            List<String> columns = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (String part : m.group(3).split(",", -1)) {
                String col = part.trim().toLowerCase(Locale.ROOT);
                if (col.isEmpty()) {
                    throw new WorkloadException("extraIndexes: '" + spec + "': empty column name");
                }
                if (!SqlIdentifier.isValid(col) || !known.contains(col)) {
                    throw new WorkloadException("extraIndexes: '" + spec + "': table " + table + " has no column '"
                            + part.trim() + "'; columns: " + String.join(", ", known));
                }
                if (!seen.add(col)) {
                    throw new WorkloadException("extraIndexes: '" + spec + "': column " + col + " appears twice");
                }
                columns.add(col);
            }
            if (columns.size() > 16) {
                throw new WorkloadException("extraIndexes: '" + spec + "': more than 16 columns");
            }
            IndexSpec index = new IndexSpec(table, name, columns);
            IndexSpec clash = taken.putIfAbsent(table + "." + name, index);
            if (clash != null) {
                throw new WorkloadException("extraIndexes: '" + spec + "': table " + table + " already has an index named "
                        + name + " " + clash.columns() + "; choose another name (e.g. " + name + "_ext)");
            }
            out.add(index);
        }
        return out;
    }

    /** {@code table.name(c1,c2)}: how an index is written in the dataset's identity (changing it reloads loaded datasets). */
    public static String identity(IndexSpec index) {
        return index.table() + "." + index.name() + "(" + String.join(",", index.columns()) + ")";
    }

    /**
     * One {@code ALTER TABLE t ADD INDEX …, ADD INDEX …} per table (one pass per table, which
     * matters for MyISAM and Aria), in table load order.
     */
    public static List<String> alterStatements(List<IndexSpec> indexes) {
        List<String> out = new ArrayList<>();
        for (String table : TpchSchema.TABLES) {
            List<String> clauses = new ArrayList<>();
            for (IndexSpec i : indexes) {
                if (i.table().equals(table)) {
                    clauses.add("ADD INDEX " + i.name() + " (" + String.join(", ", i.columns()) + ")");
                }
            }
            if (!clauses.isEmpty()) {
                out.add("ALTER TABLE " + table + " " + String.join(", ", clauses));
            }
        }
        return out;
    }
}

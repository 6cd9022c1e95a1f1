package io.benchlab.plugin.insertstream;

import io.benchlab.api.WorkloadException;
import java.util.ArrayList;
import java.util.List;

/** The SQL text of an iiBench run: table definition, multi-row INSERT and the three index queries. */
final class IiBenchSql {

    /** Rows each query returns at most (iiBench's LIMIT). */
    static final int QUERY_LIMIT = 10;

    /** A secondary index: its name and columns. */
    record Index(String name, String columns) {
    }

    /** A query on one secondary index; {@code parameters} names the bound values in order. */
    record Query(String name, String sql, List<String> parameters) {
    }

    private IiBenchSql() {
    }

    /** The variant's secondary indexes in creation order; {@code secondaryIndexes} takes the first k. */
    static List<Index> indexes(IiBenchConfig.Variant variant) {
        return variant == IiBenchConfig.Variant.ORIGINAL
                ? List.of(new Index("marketsegment", "price, customerid"),
                        new Index("registersegment", "cashregisterid, price, customerid"),
                        new Index("pdc", "price, dateandtime, customerid"))
                : List.of(new Index("marketsegment", "productid, customerid, price"),
                        new Index("registersegment", "cashregisterid, customerid, price"),
                        new Index("pdc", "price, dateandtime, customerid"));
    }

    static String createTable(IiBenchConfig c) throws WorkloadException {
        boolean original = c.variant() == IiBenchConfig.Variant.ORIGINAL;
        StringBuilder sb = new StringBuilder("CREATE TABLE ").append(c.qualifiedTable()).append(" (\n");
        sb.append(original ? "  transactionid INT NOT NULL AUTO_INCREMENT,\n" : "  transactionid BIGINT NOT NULL AUTO_INCREMENT,\n");
        sb.append("  dateandtime DATETIME,\n");
        sb.append("  cashregisterid INT NOT NULL,\n");
        sb.append("  customerid INT NOT NULL,\n");
        sb.append("  productid INT NOT NULL,\n");
        sb.append(original ? "  price FLOAT NOT NULL,\n" : "  price INT NOT NULL,\n");
        if (!original) {
            sb.append("  data VARCHAR(4000),\n");
        }
        sb.append("  PRIMARY KEY (transactionid)");
        List<Index> indexes = indexes(c.variant());
        for (int i = 0; i < c.secondaryIndexes(); i++) {
            sb.append(",\n  KEY ").append(indexes.get(i).name()).append(" (").append(indexes.get(i).columns()).append(')');
        }
        sb.append("\n) ENGINE=").append(c.engine()).append(" ROW_FORMAT=").append(c.rowFormat());
        if (c.keyBlockSize() > 0) {
            sb.append(" KEY_BLOCK_SIZE=").append(c.keyBlockSize());
        }
        if (c.partitionRows() > 0) {
            sb.append("\nPARTITION BY RANGE (transactionid) (\n");
            for (int p = 0; p < c.partitionCount(); p++) {
                sb.append("  PARTITION p").append(p).append(" VALUES LESS THAN (")
                        .append(c.partitionRows() * (p + 1)).append("),\n");
            }
            sb.append("  PARTITION pmax VALUES LESS THAN MAXVALUE\n)");
        }
        return sb.toString();
    }

    /** {@code INSERT INTO t (cols) VALUES (?,…),(?,…)…} for {@code rows} rows. */
    static String insert(IiBenchConfig c, int rows) throws WorkloadException {
        String[] cols = c.insertColumns();
        StringBuilder group = new StringBuilder("(");
        for (int i = 0; i < cols.length; i++) {
            group.append(i == 0 ? "?" : ",?");
        }
        group.append(')');
        StringBuilder sb = new StringBuilder("INSERT INTO ").append(c.qualifiedTable())
                .append(" (").append(String.join(", ", cols)).append(") VALUES ");
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append(',');
            }
            sb.append(group);
        }
        return sb.toString();
    }

    /**
     * The queries on the existing secondary indexes. Original: "seek" queries that continue an
     * index scan after a random key, written as lexicographic ORs over the index columns. Current
     * (iibench.py): a range on the first index column. All use FORCE INDEX, ORDER BY the index
     * columns and LIMIT 10.
     */
    static List<Query> queries(IiBenchConfig c) throws WorkloadException {
        String t = c.qualifiedTable();
        List<Query> all = new ArrayList<>();
        if (c.variant() == IiBenchConfig.Variant.ORIGINAL) {
            all.add(new Query("market",
                    "SELECT price, customerid FROM " + t + " FORCE INDEX (marketsegment)"
                            + " WHERE (price = ? AND customerid >= ?) OR price > ?"
                            + " ORDER BY price, customerid LIMIT " + QUERY_LIMIT,
                    List.of("price", "customerid", "price")));
            all.add(new Query("register",
                    "SELECT cashregisterid, price, customerid FROM " + t + " FORCE INDEX (registersegment)"
                            + " WHERE (cashregisterid = ? AND price = ? AND customerid >= ?)"
                            + " OR (cashregisterid = ? AND price > ?) OR cashregisterid > ?"
                            + " ORDER BY cashregisterid, price, customerid LIMIT " + QUERY_LIMIT,
                    List.of("cashregisterid", "price", "customerid", "cashregisterid", "price", "cashregisterid")));
            all.add(new Query("pdc",
                    "SELECT price, dateandtime, customerid FROM " + t + " FORCE INDEX (pdc)"
                            + " WHERE (price = ? AND dateandtime = ? AND customerid >= ?)"
                            + " OR (price = ? AND dateandtime > ?) OR price > ?"
                            + " ORDER BY price, dateandtime, customerid LIMIT " + QUERY_LIMIT,
                    List.of("price", "dateandtime", "customerid", "price", "dateandtime", "price")));
        } else {
            all.add(new Query("market",
                    "SELECT productid, customerid, price FROM " + t + " FORCE INDEX (marketsegment)"
                            + " WHERE productid >= ? ORDER BY productid, customerid, price LIMIT " + QUERY_LIMIT,
                    List.of("productid")));
            all.add(new Query("register",
                    "SELECT cashregisterid, customerid, price FROM " + t + " FORCE INDEX (registersegment)"
                            + " WHERE cashregisterid > ? ORDER BY cashregisterid, customerid, price LIMIT " + QUERY_LIMIT,
                    List.of("cashregisterid")));
            all.add(new Query("pdc",
                    "SELECT price, dateandtime, customerid FROM " + t + " FORCE INDEX (pdc)"
                            + " WHERE price >= ? ORDER BY price, dateandtime, customerid LIMIT " + QUERY_LIMIT,
                    List.of("price")));
        }
        return List.copyOf(all.subList(0, c.secondaryIndexes()));
    }
}

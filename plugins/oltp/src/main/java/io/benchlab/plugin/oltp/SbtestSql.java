package io.benchlab.plugin.oltp;

import java.util.Collections;

/**
 * The SQL text of sysbench's OLTP family, in one place: the table's DDL and every statement the
 * scripts send, worded as sysbench words them (oltp_common.lua), so a statement digest or the slow
 * log reads the same for both tools. Table names are unqualified: workers run in the dataset's schema.
 */
final class SbtestSql {
    private SbtestSql() {
    }

    static String table(int n) {
        return "sbtest" + n;
    }

    /**
     * sysbench's CREATE TABLE for MySQL: id, k, c, pad; id AUTO_INCREMENT unless told otherwise;
     * PRIMARY KEY or KEY xid; with {@code indexK} the index k_N too (sysbench creates it after its
     * INSERTs: {@link #createIndexK}).
     */
    static String createTable(int n, boolean autoInc, boolean secondary, boolean indexK, String engine) {
        return "CREATE TABLE " + table(n) + "(\n"
                + "  id INTEGER NOT NULL" + (autoInc ? " AUTO_INCREMENT" : "") + ",\n"
                + "  k INTEGER DEFAULT '0' NOT NULL,\n"
                + "  c CHAR(120) DEFAULT '' NOT NULL,\n"
                + "  pad CHAR(60) DEFAULT '' NOT NULL,\n"
                + "  " + (secondary ? "KEY xid" : "PRIMARY KEY") + " (id)" + (indexK ? ",\n  KEY k_" + n + " (k)" : "") + "\n"
                + ") /*! ENGINE = " + engine + " */";
    }

    static String createIndexK(int n) {
        return "CREATE INDEX k_" + n + " ON " + table(n) + "(k)";
    }

    static String pointSelect(int n) {
        return "SELECT c FROM " + table(n) + " WHERE id=?";
    }

    static String simpleRange(int n) {
        return "SELECT c FROM " + table(n) + " WHERE id BETWEEN ? AND ?";
    }

    static String sumRange(int n) {
        return "SELECT SUM(k) FROM " + table(n) + " WHERE id BETWEEN ? AND ?";
    }

    static String orderRange(int n) {
        return "SELECT c FROM " + table(n) + " WHERE id BETWEEN ? AND ? ORDER BY c";
    }

    static String distinctRange(int n) {
        return "SELECT DISTINCT c FROM " + table(n) + " WHERE id BETWEEN ? AND ? ORDER BY c";
    }

    static String indexUpdate(int n) {
        return "UPDATE " + table(n) + " SET k=k+1 WHERE id=?";
    }

    static String nonIndexUpdate(int n) {
        return "UPDATE " + table(n) + " SET c=? WHERE id=?";
    }

    static String delete(int n) {
        return "DELETE FROM " + table(n) + " WHERE id=?";
    }

    static String insert(int n) {
        return "INSERT INTO " + table(n) + " (id, k, c, pad) VALUES (?, ?, ?, ?)";
    }

    /** select_random_points: rows whose k is one of {@code points} values. */
    static String randomPoints(int points) {
        return "SELECT id, k, c, pad FROM " + table(1) + " WHERE k IN (" + String.join(", ", Collections.nCopies(points, "?")) + ")";
    }

    /** select_random_ranges: the rows in {@code ranges} ranges of k. */
    static String randomRanges(int ranges) {
        return "SELECT count(k) FROM " + table(1) + " WHERE " + String.join(" OR ", Collections.nCopies(ranges, "k BETWEEN ? AND ?"));
    }

    /** bulk_insert's table of one thread: id and k only. */
    static String createBulkTable(String table) {
        return "CREATE TABLE " + table + " (id INTEGER NOT NULL, k INTEGER DEFAULT '0' NOT NULL, PRIMARY KEY (id))";
    }
}

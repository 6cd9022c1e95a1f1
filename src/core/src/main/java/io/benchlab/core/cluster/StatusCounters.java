package io.benchlab.core.cluster;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The numeric {@code SHOW GLOBAL STATUS} values of one node at one moment. Names are the server's
 * own (lower case); which of them are counters and which gauges is decided where intervals are built.
 */
public record StatusCounters(SortedMap<String, Long> values) {

    public StatusCounters {
        values = Collections.unmodifiableSortedMap(new TreeMap<>(values));
    }

    /** No values: a node that was not read. */
    public static final StatusCounters NONE = new StatusCounters(new TreeMap<>());

    public static StatusCounters read(Connection c) throws SQLException {
        TreeMap<String, Long> v = new TreeMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS")) {
            while (rs.next()) {
                String value = rs.getString(2);
                if (value != null && value.matches("-?\\d{1,18}")) {
                    v.put(rs.getString(1).toLowerCase(java.util.Locale.ROOT), Long.parseLong(value));
                }
            }
        }
        return new StatusCounters(v);
    }

    public long get(String name) {
        return values.getOrDefault(name, 0L);
    }

    /** This sample minus an earlier one, for the names both have (a per-interval diff of counters). */
    public StatusCounters minus(StatusCounters earlier) {
        TreeMap<String, Long> d = new TreeMap<>();
        values.forEach((k, v) -> {
            Long before = earlier.values.get(k);
            if (before != null) {
                d.put(k, v - before);
            }
        });
        return new StatusCounters(d);
    }
}

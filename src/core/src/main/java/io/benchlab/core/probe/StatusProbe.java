package io.benchlab.core.probe;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * SHOW STATUS before and after an operation. Reading status itself moves some counters
 * (Com_show_status, Handler_write into the temporary table it builds, Questions…), so each probe is
 * calibrated once on its connection — two reads back to back — and that overhead is subtracted.
 */
public final class StatusProbe {
    private final boolean global;
    private Map<String, Long> overhead = Map.of();

    private StatusProbe(boolean global) {
        this.global = global;
    }

    public static StatusProbe global() {
        return new StatusProbe(true);
    }

    public static StatusProbe session() {
        return new StatusProbe(false);
    }

    /** Measures the probe's own footprint on this connection (call once, on an idle server). */
    public StatusProbe calibrate(Connection c) throws SQLException {
        Map<String, Long> a = read(c);
        Map<String, Long> b = read(c);
        Map<String, Long> o = new HashMap<>();
        b.forEach((k, v) -> {
            long d = v - a.getOrDefault(k, 0L);
            if (d > 0 && isCounter(k)) {
                o.put(k, d);
            }
        });
        overhead = o;
        return this;
    }

    public Map<String, Long> read(Connection c) throws SQLException {
        Map<String, Long> out = new HashMap<>(512);
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(global ? "SHOW GLOBAL STATUS" : "SHOW SESSION STATUS")) {
            while (rs.next()) {
                String v = rs.getString(2);
                if (v != null && !v.isEmpty() && isInteger(v)) {
                    out.put(rs.getString(1), Long.parseLong(v));
                }
            }
        }
        return out;
    }

    /** after − before − overhead for counters that moved; gauges (pages, threads) are reported as their after value change too. */
    public Map<String, Long> diff(Map<String, Long> before, Map<String, Long> after) {
        Map<String, Long> out = new TreeMap<>();
        after.forEach((k, v) -> {
            Long b = before.get(k);
            if (b == null) {
                return;
            }
            long d = v - b - overhead.getOrDefault(k, 0L);
            if (d != 0 && !(isCounter(k) && d < 0)) {
                out.put(k, d);
            }
        });
        return out;
    }

    private static boolean isInteger(String v) {
        int start = v.charAt(0) == '-' ? 1 : 0;
        if (start == v.length() || v.length() > 19) {
            return false;
        }
        for (int i = start; i < v.length(); i++) {
            if (!Character.isDigit(v.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Counters only grow; gauges (current values) may go down and get no overhead correction. */
    static boolean isCounter(String name) {
        String n = name.toLowerCase(java.util.Locale.ROOT);
        return !(n.contains("pages_") && !n.endsWith("_flushed") || n.startsWith("threads_") || n.startsWith("open_")
                || n.endsWith("_current") || n.contains("uptime") || n.startsWith("max_used") || n.contains("bytes_data")
                || n.contains("bytes_dirty") || n.startsWith("innodb_num_open") || n.equals("memory_used") || n.contains("memory_used"));
    }
}

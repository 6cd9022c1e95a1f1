package io.benchlab.core.probe;

import io.benchlab.core.bundle.Records.Gauge;
import io.benchlab.core.bundle.StatusVariables;
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
            if (d > 0 && StatusVariables.isCounter(k)) {
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

    /**
     * after − before − overhead for the counters that moved (see {@link StatusVariables}); gauges
     * are left out — a current value's difference is not work done, see {@link #gauges}.
     */
    public Map<String, Long> diff(Map<String, Long> before, Map<String, Long> after) {
        Map<String, Long> out = new TreeMap<>();
        after.forEach((k, v) -> {
            Long b = before.get(k);
            if (b == null || !StatusVariables.isCounter(k)) {
                return;
            }
            long d = v - b - overhead.getOrDefault(k, 0L);
            if (d > 0) {
                out.put(k, d);
            }
        });
        return out;
    }

    /** The gauges whose value changed between the two readings, as before and after. */
    public static Map<String, Gauge> gauges(Map<String, Long> before, Map<String, Long> after) {
        Map<String, Gauge> out = new TreeMap<>();
        after.forEach((k, v) -> {
            Long b = before.get(k);
            if (b != null && !b.equals(v) && StatusVariables.isGauge(k)) {
                out.put(k, new Gauge(b, v));
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
}

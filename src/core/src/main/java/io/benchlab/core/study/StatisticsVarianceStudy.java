package io.benchlab.core.study;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.Records.StatisticsRecord;
import io.benchlab.core.experiment.Experiment.StatisticsVarianceSpec;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How much do index statistics move between two ANALYZE TABLEs? Runs ANALYZE {@code runs} times on
 * the chosen tables and reads, after each, the cardinality of every index column from
 * information_schema.STATISTICS (what SHOW INDEX prints and the optimizer uses); writes mean,
 * standard deviation and coefficient of variation per index column. Optionally for several sample
 * sizes in turn and with persistent or transient statistics forced; global variables it changes are
 * restored afterwards.
 */
public final class StatisticsVarianceStudy {
    private static final String PERSISTENT = "innodb_stats_persistent";
    private static final String PERSISTENT_PAGES = "innodb_stats_persistent_sample_pages";
    private static final String TRANSIENT_PAGES = "innodb_stats_transient_sample_pages";

    private final StatisticsVarianceSpec spec;

    public StatisticsVarianceStudy(StatisticsVarianceSpec spec) {
        this.spec = spec;
    }

    public void run(StudyContext ctx) throws SQLException {
        Connection c = ctx.connection();
        List<String> tables = spec.tables().isEmpty() ? SchemaTables.of(c, ctx.schema()) : spec.tables();
        List<String> known = SchemaTables.of(c, ctx.schema());
        for (String t : tables) {
            if (!known.contains(t)) {
                throw new BenchlabException("statisticsVariance.tables: '" + t + "' is not a table of schema " + ctx.schema());
            }
        }
        Map<String, String> saved = globals(c, PERSISTENT, PERSISTENT_PAGES, TRANSIENT_PAGES);
        try {
            if (spec.persistent() != null) {
                setGlobal(c, PERSISTENT, spec.persistent() ? "ON" : "OFF");
            }
            boolean persistent = isOn(globals(c, PERSISTENT).get(PERSISTENT));
            String pagesVariable = persistent ? PERSISTENT_PAGES : TRANSIENT_PAGES;
            List<Integer> sizes = spec.samplePages().isEmpty() ? Arrays.asList((Integer) null) : spec.samplePages();
            for (Integer size : sizes) {
                if (size != null) {
                    setGlobal(c, pagesVariable, Integer.toString(size));
                }
                long pages = Long.parseLong(globals(c, pagesVariable).get(pagesVariable));
                sample(ctx, c, tables, persistent, pages);
            }
        } finally {
            for (var e : saved.entrySet()) {
                setGlobal(c, e.getKey(), e.getValue());
            }
        }
    }

    private void sample(StudyContext ctx, Connection c, List<String> tables, boolean persistent, long pages) throws SQLException {
        int runs = spec.runsOrDefault();
        Map<List<Object>, List<Long>> values = new LinkedHashMap<>();
        List<Double> analyzeSeconds = new ArrayList<>();
        for (int run = 1; run <= runs; run++) {
            ctx.checkCancelled();
            ctx.progress("statistics variance (" + (persistent ? "persistent" : "transient") + ", " + pages + " sample pages)", run - 1, runs);
            long start = System.nanoTime();
            SchemaTables.analyze(c, tables);
            analyzeSeconds.add((System.nanoTime() - start) / 1e9);
            for (var e : cardinalities(c, ctx.schema(), tables).entrySet()) {
                values.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(e.getValue());
            }
        }
        for (var e : values.entrySet()) {
            List<Object> k = e.getKey();
            List<Long> xs = e.getValue();
            double mean = xs.stream().mapToLong(Long::longValue).average().orElse(0);
            double var = xs.size() < 2 ? 0 : xs.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum() / (xs.size() - 1);
            double sd = Math.sqrt(var);
            ctx.append(BundleFormat.STATISTICS, new StatisticsRecord(ctx.variant(), (String) k.get(0), (String) k.get(1), (Integer) k.get(2),
                    (String) k.get(3), persistent, pages, runs, List.copyOf(xs), mean, sd, mean == 0 ? 0 : sd / mean,
                    List.copyOf(analyzeSeconds)));
        }
    }

    /** (table, index, seq, column) → cardinality, as information_schema.STATISTICS has it now. */
    private static Map<List<Object>, Long> cardinalities(Connection c, String schema, List<String> tables) throws SQLException {
        Map<List<Object>, Long> out = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT table_name, index_name, seq_in_index, column_name, cardinality"
                + " FROM information_schema.STATISTICS WHERE table_schema = ? ORDER BY table_name, index_name, seq_in_index")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    if (tables.contains(rs.getString(1))) {
                        out.put(List.of(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getString(4)), rs.getLong(5));
                    }
                }
            }
        }
        return out;
    }

    private static Map<String, String> globals(Connection c, String... names) throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        try (Statement s = c.createStatement()) {
            for (String n : names) {
                try (ResultSet rs = s.executeQuery("SELECT @@GLOBAL." + n)) {
                    rs.next();
                    out.put(n, rs.getString(1));
                }
            }
        }
        return out;
    }

    private static void setGlobal(Connection c, String name, String value) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("SET GLOBAL " + name + " = " + (value.matches("\\d+") ? value : "'" + value + "'"));
        }
    }

    private static boolean isOn(String v) {
        return "1".equals(v) || "ON".equalsIgnoreCase(v);
    }
}

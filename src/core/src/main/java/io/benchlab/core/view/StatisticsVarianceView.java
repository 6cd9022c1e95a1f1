package io.benchlab.core.view;

import io.benchlab.core.bundle.Records.StatisticsRecord;
import io.benchlab.core.stats.Summary;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The statistics-variance study ({@code statisticsVariance:}) laid out once for {@code show}, the
 * report and the GUI: per variant and statistics setting, one table of each index column's
 * cardinality over the ANALYZE TABLE runs, and the coefficient of variation per column and setting
 * that the report draws as bars (seed 003's chart: persistent against transient sampling).
 */
public final class StatisticsVarianceView {
    public static final String CORNER = "table.index (column)";
    public static final String TITLE = "Index cardinality variation";
    public static final List<String> HEADERS = List.of("mean", "min", "max", "CV");

    private StatisticsVarianceView() {
    }

    /**
     * The CV of each index column (a category) under each variant's setting (a series), in percent;
     * NaN where a setting did not measure that column.
     */
    public record CvBars(List<String> categories, List<String> series, double[][] percent) {
        public boolean present() {
            return !categories.isEmpty();
        }
    }

    /** One table per variant and setting, in the bundle's order; empty when the run declared no study. */
    public static List<TitledTable> of(List<StatisticsRecord> records) {
        Map<String, List<Row>> groups = new LinkedHashMap<>();
        for (StatisticsRecord r : records) {
            groups.computeIfAbsent(setting(r), k -> new ArrayList<>()).add(row(r));
        }
        List<TitledTable> out = new ArrayList<>();
        groups.forEach((g, rows) -> out.add(new TitledTable("statistics-" + out.size(), g, CORNER, new Table(HEADERS, rows))));
        return out;
    }

    /** The bars of the CV per index column, one series per variant and setting. */
    public static CvBars cv(List<StatisticsRecord> records) {
        List<String> categories = new ArrayList<>();
        List<String> series = new ArrayList<>();
        for (StatisticsRecord r : records) {
            if (!categories.contains(column(r))) {
                categories.add(column(r));
            }
            if (!series.contains(shortSetting(r))) {
                series.add(shortSetting(r));
            }
        }
        double[][] values = new double[series.size()][categories.size()];
        for (double[] row : values) {
            Arrays.fill(row, Double.NaN);
        }
        for (StatisticsRecord r : records) {
            values[series.indexOf(shortSetting(r))][categories.indexOf(column(r))] = 100 * r.cv();
        }
        return new CvBars(categories, series, values);
    }

    /** "v: transient statistics, 16 sample pages, 20 ANALYZE TABLE runs (median 12 ms, max 20 ms each)": what one table's rows share. */
    static String setting(StatisticsRecord r) {
        return text(r.variant()) + ": " + (r.persistent() ? "persistent" : "transient") + " statistics, " + r.samplePages()
                + (r.samplePages() == 1 ? " sample page, " : " sample pages, ") + r.runs() + " ANALYZE TABLE runs" + analyzeTime(r);
    }

    /** " (median 12 ms, max 20 ms each)": how long one ANALYZE TABLE of the study's tables took; empty when not recorded. */
    private static String analyzeTime(StatisticsRecord r) {
        if (r.analyzeSeconds() == null || r.analyzeSeconds().isEmpty()) {
            return "";
        }
        Summary t = Summary.of(r.analyzeSeconds().stream().mapToDouble(Double::doubleValue).toArray());
        return " (median " + Numbers.seconds(t.median()) + ", max " + Numbers.seconds(t.max()) + " each)";
    }

    /** A bar's legend: "v · transient, 16 pages". */
    private static String shortSetting(StatisticsRecord r) {
        return text(r.variant()) + " · " + (r.persistent() ? "persistent" : "transient") + ", " + r.samplePages()
                + (r.samplePages() == 1 ? " page" : " pages");
    }

    /** "orders.i_o_custkey (1: o_custkey)": the column's cardinality is that of the index prefix up to it. */
    private static String column(StatisticsRecord r) {
        return text(r.table()) + "." + text(r.index()) + " (" + r.seq() + ": " + text(r.column()) + ")";
    }

    private static Row row(StatisticsRecord r) {
        List<Long> values = r.values() == null ? List.of() : r.values();
        String min = values.isEmpty() ? "-" : String.format(Locale.ROOT, "%,d", values.stream().mapToLong(Long::longValue).min().getAsLong());
        String max = values.isEmpty() ? "-" : String.format(Locale.ROOT, "%,d", values.stream().mapToLong(Long::longValue).max().getAsLong());
        return new Row(column(r), List.of(Cell.num(String.format(Locale.ROOT, "%,.0f", r.mean())), Cell.num(min), Cell.num(max),
                Cell.num(String.format(Locale.ROOT, "%.2f%%", 100 * r.cv()))));
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }
}

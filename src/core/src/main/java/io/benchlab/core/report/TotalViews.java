package io.benchlab.core.report;

import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.report.Views.ChartGroup;
import io.benchlab.core.report.Views.StatRow;
import io.benchlab.core.stats.Summary;
import io.benchlab.core.stats.Thresholds;
import io.benchlab.core.util.Numbers;
import io.benchlab.core.view.Cell;
import io.benchlab.core.view.Row;
import io.benchlab.core.view.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The time sections of the report, from each column's {@link VariantSamples}: total seconds per
 * column and phase, seconds per operation as bars, the warm samples' statistics, the cold seconds.
 */
final class TotalViews {
    private TotalViews() {
    }

    /** Whole phases only (as {@code show} prints them): a partial or failed phase says so instead of a sum. */
    static Table totals(ColumnSamples m) {
        List<String> phases = m.phases();
        List<Row> rows = new ArrayList<>();
        for (Column c : m.columns()) {
            VariantSamples vs = m.of(c);
            List<Cell> cells = new ArrayList<>();
            for (String p : phases) {
                Double total = vs.totals().get(p);
                VariantSamples.Incomplete why = vs.incomplete().get(p);
                int ops = vs.byPhase().getOrDefault(p, Map.of()).size();
                cells.add(total != null ? new Cell(Numbers.seconds(total), ops + " operation(s)", "num")
                        : why != null ? new Cell(why.label(), why.failed() > 0 ? why.failed() + " operation(s) failed"
                                : why.measured() + " of " + why.expected() + " operations finished", "num")
                        : Cell.of("–"));
            }
            rows.add(new Row(c.label(), cells));
        }
        return new Table(phases, rows);
    }

    /** Grouped bars of seconds per operation: the warm median, then one chart per phase. */
    static ChartGroup charts(ColumnSamples m) {
        List<Column> columns = m.columns();
        List<String> operations = m.operations();
        List<String> labels = m.labels();
        List<Chart> charts = new ArrayList<>();
        double[][] median = new double[columns.size()][operations.size()];
        for (int s = 0; s < columns.size(); s++) {
            for (int o = 0; o < operations.size(); o++) {
                double[] warm = VariantSamples.array(m.of(columns.get(s)).warm().get(operations.get(o)));
                median[s][o] = warm.length == 0 ? Double.NaN : Summary.of(warm).median();
            }
        }
        charts.add(Chart.scaled("q-warm-median", "warm median",
                new BarChart("Warm median seconds per operation", operations, labels, median, AxisUnit.SECONDS), true));
        int i = 0;
        for (String p : m.phases()) {
            double[][] v = new double[columns.size()][operations.size()];
            for (int s = 0; s < columns.size(); s++) {
                Map<String, Double> ops = m.of(columns.get(s)).byPhase().getOrDefault(p, Map.of());
                for (int o = 0; o < operations.size(); o++) {
                    v[s][o] = ops.getOrDefault(operations.get(o), Double.NaN);
                }
            }
            charts.add(Chart.scaled("q-phase-" + i++, p, new BarChart("Seconds per operation, " + p, operations, labels, v,
                    AxisUnit.SECONDS), false));
        }
        return new ChartGroup("query-charts", "Seconds per operation", charts);
    }

    /** Per column and operation: the warm samples' statistics, flagged noisy past the CV limit. */
    static List<StatRow> stats(ColumnSamples m) {
        List<StatRow> rows = new ArrayList<>();
        for (Column c : m.columns()) {
            m.of(c).warm().forEach((op, values) -> {
                Summary s = Summary.of(VariantSamples.array(values));
                boolean noisy = s.coefficientOfVariation() > Thresholds.DEFAULT.cvLimit();
                rows.add(new StatRow(c.label(), op, String.valueOf(s.n()), Numbers.seconds(s.mean()), Numbers.seconds(s.median()),
                        Numbers.seconds(s.stddev()), Numbers.percent(s.coefficientOfVariation()),
                        s.hasInterval() ? Numbers.seconds(s.meanCi95ForDisplay().low()) + " – " + Numbers.seconds(s.meanCi95ForDisplay().high()) : "–",
                        noisy ? "noisy" : ""));
            });
        }
        return rows;
    }

    /** Per column that ran cold phases and operation: its cold seconds (single samples, one per cold phase). */
    static Table cold(ColumnSamples m) {
        List<Row> rows = new ArrayList<>();
        for (Column c : m.columns()) {
            Map<String, List<Double>> cold = m.of(c).cold();
            if (cold.isEmpty()) {
                continue;
            }
            List<Cell> cells = new ArrayList<>();
            for (String op : m.operations()) {
                List<Double> v = cold.get(op);
                cells.add(v == null ? Cell.of("–") : new Cell(v.stream().map(Numbers::seconds).reduce((a, b) -> a + ", " + b).orElse("–"),
                        null, "num"));
            }
            rows.add(new Row(c.label(), cells));
        }
        return new Table(m.operations(), rows);
    }
}

package io.benchlab.core.report;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.DataCheckSummary;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.StreamSamples.LimitCheck;
import io.benchlab.core.bundle.StreamSamples.RateFigure;
import io.benchlab.core.bundle.StreamSamples.Stream;
import io.benchlab.core.report.Views.Cell;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.report.Views.Row;
import io.benchlab.core.report.Views.Table;
import io.benchlab.core.stream.RateTotal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a workload's own rules make of its streams' figures, as the report shows them (the same records
 * {@code show} prints): its notes (what it is and is not, which mix ran), its rates over the run with
 * their per-interval range and their share of a ceiling (TPC-C's NOPM, TPM, efficiency), the response
 * times its kinds must meet at a percentile (TPC-C's 90th percentiles), and its consistency check.
 */
final class WorkloadViews {
    /** Lines on one rate-over-time chart. */
    private static final int MAX_LINES = 8;

    private WorkloadViews() {
    }

    /** One stream's notes. */
    public record Notes(String stream, List<String> lines) {
    }

    /**
     * The streams' workload figures; empty parts for workloads that declare none.
     *
     * @param notes  per stream with notes
     * @param rates  a row per (stream, rate)
     * @param limits a row per (stream, kind limit); a limit not met is flagged
     * @param charts each rate per interval over time, one chart per rate name
     */
    public record Figures(List<Notes> notes, Table rates, Table limits, List<Chart> charts) {
        public boolean present() {
            return !notes.isEmpty() || rates.present() || limits.present();
        }
    }

    /** One bundle's consistency check, from {@link DataCheckSummary} as {@code show} prints it. */
    public record ConsistencyView(String id, String headline, boolean wrong, List<String> problems) {
        static List<ConsistencyView> of(List<Bundle> bundles) {
            List<ConsistencyView> out = new ArrayList<>();
            for (Bundle b : bundles) {
                DataCheckSummary s = DataCheckSummary.of(b);
                if (s != null) {
                    out.add(new ConsistencyView(b.id(), s.headline(), !s.consistent(), s.problems()));
                }
            }
            return out;
        }
    }

    /** The columns' workload figures; null when no stream declares any (the report then has no such part). */
    static Figures of(List<Column> columns) {
        Map<String, List<String>> notes = new LinkedHashMap<>(); // once per column and stream, not per thread count of a sweep
        List<Row> rates = new ArrayList<>();
        List<Row> limits = new ArrayList<>();
        Map<String, List<LineChart.Series>> series = new LinkedHashMap<>();
        for (Column c : columns) {
            for (Stream st : c.streams()) {
                StreamRecord s = st.summary();
                if (s == null) {
                    continue;
                }
                String label = c.label() + " " + s.phase() + " · " + s.operation() + " · " + s.threads() + "t";
                if (s.notes() != null && !s.notes().isEmpty()) {
                    notes.putIfAbsent(c.label() + " " + s.phase() + " · " + s.operation(), s.notes());
                }
                Map<String, double[]> perInterval = st.rateSeries();
                double[] x = st.intervals().stream().mapToDouble(IntervalRecord::endSeconds).toArray();
                for (RateFigure f : st.rateFigures()) {
                    RateTotal r = f.total();
                    String name = r.name() + " per " + f.per();
                    rates.add(new Row(label, List.of(Cell.of(name), num(r.value()), num(r.ceiling()), r.share() == null ? Cell.of("–")
                                    : new Cell(r.ceilingShare() + " " + Numbers.percent(r.share()), "the rate over its ceiling", "num"),
                            num(f.intervalMin()), num(f.intervalMedian()), num(f.intervalMax()), new Cell(r.source(), r.description(), null))));
                    List<LineChart.Series> lines = series.computeIfAbsent(name, k -> new ArrayList<>());
                    if (lines.size() < MAX_LINES && f.intervalMedian() != null) {
                        lines.add(new LineChart.Series(label, x, perInterval.get(r.name())));
                    }
                }
                for (LimitCheck l : st.limits()) {
                    boolean missed = Boolean.FALSE.equals(l.met());
                    limits.add(new Row(label, List.of(Cell.of(l.kind()), Cell.of(percentile(l.percentile())),
                            new Cell(String.format(Locale.ROOT, "%,.0f", l.limitMillis()), null, "num"),
                            new Cell(l.observedMillis() == null ? "–" : String.format(Locale.ROOT, "%,.2f", l.observedMillis()), null, "num"),
                            new Cell(l.met() == null ? "no operations" : l.met() ? "met" : "NOT MET", null, missed ? "missed" : null))));
                }
            }
        }
        List<Chart> charts = new ArrayList<>();
        int id = 0;
        for (Map.Entry<String, List<LineChart.Series>> e : series.entrySet()) {
            if (e.getValue().isEmpty()) {
                continue;
            }
            String title = e.getKey() + " per interval over time";
            charts.add(Chart.scaled("workload-rate-" + id++, title, new LineChart(title, "seconds since measurement start", false,
                    e.getValue(), Numbers::sig, AxisUnit.NUMBER), true));
        }
        Figures figures = new Figures(notes.entrySet().stream().map(e -> new Notes(e.getKey(), e.getValue())).toList(), new Table(List.of("rate", "over the run", "ceiling", "share of the ceiling", "interval min",
                "interval median", "interval max", "from"), rates),
                new Table(List.of("kind", "percentile", "limit ms", "observed ms", ""), limits), charts);
        return figures.present() ? figures : null;
    }

    private static Cell num(Double v) {
        return new Cell(v == null || !Double.isFinite(v) ? "–" : Numbers.sig(v), null, "num");
    }

    private static String percentile(double p) {
        return (p == Math.rint(p) ? String.format(Locale.ROOT, "%.0f", p) : String.valueOf(p)) + "th";
    }
}

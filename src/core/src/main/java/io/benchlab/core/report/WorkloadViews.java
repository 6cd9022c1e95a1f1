package io.benchlab.core.report;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.DataCheckSummary;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.StreamSamples.RateFigure;
import io.benchlab.core.bundle.StreamSamples.Stream;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.stream.RateTotal;
import io.benchlab.core.util.Numbers;
import io.benchlab.core.view.LabelledStream;
import io.benchlab.core.view.Table;
import io.benchlab.core.view.WorkloadFiguresView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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
        List<LabelledStream> streams = new ArrayList<>();
        columns.forEach(c -> streams.addAll(c.labelledStreams()));
        Map<String, List<LineChart.Series>> series = new LinkedHashMap<>();
        for (LabelledStream l : streams) {
            Stream st = l.stream();
            if (st.summary() == null) {
                continue;
            }
            Map<String, double[]> perInterval = st.rateSeries();
            double[] x = st.intervals().stream().mapToDouble(IntervalRecord::endSeconds).toArray();
            for (RateFigure f : st.rateFigures()) {
                RateTotal r = f.total();
                List<LineChart.Series> lines = series.computeIfAbsent(r.name() + " per " + f.per(), k -> new ArrayList<>());
                if (lines.size() < MAX_LINES && f.intervalMedian() != null) {
                    lines.add(new LineChart.Series(l.name().withThreads(), x, perInterval.get(r.name())));
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
        Figures figures = new Figures(WorkloadFiguresView.notes(streams).entrySet().stream().map(e -> new Notes(e.getKey(), e.getValue()))
                .toList(), WorkloadFiguresView.rates(streams), WorkloadFiguresView.limits(streams), charts);
        return figures.present() ? figures : null;
    }
}

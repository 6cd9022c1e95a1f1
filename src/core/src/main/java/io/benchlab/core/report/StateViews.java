package io.benchlab.core.report;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.StateSamples.OperationStates;
import io.benchlab.core.bundle.StateSamples.Timeline;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.bundle.StreamSamples.Stream;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.view.StreamLabel;
import io.benchlab.core.view.Table;
import io.benchlab.core.view.ThreadStatesView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The thread states of the report (seed 004's processlist): per operation one table with every
 * column side by side (share of the sessions' sampled time per state, the most sessions in it at
 * once), each query's passes, and per stream operation its throughput on top with each stream's
 * states stacked below on the same time axis. Figures come from {@link StateSamples}, as
 * {@code show}'s do.
 *
 * @param tables per operation: states as rows, each column's share and sessions at most
 * @param passes per column and query: the states its session went through ("Repair by sorting 12.8 s")
 * @param charts per stream operation: throughput over its streams' states
 */
public record StateViews(List<OperationTable> tables, List<String> passes, List<Chart> charts) {
    /** Stacked panels under one throughput panel at most; more would make the chart too tall to read. */
    private static final int MAX_STACKS = 4;

    /** One operation's states in every column that sampled it. */
    public record OperationTable(String operation, Table table) {
    }

    public boolean hasPasses() {
        return !passes.isEmpty();
    }

    /** The thread-state views of these columns; null when none sampled thread states. */
    static StateViews of(List<Column> columns) {
        Map<Column, StateSamples> samples = new LinkedHashMap<>();
        for (Column c : columns) {
            StateSamples s = StateSamples.of(c.bundle());
            if (!s.of(c.variant()).isEmpty()) {
                samples.put(c, s);
            }
        }
        if (samples.isEmpty()) {
            return null;
        }
        Set<String> operations = new LinkedHashSet<>();
        samples.forEach((c, s) -> s.of(c.variant()).forEach(o -> operations.add(o.operation())));
        List<OperationTable> tables = new ArrayList<>();
        for (String op : operations) {
            tables.add(new OperationTable(op, table(samples, op)));
        }
        List<String> passes = new ArrayList<>();
        samples.forEach((c, s) -> s.passes().stream().filter(p -> p.variant().equals(c.variant()))
                .forEach(p -> passes.add(c.label() + " " + p.phase() + (p.round() > 1 ? "#" + p.round() : "") + " / " + p.operation()
                        + ": " + p.describe())));
        return new StateViews(tables, passes, charts(samples));
    }

    /** States as rows (most session-time in any column first); per column its share and the most sessions at once. */
    private static Table table(Map<Column, StateSamples> samples, String op) {
        Map<String, OperationStates> byColumn = new LinkedHashMap<>();
        samples.forEach((c, s) -> {
            OperationStates o = s.of(c.variant(), op);
            if (o != null) {
                byColumn.put(c.label(), o);
            }
        });
        return ThreadStatesView.sideBySide(byColumn);
    }

    /** Per stream operation: throughput of its streams on top, each stream's states stacked below, one time axis. */
    private static List<Chart> charts(Map<Column, StateSamples> samples) {
        Map<String, List<Item>> byOperation = new LinkedHashMap<>();
        samples.forEach((c, s) -> {
            for (Stream st : c.streams()) {
                Timeline t = s.timeline(st.key());
                if (t != null && !t.points().isEmpty()) {
                    byOperation.computeIfAbsent(st.key().operation(), k -> new ArrayList<>())
                            .add(new Item(StreamLabel.of(c.label(), st.key()).withThreads(), st, t));
                }
            }
        });
        List<Chart> out = new ArrayList<>();
        int id = 0;
        for (Map.Entry<String, List<Item>> e : byOperation.entrySet()) {
            List<Item> items = e.getValue().subList(0, Math.min(MAX_STACKS, e.getValue().size()));
            String unit = items.get(0).stream().unit() == null ? "units" : items.get(0).stream().unit();
            List<LineChart.Series> rate = new ArrayList<>();
            List<TimePanels.Panel> panels = new ArrayList<>();
            panels.add(null); // the throughput panel, filled below
            for (Item i : items) {
                List<IntervalRecord> iv = i.stream().intervals();
                rate.add(new LineChart.Series(i.label(), iv.stream().mapToDouble(IntervalRecord::endSeconds).toArray(),
                        iv.stream().mapToDouble(IntervalRecord::unitsPerSecond).toArray()));
                double[] x = i.timeline().points().stream().mapToDouble(StateSamples.TimelinePoint::endSeconds).toArray();
                List<LineChart.Series> states = new ArrayList<>();
                for (String state : i.timeline().states()) {
                    states.add(new LineChart.Series(state, x, i.timeline().points().stream()
                            .mapToDouble(p -> p.sessions().getOrDefault(state, 0.0)).toArray()));
                }
                panels.add(new TimePanels.Panel(i.label() + " — sessions in each thread state (stacked)", states,
                        AxisUnit.number("sessions"), true));
            }
            panels.set(0, new TimePanels.Panel(unit + "/s", rate, AxisUnit.perSecond(unit)));
            String title = e.getKey() + " — " + unit + "/s per interval, and below it the sessions' thread states on the same time axis";
            out.add(Chart.plain("thread-states-" + id++, title,
                    new TimePanels(title, "seconds since measurement start", panels).toSvg(), true));
        }
        return out;
    }

    private record Item(String label, Stream stream, Timeline timeline) {
    }
}

package io.benchlab.core.report;

import io.benchlab.core.bundle.ClusterSamples.NodeSummary;
import io.benchlab.core.bundle.ClusterSamples.TimelinePoint;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.NodeRecords.NodeDigestRecord;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.report.Views.Chart;
import io.benchlab.core.util.Numbers;
import io.benchlab.core.view.Cell;
import io.benchlab.core.view.Row;
import io.benchlab.core.view.StreamLabel;
import io.benchlab.core.view.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The cluster part of the report (docs/clusters.md): per column, each node's figures side by side,
 * and per stream the throughput on top with every replica's lag (transactions behind) or every
 * Galera node's flow control and receive queue below, on the same time axis. Figures come from
 * {@link ClusterSamples}, as {@code show}'s do.
 *
 * @param nodes  one table per column: figures as rows, nodes as columns
 * @param charts per column and stream: throughput over lag / flow control
 */
public record ClusterViews(List<NodeTable> nodes, List<Chart> charts) {

    /** One column's nodes side by side. */
    public record NodeTable(String column, Table table) {
    }

    public boolean present() {
        return !nodes.isEmpty() || !charts.isEmpty();
    }

    /** The cluster views of these columns; null when none ran on a cluster. */
    static ClusterViews of(List<Column> columns) {
        List<NodeTable> tables = new ArrayList<>();
        List<Chart> charts = new ArrayList<>();
        int id = 0;
        for (Column c : columns) {
            ClusterSamples samples = ClusterSamples.of(c.bundle());
            if (samples.isEmpty()) {
                continue;
            }
            List<NodeSummary> nodes = samples.summaries().stream().filter(s -> s.variant().equals(c.variant())).toList();
            List<NodeDigestRecord> digests = samples.digests().stream().filter(d -> d.variant().equals(c.variant())).toList();
            if (!nodes.isEmpty()) {
                tables.add(new NodeTable(c.label(), nodeTable(nodes, digests)));
            }
            for (StreamKey key : samples.streams()) {
                if (key.variant().equals(c.variant())) {
                    String svg = timeline(samples.timeline(key, c.bundle().intervals()), StreamLabel.of(c.label(), key).text(),
                            TimeMark.of(io.benchlab.core.bundle.FaultSamples.of(c.bundle()).marks(key), null));
                    if (svg != null) {
                        charts.add(Chart.plain("cluster-time-" + id++, c.label() + " — " + key.label() + ", " + key.threads()
                                + " thread(s): throughput, and each node's lag or flow control on the same time axis", svg, true));
                    }
                }
            }
        }
        ClusterViews views = new ClusterViews(tables, charts);
        return views.present() ? views : null;
    }

    /** Status counters the node table shows, summed over the intervals: what was sent, applied and written. */
    static final List<String> SHOWN_COUNTERS = List.of("com_insert", "com_select", "com_commit", "innodb_os_log_written",
            "innodb_data_written", "innodb_buffer_pool_reads");

    /**
     * One variant's nodes side by side: figures as rows, a column per node headed by its name,
     * role and what the streams did there. The report and {@code show} both render this table.
     */
    public static Table nodeTable(List<NodeSummary> nodes, List<NodeDigestRecord> digests) {
        List<String> headers = nodes.stream().map(n -> n.node() + " (" + n.role() + (n.use().isEmpty() ? "" : ", " + n.use()) + ")").toList();
        List<Row> rows = new ArrayList<>();
        rows.add(row("intervals", nodes, n -> Integer.toString(n.intervals())));
        for (String counter : SHOWN_COUNTERS) {
            if (nodes.stream().anyMatch(n -> n.counterTotals().containsKey(counter))) {
                rows.add(row(counter, nodes, n -> count(n.counterTotals().get(counter))));
            }
        }
        if (nodes.stream().anyMatch(n -> n.meanServerCpuCores() != null)) {
            rows.add(row("server cores (mean)", nodes, n -> n.meanServerCpuCores() == null ? "–"
                    : String.format(Locale.ROOT, "%.2f", n.meanServerCpuCores())));
            rows.add(row("server RSS (max)", nodes, n -> n.maxServerRssBytes() == null ? "–" : Numbers.bytes(n.maxServerRssBytes())));
        }
        if (nodes.stream().anyMatch(n -> n.maxTransactionsBehind() != null)) {
            rows.add(row("max seconds behind", nodes, n -> count(n.maxLagSeconds())));
            rows.add(row("max transactions behind", nodes, n -> count(n.maxTransactionsBehind())));
            rows.add(row("mean transactions behind", nodes, n -> n.meanTransactionsBehind() == null ? "–"
                    : String.format(Locale.ROOT, "%,.1f", n.meanTransactionsBehind())));
        }
        if (nodes.stream().anyMatch(n -> n.maxFlowControlPaused() != null)) {
            rows.add(row("max flow-control paused", nodes, n -> n.maxFlowControlPaused() == null ? "–"
                    : String.format(Locale.ROOT, "%.3f", n.maxFlowControlPaused())));
            rows.add(row("flow-control pauses sent", nodes, n -> count(n.flowControlSent())));
            rows.add(row("max receive queue", nodes, n -> count(n.maxRecvQueue())));
            rows.add(row("certification failures", nodes, n -> count(n.certFailures())));
        }
        if (!digests.isEmpty()) {
            rows.add(row("same rows at the end", nodes, n -> {
                List<NodeDigestRecord> mine = digests.stream().filter(d -> d.node().equals(n.node())).toList();
                return mine.isEmpty() ? "–" : mine.stream().allMatch(NodeDigestRecord::sameAsFirst)
                        ? "yes (" + count(mine.stream().mapToLong(NodeDigestRecord::rows).sum()) + " rows)" : "NO";
            }));
        }
        return new Table(headers, rows);
    }

    /** Figures are numbers but for "same rows at the end": right-aligned as in every table of the report. */
    private static Row row(String label, List<NodeSummary> nodes, Function<NodeSummary, String> cell) {
        return new Row(label, nodes.stream().map(n -> new Cell(cell.apply(n), null, label.startsWith("same rows") ? null : "num")).toList());
    }

    private static String count(Long v) {
        return v == null ? "–" : String.format(Locale.ROOT, "%,d", v);
    }

    /** Throughput on top; transactions behind per replica, or flow control and receive queue per Galera node, below. */
    private static String timeline(List<TimelinePoint> points, String title, List<TimeMark> faults) {
        if (points.isEmpty()) {
            return null;
        }
        double[] x = points.stream().mapToDouble(TimelinePoint::endSeconds).toArray();
        List<TimePanels.Panel> panels = new ArrayList<>();
        panels.add(new TimePanels.Panel("units/s", List.of(new LineChart.Series("throughput", x,
                points.stream().mapToDouble(TimelinePoint::unitsPerSecond).toArray())), AxisUnit.NUMBER));
        List<String> nodes = List.copyOf(points.get(0).nodes().keySet());
        List<LineChart.Series> behind = new ArrayList<>();
        List<LineChart.Series> paused = new ArrayList<>();
        List<LineChart.Series> queue = new ArrayList<>();
        for (String n : nodes) {
            NodeIntervalRecord first = points.get(0).nodes().get(n);
            if (first.transactionsBehind() != null) {
                behind.add(series(n, x, points, n, r -> r.transactionsBehind() == null ? Double.NaN : r.transactionsBehind()));
            }
            if (first.flowControlPaused() != null) {
                paused.add(series(n, x, points, n, r -> r.flowControlPaused() == null ? Double.NaN : 100 * r.flowControlPaused()));
                queue.add(series(n, x, points, n, r -> r.recvQueue() == null ? Double.NaN : r.recvQueue()));
            }
        }
        if (!behind.isEmpty()) {
            panels.add(new TimePanels.Panel("transactions behind the primary", behind, AxisUnit.NUMBER));
        }
        if (!paused.isEmpty()) {
            panels.add(new TimePanels.Panel("% of the interval paused by flow control", paused, AxisUnit.PERCENT));
            panels.add(new TimePanels.Panel("receive queue (write sets)", queue, AxisUnit.NUMBER));
        }
        return new TimePanels(title, "seconds since measurement start", panels, faults).toSvg();
    }

    private static LineChart.Series series(String label, double[] x, List<TimelinePoint> points, String node,
                                           ToDoubleFunction<NodeIntervalRecord> value) {
        return new LineChart.Series(label, x, points.stream().mapToDouble(p -> {
            NodeIntervalRecord r = p.nodes().get(node);
            return r == null ? Double.NaN : value.applyAsDouble(r);
        }).toArray());
    }
}

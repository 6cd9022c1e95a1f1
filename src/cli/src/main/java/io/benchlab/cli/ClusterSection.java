package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.ClusterSamples.NodeSummary;
import io.benchlab.core.bundle.ClusterSamples.TimelinePoint;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.NodeRecords.ClusterStartRecord;
import io.benchlab.core.bundle.NodeRecords.NodeColdRecord;
import io.benchlab.core.bundle.NodeRecords.NodeDigestRecord;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.report.ClusterViews;
import io.benchlab.core.view.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The cluster part of {@code benchlab show}: each node's figures side by side per variant
 * (counters, replica lag, Galera flow control), lag over time next to the stream's throughput,
 * start-up times, each node's cold proof and the end-of-variant consistency check. Every figure
 * comes from {@link ClusterSamples}, as the JSON's and the report's do.
 */
final class ClusterSection {
    /** Counters shown per node (when sampled); the rest are in the JSON. */
    private ClusterSection() {
    }

    static String render(Bundle b) {
        return render(ClusterSamples.of(b), b);
    }

    static String render(ClusterSamples c, Bundle b) {
        if (c.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        List<NodeSummary> summaries = c.summaries();
        Set<String> variants = new LinkedHashSet<>();
        summaries.forEach(s -> variants.add(s.variant()));
        c.digests().forEach(d -> variants.add(d.variant()));
        for (String variant : variants) {
            List<NodeSummary> nodes = summaries.stream().filter(s -> s.variant().equals(variant)).toList();
            if (!nodes.isEmpty()) {
                out.append('\n').append("Cluster nodes side by side — ").append(variant)
                        .append(" (counters summed over the stream intervals; lag and flow control at their worst)\n");
                Table table = ClusterViews.nodeTable(nodes, c.digests().stream().filter(d -> d.variant().equals(variant)).toList());
                out.append(TextTable.of("Figure", table).render());
            }
            for (StreamKey key : c.streams()) {
                if (key.variant().equals(variant)) {
                    out.append(timeline(c, key, b));
                }
            }
        }
        out.append(starts(c.starts()));
        out.append(cold(c.cold()));
        out.append(digests(c.digests()));
        return out.toString();
    }

    /**
     * Two cluster variants' lag and flow control node by node (nodes of the same name), for
     * {@code compare}; empty when neither ran on a cluster or they share no node.
     */
    static String compare(Bundle ba, String va, Bundle bb, String vb) {
        List<NodeSummary> a = ClusterSamples.of(ba).summaries().stream().filter(n -> n.variant().equals(va)).toList();
        List<NodeSummary> b = ClusterSamples.of(bb).summaries().stream().filter(n -> n.variant().equals(vb)).toList();
        TextTable t = new TextTable(List.of("Node · figure", "A", "B"));
        for (NodeSummary na : a) {
            NodeSummary nb = b.stream().filter(n -> n.node().equals(na.node())).findFirst().orElse(null);
            if (nb == null) {
                continue;
            }
            String n = na.node() + " · ";
            if (na.maxTransactionsBehind() != null || nb.maxTransactionsBehind() != null) {
                t.row(List.of(n + "mean transactions behind", decimal(na.meanTransactionsBehind()), decimal(nb.meanTransactionsBehind())));
                t.row(List.of(n + "max transactions behind", TextTable.count(na.maxTransactionsBehind()), TextTable.count(nb.maxTransactionsBehind())));
                t.row(List.of(n + "max seconds behind", TextTable.count(na.maxLagSeconds()), TextTable.count(nb.maxLagSeconds())));
            }
            if (na.maxFlowControlPaused() != null || nb.maxFlowControlPaused() != null) {
                t.row(List.of(n + "max flow-control paused", share(na.maxFlowControlPaused()), share(nb.maxFlowControlPaused())));
                t.row(List.of(n + "flow-control pauses sent", TextTable.count(na.flowControlSent()), TextTable.count(nb.flowControlSent())));
                t.row(List.of(n + "certification failures", TextTable.count(na.certFailures()), TextTable.count(nb.certFailures())));
            }
        }
        if (t.isEmpty()) {
            return "";
        }
        return "\nCluster nodes, A vs B (lag and flow control at their worst over the stream intervals)\n" + t.render() + "\n";
    }

    private static String decimal(Double v) {
        return v == null ? "-" : String.format(Locale.ROOT, "%,.1f", v);
    }

    private static String share(Double v) {
        return v == null ? "-" : String.format(Locale.ROOT, "%.3f", v);
    }

    /** Lag (replicas) or flow control (Galera) per interval beside the stream's throughput; long runs thinned evenly. */
    private static String timeline(ClusterSamples c, StreamKey key, Bundle b) {
        List<TimelinePoint> points = c.timeline(key, b.intervals());
        if (points.isEmpty()) {
            return "";
        }
        List<String> nodes = new ArrayList<>(points.get(0).nodes().keySet());
        boolean galera = points.get(0).nodes().values().stream().anyMatch(n -> n.flowControlPaused() != null);
        List<String> header = new ArrayList<>(List.of("End s", "Units/s"));
        for (String n : nodes) {
            NodeIntervalRecord r = points.get(0).nodes().get(n);
            if (r.transactionsBehind() != null) {
                header.add(n + " trx behind");
                header.add(n + " s behind");
            } else if (galera) {
                header.add(n + " FC paused");
                header.add(n + " recv queue");
            }
        }
        TextTable t = new TextTable(header);
        int step = Math.max(1, (points.size() + StreamSection.MAX_SERIES_ROWS - 1) / StreamSection.MAX_SERIES_ROWS);
        for (int i = 0; i < points.size(); i += step) {
            TimelinePoint p = points.get(i);
            List<String> row = new ArrayList<>(List.of(String.format(Locale.ROOT, "%.1f", p.endSeconds()),
                    Double.isNaN(p.unitsPerSecond()) ? "-" : String.format(Locale.ROOT, "%,.0f", p.unitsPerSecond())));
            for (String n : nodes) {
                NodeIntervalRecord r = p.nodes().get(n);
                if (r == null) {
                    continue;
                }
                if (r.transactionsBehind() != null) {
                    row.add(TextTable.count(r.transactionsBehind()));
                    row.add(TextTable.count(r.lagSeconds()));
                } else if (galera) {
                    row.add(String.format(Locale.ROOT, "%.3f", r.flowControlPaused()));
                    row.add(TextTable.count(r.recvQueue()));
                }
            }
            t.row(row);
        }
        return "\n" + (galera ? "Flow control" : "Replica lag") + " over time — " + key.label() + ", " + key.threads() + " thread(s)"
                + (galera ? " (share of each interval paused, receive queue at its end)" : " (at each interval's end)") + "\n" + t.render();
    }

    private static String starts(List<ClusterStartRecord> starts) {
        if (starts.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\nCluster start-up (until every node accepted connections and the cluster was healthy)\n");
        for (ClusterStartRecord s : starts) {
            out.append(String.format(Locale.ROOT, "  %s, %s: %.1f s (", s.variant(), s.why(), s.seconds()));
            for (int i = 0; i < s.nodes().size(); i++) {
                out.append(i == 0 ? "" : ", ").append(s.nodes().get(i).node())
                        .append(String.format(Locale.ROOT, " %.1f s", s.nodes().get(i).seconds()));
            }
            out.append(")\n");
        }
        return out.toString();
    }

    private static String cold(List<NodeColdRecord> cold) {
        if (cold.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\nHow cold was made cold, per node\n");
        for (NodeColdRecord r : cold) {
            var p = r.proof();
            out.append(String.format(Locale.ROOT, "  %s / %s / %s: datadir %s, resident after eviction %s, at first query %s; buffer pool %d of %d pages hold data%n",
                    r.variant(), r.phase(), r.node(), TextTable.bytes(p.datadirBytes()), TextTable.bytes(p.residentBytesBefore()),
                    TextTable.bytes(p.residentBytesAtFirstQuery()), p.bufferPoolPagesData(), p.bufferPoolPagesTotal()));
        }
        out.append("  method: ").append(cold.get(0).proof().method()).append('\n');
        return out.toString();
    }

    private static String digests(List<NodeDigestRecord> digests) {
        if (digests.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\nSame rows on every node at the end (COUNT(*) and CHECKSUM TABLE per node, after catching up)\n");
        TextTable t = new TextTable(List.of("Variant", "Table", "Node", "Rows", "Checksum", "Same"));
        for (NodeDigestRecord d : digests) {
            t.row(List.of(d.variant(), d.table(), d.node(), TextTable.count(d.rows()), Long.toString(d.checksum()), d.sameAsFirst() ? "yes" : "NO"));
        }
        return out.append(t.render()).toString();
    }
}

package io.benchlab.core.report;

import io.benchlab.core.view.SweepTable;
import io.benchlab.core.view.Table;
import java.util.List;

/**
 * What the template renders: plain records of strings, already formatted. The template escapes
 * every one of them; only {@link Chart#svg()} is inserted raw, and {@link Svg} escapes inside it.
 */
public final class Views {
    private Views() {
    }

    public record KeyValue(String key, String value) {
    }

    /**
     * A chart, drawn once per y axis it offers.
     *
     * @param svg      the chart on a linear y axis (or the only drawing)
     * @param logSvg   the same chart on a log y axis; null when the values do not allow one
     * @param logFirst the log drawing is the one shown first (the values span decades)
     */
    public record Chart(String id, String title, String svg, String logSvg, boolean logFirst, boolean shown) {
        /** A chart with one drawing (no y axis to switch). */
        static Chart plain(String id, String title, String svg, boolean shown) {
            return new Chart(id, title, svg, null, false, shown);
        }

        /** A chart drawn on a linear and, where the values allow it, a log y axis. */
        static Chart scaled(String id, String title, YScaled chart, boolean shown) {
            Scale.Span span = chart.ySpan();
            return new Chart(id, title, chart.toSvg(false), span.offered() ? chart.toSvg(true) : null, span.logFirst(), shown);
        }

        public boolean hasLog() {
            return logSvg != null;
        }
    }

    /** Charts of which one is shown at a time, chosen with a select box. */
    public record ChartGroup(String id, String title, List<Chart> charts) {
    }

    public record Setting(String name, String requested, String effective, String scope) {
    }

    public record VariantSettings(String variant, String server, String version, String tls, List<Setting> settings) {
    }

    /**
     * @param settle     what was pending before the restart and how it settled ("–" for older bundles)
     * @param coldWrites reads of this phase during which the server wrote more than a cold read should; empty if none
     */
    public record ColdProof(String variant, String phase, String method, String datadir, String residentBefore,
                            String residentAtFirstQuery, String bufferPool, String dumpLoadDisabled, String dropCaches,
                            String settle, List<String> coldWrites) {
    }

    public record BundleInfo(String id, String experiment, String workload, String status, String message, String started,
                             String ended, String host, String benchlabVersion, String order, String orderText,
                             List<KeyValue> server, List<KeyValue> hardware, List<KeyValue> nonDefaults,
                             List<VariantSettings> variants, List<ColdProof> coldProofs, String experimentText,
                             String reproduce, List<KeyValue> events, List<String> warmReads) {
        public boolean hasColdProofs() {
            return !coldProofs.isEmpty();
        }

        public boolean hasEvents() {
            return !events.isEmpty();
        }

        public int nonDefaultCount() {
            return nonDefaults.size();
        }

        public int eventCount() {
            return events.size();
        }
    }

    public record StatRow(String column, String operation, String n, String mean, String median, String stddev, String cv,
                          String ci, String css) {
    }

    /**
     * One figure's verdict, as {@link io.benchlab.core.compare.VerdictTable.Row} (the table {@code compare} prints).
     *
     * @param word     the verdict in a word or two; {@code sentence} is its full sentence (the cell's tip)
     * @param planFlip the plans differ between the two sides (the word and the sentence say so too)
     */
    public record VerdictRow(String figure, String a, String b, String ratio, String p, String word, String sentence, String kind,
                             boolean noisy, boolean planFlip) {
    }

    /**
     * A verdict the report leads with (its first screen): a comparison's total, or a stream's throughput.
     *
     * @param against the column compared with the baseline ("sort-4M"), on a comparison's first line; empty on its further lines
     * @param word    the verdict in a word or two; {@code sentence} is its full sentence
     * @param tally   how the comparison's other figures went ("11 same, 2 faster"), on its first line
     */
    public record Headline(String against, String figure, String a, String b, String ratio, String word, String sentence, String kind,
                           String tally) {
    }

    /**
     * @param note        what the samples are when that is not the warm phases (an interleaved run's cold steps), else null
     * @param notes       the rules behind the words, each said once, and which plans differ
     * @param differences what the two sides ran differently under one name (other SQL, other parameters)
     */
    public record ComparisonBlock(String baseline, String candidate, List<VerdictRow> rows, String note, List<String> notes,
                                  List<String> differences) {
        public boolean hasRows() {
            return !rows.isEmpty();
        }
    }

    /**
     * One value of one operation in a sweep's table.
     *
     * @param seconds  median seconds of the samples compared
     * @param verdict  the verdict against the baseline in a few words ({@link io.benchlab.core.bundle.OperationVerdict#brief});
     *                 "baseline" in the baseline column
     * @param sentence its full sentence ({@link io.benchlab.core.bundle.OperationVerdict#describe}), the cell's hover tip
     * @param kind     faster, slower, no-significant-difference, too-noisy, insufficient-data, baseline
     */
    public record SweepCell(String seconds, String verdict, String sentence, String kind) {
    }

    public record SweepRow(String operation, List<SweepCell> cells) {
    }

    /**
     * A sweep's verdicts as one table (see {@link SweepTable}): one row per operation, one column per value.
     *
     * @param values column headers, the baseline first
     */
    public record SweepVerdicts(String title, String variable, String baseline, List<String> values, List<SweepRow> rows,
                                String note) {
    }

    public record PlanSide(String column, String fingerprint, Table table, String json) {
        public boolean hasJson() {
            return json != null && !json.isBlank();
        }
    }

    public record PlanDiff(String operation, boolean same, PlanSide a, PlanSide b) {
    }

    public record PlanComparison(String baseline, String candidate, List<PlanDiff> operations, int changed) {
    }

    public record CounterRow(String name, String a, String b, String aNorm, String bNorm, String change, String css) {
    }

    public record CounterDiff(String title, String baseline, String candidate, String per, List<CounterRow> rows,
                              int omitted) {
        public boolean hasOmitted() {
            return omitted > 0;
        }
    }
}

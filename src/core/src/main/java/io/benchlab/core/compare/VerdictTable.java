package io.benchlab.core.compare;

import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.stats.RegressionGate;
import io.benchlab.core.stats.Verdict;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A comparison as a table a reader scans: one row per figure (A, B, B/A with its 95% interval, the
 * p-value, the verdict in a word or two) and, once below it, the rules that reached those words with
 * the figures each finding applies to — not the rule repeated on every line. {@code compare} prints
 * it as text and as Markdown, the report and the GUI's Compare tab show the same rows, each with its
 * full sentence ({@link Row#sentence}) as a tooltip or on the selected row.
 *
 * @param rows  one per figure, in the comparison's order (queries, streams, nodes)
 * @param notes what the columns are, then each rule once with its findings, then which plans differ
 * @param gate  the gate's limit as a user wrote it ("5%"); null when no gate was asked for
 */
public record VerdictTable(List<Row> rows, List<String> notes, String gate) {

    /** Said first under every table: what the numbers are. */
    public static final String COLUMNS_NOTE = "A and B are medians (a query's samples are its runs, a stream's its intervals);"
            + " B/A is B's median over A's with its 95% bootstrap interval; p is the two-sided Mann-Whitney p-value";

    /**
     * One figure.
     *
     * @param figure   a query's operation ("Q1.1", "total"), or a figure in full ("insert · 4 threads · p99 ms")
     * @param a        A's median with its unit for seconds ("44.0 ms"), else the number in the figure's unit
     * @param b        B's median
     * @param ratio    B/A and its 95% interval: "0.482 (0.203–2.43)"; "–" when a side has no value
     * @param p        Mann-Whitney's p, "–" when untested
     * @param word     the verdict in a word or two ({@link FigureVerdict#word})
     * @param kind     the verdict's kind as a style names it: faster, slower, no-significant-difference, too-noisy, insufficient-data
     * @param gate     the gate's outcome on this figure ("pass", "REGRESSED (loss +25%)", "inconclusive"); null without a gate
     * @param sentence the verdict's full sentence
     */
    public record Row(String figure, String a, String b, String ratio, String p, String word, String kind, boolean plansDiffer,
                      String gate, String sentence) {

        public boolean regressed() {
            return gate != null && gate.startsWith("REGRESSED");
        }
    }

    /** The table of a comparison, gate column included when it was asked for. */
    public static VerdictTable of(FigureComparison c) {
        return of(c.figures(), c.gate());
    }

    /** The table of some figures; {@code gate} null for none. */
    public static VerdictTable of(List<FigureVerdict> figures, RegressionGate gate) {
        List<Row> rows = figures.stream().map(VerdictTable::row).toList();
        return new VerdictTable(rows, notes(figures), gate == null ? null : gate.limit());
    }

    /** The column headers, as every rendering names them. */
    public List<String> headers() {
        List<String> h = new ArrayList<>(List.of("Figure", "A", "B", "B/A (95% CI)", "p", "Verdict"));
        if (gate != null) {
            h.add("Gate (" + gate + ")");
        }
        return h;
    }

    /** A row's cells in {@link #headers()}'s order. */
    public List<String> cells(Row r) {
        List<String> c = new ArrayList<>(List.of(r.figure(), r.a(), r.b(), r.ratio(), r.p(), r.word()));
        if (gate != null) {
            c.add(r.gate() == null ? "" : r.gate());
        }
        return c;
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /** How many figures got each word, most first: "11 same, 2 faster; plans differ on 1" (a headline's tally); empty for none. */
    public static String tally(List<Row> rows) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        rows.forEach(r -> counts.merge(r.word().replace(" · plans differ", ""), 1, Integer::sum));
        List<String> parts = new ArrayList<>();
        counts.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).forEach(e -> parts.add(e.getValue() + " " + e.getKey()));
        long flips = rows.stream().filter(Row::plansDiffer).count();
        return String.join(", ", parts) + (flips == 0 ? "" : "; plans differ on " + flips);
    }

    /** One figure's row (also for a single verdict shown apart from its table, such as a report's headline). */
    public static Row row(FigureVerdict v) {
        boolean seconds = v.figure().kind() == Figure.Kind.QUERY;
        String ratio = Double.isFinite(v.ratio()) ? Numbers.sig(v.ratio()) + (v.ratioInterval().isDefined()
                ? " (" + Numbers.sig(v.ratioInterval().low()) + "–" + Numbers.sig(v.ratioInterval().high()) + ")" : "") : "–";
        boolean tested = v.verdict().kind() != Verdict.Kind.INSUFFICIENT_DATA;
        return new Row(v.label(), seconds ? Numbers.seconds(v.a()) : Numbers.sig(v.a()), seconds ? Numbers.seconds(v.b()) : Numbers.sig(v.b()), ratio,
                tested ? v.comparison().pValueText() : "–", v.word(), v.verdict().kind().name().toLowerCase(Locale.ROOT).replace('_', '-'),
                v.plansDiffer(), v.gate() == null ? null : gate(v.gate()), v.sentence());
    }

    private static String gate(RegressionGate.Result g) {
        return switch (g.outcome()) {
            case PASS -> "pass";
            case REGRESSED -> String.format(Locale.ROOT, "REGRESSED (loss %+,.0f%%)", g.loss() * 100);
            case INCONCLUSIVE -> "inconclusive";
        };
    }

    /**
     * The notes under the table: the columns, then each rule once — its findings each followed by
     * the figures they apply to ("the samples overlap: total, by-group") or, when each figure found
     * something of its own, each figure with its finding ("total A 78%, B 68%; …") — then the plans
     * that differ.
     */
    static List<String> notes(List<FigureVerdict> figures) {
        if (figures.isEmpty()) {
            return List.of();
        }
        // rule → finding → figures, each in the order first met
        Map<String, Map<String, List<String>>> rules = new LinkedHashMap<>();
        for (FigureVerdict v : figures) {
            for (Verdict.RuleNote n : v.verdict().notes()) {
                rules.computeIfAbsent(n.rule(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(n.finding() == null ? "" : n.finding(), k -> new ArrayList<>()).add(v.label());
            }
        }
        Map<String, List<String>> plans = new LinkedHashMap<>();
        for (FigureVerdict v : figures) {
            if (v.plansDiffer()) {
                plans.computeIfAbsent(v.query().planFinding(), k -> new ArrayList<>()).add(v.label());
            }
        }
        if (!plans.isEmpty()) {
            rules.put(OperationVerdict.PLANS_DIFFER_RULE, plans);
        }
        List<String> out = new ArrayList<>(List.of(COLUMNS_NOTE + "."));
        rules.forEach((rule, findings) -> out.add(rule + findings(new LinkedHashMap<>(findings), figures.size()) + "."));
        return out;
    }

    private static String findings(Map<String, List<String>> findings, int figureCount) {
        findings.remove("");
        if (findings.isEmpty()) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        if (findings.size() > 1 && findings.values().stream().allMatch(f -> f.size() == 1)) { // each figure found its own
            findings.forEach((finding, names) -> parts.add(names.get(0) + ": " + finding));
            return " (" + String.join("; ", parts) + ")";
        }
        findings.forEach((finding, names) -> parts.add(finding + ": " + (names.size() == figureCount && figureCount > 2
                ? "all " + figureCount + " figures" : String.join(", ", names))));
        String all = String.join("; ", parts);
        return ". " + Character.toUpperCase(all.charAt(0)) + all.substring(1);
    }


}

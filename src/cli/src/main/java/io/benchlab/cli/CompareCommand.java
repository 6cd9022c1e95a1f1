package io.benchlab.cli;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BufferPoolFigures;
import io.benchlab.core.view.BufferPoolView;
import io.benchlab.core.bundle.VariantSizes;
import io.benchlab.core.view.SizesView;
import io.benchlab.core.view.Table;
import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.bundle.WaitSamples;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.compare.FigureComparison;
import io.benchlab.core.compare.FigureVerdict;
import io.benchlab.core.compare.VerdictTable;
import io.benchlab.core.settings.VariableDiff;
import io.benchlab.core.stats.RegressionGate;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Compare two runs (or two variants of one run) figure by figure, with statistics: every timed query, every"
                + " stream's throughput and p95/p99 over its intervals (fileio: IOPS and latency), arrival-rate lateness, and on a"
                + " cluster each node's lag and flow control.",
                "Samples are the seconds of each warm phase and a stream's intervals over its warm phases (cold phases are single"
                + " samples and measured apart); in an interleaved run, where every step starts cold, the cold steps are the samples.",
                "Before any verdict it says when the two runs ran different SQL or parameters under one operation name.",
                "The verdicts are one table (figure, A, B, B/A with its 95%% interval, p, the verdict in a word or two) with the rules"
                + " that reached them explained once below it; --format markdown prints the same table as Markdown, for a pull"
                + " request."},
        footer = {"", "As a CI gate: --fail-on-regression 5%% exits 1 when B is significantly worse than A by more than 5%% on any"
                + " figure, and names each such figure on its own line. The threshold is a percentage below 100%% (5%%) or a"
                + " fraction below 1 (0.05); anything else is a usage error (exit 64) before anything is compared.",
                "Streams on a cluster: each node's lag and flow control follow, A next to B; with faults, each fault's recovery,"
                + " operations lost and acknowledged writes lost, A next to B.",
                "Thread states: each operation's share of its sessions' time per state, A → B (states that moved most first)."})
final class CompareCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "A", description = "Baseline run: folder, id or id prefix, experiment name, or 'latest'.")
    String a;

    @Parameters(index = "1", paramLabel = "B", arity = "0..1", description = "Candidate bundle (default: the same as A, comparing two variants).")
    String b;

    @Option(names = "--variant-a", description = "Variant of A (default: its first).")
    String variantA;

    @Option(names = "--variant-b", description = "Variant of B (default: the same name as A's if present, else B's first or second).")
    String variantB;

    @Option(names = "--include-cold", description = "Also use cold phases as samples.")
    boolean includeCold;

    @Option(names = "--fail-on-regression", paramLabel = "THRESHOLD", converter = GateThreshold.class,
            description = "Exit 1 if B is worse beyond this on any figure: 5%% or 0.05.")
    RegressionGate gate;

    @Option(names = "--junit", paramLabel = "FILE", description = "Also write the gate as a JUnit XML report to FILE, for CI systems to"
            + " display: a test case per figure, a failure per regressed figure (needs --fail-on-regression).")
    Path junit;

    @Option(names = "--format", defaultValue = "text", description = "text (default) or markdown: the verdict table (with the"
            + " variables that differ and the rules below it) as Markdown to paste into a pull request.")
    Format format;

    enum Format { text, markdown }

    @Option(names = "--sentences", description = "Also say each figure's verdict in one full sentence (its numbers and the rule"
            + " behind it), below the table.")
    boolean sentences;

    @Mixin
    HomeOption home;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (junit != null && gate == null) {
            throw new ParameterException(spec.commandLine(), "--junit writes the regression gate: give --fail-on-regression too"
                    + " (e.g. --fail-on-regression 5%)");
        }
        Bundle ba = BundleArgument.read(a, home.resolve());
        Bundle bb = b == null ? ba : BundleArgument.read(b, home.resolve());
        String va = variantA != null ? variantA : ba.manifest().variants().get(0);
        String vb = variantB != null ? variantB : pickB(ba, bb, va);
        requireVariant(ba, va);
        requireVariant(bb, vb);
        VariantSamples vsa = VariantSamples.of(ba, va);
        VariantSamples vsb = VariantSamples.of(bb, vb);
        FigureComparison comparison = FigureComparison.of(ba, va, bb, vb, includeCold, gate);
        String streams = StreamSection.compare(ba, va, bb, vb);
        String faults = FaultSection.compare(ba, va, bb, vb) + SideLoadSection.compare(ba, va, bb, vb);
        // MySQL beside MariaDB: states lined up by the documented mapping (docs/mysql.md), each side's own words kept
        String states = StateSection.compare(StateSamples.between(ba, va, bb, vb));
        String waits = WaitSection.compare(WaitSamples.of(ba), va, WaitSamples.of(bb), vb);
        if (comparison.figures().isEmpty() && streams.isEmpty() && faults.isEmpty() && states.isEmpty()) {
            throw new BenchlabException("no operation measured in both " + va + " and " + vb);
        }
        String nameA = b == null ? va : ba.id() + ":" + va;
        String nameB = b == null ? vb : bb.id() + ":" + vb;
        VerdictTable table = VerdictTable.of(comparison);
        VariableDiff variables = VariableDiff.between(ba, va, "A", bb, vb, "B");
        String coldSteps = !includeCold && (vsa.onlyCold() || vsb.onlyCold()) ? OperationVerdict.COLD_STEPS_NOTE : null;
        if (format == Format.markdown) {
            System.out.print(markdown(nameA, nameB, comparison, variables, coldSteps, table));
            return gateExit(comparison, nameA, nameB);
        }
        System.out.println("A = " + nameA);
        System.out.println("B = " + nameB);
        if (!comparison.differences().isEmpty()) { // before any verdict: a verdict between different statements is about them
            System.out.println("A and B did not run the same thing under every name:");
            comparison.differences().forEach(d -> System.out.println("  " + d.sentence("A", "B")));
        }
        System.out.print(VariableSection.render(variables)); // before any timing
        System.out.println();
        if (coldSteps != null) {
            System.out.println("(" + coldSteps + ")");
        }
        notWhole("A", vsa);
        notWhole("B", vsb);
        String cluster = ClusterSection.compare(ba, va, bb, vb);
        System.out.print(streams);
        System.out.print(states);
        System.out.print(waits);
        System.out.print(cluster);
        System.out.print(faults);
        String sizes = SizesView.between("A", VariantSizes.of(ba), va, "B", VariantSizes.of(bb), vb);
        if (sizes != null) {
            System.out.println(sizes); // "B 4.0× smaller on disk, 30% slower"
            System.out.println();
        }
        // the buffer pool per query, A beside B, cold with cold and warm with warm
        Table pool = BufferPoolView.between("A", BufferPoolFigures.of(ba), va, "B", BufferPoolFigures.of(bb), vb);
        if (pool.present()) {
            System.out.println("Buffer pool per query, A → B (per execution; hit ratio = 1 − pool misses / read requests)");
            System.out.print(TextTable.of(BufferPoolView.CORNER, pool).left(2).render()); // the verdicts' blank line follows
        }
        System.out.print((streams.isEmpty() && states.isEmpty() && waits.isEmpty() && cluster.isEmpty() && faults.isEmpty() && !pool.present()
                ? "" : "\n")
                + VerdictSection.text(table));
        if (sentences) {
            System.out.println("\nEach verdict in full:");
            table.rows().forEach(r -> System.out.println("  " + r.sentence())); // one line each, for grep
        }
        if (gate == null) {
            return ExitCode.OK.code();
        }
        System.out.print(gateSummary(comparison));
        return gateExit(comparison, nameA, nameB);
    }

    /** The gate's exit code, once its JUnit report is written when one was asked for (in either format). */
    private int gateExit(FigureComparison comparison, String nameA, String nameB) {
        if (gate == null) {
            return ExitCode.OK.code();
        }
        if (junit != null) {
            writeJUnit(JUnitReport.of(comparison, nameA, nameB));
        }
        return comparison.failed() ? ExitCode.FAILED.code() : ExitCode.OK.code();
    }

    /** The comparison as Markdown: what was compared, what ran differently, the variables that differ, the verdict table and its rules. */
    private static String markdown(String nameA, String nameB, FigureComparison c, VariableDiff variables, String coldSteps,
                                   VerdictTable table) {
        StringBuilder out = new StringBuilder("**A** = ").append(Markdown.text(nameA)).append(" · **B** = ").append(Markdown.text(nameB))
                .append("\n\n");
        if (!c.differences().isEmpty()) {
            out.append("A and B did not run the same thing under every name:\n\n");
            c.differences().forEach(d -> out.append("- ").append(Markdown.text(d.sentence("A", "B"))).append('\n'));
            out.append('\n');
        }
        out.append(VerdictSection.variables(variables));
        if (coldSteps != null) {
            out.append('(').append(Markdown.text(coldSteps)).append(")\n\n");
        }
        out.append(VerdictSection.markdown(table));
        if (c.gate() != null) {
            out.append('\n').append(Markdown.text(gateSummary(c).strip()).replace("\n", "  \n")).append('\n');
        }
        return out.toString();
    }

    /** The gate's result: a count, then each failing figure on a line of its own (what a CI log is read for). */
    static String gateSummary(FigureComparison c) {
        RegressionGate gate = c.gate();
        List<FigureVerdict> regressed = c.regressed();
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%nGate (fail beyond %s): %s of %d figure(s) regressed%s%n",
                gate.limit(), regressed.isEmpty() ? "none" : Integer.toString(regressed.size()), c.figures().size(),
                c.inconclusive().isEmpty() ? "" : ", " + c.inconclusive().size() + " inconclusive"));
        for (FigureVerdict v : regressed) {
            out.append(regressedLine(v)).append(System.lineSeparator());
        }
        return out.toString();
    }

    /** A regressed figure in one line, as the gate's summary and the JUnit report's failure say it. */
    static String regressedLine(FigureVerdict v) {
        return String.format(Locale.ROOT, "REGRESSED %s: A %s, B %s (B/A %s%s; loss %+,.0f%%; %s)", v.figure().name(),
                number(v.a()), number(v.b()), number(v.ratio()),
                v.ratioInterval().isDefined() ? ", 95% CI " + number(v.ratioInterval().low()) + "–" + number(v.ratioInterval().high()) : "",
                v.gate().loss() * 100, rule(v.decidedBy()));
    }

    private static String rule(FigureVerdict.DecidedBy by) {
        return switch (by) {
            case MANN_WHITNEY -> "Mann-Whitney";
            case SMALL_SAMPLE_RULE -> "small-sample rule";
            case NOISE_LIMIT -> "noise limit";
            case TOO_FEW_SAMPLES -> "too few samples";
        };
    }

    /** Three significant digits, thousands grouped. */
    private static String number(double v) {
        if (!Double.isFinite(v)) {
            return "-";
        }
        double abs = Math.abs(v);
        return abs >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : abs >= 10 ? String.format(Locale.ROOT, "%.1f", v)
                : abs >= 1 ? String.format(Locale.ROOT, "%.2f", v) : String.format(Locale.ROOT, "%.3g", v);
    }

    private void writeJUnit(String xml) {
        try {
            Files.writeString(junit, xml, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BenchlabException("cannot write the JUnit report " + junit + ": "
                    + (e instanceof java.nio.file.NoSuchFileException ? "its folder does not exist" : e.getMessage()));
        }
    }

    private static String pickB(Bundle ba, Bundle bb, String va) {
        List<String> vs = bb.manifest().variants();
        if (ba != bb && vs.contains(va)) {
            return va;
        }
        if (ba == bb) {
            if (vs.size() < 2) {
                throw new BenchlabException("bundle " + ba.id() + " has one variant; give a second bundle to compare with");
            }
            return vs.get(1);
        }
        return vs.get(0);
    }

    /** The server family a variant ran on, as its bundle recorded it ("" when unknown). */
    private static void requireVariant(Bundle bundle, String v) {
        if (!bundle.manifest().variants().contains(v)) {
            throw new BenchlabException("bundle " + bundle.id() + " has no variant '" + v + "'; it has " + bundle.manifest().variants());
        }
    }

    /** Phases without a total (cut short by a kill, or with a failed operation) give no total sample: say so. */
    private static void notWhole(String side, VariantSamples samples) {
        samples.incomplete().forEach((phase, why) -> System.out.println("  (" + side + " " + phase + " is " + why.label()
                + ": its operations are samples, its sum is not a total)"));
    }
}

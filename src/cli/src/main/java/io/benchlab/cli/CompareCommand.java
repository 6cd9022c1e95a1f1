package io.benchlab.cli;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.settings.VariableDiff;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.stats.RegressionGate;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Compare two runs (or two variants of one run) operation by operation, with statistics.",
                "Samples are the seconds of each warm phase (cold phases are single samples and measured apart);",
                "in an interleaved run, where every step starts cold, the cold steps are the samples."},
        footer = {"", "As a CI gate: --fail-on-regression 5%% exits 1 when B is significantly slower than A by more than 5%% on any operation.",
                "Streams on a cluster: each node's lag and flow control follow, A next to B.",
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

    @Option(names = "--fail-on-regression", paramLabel = "THRESHOLD", description = "Exit 1 if B regresses beyond this (e.g. 5%%).")
    String failOnRegression;

    @Mixin
    HomeOption home;

    @Override
    public Integer call() {
        Bundle ba = BundleArgument.read(a, home.resolve());
        Bundle bb = b == null ? ba : BundleArgument.read(b, home.resolve());
        String va = variantA != null ? variantA : ba.manifest().variants().get(0);
        String vb = variantB != null ? variantB : pickB(ba, bb, va);
        requireVariant(ba, va);
        requireVariant(bb, vb);
        VariantSamples vsa = VariantSamples.of(ba, va);
        VariantSamples vsb = VariantSamples.of(bb, vb);
        List<OperationVerdict> verdicts = OperationVerdict.of(vsa.forVerdicts(includeCold), vsb.forVerdicts(includeCold),
                OperationVerdict.plans(ba, va), OperationVerdict.plans(bb, vb));
        String streams = StreamSection.compare(ba, va, bb, vb);
        String states = StateSection.compare(StateSamples.of(ba), va, StateSamples.of(bb), vb);
        if (verdicts.isEmpty() && streams.isEmpty() && states.isEmpty()) {
            throw new BenchlabException("no operation measured in both " + va + " and " + vb);
        }
        String nameA = b == null ? va : ba.id() + ":" + va;
        String nameB = b == null ? vb : bb.id() + ":" + vb;
        System.out.println("A = " + nameA);
        System.out.println("B = " + nameB);
        System.out.print(VariableSection.render(VariableDiff.between(ba, va, "A", bb, vb, "B"))); // before any timing
        System.out.println();
        if (!includeCold && (vsa.onlyCold() || vsb.onlyCold())) {
            System.out.println("(" + OperationVerdict.COLD_STEPS_NOTE + ")");
        }
        notWhole("A", vsa);
        notWhole("B", vsb);
        System.out.print(streams);
        System.out.print(states);
        System.out.print(ClusterSection.compare(ba, va, bb, vb));
        RegressionGate gate = failOnRegression == null ? null : RegressionGate.parse(failOnRegression);
        boolean regressed = false;
        for (OperationVerdict v : verdicts) {
            System.out.println("  " + v.describe("A", "B"));
            if (gate != null) {
                RegressionGate.Result r = gate.evaluate(v.comparison());
                regressed |= r.regressed();
                if (r.outcome() != RegressionGate.Outcome.PASS) {
                    System.out.println("    " + gate.headline(r));
                }
            }
        }
        return regressed ? ExitCodes.FAILED : ExitCodes.OK;
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

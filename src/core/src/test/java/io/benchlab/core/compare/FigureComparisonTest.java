package io.benchlab.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.stats.Direction;
import io.benchlab.core.stats.RegressionGate;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gate on figures that are slow or hard to make for real (cluster lag, arrival lateness), and
 * on stream intervals, on bundles written by the real writer: a large regression fails, an equal
 * pair passes. The real streams are gated end to end in {@code StreamGateTest}.
 */
class FigureComparisonTest {
    static final RegressionGate GATE = RegressionGate.parse("10%");
    static final double[] STEADY = {1000, 1010, 990, 1005, 995, 1002, 998, 1008};

    @TempDir
    Path runs;

    private Bundle bundle(String name, int phases, Consumer<WrittenBundle> fill) {
        try (WrittenBundle w = new WrittenBundle(runs, name, phases)) {
            fill.accept(w);
            return w.read();
        }
    }

    private static FigureComparison compare(Bundle a, Bundle b) {
        return FigureComparison.of(a, WrittenBundle.VARIANT, b, WrittenBundle.VARIANT, false, GATE);
    }

    private static FigureVerdict figure(FigureComparison c, String name) {
        return c.figures().stream().filter(f -> f.figure().name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError(name + " not among " + c.figures().stream().map(f -> f.figure().name()).toList()));
    }

    private static double[] times(double[] values, double factor) {
        return Arrays.stream(values).map(v -> v * factor).toArray();
    }

    @Test
    void aStreamWhoseThroughputHalvesFailsOnItsIntervalsAndAnEqualOnePasses() {
        Bundle a = bundle("a", 1, w -> w.intervals("Run1", "insert", STEADY, 2));
        Bundle half = bundle("half", 1, w -> w.intervals("Run1", "insert", times(STEADY, 0.5), 2));
        Bundle same = bundle("same", 1, w -> w.intervals("Run1", "insert", times(STEADY, 1.001), 2));

        FigureComparison c = compare(a, half);
        FigureVerdict rate = figure(c, "insert · 1 thread · rows/s");
        assertEquals(Figure.Kind.STREAM, rate.figure().kind());
        assertEquals(Direction.HIGHER_IS_BETTER, rate.figure().direction());
        assertEquals(8, rate.samplesA(), "one sample per interval");
        assertEquals(0.5, rate.ratio(), 1e-3);
        assertTrue(rate.regressed(), rate.sentence());
        assertEquals(FigureVerdict.DecidedBy.MANN_WHITNEY, rate.decidedBy());
        assertEquals(0.5, rate.gate().loss(), 1e-3);
        assertFalse(figure(c, "insert · 1 thread · p99 ms").regressed(), "p99 did not move");
        assertEquals(List.of("insert · 1 thread · rows/s", "insert · 1 thread · operations/s"),
                c.regressed().stream().map(f -> f.figure().name()).toList(), "each failing figure named");
        assertTrue(c.failed());

        FigureComparison equal = compare(a, same);
        assertFalse(equal.failed(), equal.figures().toString());
        assertTrue(equal.inconclusive().isEmpty(), "steady intervals decide: " + equal.figures());
    }

    @Test
    void stallsThatCameInFailTheGateAndASteadyPairHasNoStallFigures() {
        double[] withStalls = {1000, 1010, 0, 0, 995, 1002, 0, 1008, 1000, 0, 0, 1000, 1004, 0, 999, 1001};
        double[] fewer = {1000, 1010, 990, 0, 995, 1002, 0, 1008, 1000, 0, 0, 1000, 1004, 996, 999, 1001};
        double[] steady = {1000, 1010, 990, 1005, 995, 1002, 998, 1008, 1000, 1003, 997, 1000, 1004, 996, 999, 1001};
        Bundle a = bundle("a", 3, w -> w.intervals("Run1", "insert", steady, 2).intervals("Run2", "insert", steady, 2)
                .intervals("Run3", "insert", times(steady, 1.01), 2));
        Bundle stalling = bundle("stalling", 3, w -> w.intervals("Run1", "insert", withStalls, 2).intervals("Run2", "insert", fewer, 2)
                .intervals("Run3", "insert", withStalls, 2));
        FigureComparison c = compare(a, stalling);
        FigureVerdict stalled = figure(c, "insert · 1 thread · seconds stalled");
        assertEquals(Figure.Kind.STREAM_RUN, stalled.figure().kind());
        assertEquals(3, stalled.samplesA(), "one sample per run");
        assertTrue(stalled.regressed(), stalled.sentence());
        assertFalse(figure(c, "insert · 1 thread · rows/s outside stalls").regressed(), "outside its stalls the rate held");

        FigureComparison steadyPair = compare(a, bundle("same", 3, w -> w.intervals("Run1", "insert", steady, 2)
                .intervals("Run2", "insert", steady, 2).intervals("Run3", "insert", steady, 2)));
        assertTrue(steadyPair.figures().stream().noneMatch(f -> f.figure().name().contains("stall")),
                "no stall on either side: no stall figures");
    }

    @Test
    void aStreamsColdIntervalsStayOutOfItsWarmVerdictUnlessAsked() {
        // Equal warm runs; B's cold run is half as fast. The cold run is not the figure the warm
        // verdict is about: pooling it (the phase kind once compared with the string "cold",
        // always false) made this pair a regression.
        Bundle a = bundle("a", 1, w -> w.coldPhase().intervals(WrittenBundle.COLD, "insert", STEADY, 2).intervals("Run1", "insert", STEADY, 2));
        Bundle b = bundle("b", 1, w -> w.coldPhase().intervals(WrittenBundle.COLD, "insert", times(STEADY, 0.5), 2)
                .intervals("Run1", "insert", times(STEADY, 1.001), 2));

        FigureComparison warm = compare(a, b);
        FigureVerdict rate = figure(warm, "insert · 1 thread · rows/s");
        assertEquals(STEADY.length, rate.samplesA(), "the warm run's intervals only");
        assertEquals(1.0, rate.ratio(), 0.01);
        assertFalse(rate.regressed(), rate.sentence());
        assertFalse(warm.failed(), warm.figures().toString());

        FigureComparison withCold = FigureComparison.of(a, WrittenBundle.VARIANT, b, WrittenBundle.VARIANT, true, GATE);
        FigureVerdict pooled = figure(withCold, "insert · 1 thread · rows/s");
        assertEquals(2 * STEADY.length, pooled.samplesA(), "cold and warm intervals when cold phases are asked for");
        assertTrue(pooled.ratio() < 0.9, "B's slow cold run pulls the pooled figure down: " + pooled.sentence());
    }

    @Test
    void aLatencyThatTriplesFails() {
        Bundle a = bundle("a", 1, w -> w.intervals("Run1", "insert", STEADY, 2));
        Bundle slow = bundle("slow", 1, w -> w.intervals("Run1", "insert", STEADY, 6));
        FigureVerdict p99 = figure(compare(a, slow), "insert · 1 thread · p99 ms");
        assertEquals(Direction.LOWER_IS_BETTER, p99.figure().direction());
        assertEquals(3, p99.ratio(), 1e-9);
        assertTrue(p99.regressed(), p99.sentence());
    }

    @Test
    void arrivalLatenessIsGatedOverTheRunsOfTheStream() {
        Bundle a = bundle("a", 3, w -> w.arrivals("Run1", "select", 0.10).arrivals("Run2", "select", 0.11).arrivals("Run3", "select", 0.09));
        Bundle late = bundle("late", 3, w -> w.arrivals("Run1", "select", 40).arrivals("Run2", "select", 45).arrivals("Run3", "select", 50));
        Bundle same = bundle("same", 3, w -> w.arrivals("Run1", "select", 0.10).arrivals("Run2", "select", 0.10).arrivals("Run3", "select", 0.11));

        FigureVerdict lateness = figure(compare(a, late), "select · 1 thread · arrival lateness p99 ms");
        assertEquals(Figure.Kind.STREAM_RUN, lateness.figure().kind());
        assertEquals(3, lateness.samplesA(), "one sample per run of the stream");
        assertEquals(FigureVerdict.DecidedBy.SMALL_SAMPLE_RULE, lateness.decidedBy(), "3 vs 3: Mann-Whitney cannot reach 0.05");
        assertTrue(lateness.regressed(), lateness.sentence());
        assertFalse(compare(a, same).failed(), compare(a, same).figures().toString());
    }

    @Test
    void aReplicaFarBehindFailsAndOneAlwaysCaughtUpEqualsAnother() {
        Bundle a = bundle("a", 1, w -> w.replicaBehind("Run1", "insert", 0, 0, 1, 0, 2, 0, 0, 1));
        Bundle behind = bundle("behind", 1, w -> w.replicaBehind("Run1", "insert", 300, 650, 900, 1200, 1500, 1700, 2100, 2500));
        Bundle caughtUp = bundle("caught-up", 1, w -> w.replicaBehind("Run1", "insert", 0, 0, 0, 0, 0, 0, 0, 0));

        FigureComparison c = compare(a, behind);
        FigureVerdict trx = figure(c, "replica1 · insert · 1 thread · transactions behind");
        assertEquals(Figure.Kind.NODE, trx.figure().kind());
        assertTrue(trx.regressed(), trx.sentence());
        assertEquals(1, trx.a(), "A's median is 0 transactions: below the floor of 1, it counts as 1");
        assertTrue(figure(c, "replica1 · insert · 1 thread · seconds behind").regressed());

        FigureComparison equal = compare(caughtUp, a);
        assertFalse(equal.failed(), "0 or 1 behind is as good as 0: " + equal.figures());
        assertFalse(compare(caughtUp, caughtUp).failed());
    }

    @Test
    void eachKindOfTransactionAndEachNamedCountIsAFigure() {
        Bundle a = bundle("a", 1, w -> w.kinds("Run1", "tpcc", 2, 50));
        Bundle slowNewOrders = bundle("slow", 1, w -> w.kinds("Run1", "tpcc", 8, 20));
        FigureComparison c = compare(a, slowNewOrders);
        assertTrue(figure(c, "tpcc · 1 thread · new_order p95 ms").regressed());
        assertTrue(figure(c, "tpcc · 1 thread · new_order/s").regressed());
        assertTrue(figure(c, "tpcc · 1 thread · new_orders/s").regressed(), "a named count, per second (NOPM / 60)");
        assertFalse(figure(c, "tpcc · 1 thread · payment p95 ms").regressed(), "the other kind did not move");
        assertFalse(compare(a, bundle("same", 1, w -> w.kinds("Run1", "tpcc", 2, 50))).failed());
    }

    @Test
    void figuresOnlyOneSideHasAreNotCompared() {
        Bundle a = bundle("a", 1, w -> w.intervals("Run1", "insert", STEADY, 2));
        Bundle other = bundle("other", 1, w -> w.intervals("Run1", "query", STEADY, 2));
        assertTrue(compare(a, other).figures().isEmpty());
    }

    /**
     * A fault's recovery and the audit's lost writes are figures like any other: compared, and seen by
     * the gate (and so by JUnit). Five runs a side: a recovery ten times as long and writes lost where A
     * lost none fail; the same figures pass.
     */
    @Test
    void faultRecoveryAndLostWritesAreGatedFigures() {
        double[] recovery = {0.50, 0.52, 0.49, 0.51, 0.50};
        Bundle a = bundle("a", 5, w -> {
            for (int i = 0; i < 5; i++) {
                w.fault("Run" + (i + 1), "insert", recovery[i], 100).audit("Run" + (i + 1), "insert", 1000, 0);
            }
        });
        Bundle slow = bundle("slow", 5, w -> {
            for (int i = 0; i < 5; i++) {
                w.fault("Run" + (i + 1), "insert", recovery[i] * 10, 1000).audit("Run" + (i + 1), "insert", 1000, 20 + i);
            }
        });
        Bundle same = bundle("same", 5, w -> {
            for (int i = 0; i < 5; i++) {
                w.fault("Run" + (i + 1), "insert", recovery[i], 100).audit("Run" + (i + 1), "insert", 1000, 0);
            }
        });

        FigureComparison c = compare(a, slow);
        FigureVerdict rec = figure(c, "kill server at 2 s for 1 s #1 · insert · 1 thread · recovery s");
        assertEquals(Figure.Kind.FAULT, rec.figure().kind());
        assertEquals(Direction.LOWER_IS_BETTER, rec.figure().direction());
        assertEquals(5, rec.samplesA(), "one sample per run of the stream the fault struck");
        assertTrue(rec.regressed(), rec.toString());
        FigureVerdict lost = figure(c, "insert · 1 thread · server · lost writes");
        assertEquals(Figure.Kind.AUDIT, lost.figure().kind());
        assertTrue(lost.regressed(), "0 lost against 20–24 lost (floor: one write): " + lost.toString());
        assertTrue(c.failed());

        FigureComparison equal = compare(a, same);
        assertFalse(figure(equal, "kill server at 2 s for 1 s #1 · insert · 1 thread · recovery s").regressed());
        assertFalse(figure(equal, "insert · 1 thread · server · lost writes").regressed());
        assertFalse(equal.failed(), equal.regressed().toString());
    }
}

package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Wording of verdicts built directly from evidence, for cases hard to produce from data. */
class VerdictTest {

    private static Verdict.Evidence mannWhitney(double speedup, double low, double high, double p) {
        return new Verdict.Evidence(10, 10, speedup, new Interval(low, high), 0.95, Verdict.Rule.MANN_WHITNEY, p,
                2 / 184756.0, 0.05, false, false);
    }

    @Test
    void briefExampleFaster() {
        assertEquals("B is 1.80× faster than A on Q2.1 (95% CI 1.70–1.90×, Mann-Whitney p=0.008)",
                new Verdict.Faster(mannWhitney(1.8, 1.7, 1.9, 0.008)).describe("A", "B", "Q2.1"));
    }

    @Test
    void slowdownInvertsFactorAndInterval() {
        // speedup 0.8 → 1.25× slower; interval 0.75–0.85 → 1.18–1.33
        assertEquals("B is 1.25× slower than A on Q2.1 (95% CI 1.18–1.33×, Mann-Whitney p=0.003)",
                new Verdict.Slower(mannWhitney(0.8, 0.75, 0.85, 0.003)).describe("A", "B", "Q2.1"));
    }

    @Test
    void smallDifferencesGetThreeDecimals() {
        assertEquals("B is 1.040× faster than A on Q2.1 (95% CI 1.020–1.060×, Mann-Whitney p=0.012)",
                new Verdict.Faster(mannWhitney(1.04, 1.02, 1.06, 0.012)).describe("A", "B", "Q2.1"));
    }

    @Test
    void briefExampleNoDifference() {
        assertEquals("no significant difference between A and B on Q2.1 (p=0.41)",
                new Verdict.NoSignificantDifference(mannWhitney(1.01, 0.97, 1.05, 0.41)).describe("A", "B", "Q2.1"));
    }

    @Test
    void significantTestButIntervalIncludingOneIsNoDifferenceAndSaysWhy() {
        assertEquals("no significant difference between A and B on Q2.1 (Mann-Whitney p=0.03, but the 95% CI of"
                        + " the speedup, 0.980–1.100×, includes 1)",
                new Verdict.NoSignificantDifference(mannWhitney(1.04, 0.98, 1.10, 0.03)).describe("A", "B", "Q2.1"));
    }

    @Test
    void smallSampleSlowerNamesTheWinner() {
        Verdict.Evidence e = new Verdict.Evidence(3, 3, 0.5, new Interval(0.48, 0.52), 0.95,
                Verdict.Rule.SMALL_SAMPLE_SEPARATION, 0.1, 0.1, 0.05, true, true);
        assertEquals("new is 2.00× slower than old on Q1 (95% CI 1.92–2.08×; small-sample rule (with 3 vs 3 runs"
                        + " Mann-Whitney cannot go below p=0.1): every run of old beat every run of new and the"
                        + " 95% CIs of the geometric means do not overlap)",
                new Verdict.Slower(e).describe("old", "new", "Q1"));
    }

    @Test
    void tooNoisySaysWhyNothingWasEstablished() {
        assertEquals("too noisy to conclude on Q2.1: the runs vary by 35% (A) / 12% (B), above 20%, and no difference"
                        + " could be established (p=0.41, 95% CI of the speedup 0.600–3.100×)",
                new Verdict.TooNoisy(0.35, 0.12, 0.20, mannWhitney(1.2, 0.6, 3.1, 0.41)).describe("A", "B", "Q2.1"));
    }

    @Test
    void kinds() {
        assertEquals(Verdict.Kind.TOO_NOISY, new Verdict.TooNoisy(0.35, 0.12, 0.20, mannWhitney(1, 0.9, 1.1, 0.5)).kind());
        assertEquals(Verdict.Kind.INSUFFICIENT_DATA, new Verdict.InsufficientData(1, 1, 3).kind());
        assertEquals(Verdict.Kind.NO_SIGNIFICANT_DIFFERENCE,
                new Verdict.NoSignificantDifference(mannWhitney(1, 0.9, 1.1, 0.5)).kind());
    }

    @Test
    void briefWordsTakeTheSentencesNumbers() {
        assertEquals("1.80× faster", new Verdict.Faster(mannWhitney(1.8, 1.7, 1.9, 0.008)).brief());
        assertEquals("1.25× slower", new Verdict.Slower(mannWhitney(0.8, 0.75, 0.85, 0.003)).brief());
        assertEquals("1.040× faster", new Verdict.Faster(mannWhitney(1.04, 1.02, 1.06, 0.012)).brief());
        assertEquals("1.800× faster", new Verdict.Faster(mannWhitney(1.8, 1.05, 2.5, 0.01)).brief(),
                "three decimals, as the sentence writes this factor next to an interval starting near 1");
        assertEquals("no significant difference", new Verdict.NoSignificantDifference(mannWhitney(1.01, 0.97, 1.05, 0.41)).brief());
        assertEquals("too noisy", new Verdict.TooNoisy(0.35, 0.12, 0.20, mannWhitney(1.2, 0.6, 3.1, 0.41)).brief());
        assertEquals("too few runs", new Verdict.InsufficientData(1, 1, 3).brief());
    }
}

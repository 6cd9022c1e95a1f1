package io.benchlab.core.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Change points on series whose answer is known: golden series with a step, an outlier, a drift and
 * pure noise; and the series of Apache Otava's own tests with the change points Otava must yield
 * on them (test data taken as facts: docs/history.md).
 */
class EDivisiveTest {
    private static final ChangePointOptions OTAVA = ChangePointOptions.OTAVA;

    private static List<Integer> indexes(double[] series, ChangePointOptions options) {
        return new EDivisive(options).changePoints(series).stream().map(ChangePoint::index).toList();
    }

    /** Noise of a relative standard deviation around a level, seeded. */
    private static double[] noise(int n, double level, double relativeSd, long seed) {
        Random r = new Random(seed);
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = level * (1 + relativeSd * r.nextGaussian());
        }
        return out;
    }

    @Test
    void aFivePercentStepInOnePercentNoiseIsFoundAtTheRunItStarts() {
        int extra = 0;
        for (long s = 1; s <= 20; s++) {
            long seed = s;
            double[] z = noise(40, 100, 0.01, seed);
            for (int i = 20; i < z.length; i++) {
                z[i] *= 1.05;
            }
            List<ChangePoint> cps = new EDivisive(ChangePointOptions.DEFAULTS).changePoints(z);
            ChangePoint step = cps.stream().filter(c -> c.index() == 20).findFirst().orElseThrow(() -> new AssertionError("seed " + seed + ": " + cps));
            assertEquals(0.05, step.relativeChange(), 0.01);
            assertTrue(step.pValue() <= 0.001);
            assertTrue(step.meanAfter() > step.meanBefore());
            // nothing else the size of the step: at most a fluke of the noise at its own level of a few sigma
            assertTrue(cps.stream().filter(c -> c != step).allMatch(c -> c.magnitude() < 0.02), "seed " + seed + ": " + cps);
            extra += cps.size() - 1;
        }
        assertTrue(extra <= 1, "changes besides the step in 20 series: " + extra);
    }

    @Test
    void aSingleOutlierIsNotAChange() {
        for (long seed = 1; seed <= 20; seed++) {
            double[] z = noise(40, 100, 0.01, seed);
            z[25] = 130; // one run 30% off
            assertEquals(List.of(), indexes(z, ChangePointOptions.DEFAULTS), "seed " + seed);
        }
    }

    /**
     * Flat, then 5% more over twenty runs (0.25% a run, a quarter of one run's noise), then flat. A
     * level-based method sees a ramp as at most two changes (where it starts to move, where it has
     * moved): never a change at every run of it, and judged again after every run appended, the
     * changes it reports stay a handful.
     */
    @Test
    void aSlowDriftIsFoundOnceNotAtEveryRun() {
        for (long seed = 1; seed <= 20; seed++) {
            double[] z = noise(70, 100, 0.01, seed);
            for (int i = 30; i < z.length; i++) {
                z[i] *= 1 + 0.05 * Math.min(20, i - 29) / 20.0;
            }
            List<ChangePoint> found = new EDivisive(ChangePointOptions.DEFAULTS).changePoints(z);
            assertTrue(found.size() >= 1 && found.size() <= 2, "seed " + seed + ": " + found);
            assertTrue(found.stream().allMatch(c -> c.index() >= 30 && c.index() <= 50 && c.meanAfter() > c.meanBefore()),
                    "rises within the drift: " + found);
            double total = found.get(found.size() - 1).meanAfter() / found.get(0).meanBefore() - 1;
            assertEquals(0.05, total, 0.015, "the drift's size");
            java.util.Set<Integer> everReported = new java.util.TreeSet<>();
            for (int n = ChangePointOptions.DEFAULT_MIN_POINTS; n <= z.length; n++) {
                new EDivisive(ChangePointOptions.DEFAULTS).changePoints(Arrays.copyOf(z, n)).forEach(c -> everReported.add(c.index()));
            }
            assertTrue(everReported.size() <= 6, "seed " + seed + ": changes reported as runs were appended " + everReported);
        }
    }

    @Test
    void pureNoiseYieldsNoChangeAtPOneInAThousand() {
        int changes = 0;
        for (long seed = 1; seed <= 50; seed++) {
            changes += indexes(noise(100, 100, 0.02, seed), ChangePointOptions.DEFAULTS).size();
        }
        assertEquals(0, changes);
    }

    @Test
    void aSeriesShorterThanTheMinimumIsNotJudged() {
        double[] z = {1, 1, 1, 2, 2};
        assertEquals(List.of(), indexes(z, ChangePointOptions.DEFAULTS.withMinPoints(6)));
    }

    @Test
    void magnitudeAndRelativeChange() {
        ChangePoint down = new ChangePoint(5, 1.0, 0.5, 0.0);
        assertEquals(-0.5, down.relativeChange(), 1e-12);
        assertEquals(1.0, down.magnitude(), 1e-12); // before/after − 1
    }

    // --- Apache Otava's cases: the series of its tests and the change points they must yield ---

    /** tests/change_point_divisive_test.py: three levels, t-test at p 0.01, one window over the whole series. */
    @Test
    void otavaThreeLevels() {
        double[] z = {0.3, 2.4, 1.5, -0.9, -0.5, 99.7, 98.3, 99.1, 149.0, 149.7, 149.5, 149.1, 148.8, 150.0};
        assertEquals(List.of(5, 8), EDivisive.divisive(z, 0.01));
    }

    /** The same series: the best split over the whole series (Q̂'s argmax) is where the largest jump is. */
    @Test
    void otavaCandidateIsTheArgmaxOfQ() {
        double[] z = {0.3, 2.4, 1.5, -0.9, -0.5, 99.7, 98.3, 99.1, 149.0, 149.7, 149.5, 149.1, 148.8, 150.0};
        Divergence.Candidate c = new Divergence(z).candidate(0, z.length);
        assertEquals(slowCandidate(z)[0], c.index());
        assertEquals(slowCandidate(z)[1], c.q(), 1e-9);
    }

    /** Q̂ by its definition, every split, every pair summed again (Matteson &amp; James, α = 1). */
    private static double[] slowCandidate(double[] z) {
        double best = 0;
        int at = -1;
        for (int tau = 1; tau < z.length; tau++) {
            for (int kappa = tau + 1; kappa <= z.length; kappa++) {
                double[] x = Arrays.copyOfRange(z, 0, tau);
                double[] y = Arrays.copyOfRange(z, tau, kappa);
                int n = x.length;
                int m = y.length;
                double a = 0;
                for (double xi : x) {
                    for (double yj : y) {
                        a += Math.abs(xi - yj);
                    }
                }
                double b = 0;
                for (int i = 0; i < n; i++) {
                    for (int k = i + 1; k < n; k++) {
                        b += Math.abs(x[i] - x[k]);
                    }
                }
                double c = 0;
                for (int j = 0; j < m; j++) {
                    for (int k = j + 1; k < m; k++) {
                        c += Math.abs(y[j] - y[k]);
                    }
                }
                double q = 2.0 / (n + m) * a - (n > 1 ? 2.0 * m / (n + m) / (n - 1) * b : 0) - (m > 1 ? 2.0 * n / (n + m) / (m - 1) * c : 0);
                if (q > best) {
                    best = q;
                    at = tau;
                }
            }
        }
        return new double[] {at, best};
    }

    /** tests/analysis_test.py: one step down, window 10, p 0.0001. */
    @Test
    void otavaSingleSeries() {
        double[] z = {1.02, 0.95, 0.99, 1.00, 1.12, 1.00, 1.01, 0.98, 1.01, 0.96, 0.50, 0.51, 0.48, 0.48, 0.55, 0.50, 0.49, 0.51, 0.50,
            0.49};
        assertEquals(List.of(10), indexes(z, OTAVA.withWindow(10).withMaxPValue(0.0001)));
    }

    /** tests/analysis_test.py: the t-test of a split with no change, and of a split with one. */
    @Test
    void otavaSignificance() {
        double[] same = {1.00, 1.02, 1.05, 0.95, 0.98, 1.00, 1.02, 1.05, 0.95, 0.98};
        double p = EDivisive.tTest(same, 0, 5, same.length).pValue();
        assertTrue(p > 0.99 && p <= 1.0, "p " + p);
        double[] step = {1.00, 1.02, 1.05, 0.95, 0.98, 0.80, 0.82, 0.85, 0.79, 0.77};
        double q = EDivisive.tTest(step, 0, 5, step.length).pValue();
        assertTrue(q > 0 && q < 0.001, "p " + q);
    }

    /** tests/series_test.py: two metrics of eleven points, Otava's defaults; and with a minimum magnitude of 20%. */
    @Test
    void otavaSeriesDefaultsAndMinimumMagnitude() {
        double[] s1 = {1.02, 0.95, 0.99, 1.00, 1.12, 0.90, 0.50, 0.51, 0.48, 0.48, 0.55};
        double[] s2 = {2.02, 2.03, 2.01, 2.04, 1.82, 1.85, 1.79, 1.81, 1.80, 1.76, 1.78};
        assertEquals(List.of(6), indexes(s1, OTAVA));
        assertEquals(List.of(4), indexes(s2, OTAVA));
        assertEquals(List.of(6), indexes(s1, OTAVA.withMinMagnitude(0.2)));
        assertEquals(List.of(), indexes(s2, OTAVA.withMinMagnitude(0.2)));
        double[] zeros = {0.0, 0.0, 0.0, 1.00, 1.12, 0.90, 0.50, 0.51, 0.48, 0.48, 0.55};
        List<Integer> z = indexes(zeros, OTAVA);
        assertEquals(2, z.size());
        assertEquals(3, z.get(0));
    }

    /**
     * tests/tigerbeetle_test.py: 365 points of a real benchmark, window 30, at ten thresholds. Five cases differ from
     * Otava by its merge step alone (a fifth column in the file): dropping a weak change, Otava re-tests the two changes
     * after it, so the change before it keeps the p-value of its old, shorter segment; here both neighbours are
     * re-tested. The split steps agree point for point, and Otava with that one line changed gives these answers.
     */
    @Test
    void otavaTigerBeetle() throws IOException {
        List<String> lines;
        try (InputStream in = getClass().getResourceAsStream("/history/otava-tigerbeetle.csv")) {
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.startsWith("#")).toList();
        }
        double[] series = Arrays.stream(lines.get(0).substring("series=".length()).split(" ")).mapToDouble(Double::parseDouble).toArray();
        List<String> failures = new ArrayList<>();
        int cases = 0;
        int differing = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.substring("case=".length()).split(",");
            ChangePointOptions o = OTAVA.withWindow(Integer.parseInt(f[0])).withMaxPValue(Double.parseDouble(f[1]))
                    .withMinMagnitude(Double.parseDouble(f[2]));
            List<Integer> otava = ints(f[3]);
            List<Integer> expected = f.length > 4 ? ints(f[4]) : otava;
            differing += f.length > 4 ? 1 : 0;
            List<Integer> found = indexes(series, o);
            cases++;
            if (!expected.equals(found)) {
                failures.add("p " + f[1] + " magnitude " + f[2] + ": expected " + expected + " found " + found);
            }
            assertTrue(otava.containsAll(found) || found.containsAll(otava) || f.length > 4, "close to Otava's: " + line);
        }
        assertEquals(10, cases);
        assertEquals(5, differing);
        assertEquals(List.of(), failures);
    }

    private static List<Integer> ints(String spaced) {
        return Arrays.stream(spaced.split(" ")).map(Integer::valueOf).toList();
    }
}

package io.benchlab.core.history;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Change points of one series by E-Divisive means (Matteson &amp; James, JASA 2014) with the
 * changes of Hunter (Fleming et al., ICPE 2023), as Apache Otava runs it:
 * <ol>
 *   <li>split: the series is cut into overlapping windows ({@link ChangePointOptions#window()}, half a
 *       window apart); in each, the point that maximises the divergence Q̂ of the segments before and
 *       after it is a candidate, kept when a Student's t-test of the two segments has p at most the
 *       loose ("weak") threshold, and the search recurses into the segments until a candidate fails;</li>
 *   <li>merge: over the whole series, the weakest change (largest p, or when all pass the smallest
 *       magnitude below the minimum) is dropped and its neighbours re-tested against their new
 *       segments, until every change passes the strict threshold and the minimum magnitude.</li>
 * </ol>
 * Deterministic: the t-test replaces the permutation test of the original method. By default the
 * merge step's p-values are corrected for the search of the split ({@link ChangePointOptions.Correction});
 * {@link ChangePointOptions#OTAVA} leaves them plain. The t-test is
 * Student's (equal variances) on the segments' population standard deviations, as Otava computes
 * it, so the two agree point for point (docs/history.md says where they still may not).
 */
public final class EDivisive {
    private final ChangePointOptions options;

    public EDivisive(ChangePointOptions options) {
        this.options = options;
    }

    /** The change points of a series in index order; empty for a series shorter than the minimum points. */
    public List<ChangePoint> changePoints(double[] series) {
        if (series.length < options.minPoints()) {
            return List.of();
        }
        List<Integer> weak = split(series, options.weakPValue());
        return merge(series, weak);
    }

    /** Hunter's split step: the union of the change points found in each sliding window, in index order. */
    List<Integer> split(double[] series, double weakP) {
        int window = options.window();
        int step = window / 2;
        List<Integer> found = new ArrayList<>();
        int start = 0;
        while (start < series.length) {
            int end = Math.min(start + window, series.length);
            List<Integer> inWindow = divisive(Arrays.copyOfRange(series, start, end), weakP);
            int last = 0;
            for (int i : inWindow) {
                int at = i + start;
                last = Math.max(last, at);
                if (!found.contains(at)) {
                    found.add(at);
                }
            }
            start = Math.max(last, start + step);
        }
        found.sort(Comparator.naturalOrder());
        return found;
    }

    /** E-Divisive on one window: the best candidate over every segment, recursively, until one fails the test. */
    static List<Integer> divisive(double[] z, double maxP) {
        List<Integer> points = new ArrayList<>();
        Divergence q = new Divergence(z);
        while (true) {
            int[] bounds = bounds(points, z.length);
            int bestIndex = -1;
            double bestQ = Double.NEGATIVE_INFINITY;
            int bestFrom = 0;
            int bestTo = 0;
            for (int s = 0; s + 1 < bounds.length; s++) {
                int from = bounds[s];
                int to = bounds[s + 1];
                if (to - from < 2) {
                    continue;
                }
                Divergence.Candidate c = q.candidate(from, to);
                if (c.q() > bestQ) {
                    bestQ = c.q();
                    bestIndex = c.index();
                    bestFrom = from;
                    bestTo = to;
                }
            }
            if (bestIndex < 0) {
                return points;
            }
            double p = tTest(z, bestFrom, bestIndex, bestTo).pValue();
            if (!(p <= maxP)) {
                return points;
            }
            points.add(bestIndex);
            points.sort(Comparator.naturalOrder());
        }
    }

    /** Hunter's merge step over the whole series. */
    private List<ChangePoint> merge(double[] z, List<Integer> weak) {
        List<Integer> points = new ArrayList<>(weak);
        while (!points.isEmpty()) {
            List<ChangePoint> judged = judge(z, points, options.correction());
            ChangePoint weakest = judged.stream().max(Comparator.comparingDouble(ChangePoint::pValue)).orElseThrow();
            if (weakest.pValue() < options.maxPValue()) {
                weakest = judged.stream().min(Comparator.comparingDouble(ChangePoint::magnitude)).orElseThrow();
                if (weakest.magnitude() > options.minMagnitude()) {
                    return judged;
                }
            }
            points.remove(Integer.valueOf(weakest.index()));
        }
        return List.of();
    }

    /** Each change point tested against its neighbours: the segment from the previous change to it, and from it to the next. */
    static List<ChangePoint> judge(double[] z, List<Integer> points, ChangePointOptions.Correction correction) {
        int[] bounds = bounds(points, z.length);
        List<ChangePoint> out = new ArrayList<>();
        for (int i = 1; i + 1 < bounds.length; i++) {
            ChangePoint c = tTest(z, bounds[i - 1], bounds[i], bounds[i + 1]);
            if (correction == ChangePointOptions.Correction.SPLITS) {
                int splits = bounds[i + 1] - bounds[i - 1] - 1;
                c = new ChangePoint(c.index(), c.meanBefore(), c.meanAfter(), Math.min(1.0, c.pValue() * splits));
            }
            out.add(c);
        }
        return out;
    }

    /** 0, the points, the length. */
    private static int[] bounds(List<Integer> points, int length) {
        int[] b = new int[points.size() + 2];
        b[0] = 0;
        for (int i = 0; i < points.size(); i++) {
            b[i + 1] = points.get(i);
        }
        b[b.length - 1] = length;
        return b;
    }

    /**
     * Two-sided Student's t-test (pooled variance) of z[from, at) against z[at, to), from the
     * segments' means and population standard deviations; p 1 when both segments hold two points
     * between them or the test is undefined (two constant, equal segments).
     */
    static ChangePoint tTest(double[] z, int from, int at, int to) {
        int n1 = at - from;
        int n2 = to - at;
        double m1 = mean(z, from, at);
        double m2 = mean(z, at, to);
        if (n1 + n2 <= 2) {
            return new ChangePoint(at, m1, m2, 1.0);
        }
        double s1 = n1 >= 2 ? populationStd(z, from, at, m1) : 0;
        double s2 = n2 >= 2 ? populationStd(z, at, to, m2) : 0;
        int df = n1 + n2 - 2;
        double pooled = ((n1 - 1) * s1 * s1 + (n2 - 1) * s2 * s2) / df;
        double se = Math.sqrt(pooled * (1.0 / n1 + 1.0 / n2));
        double p;
        if (se == 0) {
            p = m1 == m2 ? 1.0 : 0.0;
        } else {
            double t = Math.abs(m1 - m2) / se;
            p = 2 * new TDistribution(null, df).cumulativeProbability(-t);
        }
        return new ChangePoint(at, m1, m2, Double.isNaN(p) ? 1.0 : Math.min(1.0, p));
    }

    private static double mean(double[] z, int from, int to) {
        double s = 0;
        for (int i = from; i < to; i++) {
            s += z[i];
        }
        return s / (to - from);
    }

    private static double populationStd(double[] z, int from, int to, double mean) {
        double s = 0;
        for (int i = from; i < to; i++) {
            double d = z[i] - mean;
            s += d * d;
        }
        return Math.sqrt(s / (to - from));
    }
}

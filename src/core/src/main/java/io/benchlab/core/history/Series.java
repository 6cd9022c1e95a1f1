package io.benchlab.core.history;

import java.util.List;

/**
 * One series judged: its runs in time order and the changes found in them.
 *
 * @param key     what it follows
 * @param points  its runs, oldest first
 * @param changes its change points, oldest first; empty when it was not judged
 * @param judged  false when it has fewer points than the minimum
 * @param erratic true when its noise within its levels is too large to trust its changes (docs/history.md)
 * @param noise   its pooled noise within levels as a fraction of its mean (NaN when not judged)
 */
public record Series(SeriesKey key, List<RunPoint> points, List<Change> changes, boolean judged, boolean erratic, double noise) {

    /** The latest change, or null. */
    public Change latest() {
        return changes.isEmpty() ? null : changes.get(changes.size() - 1);
    }

    /** Judges a series' points: its change points placed at their runs, and whether it is erratic. */
    public static Series judge(SeriesKey key, List<RunPoint> points, ChangePointOptions options) {
        double[] values = points.stream().mapToDouble(RunPoint::value).toArray();
        if (values.length < options.minPoints()) {
            return new Series(key, points, List.of(), false, false, Double.NaN);
        }
        List<ChangePoint> cps = new EDivisive(options).changePoints(values);
        List<Change> changes = cps.stream()
                .map(c -> new Change(key, c, points.get(c.index()).run(), points.get(c.index() - 1).run())).toList();
        double noise = noise(values, cps);
        return new Series(key, points, changes, true, noise > options.erraticCv(), noise);
    }

    /** Pooled standard deviation within the levels the changes separate, over the mean of the absolute values. */
    static double noise(double[] z, List<ChangePoint> cps) {
        int[] bounds = new int[cps.size() + 2];
        for (int i = 0; i < cps.size(); i++) {
            bounds[i + 1] = cps.get(i).index();
        }
        bounds[bounds.length - 1] = z.length;
        double squares = 0;
        int df = 0;
        double absSum = 0;
        for (int s = 0; s + 1 < bounds.length; s++) {
            int from = bounds[s];
            int to = bounds[s + 1];
            double mean = 0;
            for (int i = from; i < to; i++) {
                mean += z[i];
                absSum += Math.abs(z[i]);
            }
            mean /= to - from;
            for (int i = from; i < to; i++) {
                squares += (z[i] - mean) * (z[i] - mean);
            }
            df += to - from - 1;
        }
        double level = absSum / z.length;
        return df <= 0 || level == 0 ? Double.NaN : Math.sqrt(squares / df) / level;
    }
}

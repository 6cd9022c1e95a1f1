package io.benchlab.core.history;

/**
 * The knobs of change-point detection (docs/history.md). The defaults are Apache Otava's
 * {@code analyze} defaults (window 50, p 0.001, no minimum magnitude), so a series judged here and
 * there gives the same answer.
 *
 * @param window       points per sliding window of the split step (Hunter's fixed-size windows); at least 2
 * @param maxPValue    a change is kept when its two-sided Student's t-test p-value is at most this
 * @param minMagnitude a change is kept only when |after/before − 1| (or the reverse) exceeds this fraction; 0 keeps any
 * @param minPoints    a series with fewer points is listed but not judged
 * @param erraticCv    a series whose noise within its segments (pooled standard deviation / |mean|) exceeds this
 *                     fraction is flagged erratic: its changes are shown, the gate does not fail on them
 * @param correction   whether a change's p-value is corrected for the search for its place (see {@link Correction})
 */
public record ChangePointOptions(int window, double maxPValue, double minMagnitude, int minPoints, double erraticCv,
                                 Correction correction) {

    /**
     * The t-test's p-value is the p of the best split among all a segment offers, so on pure noise it
     * is too small: with Otava's plain p 0.001, about 3 in 100 series of 100 points of pure noise get a
     * change (measured: docs/history.md). A CI gate that cries wolf that often is ignored.
     */
    public enum Correction {
        /** The plain t-test p-value, as Otava and Hunter report it. */
        NONE,
        /**
         * Bonferroni over the split positions the change was chosen from: p × (points in its two
         * segments − 1), capped at 1. Conservative (neighbouring splits are correlated), which a gate wants.
         */
        SPLITS
    }
    public static final int DEFAULT_WINDOW = 50;
    public static final double DEFAULT_P_VALUE = 0.001;
    public static final double DEFAULT_MIN_MAGNITUDE = 0.0;
    public static final int DEFAULT_MIN_POINTS = 6;
    public static final double DEFAULT_ERRATIC_CV = 0.25;

    /** benchlab's defaults: Otava's window, p and magnitude, with the correction for the split's search. */
    public static final ChangePointOptions DEFAULTS = new ChangePointOptions(DEFAULT_WINDOW, DEFAULT_P_VALUE, DEFAULT_MIN_MAGNITUDE,
            DEFAULT_MIN_POINTS, DEFAULT_ERRATIC_CV, Correction.SPLITS);

    /** Apache Otava's {@code analyze} as it is: no correction, and every series judged from two points. */
    public static final ChangePointOptions OTAVA = new ChangePointOptions(DEFAULT_WINDOW, DEFAULT_P_VALUE, DEFAULT_MIN_MAGNITUDE,
            2, DEFAULT_ERRATIC_CV, Correction.NONE);

    public ChangePointOptions {
        if (window < 2) {
            throw new IllegalArgumentException("window must be at least 2 points: " + window);
        }
        if (!(maxPValue > 0 && maxPValue < 1)) {
            throw new IllegalArgumentException("p-value must be between 0 and 1: " + maxPValue);
        }
        if (!(minMagnitude >= 0)) {
            throw new IllegalArgumentException("minimum magnitude must be 0 or more: " + minMagnitude);
        }
        if (minPoints < 2) {
            throw new IllegalArgumentException("minimum points must be at least 2: " + minPoints);
        }
        if (!(erraticCv > 0)) {
            throw new IllegalArgumentException("erratic threshold must be positive: " + erraticCv);
        }
        java.util.Objects.requireNonNull(correction, "correction");
    }

    public ChangePointOptions withWindow(int w) {
        return new ChangePointOptions(w, maxPValue, minMagnitude, minPoints, erraticCv, correction);
    }

    public ChangePointOptions withMaxPValue(double p) {
        return new ChangePointOptions(window, p, minMagnitude, minPoints, erraticCv, correction);
    }

    public ChangePointOptions withMinMagnitude(double m) {
        return new ChangePointOptions(window, maxPValue, m, minPoints, erraticCv, correction);
    }

    public ChangePointOptions withMinPoints(int n) {
        return new ChangePointOptions(window, maxPValue, minMagnitude, n, erraticCv, correction);
    }

    public ChangePointOptions withErraticCv(double cv) {
        return new ChangePointOptions(window, maxPValue, minMagnitude, minPoints, cv, correction);
    }

    public ChangePointOptions withCorrection(Correction c) {
        return new ChangePointOptions(window, maxPValue, minMagnitude, minPoints, erraticCv, c);
    }

    /** The looser threshold of the split step (Hunter's "weak" change points), as Otava derives it. */
    double weakPValue() {
        return maxPValue < 0.05 ? maxPValue * 10 : maxPValue < 0.5 ? maxPValue * 2 : maxPValue;
    }
}

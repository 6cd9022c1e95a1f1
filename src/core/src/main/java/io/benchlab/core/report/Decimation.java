package io.benchlab.core.report;

/**
 * Which points of a long line to draw: per pixel column, the first, the lowest, the highest and
 * the last point, in their order (the M4 rule). The drawn line then has the same envelope as the
 * whole series — every spike and dip is still there — with at most four points per column instead
 * of dozens. The report's charts (in pixels) and the desktop app's (in data units, over a chart's
 * width of columns) draw long series by this one rule.
 */
public final class Decimation {
    /** Series with more points than this are drawn as their envelope, without a dot per point. */
    public static final int DOT_LIMIT = 240;
    /** The columns the desktop app's charts are decimated to: about a wide window's plot, in pixels. */
    public static final int SCREEN_COLUMNS = 1600;

    private Decimation() {
    }

    /** Indices of the points to keep, ascending; {@code xs} ascending, in pixels (a column is one unit of x). */
    public static int[] envelope(double[] xs, double[] ys) {
        return envelope(xs, ys, x -> (long) Math.floor(x));
    }

    /**
     * Indices of the points to keep for a chart {@code columns} wide over the series' own x range
     * ({@code xs} ascending, in data units).
     */
    public static int[] envelope(double[] xs, double[] ys, int columns) {
        if (xs.length == 0) {
            return new int[0];
        }
        double min = xs[0];
        double span = Math.max(xs[xs.length - 1] - min, Double.MIN_NORMAL);
        return envelope(xs, ys, x -> (long) Math.floor((x - min) / span * columns));
    }

    private static int[] envelope(double[] xs, double[] ys, java.util.function.DoubleToLongFunction columnOf) {
        int n = xs.length;
        int[] kept = new int[n];
        int count = 0;
        int start = 0;
        while (start < n) {
            long column = columnOf.applyAsLong(xs[start]);
            int end = start;
            int low = start;
            int high = start;
            while (end + 1 < n && columnOf.applyAsLong(xs[end + 1]) == column) {
                end++;
                if (ys[end] < ys[low]) {
                    low = end;
                }
                if (ys[end] > ys[high]) {
                    high = end;
                }
            }
            int a = Math.min(low, high);
            int b = Math.max(low, high);
            for (int i : new int[] {start, a, b, end}) {
                if (count == 0 || kept[count - 1] < i) {
                    kept[count++] = i;
                }
            }
            start = end + 1;
        }
        return java.util.Arrays.copyOf(kept, count);
    }
}

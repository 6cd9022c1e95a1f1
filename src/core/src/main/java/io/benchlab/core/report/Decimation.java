package io.benchlab.core.report;

/**
 * Which points of a long line to draw: per pixel column (one unit of x), the first, the lowest,
 * the highest and the last point, in their order (the M4 rule). The drawn line then has the same
 * envelope as the whole series — every spike and dip is still there — with at most four points
 * per column instead of dozens.
 */
final class Decimation {
    private Decimation() {
    }

    /** Indices of the points to keep, ascending; {@code xs} ascending (pixel coordinates). */
    static int[] envelope(double[] xs, double[] ys) {
        int n = xs.length;
        int[] kept = new int[n];
        int count = 0;
        int start = 0;
        while (start < n) {
            long column = (long) Math.floor(xs[start]);
            int end = start;
            int low = start;
            int high = start;
            while (end + 1 < n && (long) Math.floor(xs[end + 1]) == column) {
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

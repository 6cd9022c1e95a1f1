package io.benchlab.core.stats;

import java.util.ArrayList;
import java.util.List;

/** Showing a long series in a few rows: the one way every table and chart of a stream picks them. */
public final class Thinning {
    private Thinning() {
    }

    /**
     * At most {@code max} elements of {@code rows}, spread evenly from the first to the last (both
     * kept); the list itself when it is short enough or {@code max} is below 2.
     */
    public static <T> List<T> evenly(List<T> rows, int max) {
        if (rows.size() <= max || max < 2) {
            return rows;
        }
        List<T> out = new ArrayList<>(max);
        double step = (rows.size() - 1) / (double) (max - 1);
        for (int k = 0; k < max; k++) {
            out.add(rows.get((int) Math.round(k * step)));
        }
        return out;
    }
}

package io.benchlab.core.history;

import io.benchlab.core.stats.Direction;

/**
 * A change point of a series, placed among its runs.
 *
 * @param series    the series
 * @param point     where and how much (index into the series' points, means, p)
 * @param run       the run where the new level starts
 * @param previous  the run before it (the last of the old level)
 */
public record Change(SeriesKey series, ChangePoint point, String run, String previous) {

    /** A short stable id: the series and the run the change starts at ({@code 3fa2c1d0@20261128-0712-…}'s hash). */
    public String id() {
        return SeriesKey.shortHash(series.id() + "@" + run);
    }

    /** True when the new level is worse: slower, fewer per second, more behind. */
    public boolean worse() {
        Direction d = series.figure().direction();
        return point.meanAfter() != point.meanBefore() && !d.isBetter(point.meanAfter(), point.meanBefore());
    }

    /** "+5.2%" */
    public String percent() {
        return String.format(java.util.Locale.ROOT, "%+.1f%%", point.relativeChange() * 100);
    }
}

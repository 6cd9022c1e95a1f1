package io.benchlab.core.stream;

import java.util.ArrayList;
import java.util.List;

/**
 * The iiBench view of a stream: insert rate against rows inserted (cumulative units as x), the
 * cumulative rate, and the exit velocity, the rate over the last rows of the run (by default the
 * last 10 %). Built from intervals (live samples, or a bundle's intervals through StreamSamples) so
 * that the CLI, the report and the GUI draw the same numbers.
 *
 * <p>Within an interval, units are taken to arrive evenly; the exit velocity interpolates inside
 * the interval where the last {@code exitFraction} of the rows begins.
 *
 * @param points         one per interval, in order
 * @param units          all units (rows) of the stream
 * @param seconds        the summed interval lengths
 * @param cumulativeRate units / seconds
 * @param exitFraction   the share of the last rows the exit velocity covers
 * @param exitVelocity   units per second over the last {@code exitFraction} of units; NaN without units
 */
public record InsertSeries(List<Point> points, long units, double seconds, double cumulativeRate,
                           double exitFraction, double exitVelocity) {

    /** The share of rows iiBench's exit velocity is computed over unless told otherwise. */
    public static final double DEFAULT_EXIT_FRACTION = 0.10;

    /**
     * @param index           interval index
     * @param cumulativeUnits units inserted up to the end of this interval (the x axis)
     * @param endSeconds      time from the start of measurement to the end of this interval
     * @param unitsPerSecond  the interval's rate
     * @param cumulativeRate  cumulativeUnits / endSeconds
     */
    public record Point(int index, long cumulativeUnits, double endSeconds, double unitsPerSecond, double cumulativeRate) {
    }

    public InsertSeries {
        points = List.copyOf(points);
    }

    /** From live interval samples. */
    public static InsertSeries of(List<IntervalSample> samples, double exitFraction) {
        long[] units = new long[samples.size()];
        long[] millis = new long[samples.size()];
        for (int i = 0; i < units.length; i++) {
            units[i] = samples.get(i).units();
            millis[i] = samples.get(i).lengthMillis();
        }
        return of(units, millis, exitFraction);
    }

    /** From per-interval units and lengths. */
    public static InsertSeries of(long[] units, long[] lengthMillis, double exitFraction) {
        if (units.length != lengthMillis.length) {
            throw new IllegalArgumentException("units and lengths differ in count");
        }
        if (!(exitFraction > 0 && exitFraction <= 1)) {
            throw new IllegalArgumentException("exit fraction must be in (0, 1], not " + exitFraction);
        }
        List<Point> points = new ArrayList<>(units.length);
        long total = 0;
        double seconds = 0;
        for (int i = 0; i < units.length; i++) {
            double len = lengthMillis[i] / 1000.0;
            total += units[i];
            seconds += len;
            points.add(new Point(i, total, seconds, len > 0 ? units[i] / len : Double.NaN,
                    seconds > 0 ? total / seconds : Double.NaN));
        }
        return new InsertSeries(points, total, seconds, seconds > 0 ? total / seconds : Double.NaN, exitFraction,
                exitVelocity(units, lengthMillis, total, exitFraction));
    }

    /** Rate over the last ⌈fraction × total⌉ units, walking back from the last interval. */
    private static double exitVelocity(long[] units, long[] lengthMillis, long total, double fraction) {
        if (total <= 0) {
            return Double.NaN;
        }
        double wanted = Math.max(1, Math.ceil(fraction * total));
        double got = 0;
        double time = 0;
        for (int i = units.length - 1; i >= 0 && got < wanted; i--) {
            double len = lengthMillis[i] / 1000.0;
            if (units[i] == 0) {
                time += len; // a stall at the end belongs to the exit
                continue;
            }
            double need = wanted - got;
            if (units[i] <= need) {
                got += units[i];
                time += len;
            } else {
                got += need;
                time += len * need / units[i];
            }
        }
        return time > 0 ? got / time : Double.NaN;
    }

    /** At most {@code maxPoints} points evenly spaced by index, first and last kept (for printing a long series). */
    public List<Point> thinned(int maxPoints) {
        return io.benchlab.core.stats.Thinning.evenly(points, maxPoints);
    }
}

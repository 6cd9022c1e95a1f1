package io.benchlab.core.stream;

import io.benchlab.core.stats.FiveNumberSummary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The stalls and dips of a stream, counted from its intervals instead of read off a chart (seed
 * 000's SSD posts, iiBench's): a stall is a run of consecutive intervals whose throughput is below
 * {@value #BELOW_MEDIAN} of the median interval's (an interval shorter than half the longest, as the last one
 * cut by the stream's end, is never counted as stalled: it holds too few operations). Each has its start, duration and depth (its lowest
 * interval against the median); stalls that recur at a steady pace have a period; and the throughput
 * of the intervals outside stalls says what the stream does when it is not stalled. Built from
 * per-interval units and lengths, as {@link InsertSeries} is, so the CLI, the JSON, the report, the
 * GUI and compare read one set of figures.
 *
 * @param share                  the share of the median below which an interval counts as stalled
 * @param medianPerSecond        the median interval's units per second (the reference); NaN without intervals
 * @param stalls                 every stall, in order
 * @param stalledSeconds         the summed duration of the stalls
 * @param periodSeconds          the median time from one stall's start to the next, when there are at least
 *                               {@value #RECURRING} stalls whose gaps are within {@value #PERIOD_SPREAD} of it; null otherwise
 * @param unitsPerSecondExcludingStalls units per second over the intervals outside stalls; NaN when every interval stalled
 */
public record Stalls(double share, double medianPerSecond, List<Stall> stalls, double stalledSeconds, Double periodSeconds,
                     double unitsPerSecondExcludingStalls) {

    /** An interval below this share of the median interval's throughput is stalled. */
    public static final double BELOW_MEDIAN = 0.5;
    /** Stalls needed before a period is stated. */
    public static final int RECURRING = 3;
    /** How far (relative to the median gap) the gaps between stall starts may lie apart for a period. */
    public static final double PERIOD_SPREAD = 0.25;

    /**
     * One stall.
     *
     * @param startSeconds    from the measurement's start to the start of its first interval
     * @param durationSeconds its intervals' summed length
     * @param intervals       how many intervals it spans
     * @param lowestPerSecond its lowest interval's units per second
     * @param depth           that lowest rate as a share of the median (0: nothing completed)
     */
    public record Stall(double startSeconds, double durationSeconds, int intervals, double lowestPerSecond, double depth) {
    }

    public Stalls {
        stalls = List.copyOf(stalls);
    }

    /** How many stalls. */
    public int count() {
        return stalls.size();
    }

    /** The longest stall's duration in seconds; 0 without stalls. */
    public double longestSeconds() {
        return stalls.stream().mapToDouble(Stall::durationSeconds).max().orElse(0);
    }

    /** The deepest stall's depth (lowest share of the median); NaN without stalls. */
    public double deepest() {
        return stalls.stream().mapToDouble(Stall::depth).min().orElse(Double.NaN);
    }

    /**
     * The stall each interval belongs to (0-based index into {@link #stalls()}), or -1 for none; computed
     * again from the same intervals, so a table of intervals can mark them.
     */
    public static int[] membership(long[] units, long[] lengthMillis, double share) {
        double median = median(units, lengthMillis);
        long longest = Arrays.stream(lengthMillis).max().orElse(0);
        int[] out = new int[units.length];
        Arrays.fill(out, -1);
        int stall = -1;
        boolean in = false;
        for (int i = 0; i < units.length; i++) {
            // a short interval (the last, cut by the stream's end) holds too few operations to call a stall
            boolean below = 2 * lengthMillis[i] >= longest && below(units[i], lengthMillis[i], median, share);
            if (below && !in) {
                stall++;
            }
            in = below;
            if (below) {
                out[i] = stall;
            }
        }
        return out;
    }

    /**
     * @param units        each interval's units
     * @param lengthMillis each interval's length
     * @param startMillis  each interval's start from the measurement's start
     */
    public static Stalls of(long[] units, long[] lengthMillis, long[] startMillis) {
        return of(units, lengthMillis, startMillis, BELOW_MEDIAN);
    }

    /** As {@link #of(long[], long[], long[])} with another share of the median. */
    public static Stalls of(long[] units, long[] lengthMillis, long[] startMillis, double share) {
        if (units.length != lengthMillis.length || units.length != startMillis.length) {
            throw new IllegalArgumentException("units, lengths and starts differ in count");
        }
        if (!(share > 0 && share < 1)) {
            throw new IllegalArgumentException("the share of the median must be in (0, 1), not " + share);
        }
        double median = median(units, lengthMillis);
        int[] member = membership(units, lengthMillis, share);
        List<Stall> stalls = new ArrayList<>();
        long stalledMillis = 0;
        long freeUnits = 0;
        long freeMillis = 0;
        int i = 0;
        while (i < units.length) {
            if (member[i] < 0) {
                freeUnits += units[i];
                freeMillis += lengthMillis[i];
                i++;
                continue;
            }
            int first = i;
            long millis = 0;
            double lowest = Double.POSITIVE_INFINITY;
            while (i < units.length && member[i] == member[first]) {
                millis += lengthMillis[i];
                lowest = Math.min(lowest, rate(units[i], lengthMillis[i]));
                i++;
            }
            stalledMillis += millis;
            stalls.add(new Stall(startMillis[first] / 1000.0, millis / 1000.0, i - first, lowest, lowest / median));
        }
        return new Stalls(share, median, stalls, stalledMillis / 1000.0, period(stalls),
                freeMillis > 0 ? freeUnits * 1000.0 / freeMillis : Double.NaN);
    }

    /** The median gap between stall starts when there are enough stalls and their gaps agree; else null. */
    private static Double period(List<Stall> stalls) {
        if (stalls.size() < RECURRING) {
            return null;
        }
        double[] gaps = new double[stalls.size() - 1];
        for (int i = 1; i < stalls.size(); i++) {
            gaps[i - 1] = stalls.get(i).startSeconds() - stalls.get(i - 1).startSeconds();
        }
        FiveNumberSummary f = FiveNumberSummary.of(gaps);
        return f.median() > 0 && (f.max() - f.min()) <= PERIOD_SPREAD * 2 * f.median() ? f.median() : null;
    }

    private static boolean below(long units, long millis, double median, double share) {
        return median > 0 && millis > 0 && rate(units, millis) < share * median;
    }

    private static double rate(long units, long millis) {
        return millis > 0 ? units * 1000.0 / millis : Double.NaN;
    }

    private static double median(long[] units, long[] lengthMillis) {
        double[] rates = new double[units.length];
        int n = 0;
        for (int i = 0; i < units.length; i++) {
            if (lengthMillis[i] > 0) {
                rates[n++] = rate(units[i], lengthMillis[i]);
            }
        }
        return n == 0 ? Double.NaN : FiveNumberSummary.of(Arrays.copyOf(rates, n)).median();
    }
}

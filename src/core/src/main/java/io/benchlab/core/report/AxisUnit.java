package io.benchlab.core.report;

import io.benchlab.core.util.Numbers;
import java.util.Locale;

/**
 * What a chart's values measure, and the one place that writes them: in full in hover tips
 * ({@link #tip}), compactly on axis ticks ({@link #tick}). Every chart's ticks come from here, so
 * 4000 is written the same on every axis, and a rate of bytes reads "480 MB/s" instead of a
 * nine-digit number that does not fit beside the plot.
 *
 * @param kind   how the number is scaled
 * @param suffix written after the number: "%", " ms", "/s" after a byte prefix; empty for none
 */
record AxisUnit(Kind kind, String suffix) {

    enum Kind {
        /** A plain number: ticks with k, M, G from 10,000 up ({@link Numbers#tick}). */
        NUMBER,
        /** Bytes: ticks in decimal multiples of B (kB, MB, GB), as disks and rates are quoted. */
        BYTES,
        /** Seconds: s, ms or µs, whichever fits the value ({@link Numbers#seconds}). */
        SECONDS,
        /** Milliseconds (response times): tips in ms, ticks as {@link #SECONDS}, so 15000 reads "15 s", not "15k ms". */
        MILLISECONDS
    }

    /** A count or rate whose unit the chart says elsewhere (a caption, the title). */
    static final AxisUnit NUMBER = new AxisUnit(Kind.NUMBER, "");
    static final AxisUnit SECONDS = new AxisUnit(Kind.SECONDS, "");
    static final AxisUnit PERCENT = new AxisUnit(Kind.NUMBER, "%");
    static final AxisUnit MILLISECONDS = new AxisUnit(Kind.MILLISECONDS, "");

    /** A plain number with a unit after it: "12 MB/s". */
    static AxisUnit number(String unit) {
        return new AxisUnit(Kind.NUMBER, " " + unit);
    }

    /**
     * The per-second rate of a stream's unit: bytes get byte prefixes ("480 MB/s"), anything else
     * (rows, operations) a plain compact number, its unit being in the chart's caption.
     */
    static AxisUnit perSecond(String streamUnit) {
        return "bytes".equalsIgnoreCase(streamUnit) ? new AxisUnit(Kind.BYTES, "/s") : NUMBER;
    }

    /** A value in full, for hover tips: three significant digits, thousands grouped. */
    String tip(double v) {
        return switch (kind) {
            case SECONDS -> Numbers.seconds(v);
            case MILLISECONDS -> Numbers.sig(v) + " ms";
            case BYTES -> Numbers.sig(v) + " B" + suffix;
            case NUMBER -> Numbers.sig(v) + suffix;
        };
    }

    /** A tick value, short: ticks are round numbers, so their trailing zeros are noise. */
    String tick(double v) {
        return switch (kind) {
            case SECONDS -> secondsTick(v);
            case MILLISECONDS -> secondsTick(v / 1000);
            case BYTES -> bytes(v) + suffix;
            case NUMBER -> Numbers.tick(v) + suffix;
        };
    }

    /** 500 ms, 1.5 s, 1500 s: seconds' own prefixes below one, the plain-number rule above 1000 (no grouping commas). */
    private static String secondsTick(double v) {
        return Math.abs(v) >= 1000 ? Numbers.tick(v) + " s" : Axes.trimZeros(Numbers.seconds(v));
    }

    private static final String[] BYTE_PREFIXES = {"", "k", "M", "G", "T", "P"};

    private static String bytes(double v) {
        double a = Math.abs(v);
        int p = 0;
        while (a >= 1000 && p < BYTE_PREFIXES.length - 1) {
            a /= 1000;
            v /= 1000;
            p++;
        }
        String n = String.format(Locale.ROOT, "%.4g", v);
        n = n.contains(".") && !n.contains("e") ? n.replaceAll("0+$", "").replaceAll("\\.$", "") : n;
        return n + " " + BYTE_PREFIXES[p] + "B";
    }
}

package io.benchlab.core.report;

import io.benchlab.core.bundle.FaultSamples;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A vertical mark on a time axis: when a fault struck (a solid red line, labelled over the plot)
 * and when its node was back (dashed), when a side load started (a solid line of its own colour,
 * labelled) and ended (dashed), so a dip in any panel lines up with its cause. Hovering a mark
 * tells what and when.
 *
 * @param seconds where on the axis (seconds since the measurement's start)
 * @param label   what happened, e.g. {@code kill server}
 * @param style   what the mark is: a strike, a return, a side load's start or end
 */
record TimeMark(double seconds, String label, Style style) {
    /** What a mark is; its CSS classes draw it (report.css). */
    enum Style {
        STRUCK("fault", true), BACK("fault back", false), SIDE_LOAD("sideload", true), SIDE_LOAD_END("sideload end", false);

        private final String css;
        private final boolean labelled;

        Style(String css, boolean labelled) {
            this.css = css;
            this.labelled = labelled;
        }
    }

    /** The marks of the side loads beside a stream, each start and each end; {@code prefix} names the stream when several share an axis. */
    static List<TimeMark> ofSideLoads(List<io.benchlab.core.bundle.SideLoadSamples.Mark> loads, String prefix) {
        List<TimeMark> out = new ArrayList<>();
        for (io.benchlab.core.bundle.SideLoadSamples.Mark m : loads) {
            String label = (prefix == null ? "" : prefix + ": ") + m.label() + (m.failed() ? " (failed)" : "");
            out.add(new TimeMark(m.startSeconds(), label, Style.SIDE_LOAD));
            if (m.endSeconds() != null && m.endSeconds() - m.startSeconds() >= 0.05) {
                out.add(new TimeMark(m.endSeconds(), label + " — ended", Style.SIDE_LOAD_END));
            }
        }
        return out;
    }
    /** About how wide a character of an 11 px label is, to keep labels of nearby marks apart. */
    private static final double LABEL_CHAR_WIDTH = 6.2;

    /** The marks of a stream's faults, each strike and each return; {@code prefix} names the stream when several share an axis. */
    static List<TimeMark> of(List<FaultSamples.Mark> faults, String prefix) {
        List<TimeMark> out = new ArrayList<>();
        for (FaultSamples.Mark m : faults) {
            String label = (prefix == null ? "" : prefix + ": ") + m.label();
            out.add(new TimeMark(m.struckSeconds(), label, Style.STRUCK));
            if (m.backSeconds() != null) {
                out.add(new TimeMark(m.backSeconds(), label + " — back", Style.BACK));
            }
        }
        return out;
    }

    /**
     * Draws the marks between {@code top} and {@code bottom}; with {@code labelled}, each strike's
     * label over the plot (the top panel of a stack, a single chart).
     */
    static void draw(Svg svg, Scale x, double left, double right, double top, double bottom, List<TimeMark> marks, boolean labelled) {
        // labels of marks close together go one under the other: the end of the last label on each line so far
        List<Double> lineEnds = new ArrayList<>();
        for (TimeMark m : marks) {
            double px = x.map(m.seconds());
            if (!Double.isFinite(px) || px < left - 0.5 || px > right + 0.5) {
                continue; // past the axis's end (the stream stopped early)
            }
            String tip = m.label() + " at " + String.format(Locale.ROOT, "%.2f s", m.seconds());
            svg.line(px, top, px, bottom, m.style().css, tip);
            if (labelled && m.style().labelled) {
                int line = 0;
                while (line < lineEnds.size() && px < lineEnds.get(line) + 4) {
                    line++;
                }
                double end = px + 3 + LABEL_CHAR_WIDTH * m.label().length();
                if (line < lineEnds.size()) {
                    lineEnds.set(line, end);
                } else {
                    lineEnds.add(end);
                }
                svg.text(px + 3, top + 10 + 13 * line, m.label(), "start", m.style() == Style.STRUCK ? "fault-label" : "sideload-label");
            }
        }
    }
}

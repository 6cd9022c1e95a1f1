package io.benchlab.core.report;

import io.benchlab.core.view.SessionTimeline;
import io.benchlab.core.view.SessionTimeline.Bar;
import io.benchlab.core.view.SessionTimeline.Lane;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link SessionTimeline} as SVG: a lane per session, a bar per step from its start to its end on
 * the seconds axis, coloured by the thread state the step spent longest in (grey when none was
 * sampled), so a step waiting on another session's lock shows as one colour under the other's bar.
 * The labels sit under the bars, on the first of two rows where they fit; a label with no room
 * stays in the bar's hover tip.
 */
final class SessionTimelineChart {
    private static final double LEFT = 90;
    private static final double RIGHT = 24;
    private static final double TOP = 10;
    private static final double BAR = 18;
    private static final double LABEL_ROW = 14;
    private static final int LABEL_ROWS = 2;
    private static final double LANE = BAR + LABEL_ROWS * LABEL_ROW + 10;
    private static final double AXIS = 30;
    /** About the width of a character of an 11 px label. */
    private static final double CHAR = 6.2;
    /** The grey of a step with no sampled state (a sleep, a wait for another step). */
    private static final String NO_STATE = "s8";

    private SessionTimelineChart() {
    }

    static String svg(SessionTimeline t) {
        double height = TOP + t.lanes().size() * LANE + AXIS;
        Svg svg = new Svg(Svg.WIDTH, height, t.title());
        double bottom = TOP + t.lanes().size() * LANE;
        Scale x = Scale.linearFromZero(t.endSeconds(), LEFT, Svg.WIDTH - RIGHT);
        Axes.xAxis(svg, x, TOP, bottom);
        svg.text(Svg.WIDTH - RIGHT, bottom + 28, "seconds since the sessions started", "end", "label");
        Map<String, String> colours = new LinkedHashMap<>();
        double y = TOP;
        for (Lane lane : t.lanes()) {
            svg.text(LEFT - 8, y + BAR / 2 + 4, lane.session(), "end", "legend");
            List<Double> rowEnds = new ArrayList<>(List.of(Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY));
            for (Bar b : lane.bars()) {
                double from = x.map(b.startSeconds());
                double width = Math.max(2, x.map(b.endSeconds()) - from);
                String colour = b.failed() ? "failed" : b.state() == null ? NO_STATE
                        : colours.computeIfAbsent(b.state(), s -> "s" + (colours.size() % 8));
                svg.rect(from, y, width, BAR, "step " + colour, b.tip());
                double labelFrom = Math.min(from, Svg.WIDTH - 4 - b.label().length() * CHAR); // a late step's label ends at the edge
                double labelEnd = labelFrom + b.label().length() * CHAR;
                for (int row = 0; row < LABEL_ROWS; row++) {
                    if (labelFrom > rowEnds.get(row) + 6) {
                        svg.text(labelFrom, y + BAR + LABEL_ROW * (row + 1) - 2, b.label(), "start", "tick");
                        rowEnds.set(row, labelEnd);
                        break;
                    }
                }
            }
            y += LANE;
        }
        return svg.finish();
    }
}

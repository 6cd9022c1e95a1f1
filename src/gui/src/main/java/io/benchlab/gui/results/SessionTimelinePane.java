package io.benchlab.gui.results;

import io.benchlab.core.view.SessionTimeline;
import io.benchlab.core.view.SessionTimeline.Bar;
import io.benchlab.core.view.SessionTimeline.Lane;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;

/**
 * A {@link SessionTimeline} drawn with JavaFX shapes, as the report draws it in SVG: a lane per
 * session, a bar per step from its start to its end, coloured by the thread state it spent longest
 * in (grey when none was sampled), its label under it on the first of two rows where it fits (else
 * in its tooltip). Redrawn to the width it is given.
 */
final class SessionTimelinePane extends Pane {
    private static final double LEFT = 80;
    private static final double RIGHT = 20;
    private static final double BAR = 18;
    private static final double LABEL_ROW = 15;
    private static final int LABEL_ROWS = 2;
    private static final double LANE = BAR + LABEL_ROWS * LABEL_ROW + 10;
    private static final double AXIS = 22;
    private static final double CHAR = 6.5;
    /** The report's series colours (report.css --s0..--s7), one per state in the order met; grey for none, red for a failure. */
    private static final List<Color> COLOURS = List.of(Color.web("#3b6fd8"), Color.web("#e8833a"), Color.web("#2e9e6b"), Color.web("#c44e7a"),
            Color.web("#8a63d2"), Color.web("#8c8c2a"), Color.web("#2aa6b8"), Color.web("#9a6b4b"));
    private static final Color NO_STATE = Color.web("#7f7f7f");
    private static final Color FAILED = Color.web("#c0392b");

    private final SessionTimeline timeline;

    SessionTimelinePane(SessionTimeline timeline) {
        this.timeline = timeline;
        getStyleClass().add("session-timeline");
        double height = timeline.lanes().size() * LANE + AXIS;
        setMinHeight(height);
        setPrefHeight(height);
        setPrefWidth(900);
        widthProperty().addListener((o, a, b) -> draw());
        draw();
    }

    SessionTimeline timeline() {
        return timeline;
    }

    private void draw() {
        getChildren().clear();
        double width = Math.max(getWidth(), 400);
        double end = timeline.endSeconds() > 0 ? timeline.endSeconds() : 1;
        double plot = width - LEFT - RIGHT;
        double bottom = timeline.lanes().size() * LANE;
        double step = tickStep(end);
        for (double t = 0; t <= end + 1e-9; t += step) {
            double x = LEFT + t / end * plot;
            Line grid = new Line(x, 0, x, bottom);
            grid.setStroke(Color.gray(0.5, 0.35));
            Label tick = new Label(String.format(Locale.ROOT, step < 1 ? "%.1f s" : "%.0f s", t));
            tick.getStyleClass().add("note");
            tick.relocate(x - 12, bottom + 2);
            getChildren().addAll(grid, tick);
        }
        Map<String, Color> colours = new LinkedHashMap<>();
        double y = 0;
        for (Lane lane : timeline.lanes()) {
            Label name = new Label(lane.session());
            name.getStyleClass().add("section-title");
            name.relocate(8, y);
            getChildren().add(name);
            double[] rowEnds = new double[LABEL_ROWS];
            java.util.Arrays.fill(rowEnds, Double.NEGATIVE_INFINITY);
            for (Bar b : lane.bars()) {
                double from = LEFT + b.startSeconds() / end * plot;
                Rectangle r = new Rectangle(from, y, Math.max(2, (b.endSeconds() - b.startSeconds()) / end * plot), BAR);
                r.setFill(b.failed() ? FAILED : b.state() == null ? NO_STATE
                        : colours.computeIfAbsent(b.state(), s -> COLOURS.get(colours.size() % COLOURS.size())));
                r.setOpacity(0.85);
                r.setUserData(b);
                r.getStyleClass().add("session-step");
                Tooltip.install(r, new Tooltip(b.tip()));
                getChildren().add(r);
                double labelFrom = Math.min(from, width - 4 - b.label().length() * CHAR); // a late step's label ends at the edge
                for (int row = 0; row < LABEL_ROWS; row++) {
                    if (labelFrom > rowEnds[row] + 6) {
                        Label label = new Label(b.label());
                        label.getStyleClass().add("note");
                        label.relocate(labelFrom, y + BAR + row * LABEL_ROW);
                        getChildren().add(label);
                        rowEnds[row] = labelFrom + b.label().length() * CHAR;
                        break;
                    }
                }
            }
            y += LANE;
        }
    }

    /** A round step (1, 2 or 5 × 10^k) giving about five to ten ticks. */
    private static double tickStep(double end) {
        double rough = end / 6;
        double p = Math.pow(10, Math.floor(Math.log10(rough)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= rough) {
                return m * p;
            }
        }
        return 10 * p;
    }

    /** The bars drawn, for tests: each step's shape, lane by lane. */
    List<Rectangle> bars() {
        return getChildren().stream().filter(n -> n instanceof Rectangle).map(n -> (Rectangle) n).toList();
    }
}

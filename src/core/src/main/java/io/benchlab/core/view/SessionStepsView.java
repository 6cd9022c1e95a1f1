package io.benchlab.core.view;

import io.benchlab.core.bundle.SessionRecords.StepRecord;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * Scripted sessions ({@code sessions:}) laid out once for every face: per variant and phase one
 * table of every session's steps, each with its start and end on the sessions' common clock, a bar
 * on one time line (dots before it, '#' while it ran) and the thread states it went through.
 * {@code show} prints it, the report and the GUI render it; {@link SessionTimeline} draws the same phases.
 */
public final class SessionStepsView {
    /** Characters of the time line. */
    public static final int WIDTH = 40;

    private SessionStepsView() {
    }

    /** One table per variant and phase, in the order they ran. */
    public static List<TitledTable> phases(List<StepRecord> steps) {
        List<TitledTable> out = new ArrayList<>();
        SessionTimeline.byPhase(steps).forEach((key, list) -> {
            double end = SessionTimeline.end(list);
            List<Row> rows = new ArrayList<>();
            for (StepRecord s : list) {
                rows.add(new Row(s.session(), List.of(Cell.of(s.step() + (s.name() == null ? "" : " " + s.name())),
                        Cell.of(s.kind() + " " + s.text()), Cell.num(Numbers.secondsColumn(s.startSeconds())),
                        Cell.num(Numbers.secondsColumn(s.endSeconds())), new Cell(bar(s, end), null, "timeline"),
                        Cell.of(states(s)))));
            }
            out.add(new TitledTable("sessions-" + out.size(), SessionTimeline.title(key, end), "Session",
                    new Table(List.of("Step", "What", "Start s", "End s", "Time line", "Thread states"), rows)));
        });
        return out;
    }

    /** The step's span on the phase's time line: dots before, '#' while it ran. */
    static String bar(StepRecord s, double end) {
        if (end <= 0) {
            return "#";
        }
        int from = Math.min(WIDTH - 1, (int) Math.floor(s.startSeconds() / end * WIDTH));
        int to = Math.min(WIDTH, Math.max(from + 1, (int) Math.ceil(s.endSeconds() / end * WIDTH)));
        return ".".repeat(from) + "#".repeat(to - from);
    }

    private static String states(StepRecord s) {
        String states = s.states() == null || s.states().isEmpty() ? "–" : String.join(" → ", s.states().stream()
                .map(p -> p.state() + " " + Numbers.shortSeconds(p.seconds())).toList());
        return s.error() == null ? states : states + "  FAILED: " + s.error();
    }
}

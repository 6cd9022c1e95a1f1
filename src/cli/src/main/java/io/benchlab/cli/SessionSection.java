package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.SessionRecords.StepRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The scripted sessions of {@code benchlab show} ({@code sessions:}): per variant and phase each
 * session's steps with their start and end on the sessions' common clock, a bar on one time line
 * for each, and the thread states the session went through while it ran.
 */
final class SessionSection {
    /** Characters of the time line. */
    static final int WIDTH = 40;

    private SessionSection() {
    }

    static String render(Bundle b) {
        List<StepRecord> steps = new BundleReader().records(b.dir(), BundleFormat.SESSIONS, StepRecord.class);
        if (steps.isEmpty()) {
            return "";
        }
        Map<List<Object>, List<StepRecord>> byPhase = new LinkedHashMap<>();
        steps.forEach(s -> byPhase.computeIfAbsent(List.of(s.variant(), s.phase(), s.round()), k -> new ArrayList<>()).add(s));
        StringBuilder out = new StringBuilder();
        byPhase.forEach((key, list) -> {
            double end = list.stream().mapToDouble(StepRecord::endSeconds).max().orElse(0);
            out.append('\n').append(String.format(Locale.ROOT, "Scripted sessions — %s %s%s (time line 0 to %.2f s)%n", key.get(0),
                    key.get(1), (int) key.get(2) > 1 ? "#" + key.get(2) : "", end));
            TextTable t = new TextTable(List.of("Session", "Step", "What", "Start s", "End s", "Time line", "Thread states")).left(3)
                    .alsoLeft(5).alsoLeft(6);
            for (StepRecord s : list) {
                t.row(List.of(s.session(), Integer.toString(s.step()) + (s.name() == null ? "" : " " + s.name()),
                        s.kind() + " " + s.text(), String.format(Locale.ROOT, "%.3f", s.startSeconds()),
                        String.format(Locale.ROOT, "%.3f", s.endSeconds()), bar(s, end),
                        (s.states() == null || s.states().isEmpty() ? "-" : String.join(" → ", s.states().stream()
                                .map(p -> p.state() + String.format(Locale.ROOT, " %.1f s", p.seconds())).toList()))
                                + (s.error() == null ? "" : "  FAILED: " + s.error())));
            }
            out.append(t.render());
        });
        return out.toString();
    }

    /** The step's span on the phase's time line: dots before, '#' while it ran. */
    static String bar(StepRecord s, double end) {
        if (end <= 0) {
            return "#";
        }
        int from = (int) Math.floor(s.startSeconds() / end * WIDTH);
        int to = Math.max(from + 1, (int) Math.ceil(s.endSeconds() / end * WIDTH));
        return ".".repeat(Math.min(from, WIDTH)) + "#".repeat(Math.max(0, Math.min(to, WIDTH) - from));
    }
}

package io.benchlab.core.view;

import io.benchlab.core.bundle.SessionRecords.StepRecord;
import io.benchlab.core.bundle.StateRecords.Pass;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Scripted sessions ({@code sessions:}) of one variant and phase as a drawn time line: each session
 * a lane, each step a bar from its start to its end on the sessions' common clock, labelled with
 * the step and the thread state it spent longest in. One model for every face that draws it (the
 * report's SVG, the GUI's shapes), so "B waits while A holds the lock" reads the same in both;
 * {@link SessionStepsView} lays the same phases out as a table.
 *
 * @param title      the variant, phase (and round) and the span of the time line, as the steps table's title
 * @param endSeconds where the time line ends: the last step's end
 * @param lanes      one per session, in the order they were declared
 */
public record SessionTimeline(String title, double endSeconds, List<Lane> lanes) {

    public SessionTimeline {
        lanes = List.copyOf(lanes);
    }

    /** One session's steps, in order. */
    public record Lane(String session, List<Bar> bars) {
        public Lane {
            bars = List.copyOf(bars);
        }
    }

    /**
     * One step's span.
     *
     * @param step   its number and name ("1 lock"), or its number and kind when it has no name ("2 sleep")
     * @param what   its kind and text ("sql LOCK TABLES t WRITE"), for a hover tip
     * @param state  the thread state the session spent longest in while the step ran; null when none was sampled
     * @param failed the server refused the step
     */
    public record Bar(String step, String what, double startSeconds, double endSeconds, String state, boolean failed) {

        /** The bar's label: the step and, when sampled, the state it waited in. */
        public String label() {
            return state == null ? step : step + " · " + state;
        }

        /** Its label, its span and what it ran, for a hover tip. */
        public String tip() {
            return label() + " · " + Numbers.secondsColumn(startSeconds) + "–" + Numbers.secondsColumn(endSeconds) + " s · " + what
                    + (failed ? " · FAILED" : "");
        }

        /** Whether the two bars overlap in time (one ran while the other did). */
        public boolean overlaps(Bar other) {
            return startSeconds < other.endSeconds && other.startSeconds < endSeconds;
        }
    }

    /** The lane of a session; absent when the phase has no such session. */
    public java.util.Optional<Lane> lane(String session) {
        return lanes.stream().filter(l -> l.session().equals(session)).findFirst();
    }

    /** One time line per variant and phase (and round), in the order they ran. */
    public static List<SessionTimeline> phases(List<StepRecord> steps) {
        List<SessionTimeline> out = new ArrayList<>();
        byPhase(steps).forEach((key, list) -> {
            Map<String, List<Bar>> lanes = new LinkedHashMap<>();
            for (StepRecord s : list) {
                lanes.computeIfAbsent(s.session(), k -> new ArrayList<>()).add(new Bar(
                        s.step() + " " + (s.name() == null ? s.kind() : s.name()), s.kind() + " " + s.text(),
                        s.startSeconds(), s.endSeconds(), longestState(s), s.error() != null));
            }
            double end = end(list);
            out.add(new SessionTimeline(title(key, end), end, lanes.entrySet().stream().map(e -> new Lane(e.getKey(), e.getValue())).toList()));
        });
        return out;
    }

    /** The steps of each variant, phase and round, in the order they ran (the key: variant, phase, round). */
    static Map<List<Object>, List<StepRecord>> byPhase(List<StepRecord> steps) {
        Map<List<Object>, List<StepRecord>> byPhase = new LinkedHashMap<>();
        steps.forEach(s -> byPhase.computeIfAbsent(List.of(s.variant(), s.phase(), s.round()), k -> new ArrayList<>()).add(s));
        return byPhase;
    }

    /** Where a phase's time line ends: its last step's end. */
    static double end(List<StepRecord> steps) {
        return steps.stream().mapToDouble(StepRecord::endSeconds).max().orElse(0);
    }

    /** "Scripted sessions — default warm-1 (time line 0 to 2.1 s)", a round past the first numbered. */
    static String title(List<Object> key, double end) {
        return String.format(Locale.ROOT, "Scripted sessions — %s %s%s (time line 0 to %s)", key.get(0), key.get(1),
                (int) key.get(2) > 1 ? "#" + key.get(2) : "", Numbers.shortSeconds(end));
    }

    private static String longestState(StepRecord s) {
        return s.states() == null ? null : s.states().stream().max(Comparator.comparingDouble(Pass::seconds)).map(Pass::state).orElse(null);
    }
}

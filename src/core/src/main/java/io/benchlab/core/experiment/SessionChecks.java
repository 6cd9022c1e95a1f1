package io.benchlab.core.experiment;

import io.benchlab.core.experiment.Experiment.SessionSpec;
import io.benchlab.core.experiment.Experiment.StepSpec;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checks of {@code sessions:} (scripted sessions), before anything starts: each session named
 * once, each step exactly one of sql, sleep and waitFor, a sleep a duration, and every waitFor
 * naming a step that exists in another session.
 */
final class SessionChecks {
    private static final String STEP_EXAMPLE = "{sql: LOCK TABLES t WRITE}, {sleep: 5s} or {waitFor: A/1}";

    private final Problems problems;
    private final StreamChecks durations;

    SessionChecks(Problems problems) {
        this.problems = problems;
        this.durations = new StreamChecks(problems);
    }

    void check(List<SessionSpec> sessions) {
        if (sessions == null) {
            return;
        }
        if (sessions.isEmpty()) {
            problems.add("sessions", "sessions must list at least one session (e.g. [{name: A, steps: [{sql: 'LOCK TABLES t WRITE'}]}])");
            return;
        }
        // session → its step names and count, for the waits
        Map<String, Set<String>> stepNames = new HashMap<>();
        Map<String, Integer> stepCounts = new HashMap<>();
        for (int i = 0; i < sessions.size(); i++) {
            SessionSpec s = sessions.get(i);
            String at = "sessions[" + i + "]";
            if (s == null || s.name() == null || s.name().isBlank()) {
                problems.add(at + ".name", at + ".name must name the session (e.g. A)");
                continue;
            }
            if (s.name().contains("/")) {
                problems.add(at + ".name", at + ".name must not contain '/', which separates a session from its step in waitFor: '"
                        + s.name() + "'");
            }
            if (stepNames.containsKey(s.name())) {
                problems.add(at + ".name", at + ".name: session '" + s.name() + "' is named twice; give each session its own name");
            }
            Set<String> names = new HashSet<>();
            if (s.steps() == null || s.steps().isEmpty()) {
                problems.add(at + ".steps", at + ".steps must list what session " + s.name() + " does, e.g. " + STEP_EXAMPLE);
            } else {
                s.steps().stream().filter(st -> st != null && st.name() != null).forEach(st -> names.add(st.name()));
            }
            stepNames.put(s.name(), names);
            stepCounts.put(s.name(), s.steps() == null ? 0 : s.steps().size());
        }
        for (int i = 0; i < sessions.size(); i++) {
            SessionSpec s = sessions.get(i);
            if (s == null || s.steps() == null) {
                continue;
            }
            for (int j = 0; j < s.steps().size(); j++) {
                checkStep("sessions[" + i + "].steps[" + j + "]", s.name(), s.steps().get(j), stepNames, stepCounts);
            }
        }
    }

    private void checkStep(String at, String session, StepSpec step, Map<String, Set<String>> stepNames, Map<String, Integer> stepCounts) {
        int given = step == null ? 0 : (step.sql() != null ? 1 : 0) + (step.sleep() != null ? 1 : 0) + (step.waitFor() != null ? 1 : 0);
        if (given != 1) {
            problems.add(at, at + " must be exactly one of sql, sleep and waitFor, e.g. " + STEP_EXAMPLE);
            return;
        }
        if (step.sql() != null && step.sql().isBlank()) {
            problems.add(at + ".sql", at + ".sql must be a statement");
        }
        if (step.sleep() != null) {
            durations.duration(at + ".sleep", step.sleep(), false, "a duration such as 500ms or 5s");
        }
        if (step.waitFor() != null) {
            String w = step.waitFor();
            int slash = w.indexOf('/');
            String other = slash < 0 ? null : w.substring(0, slash);
            String which = slash < 0 ? null : w.substring(slash + 1);
            if (other == null || other.isBlank() || which.isBlank()) {
                problems.add(at + ".waitFor", at + ".waitFor must be SESSION/STEP (a step's name or number from 1, e.g. A/1), not '" + w + "'");
            } else if (!stepNames.containsKey(other)) {
                problems.add(at + ".waitFor", at + ".waitFor: there is no session '" + other + "'; sessions: "
                        + String.join(", ", stepNames.keySet().stream().sorted().toList()));
            } else if (other.equals(session)) {
                problems.add(at + ".waitFor", at + ".waitFor: session " + session + " waits for its own step " + which
                        + "; a session's steps already run in order");
            } else if (!stepNames.get(other).contains(which) && !isStepNumber(which, stepCounts.get(other))) {
                problems.add(at + ".waitFor", at + ".waitFor: session " + other + " has no step '" + which + "' (its steps: 1 to "
                        + stepCounts.get(other) + (stepNames.get(other).isEmpty() ? "" : ", or " + String.join(", ",
                        stepNames.get(other).stream().sorted().toList())) + ")");
            }
        }
    }

    private static boolean isStepNumber(String which, int count) {
        try {
            int n = Integer.parseInt(which);
            return n >= 1 && n <= count;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}

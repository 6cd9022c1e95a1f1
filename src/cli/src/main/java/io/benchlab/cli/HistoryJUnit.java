package io.benchlab.cli;

import io.benchlab.core.history.Change;
import io.benchlab.core.history.HistoryGate;
import io.benchlab.core.history.Series;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code history --fail-on-change --junit FILE}: one test suite per experiment, one test case per
 * judged series (its figure's name), failing with each change the gate fails on; an erratic series
 * with a worse change is skipped with that reason. Written by {@link JUnitXml}, as compare's gate is.
 */
final class HistoryJUnit {
    private HistoryJUnit() {
    }

    static String of(List<Series> series, HistoryGate gate) {
        Map<String, List<JUnitXml.Case>> suites = new LinkedHashMap<>();
        for (Series s : series) {
            if (!s.judged()) {
                continue;
            }
            String experiment = s.key().experiment();
            List<JUnitXml.Failure> failures = gate.failing().stream().filter(c -> c.series().equals(s.key()))
                    .map(c -> new JUnitXml.Failure("change", HistoryCommand.line(c), text(c))).toList();
            List<String> skipped = gate.erratic().stream().filter(c -> c.series().equals(s.key()))
                    .map(c -> "erratic series, not gated: " + HistoryCommand.line(c)).toList();
            suites.computeIfAbsent(experiment, k -> new ArrayList<>()).add(new JUnitXml.Case("benchlab.history." + experiment.replace(' ', '-'),
                    s.key().label(), failures, skipped, null));
        }
        return JUnitXml.of("benchlab history", suites.entrySet().stream()
                .map(e -> new JUnitXml.Suite(e.getKey(), List.of(), e.getValue())).toList());
    }

    private static String text(Change c) {
        return "change " + c.id() + ": " + c.series().label() + " " + c.percent() + " from run " + c.run() + " (the run before: "
                + c.previous() + "); `benchlab history ack " + c.id() + " --reason TEXT` if expected";
    }
}

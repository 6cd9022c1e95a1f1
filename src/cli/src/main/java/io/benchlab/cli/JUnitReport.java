package io.benchlab.cli;

import io.benchlab.core.compare.Figure;
import io.benchlab.core.compare.FigureComparison;
import io.benchlab.core.compare.FigureVerdict;
import io.benchlab.core.stats.RegressionGate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code compare --junit FILE}: the regression gate as a JUnit XML report, the format CI systems
 * (Jenkins, GitLab, GitHub's test reporters) display. One test suite per kind of figure (queries,
 * streams, stream runs, cluster nodes), one test case per figure of the comparison; a figure that
 * regressed beyond the threshold fails with the gate's one line, one the gate could not decide
 * (too noisy, too few runs) is skipped with its reason, and every case carries the verdict's
 * sentence. Written by {@link JUnitXml}, as the history's gate is.
 */
final class JUnitReport {
    private JUnitReport() {
    }

    /** The report of a comparison that was gated ({@code c.gate()} is not null). */
    static String of(FigureComparison c, String nameA, String nameB) {
        RegressionGate gate = c.gate();
        Map<Figure.Kind, List<FigureVerdict>> suites = new LinkedHashMap<>();
        c.figures().forEach(v -> suites.computeIfAbsent(v.figure().kind(), k -> new ArrayList<>()).add(v));
        List<JUnitXml.Property> properties = List.of(new JUnitXml.Property("A", nameA), new JUnitXml.Property("B", nameB),
                new JUnitXml.Property("fail beyond", gate.limit()));
        return JUnitXml.of("benchlab compare", suites.entrySet().stream().map(e -> new JUnitXml.Suite(suiteName(e.getKey()), properties,
                e.getValue().stream().map(v -> testCase(e.getKey(), v, gate)).toList())).toList());
    }

    /** A figure's case: failing when it regressed beyond the threshold, skipped when the gate could not decide. */
    private static JUnitXml.Case testCase(Figure.Kind kind, FigureVerdict v, RegressionGate gate) {
        List<JUnitXml.Failure> failures = v.regressed()
                ? List.of(new JUnitXml.Failure("regression", CompareCommand.regressedLine(v), v.sentence() + "\n" + gate.headline(v.gate())))
                : List.of();
        List<String> skipped = !v.regressed() && v.inconclusive() ? List.of(gate.headline(v.gate())) : List.of();
        return new JUnitXml.Case("benchlab.compare." + suiteName(kind).replace(' ', '-'), v.figure().name(), failures, skipped, v.sentence());
    }

    private static String suiteName(Figure.Kind kind) {
        return switch (kind) {
            case QUERY -> "queries";
            case STREAM -> "streams";
            case STREAM_RUN -> "stream runs";
            case NODE -> "cluster nodes";
            case FAULT -> "faults";
            case AUDIT -> "durability audits";
        };
    }
}

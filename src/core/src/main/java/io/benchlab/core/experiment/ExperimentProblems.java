package io.benchlab.core.experiment;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Everything wrong with an experiment that one step of checking found, in the order of the file
 * (problems without a line first). Its message is one line per problem, each {@code FILE line N:
 * message}; the CLI prints each with its own {@code benchlab:} prefix.
 */
public final class ExperimentProblems extends ExperimentException {
    private static final long serialVersionUID = 1L;
    private static final Comparator<Problem> FILE_ORDER = Comparator
            .comparing((Problem p) -> p.line() == null ? 0 : p.line())
            .thenComparing(p -> p.column() == null ? 0 : p.column());

    private final String fileName;
    private final transient List<Problem> problems;

    /**
     * @param fileName the experiment file's name as messages give it
     * @param problems at least one
     */
    public ExperimentProblems(String fileName, List<Problem> problems) {
        super(lines(fileName, sorted(problems)).stream().collect(Collectors.joining("\n")));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("no problems");
        }
        this.fileName = fileName;
        this.problems = sorted(problems);
    }

    /** The problems in file order. */
    public List<Problem> problems() {
        return problems;
    }

    /** One line per problem, in file order, without any prefix. */
    public List<String> lines() {
        return lines(fileName, problems);
    }

    private static List<Problem> sorted(List<Problem> problems) {
        return problems.stream().sorted(FILE_ORDER).toList();
    }

    private static List<String> lines(String fileName, List<Problem> problems) {
        return problems.stream().map(p -> p.describe(fileName)).toList();
    }
}

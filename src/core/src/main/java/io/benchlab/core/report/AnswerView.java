package io.benchlab.core.report;

import io.benchlab.core.bundle.AnswerSummary;
import io.benchlab.core.bundle.Bundle;
import java.util.ArrayList;
import java.util.List;

/** One bundle's answer checks ({@code check: answers}), from {@link AnswerSummary} as {@code show} prints them. */
public record AnswerView(String id, String headline, boolean wrong, List<String> problems) {
    private static final int SHOWN_PROBLEMS = 25;

    /** The bundles that checked answers; the first problems of each, the rest counted. */
    static List<AnswerView> of(List<Bundle> bundles) {
        List<AnswerView> out = new ArrayList<>();
        for (Bundle b : bundles) {
            AnswerSummary a = AnswerSummary.of(b);
            if (a != null) {
                List<String> problems = a.problems();
                if (problems.size() > SHOWN_PROBLEMS) {
                    problems = new ArrayList<>(problems.subList(0, SHOWN_PROBLEMS));
                    problems.add("… and " + (a.problems().size() - SHOWN_PROBLEMS) + " more (benchlab show " + b.id() + ")");
                }
                out.add(new AnswerView(b.id(), a.headline(), a.mismatched() > 0, problems));
            }
        }
        return out;
    }
}

package io.benchlab.cli;

import io.benchlab.core.bundle.WaitSamples;
import io.benchlab.core.bundle.WaitSamples.EventChange;
import io.benchlab.core.view.WaitEventsView;
import java.util.List;

/**
 * performance_schema's waits and stages ({@code options.performanceSchema}) in {@code benchlab show}
 * and {@code compare}: per variant and stream operation the longest waits and stages with their share
 * of the sessions' time, and A's shares beside B's. Laid out by {@link WaitEventsView}, as the
 * report's and the GUI's are.
 */
final class WaitSection {
    private WaitSection() {
    }

    static String render(WaitSamples samples) {
        if (samples.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (String variant : samples.variants()) {
            out.append('\n').append("performance_schema waits and stages (share of the sessions' time; seconds summed over the sessions) — ")
                    .append(variant).append('\n');
            out.append(TextTable.of(WaitEventsView.CORNER, WaitEventsView.ofVariant(samples.of(variant))).left(3).render());
        }
        return out.toString();
    }

    /** A's waits and stages beside B's, per operation both sampled; empty when none. */
    static String compare(WaitSamples a, String variantA, WaitSamples b, String variantB) {
        List<EventChange> changes = WaitSamples.between(a, variantA, b, variantB);
        if (changes.isEmpty()) {
            return "";
        }
        return "performance_schema waits and stages, share of the sessions' time, A → B\n"
                + TextTable.of(WaitEventsView.CORNER, WaitEventsView.changes(changes)).left(3).render() + "\n";
    }
}

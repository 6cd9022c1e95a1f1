package io.benchlab.core.report;

import io.benchlab.core.bundle.WaitSamples;
import io.benchlab.core.view.TitledTable;
import io.benchlab.core.view.WaitEventsView;
import java.util.ArrayList;
import java.util.List;

/** The report's performance_schema waits and stages ({@code options.performanceSchema}): each column's as {@link WaitEventsView} lays them out. */
final class WaitViews {
    private WaitViews() {
    }

    /** Every column's table of waits and stages, titled with the column; empty when none sampled them. */
    static List<TitledTable> of(List<Column> columns) {
        List<TitledTable> out = new ArrayList<>();
        for (Column c : columns) {
            WaitSamples w = WaitSamples.of(c.bundle());
            if (!w.of(c.variant()).isEmpty()) {
                out.add(new TitledTable("waits-" + out.size(), c.label(), WaitEventsView.CORNER, WaitEventsView.ofVariant(w.of(c.variant()))));
            }
        }
        return out;
    }
}

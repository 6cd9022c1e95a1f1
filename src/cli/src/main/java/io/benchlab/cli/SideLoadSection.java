package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.SideLoadSamples;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.view.SideLoadsView;
import io.benchlab.core.view.Table;
import java.util.Locale;

/**
 * The side loads of {@code benchlab show} ({@code sideload:}): per variant every execution, timed on
 * the streams' clock, then each stream they ran beside with its throughput and p99 per interval and
 * the side loads running marked — the tables of {@link SideLoadsView}, as the report and the GUI read them.
 */
final class SideLoadSection {
    private SideLoadSection() {
    }

    static String render(Bundle b) {
        SideLoadSamples s = SideLoadSamples.of(b);
        if (s.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        StreamSamples streams = StreamSamples.of(b);
        for (String variant : s.variants()) {
            out.append('\n').append("Side loads — ").append(variant)
                    .append(" (beside the measured streams, not in their figures; seconds from their measured start)\n");
            out.append(TextTable.of(SideLoadsView.CORNER, SideLoadsView.executions(s, variant)).alsoLeft(2).alsoLeft(3).alsoLeft(9).render());
            int more = SideLoadsView.notListed(s, variant);
            if (more > 0) {
                out.append("  … ").append(more).append(" more executions in show --format json\n");
            }
            for (StreamSamples.Stream st : streams.of(variant)) {
                Table t = SideLoadsView.intervals(st, s);
                if (t.present()) {
                    out.append('\n').append(String.format(Locale.ROOT, "Per interval with the side loads — %s, %d thread(s)%n",
                            st.key().label(), st.key().threads()));
                    out.append(TextTable.of("Interval", t).alsoLeft(4).render());
                }
            }
        }
        return out.toString();
    }

    /** A's and B's side loads side by side; empty when they share none. */
    static String compare(Bundle ba, String va, Bundle bb, String vb) {
        Table t = SideLoadsView.compare(SideLoadSamples.of(ba), va, SideLoadSamples.of(bb), vb);
        return t.present() ? "\nSide loads, A vs B (beside the streams; not in their figures)\n"
                + TextTable.of("Phase · side load", t).render() : "";
    }
}

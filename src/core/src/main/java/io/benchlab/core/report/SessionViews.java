package io.benchlab.core.report;

import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.SessionRecords.StepRecord;
import io.benchlab.core.view.SessionStepsView;
import io.benchlab.core.view.TitledTable;
import java.util.ArrayList;
import java.util.List;

/** The report's scripted sessions: each column's phases as {@link SessionStepsView} lays them out (the time line in text). */
final class SessionViews {
    private SessionViews() {
    }

    /** Every column's session tables, titled with the column; empty when none ran scripted sessions. */
    static List<TitledTable> of(List<Column> columns) {
        List<TitledTable> out = new ArrayList<>();
        for (Column c : columns) {
            List<StepRecord> steps = new BundleReader().records(c.bundle().dir(), BundleFormat.SESSIONS, StepRecord.class).stream()
                    .filter(s -> s.variant().equals(c.variant())).toList();
            SessionStepsView.phases(steps).forEach(t -> out.add(new TitledTable("sessions-" + out.size(), c.label() + " · " + t.title(),
                    t.corner(), t.table())));
        }
        return out;
    }
}

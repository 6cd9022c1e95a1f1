package io.benchlab.core.report;

import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.SessionRecords.StepRecord;
import io.benchlab.core.view.SessionStepsView;
import io.benchlab.core.view.SessionTimeline;
import io.benchlab.core.view.Table;
import io.benchlab.core.view.TitledTable;
import java.util.ArrayList;
import java.util.List;

/**
 * The report's scripted sessions: each column's phases drawn as {@link SessionTimeline} lays them out
 * (a lane per session, a bar per step) above the steps table {@link SessionStepsView} lays out.
 *
 * @param id       the phase's anchor
 * @param title    the column, variant and phase, and the time line's span
 * @param corner   the table's corner heading
 * @param table    one row per step
 * @param svg      the drawn time line
 */
public record SessionViews(String id, String title, String corner, Table table, String svg) {

    /** Every column's phases of scripted sessions, titled with the column; empty when none ran them. */
    static List<SessionViews> of(List<Column> columns) {
        List<SessionViews> out = new ArrayList<>();
        for (Column c : columns) {
            List<StepRecord> steps = new BundleReader().records(c.bundle().dir(), BundleFormat.SESSIONS, StepRecord.class).stream()
                    .filter(s -> s.variant().equals(c.variant())).toList();
            List<TitledTable> tables = SessionStepsView.phases(steps);
            List<SessionTimeline> timelines = SessionTimeline.phases(steps);
            for (int i = 0; i < tables.size(); i++) {
                TitledTable t = tables.get(i);
                out.add(new SessionViews("sessions-" + out.size(), c.label() + " · " + t.title(), t.corner(), t.table(),
                        SessionTimelineChart.svg(timelines.get(i))));
            }
        }
        return out;
    }
}

package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.SessionRecords.StepRecord;
import io.benchlab.core.view.SessionStepsView;
import io.benchlab.core.view.TitledTable;
import java.util.List;

/**
 * The scripted sessions of {@code benchlab show} ({@code sessions:}): per variant and phase each
 * session's steps on one time line, as {@link SessionStepsView} lays them out for every face.
 */
final class SessionSection {
    private SessionSection() {
    }

    static String render(Bundle b) {
        List<StepRecord> steps = new BundleReader().records(b.dir(), BundleFormat.SESSIONS, StepRecord.class);
        StringBuilder out = new StringBuilder();
        for (TitledTable t : SessionStepsView.phases(steps)) {
            out.append('\n').append(t.title()).append('\n');
            out.append(TextTable.of(t.corner(), t.table()).left(3).alsoLeft(5).alsoLeft(6).render());
        }
        return out.toString();
    }
}

package io.benchlab.core.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.WaitRecords.EventKind;
import io.benchlab.core.bundle.WaitRecords.EventTime;
import io.benchlab.core.bundle.WaitRecords.WaitIntervalRecord;
import io.benchlab.core.bundle.WaitSamples.EventChange;
import io.benchlab.core.bundle.WaitSamples.OperationWaits;
import io.benchlab.core.view.Table;
import io.benchlab.core.view.WaitEventsView;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The waits every face reads: intervals summed per variant and operation, shares of the sessions' time, A beside B. */
class WaitSamplesTest {
    private static final String MDL = "wait/lock/metadata/sql/mdl";
    private static final String IO = "wait/io/table/sql/handler";
    private static final String STAGE = "stage/sql/Waiting for table metadata lock";

    private static WaitIntervalRecord interval(String variant, int index, double mdlSeconds, double ioSeconds) {
        // two sessions over one second: two session-seconds
        return new WaitIntervalRecord(variant, "Run1", 1, "select", 2, index, 1000, 2,
                List.of(new EventTime(MDL, 1, mdlSeconds), new EventTime(IO, 100, ioSeconds)), List.of(new EventTime(STAGE, 1, mdlSeconds)));
    }

    @Test
    void intervalsAreSummedAndEachEventIsAShareOfTheSessionsTime() {
        WaitSamples w = WaitSamples.of(List.of(interval("a", 0, 1.0, 0.2), interval("a", 1, 0.6, 0.2)));
        OperationWaits o = w.of("a", "select");
        assertEquals(4.0, o.sessionSeconds(), 1e-9);
        assertEquals(MDL, o.waits().get(0).event(), "the longest first");
        assertEquals(0.4, o.share(MDL), 1e-9, "1.6 s of 4 session-seconds");
        assertEquals(2, o.event(MDL).orElseThrow().count());
        assertEquals(EventKind.STAGE, o.event(STAGE).orElseThrow().kind());
        assertEquals(0.1, o.share(IO), 1e-9);
        assertEquals(0, o.share("wait/io/file/sql/FRM"), "never seen");
    }

    @Test
    void aBesideBPutsTheEventThatMovedMostFirst() {
        WaitSamples a = WaitSamples.of(List.of(interval("a", 0, 1.0, 0.2)));
        WaitSamples b = WaitSamples.of(List.of(interval("b", 0, 0.0, 0.4)));
        List<EventChange> changes = WaitSamples.between(a, "a", b, "b");
        assertEquals(MDL, changes.get(0).event());
        assertEquals(0.5, changes.get(0).before(), 1e-9);
        assertEquals(0.0, changes.get(0).after(), 1e-9);
        assertTrue(changes.stream().anyMatch(c -> c.kind() == EventKind.STAGE && c.event().equals(STAGE)), changes.toString());

        Table t = WaitEventsView.changes(changes);
        assertEquals(List.of("Kind", "Event", "A", "B"), t.headers());
        assertEquals("select", t.rows().get(0).label());
        assertEquals(List.of("wait", MDL, "50%", "0%"), t.rows().get(0).cells().stream().map(io.benchlab.core.view.Cell::text).toList());
    }

    @Test
    void oneVariantsTableNamesEachOperationOnceWaitsBeforeStages() {
        Table t = WaitEventsView.ofVariant(WaitSamples.of(List.of(interval("a", 0, 1.0, 0.2))).of("a"));
        assertEquals(List.of("Kind", "Event", "Share", "Seconds", "Count"), t.headers());
        assertEquals(List.of("select", "", ""), t.rows().stream().map(io.benchlab.core.view.Row::label).toList());
        assertEquals(List.of("wait", "wait", "stage"), t.rows().stream().map(r -> r.cells().get(0).text()).toList());
        assertEquals("50%", t.rows().get(0).cells().get(2).text());
    }
}

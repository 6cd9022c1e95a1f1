package io.benchlab.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.SessionRecords.StepRecord;
import io.benchlab.core.golden.Fixtures;
import io.benchlab.core.view.SessionTimeline;
import io.benchlab.core.view.SessionTimeline.Bar;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Scripted sessions drawn as a time line, over the fixture bundle of seed 004's lock post (a real run:
 * A locks the table, sleeps 2 s, unlocks; B's CREATE TEMPORARY TABLE ... LIKE waits for the lock):
 * the shared model has a lane per session with B's waiting bar under A's lock-holding one, and the
 * report draws it so.
 */
class SessionTimelineChartTest {
    private static final String MDL = "Waiting for table metadata lock";

    @Test
    void theModelHasALanePerSessionAndBsWaitOverlapsAsHoldingTheLock() {
        SessionTimeline t = timeline();
        assertEquals(List.of("A", "B"), t.lanes().stream().map(SessionTimeline.Lane::session).toList());
        assertEquals(List.of("1 lock", "2 sleep", "3 unlock"), t.lane("A").orElseThrow().bars().stream().map(Bar::step).toList());
        Bar sleep = t.lane("A").orElseThrow().bars().get(1);
        Bar createLike = t.lane("B").orElseThrow().bars().get(1);
        assertEquals("2 create-like · " + MDL, createLike.label(), "labelled with the step and the state it waited in");
        assertTrue(createLike.overlaps(sleep) && createLike.endSeconds() >= t.lane("A").orElseThrow().bars().get(2).startSeconds(),
                "B waits while A holds the lock and ends once A unlocks: " + t);
        assertTrue(t.title().startsWith("Scripted sessions — default "), t.title());
        assertEquals(t.lanes().stream().flatMap(l -> l.bars().stream()).mapToDouble(Bar::endSeconds).max().orElseThrow(), t.endSeconds());
    }

    @Test
    void theReportDrawsEachStepAsABarOnItsSessionsLane() {
        SessionTimeline t = timeline();
        String svg = SessionTimelineChart.svg(t);
        Matcher rects = Pattern.compile("<rect x=\"([\\d.]+)\" y=\"([\\d.]+)\" width=\"([\\d.]+)\"[^>]*class=\"step [^\"]*\" data-tip=\"([^\"]*)\"")
                .matcher(svg);
        double[] sleep = null;
        double[] createLike = null;
        int bars = 0;
        java.util.Set<String> lanes = new java.util.TreeSet<>();
        while (rects.find()) {
            bars++;
            double[] box = {Double.parseDouble(rects.group(1)), Double.parseDouble(rects.group(2)), Double.parseDouble(rects.group(3))};
            lanes.add(rects.group(2));
            if (rects.group(4).startsWith("2 sleep")) {
                sleep = box;
            } else if (rects.group(4).startsWith("2 create-like · " + MDL)) {
                createLike = box;
            }
        }
        assertEquals(5, bars, svg);
        assertEquals(2, lanes.size(), "two lanes: " + lanes);
        assertTrue(sleep != null && createLike != null, svg);
        assertTrue(createLike[1] > sleep[1], "B's lane below A's");
        assertTrue(createLike[0] < sleep[0] + sleep[2] && sleep[0] < createLike[0] + createLike[2], "drawn overlapping on the time axis");
        assertTrue(svg.contains(">2 create-like · " + MDL + "</text>"), "B's bar labelled on the drawing");

        String html = HtmlReport.render(List.of(Fixtures.bundle("sessions")));
        assertTrue(html.contains("id=\"sessions-0-timeline\"") && html.contains("class=\"step "), "the report's Sessions section draws it");
    }

    private static SessionTimeline timeline() {
        Bundle b = Fixtures.bundle("sessions");
        List<StepRecord> steps = new BundleReader().records(b.dir(), BundleFormat.SESSIONS, StepRecord.class);
        List<SessionTimeline> phases = SessionTimeline.phases(steps);
        assertEquals(1, phases.size(), "one warm phase");
        return phases.get(0);
    }
}

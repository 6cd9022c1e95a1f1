package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.SessionRecords.StepRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Seed 004's lock post as scripted sessions on the real embedded server, from the shipped example:
 * A holds a WRITE lock on the table, B's CREATE TEMPORARY TABLE ... LIKE it waits until A unlocks,
 * and B's step is recorded waiting, in the metadata-lock state, while A holds the lock.
 */
class ScriptedSessionsEndToEndTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.perClass();
    private static final Path EXAMPLES = Path.of("../examples").toAbsolutePath().normalize();

    @Test
    void sessionBWaitsInTheMetadataLockWhileSessionAHoldsTheTableLocked() throws Exception {
        // the example as shipped, its pause shorter, its files where this test runs
        String example = Files.readString(EXAMPLES.resolve("lock-table-sessions.yaml"));
        assertTrue(example.contains("{sleep: 5s}"), "the example holds the lock 5 s");
        String body = example.replaceFirst("(?m)^name: .*\\n", "").replace("{sleep: 5s}", "{sleep: 2s}")
                .replace("setup: sql/", "setup: " + EXAMPLES + "/sql/").replace("queries: sql/", "queries: " + EXAMPLES + "/sql/");
        Bundle b = server.run("lock-table", body);
        List<StepRecord> steps = new BundleReader().records(b.dir(), BundleFormat.SESSIONS, StepRecord.class);
        assertEquals(5, steps.size(), "A's three steps and B's two: " + steps);
        StepRecord lock = step(steps, "A", 1);
        StepRecord unlock = step(steps, "A", 3);
        StepRecord createLike = step(steps, "B", 2);
        steps.forEach(s -> assertNull(s.error(), s.toString()));
        assertTrue(createLike.startSeconds() >= lock.endSeconds(), "B waited for A's lock: " + steps);
        assertTrue(createLike.endSeconds() >= unlock.startSeconds(), "B's CREATE ... LIKE ended only once A unlocked: " + steps);
        assertTrue(createLike.seconds() > step(steps, "A", 2).seconds() / 2, "B waited most of A's pause: " + createLike);
        assertTrue(createLike.states() != null && createLike.states().stream()
                        .anyMatch(p -> p.state().equals("Waiting for table metadata lock") && p.seconds() > 0),
                "B is recorded waiting on the metadata lock: " + createLike.states());

        String shown = IiBenchRowsTest.show(b.dir());
        assertTrue(shown.contains("Scripted sessions") && shown.contains("Waiting for table metadata lock"), shown);
        reportInBrowser(b);
    }

    /** The report draws the time line: a lane per session, B's waiting bar under A's sleep with the lock held; a screenshot to look at. */
    private static void reportInBrowser(Bundle b) throws Exception {
        Path html = b.dir().resolveSibling("lock-table.html");
        new Cli(b.dir().getParent().getParent()).ok("report", b.dir().toString(), "-o", html.toString());
        try (HeadlessChromium chrome = new HeadlessChromium()) {
            chrome.send("Page.enable");
            ReportCharts.viewport(chrome, 1400);
            chrome.send("Page.navigate", Map.of("url", html.toUri().toString()));
            chrome.awaitEvent("Page.loadEventFired");
            String bars = "document.querySelectorAll('#sessions-0-timeline svg rect.step')";
            assertEquals(5, chrome.evaluate(bars + ".length").asInt(), "a bar per step");
            assertEquals(2, chrome.evaluate("new Set([..." + bars + "].map(r => r.getAttribute('y'))).size").asInt(), "a lane per session");
            String box = "(tip => [..." + bars + "].find(r => r.dataset.tip.startsWith(tip)).getBoundingClientRect())";
            assertTrue(chrome.evaluate("(() => { const a = " + box + "('2 sleep'), w = " + box + "('2 create-like · Waiting for table metadata lock');"
                    + " return w.top > a.top && w.left < a.right && a.left < w.right && w.width > a.width / 2; })()").asBoolean(),
                    "B's bar, labelled with its metadata-lock wait, overlaps A's while the lock is held, on the lane below");
            Files.createDirectories(Path.of("target", "screenshots"));
            chrome.screenshot(Path.of("target", "screenshots", "report-sessions.png"), true);
        }
    }

    private static StepRecord step(List<StepRecord> steps, String session, int step) {
        return steps.stream().filter(s -> s.session().equals(session) && s.step() == step).findFirst().orElseThrow();
    }
}

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
    }

    private static StepRecord step(List<StepRecord> steps, String session, int step) {
        return steps.stream().filter(s -> s.session().equals(session) && s.step() == step).findFirst().orElseThrow();
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.stream.Stalls;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A stream held up for 3 s by {@code FLUSH TABLES WITH READ LOCK} from a side connection shows one stall of about
 * that length — in the bundle's figures, in {@code show}, its JSON and CSV, and the report — and nothing else
 * counts as one: the inserts arrive at a fixed rate, which a loaded machine keeps (the workers are far from busy).
 */
class StallsEndToEndTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.perClass();

    @Test
    void aReadLockOfThreeSecondsIsOneStallOfAboutThreeSeconds() throws Exception {
        CompletableFuture<Void> lock = CompletableFuture.runAsync(StallsEndToEndTest::holdTheReadLockOnce);
        Bundle b = server.run("stall", """
                workload:
                  plugin: insert-stream
                  parameters: {schema: stall_e2e, rowsPerStatement: 10, rowsPerCommit: 10, secondaryIndexes: 0}
                phases: {cold: false, warm: 1}
                stream: {threads: 4, duration: 11s, interval: 1s, rate: 50}
                """);
        lock.get(30, TimeUnit.SECONDS);
        StreamSamples.Stream st = StreamSamples.of(b).streams().get(0);
        Stalls stalls = st.stalls();
        assertEquals(1, stalls.count(), "one stall: " + stalls + " in " + st.intervals());
        Stalls.Stall one = stalls.stalls().get(0);
        // the lock's 3 s fall in 3 or 4 one-second intervals; one of those may keep half its rate
        assertTrue(one.durationSeconds() >= 2 && one.durationSeconds() <= 5, "stall length " + one);
        assertTrue(one.depth() < 0.25, "nothing (or nearly) was inserted while the lock was held: " + one);
        assertTrue(stalls.unitsPerSecondExcludingStalls() > stalls.medianPerSecond() * 0.5, stalls.toString());

        Cli cli = new Cli(b.dir().getParent().getParent());
        String shown = cli.ok("show", b.dir().toString()).out();
        assertTrue(shown.contains("Stalls (runs of intervals below 50.0% of the median"), shown);
        String row = shown.lines().filter(l -> l.startsWith("Run1/insert") && l.contains(" for ")).findFirst().orElse("");
        assertTrue(row.matches(".*\\b1\\b.*"), "show's stall row: " + row);

        JsonNode json = Json.mapper().readTree(cli.ok("show", b.dir().toString(), "--format=json").out());
        assertEquals(1, json.path("streams").get(0).path("stalls").path("stalls").size(), json.path("streams").get(0).path("stalls").toString());

        List<String> csv = cli.ok("show", b.dir().toString(), "--format=csv").out().lines().toList();
        int column = List.of(csv.get(0).split(",")).indexOf("stall");
        long stalled = csv.stream().skip(1).map(l -> l.split(",", -1)).filter(c -> c[0].equals("interval") && c[column].equals("1")).count();
        assertEquals(one.intervals(), stalled, "the CSV marks the stall's intervals");

        Path html = b.dir().resolveSibling("stall.html");
        cli.ok("report", b.dir().toString(), "-o", html.toString());
        String report = Files.readString(html);
        assertTrue(report.contains("Stalls (runs of intervals below"), "the report has the stalls table");
    }

    /** Waits until rows arrive, then after 3 s of them holds the global read lock for 3 s. */
    private static void holdTheReadLockOnce() {
        try (Connection c = server.connect(); Statement s = c.createStatement()) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (rows(s) == 0) {
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("no rows arrived");
                }
                Thread.sleep(100);
            }
            Thread.sleep(3000);
            s.execute("FLUSH TABLES WITH READ LOCK");
            Thread.sleep(3000);
            s.execute("UNLOCK TABLES");
        } catch (SQLException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static long rows(Statement s) {
        try (ResultSet r = s.executeQuery("SELECT COUNT(*) FROM stall_e2e.purchases_index")) {
            return r.next() ? r.getLong(1) : 0;
        } catch (SQLException e) {
            return 0; // not created yet
        }
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.StateRecords.ThreadStateRecord;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.bundle.StateSamples.OperationStates;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Seed 004's two thread-state experiments on the real embedded server, from the shipped examples'
 * own SQL: ten sessions calling the procedure that makes a temporary table LIKE a shared one, and
 * ENABLE KEYS on MyISAM with the sort too small and large enough; and a sampler whose connection
 * the server kills mid-query, which is a warning and never a lost run.
 */
class ThreadStatesEndToEndTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.perClass();
    private static final Path EXAMPLES = Path.of("../examples").toAbsolutePath().normalize();

    @Test
    void tenSessionsOfTheSeedsProcedurePassThroughSeveralStatesAndEachIntervalHasItsThroughput() throws Exception {
        Bundle b = server.run("create-like", """
                workload:
                  plugin: sql-file
                  parameters: {setup: %1$s/sql/create-like-setup.sql, queries: %1$s/sql/create-like-queries.sql, schema: test}
                phases: {cold: false, warm: 1}
                stream: {threads: 10, iterations: 6, interval: 500ms}
                options: {openTables: true}
                """.formatted(EXAMPLES));
        StreamRecord s = b.streams().get(0);
        assertEquals("completed", s.reason(), "each of the ten sessions called the procedure six times: " + s.message());
        assertEquals(60, s.operations());
        assertEquals(0, s.errors());
        List<IntervalRecord> intervals = b.intervals();
        assertTrue(intervals.stream().anyMatch(i -> i.operations() > 0 && i.unitsPerSecond() > 0), "throughput per interval");

        List<ThreadStateRecord> records = new BundleReader().records(b.dir(), BundleFormat.THREAD_STATES, ThreadStateRecord.class);
        assertEquals(intervals.size(), records.size(), "the states of every interval, beside it");
        for (int k = 0; k < intervals.size(); k++) {
            assertEquals(intervals.get(k).index(), records.get(k).index());
            assertEquals(10, records.get(k).threads());
        }
        OperationStates states = StateSamples.of(b).of("default", "temp_scale_proc");
        long seen = states.states().stream().filter(st -> st.share() > 0).count();
        assertTrue(seen > 1, "more than one distinct state with a share of the sessions' time: " + states.states());
        assertTrue(states.states().stream().allMatch(st -> st.sessionsMax() <= 10), "never more than the ten sessions: " + states.states());
        assertTrue(states.openTables() != null && states.openTables().open() > 0, "SHOW OPEN TABLES counted: " + states.openTables());

        String shown = IiBenchRowsTest.show(b.dir());
        assertTrue(shown.contains("Thread states") && shown.contains(states.states().get(0).state()), shown);
        JsonNode json = Json.mapper().readTree(new Cli(b.dir().getParent().getParent()).ok("show", b.dir().toString(), "--format=json").out());
        assertEquals(states.states().get(0).state(), json.path("threadStates").path("operations").get(0).path("states").get(0).path("state").asText());
        assertEquals(intervals.size(), json.path("threadStates").path("timelines").get(0).path("points").size());
    }

    @Test
    void aWeightedMixRunsEachStatementAsItsOwnKindWithItsSessionAndExecutionNumbers() throws Exception {
        Path setup = Files.writeString(Files.createTempFile("mix", ".sql"), """
                DROP TABLE IF EXISTS calls;
                CREATE TABLE calls (session INT NOT NULL, execution INT NOT NULL, PRIMARY KEY (session, execution));
                """);
        // every execution of either statement is numbered in its session; only the insert records its number
        Path queries = Files.writeString(Files.createTempFile("mix", ".sql"), """
                -- name: record
                -- mix: 3
                INSERT INTO calls VALUES (${thread}, ${seq});
                -- name: look
                -- mix: 1
                SELECT COUNT(*) FROM calls WHERE session = ${thread} AND execution <= ${rand:1:50};
                """);
        try {
            Bundle b = server.run("weighted-mix", """
                    workload: {plugin: sql-file, parameters: {setup: %s, queries: %s, schema: weighted_mix}}
                    phases: {cold: false, warm: 1}
                    stream: {threads: 3, iterations: 40, interval: 500ms}
                    """.formatted(setup, queries));
            StreamRecord s = b.streams().get(0);
            assertEquals("mix", s.operation());
            assertEquals("completed", s.reason(), s.message());
            assertEquals(120, s.operations(), "three sessions, forty each");
            assertEquals(List.of("record", "look"), List.copyOf(s.kinds().keySet()), "each statement of the mix is a kind");
            long recorded = s.kinds().get("record").operations();
            assertEquals(120, recorded + s.kinds().get("look").operations());
            assertTrue(recorded > s.kinds().get("look").operations(), "weights 3 to 1: " + s.kinds());
            try (java.sql.Connection c = server.connect(); java.sql.Statement st = c.createStatement();
                 java.sql.ResultSet rs = st.executeQuery("SELECT session, COUNT(*), MAX(execution) FROM weighted_mix.calls GROUP BY session")) {
                long rows = 0;
                int sessions = 0;
                while (rs.next()) {
                    sessions++;
                    rows += rs.getLong(2);
                    assertTrue(rs.getInt(1) >= 1 && rs.getInt(1) <= 3, "${thread} is 1 to 3: " + rs.getInt(1));
                    assertTrue(rs.getLong(3) <= 40, "${seq} counts a session's executions, at most forty: " + rs.getLong(3));
                }
                assertEquals(3, sessions, "every session recorded");
                assertEquals(recorded, rows, "one row per insert, none twice: (${thread}, ${seq}) is unique");
            }
        } finally {
            Files.deleteIfExists(setup);
            Files.deleteIfExists(queries);
        }
    }

    @Test
    void theRepairExampleSaysWhichRepairTheServerChose() throws Exception {
        // the example as shipped, its server block made this test's server and its rows fewer
        String example = Files.readString(EXAMPLES.resolve("myisam-repair-modes.yaml"));
        String body = example.replaceFirst("(?m)^name: .*\\n", "").replaceFirst("(?m)^server:\\n  type: embedded\\n", "")
                .replace("setup: sql/", "setup: " + EXAMPLES + "/sql/").replace("queries: sql/", "queries: " + EXAMPLES + "/sql/")
                .replace("rows=200000", "rows=60000");
        Bundle b = server.run("repair-modes", body);
        StateSamples states = StateSamples.of(b);
        assertEquals(1.0, states.of("sort-file-too-small", "enable_keys").share("Repair with keycache"), 0.05, states.toString());
        assertEquals(1.0, states.of("sort-buffer-too-small", "enable_keys").share("Repair with keycache"), 0.05, states.toString());
        assertEquals(1.0, states.of("large-enough", "enable_keys").share("Repair by sorting"), 0.05, states.toString());
        assertEquals(3, states.passes().size(), "one query per variant, each with the states it went through");
        assertTrue(states.passes().get(2).describe().startsWith("Repair by sorting "), states.passes().get(2).describe());

        String shown = IiBenchRowsTest.show(b.dir());
        assertTrue(shown.contains("large-enough") && shown.contains("Repair by sorting"), shown);
        String compared = new Cli(b.dir().getParent().getParent()).ok("compare", b.dir().toString(), "--variant-a", "sort-file-too-small",
                "--variant-b", "large-enough").out();
        assertTrue(compared.contains("Repair with keycache 100% → 0%") && compared.contains("Repair by sorting 0% → 100%"), compared);
    }

    @Test
    void aSamplerWhoseConnectionTheServerKillsIsAWarningAndTheRunGoesOn() throws Exception {
        // the timed query itself finds the one session of the run that was busy a moment ago although
        // nothing else of the run is — the sampler reading SHOW PROCESSLIST every 10 ms — and kills it
        Path setup = Files.writeString(Files.createTempFile("kill-sampler", ".sql"), """
                DROP PROCEDURE IF EXISTS kill_the_sampler;
                DELIMITER //
                CREATE PROCEDURE kill_the_sampler()
                BEGIN
                  DECLARE victim BIGINT DEFAULT NULL;
                  DECLARE tries INT DEFAULT 0;
                  DO SLEEP(0.5);
                  WHILE victim IS NULL AND tries < 200 DO
                    SELECT ID INTO victim FROM information_schema.PROCESSLIST
                      WHERE ID <> CONNECTION_ID() AND COMMAND = 'Sleep' AND TIME_MS < 30 ORDER BY TIME_MS LIMIT 1;
                    SET tries = tries + 1;
                    IF victim IS NULL THEN
                      DO SLEEP(0.02);
                    END IF;
                  END WHILE;
                  IF victim IS NOT NULL THEN
                    KILL CONNECTION victim;
                    DO SLEEP(0.2); -- the sampler's next sample, on the killed connection, fails while the query runs
                  END IF;
                  SELECT victim IS NOT NULL AS killed;
                END //
                DELIMITER ;
                """);
        Path queries = Files.writeString(Files.createTempFile("kill-sampler", ".sql"), """
                -- name: kill_sampler
                CALL kill_the_sampler();
                -- name: after
                SELECT SLEEP(0.3);
                """);
        try {
            Bundle b = server.run("killed-sampler", """
                    workload: {plugin: sql-file, parameters: {setup: %s, queries: %s, schema: killed_sampler}}
                    phases: {cold: false, warm: 1}
                    options: {stateInterval: 10ms, explain: false}
                    """.formatted(setup, queries));
            assertEquals("COMPLETE", b.manifest().status().name(), "the run is whole: " + b.manifest().message());
            assertEquals(2, b.measurements().size());
            b.measurements().forEach(m -> assertNull(m.error(), "both queries measured: " + m));
            assertTrue(b.events().stream().anyMatch(e -> e.level().equals("warning")
                            && e.message().equals("thread states of kill_sampler stopped early, the query went on:"
                            + " its connection to the server was lost (killed, or the server went away)")),
                    "the failure is a warning in the bundle: " + b.events());
            StateSamples states = StateSamples.of(b);
            assertTrue(states.has("default", "kill_sampler"), "what was sampled before the kill is kept: " + states.operations());
            assertTrue(states.has("default", "after"), "the next query got a sampler of its own: " + states.operations());
            assertEquals(1.0, states.of("default", "after").share("User sleep"), 0.2, states.toString());
        } finally {
            Files.deleteIfExists(setup);
            Files.deleteIfExists(queries);
        }
    }
}

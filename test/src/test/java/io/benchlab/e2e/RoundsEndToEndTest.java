package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.RoundSamples;
import io.benchlab.core.bundle.RoundSamples.RoundStream;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.bundle.StateSamples.OperationStates;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Seed 004's procedure in mysqlslap's rounds on the real embedded server: ten new sessions per round,
 * started together, twenty rounds. A fresh session has no temporary {@code temp_tab} yet, so the
 * procedure's {@code DROP TABLE IF EXISTS temp_tab} looks for a base table of that name, under an
 * exclusive metadata lock every session of the round wants: they queue in "Waiting for table
 * metadata lock" in every round. {@code DROP TEMPORARY TABLE} never looks there. The direction is
 * asserted, not a figure.
 */
class RoundsEndToEndTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.perClass();
    private static final Path EXAMPLES = Path.of("../examples").toAbsolutePath().normalize();
    private static final String MDL = "Waiting for table metadata lock";

    @Test
    void theNonTemporaryDropWaitsOnAMetadataLockInEveryRoundAndTheTemporaryOneHardlyEver() throws Exception {
        String setup = Files.readString(EXAMPLES.resolve("sql/create-like-setup.sql"));
        assertTrue(setup.contains("    DROP TABLE IF EXISTS temp_tab;"), "the example's procedure as the seed wrote it");
        Path temporary = Files.writeString(Files.createTempFile("create-like-temporary", ".sql"),
                setup.replace("    DROP TABLE IF EXISTS temp_tab;", "    DROP TEMPORARY TABLE IF EXISTS temp_tab;"));
        try {
            Bundle drop = run("rounds-drop", EXAMPLES.resolve("sql/create-like-setup.sql"), "rounds_drop");
            Bundle dropTemporary = run("rounds-drop-temporary", temporary, "rounds_drop_temporary");

            RoundStream rounds = RoundSamples.of(drop).streams().get(0);
            assertEquals(20, rounds.rounds(), "twenty rounds, each its record");
            assertEquals(10, rounds.sessions());
            assertEquals(1, rounds.sessionQueries());
            assertTrue(rounds.each().stream().allMatch(r -> r.operations() == 10 && r.errors() == 0),
                    "each round's interval holds its ten calls: " + rounds.each());
            assertTrue(rounds.querySeconds().minimum() > 0 && rounds.querySeconds().minimum() <= rounds.querySeconds().average()
                    && rounds.querySeconds().average() <= rounds.querySeconds().maximum(), rounds.querySeconds().toString());
            assertTrue(rounds.each().stream().allMatch(r -> r.totalSeconds() >= r.connectSeconds() + r.querySeconds()),
                    "a round spans its connecting and its queries");
            assertEquals(20, drop.intervals().size(), "a round is an interval");
            assertEquals("rounds", drop.streams().get(0).mode());

            OperationStates withDrop = StateSamples.of(drop).of("default", "temp_scale_proc");
            OperationStates withTemporaryDrop = StateSamples.of(dropTemporary).of("default", "temp_scale_proc");
            assertTrue(withDrop.share(MDL) > withTemporaryDrop.share(MDL) * 2 && withDrop.share(MDL) > 0.05,
                    "the fresh sessions' DROP TABLE waits on the metadata lock, DROP TEMPORARY TABLE hardly: " + withDrop.share(MDL)
                            + " against " + withTemporaryDrop.share(MDL));

            String shown = IiBenchRowsTest.show(drop.dir());
            assertTrue(shown.contains("Average number of seconds to run all queries") && shown.contains("Number of clients running queries: 10")
                    && shown.contains(MDL), shown);
            JsonNode json = Json.mapper().readTree(new Cli(drop.dir().getParent().getParent()).ok("show", drop.dir().toString(),
                    "--format=json").out());
            assertEquals(20, json.path("rounds").get(0).path("each").size(), json.path("rounds").toString());
            assertEquals(10, json.path("rounds").get(0).path("sessions").asInt());
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    private static Bundle run(String name, Path setup, String schema) throws Exception {
        return server.run(name, """
                workload:
                  plugin: sql-file
                  parameters: {setup: %s, queries: %s/sql/create-like-queries.sql, schema: %s}
                phases: {cold: false, warm: 1}
                stream: {threads: 10, rounds: 20}
                """.formatted(setup, EXAMPLES, schema));
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.bundle.Records.AnswerOutcome;
import io.benchlab.core.bundle.Records.AnswerRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The answer check end to end, as it runs by default: DBT-3 at SF 0.01 on the embedded MariaDB,
 * every query's answer compared with the reference engine's (DuckDB, from the cache the tests
 * share) over the same generated rows. The base variant must match on all 22. A second
 * variant sets {@code sql_select_limit} to 3, a real session setting (and a classic leftover) that
 * silently cuts every answer without its own LIMIT to three rows: the check must mark exactly those
 * queries, name the first missing row, and `run` must exit 3 after writing everything.
 */
class Dbt3AnswersTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("default");
    private static Cli.Result run;
    private static Bundle bundle;

    @BeforeAll
    static void runWithTheCheck() throws Exception {
        Path experiment = cli.write("dbt3-answers.yaml", """
                name: dbt3-answers
                workload:
                  plugin: dbt3
                  parameters:
                    sf: 0.01
                variants:
                  - name: base
                  - name: three-rows
                    settings:
                      sql_select_limit: 3
                phases:
                  cold: false
                  warm: 1
                options:
                  explain: false
                  keepServer: true
                """);
        run = cli.run("run", experiment.toString());
        BundleReader reader = new BundleReader();
        List<Path> bundles = reader.list(cli.home().resolve("runs"));
        assertFalse(bundles.isEmpty(), "no bundle: exit " + run.exitCode() + ": " + run.err());
        bundle = reader.read(bundles.get(0));
    }

    @Test
    void everyAnswerOfTheBaseVariantMatchesTheIndependentOne() {
        List<AnswerRecord> base = bundle.answers().stream().filter(r -> r.variant().equals("base")).toList();
        assertEquals(22, base.size(), "one check per query: " + base);
        for (AnswerRecord r : base) {
            assertEquals(AnswerOutcome.MATCHED, r.outcome(), r.toString());
        }
        for (Measurement m : bundle.measurements()) {
            assertNull(m.error(), m.operation() + " failed");
        }
    }

    @Test
    void aSettingThatCutsAnswersIsCaughtWithTheRowAndTheExitCode() throws Exception {
        assertEquals(3, run.exitCode(), "exit code for a wrong answer: " + run.err());
        assertTrue(run.err().contains("answer(s) differ from the reference"), run.err());
        assertTrue(run.err().contains("reference answers: 22 computed by DuckDB"), "the progress line says what it did: " + run.err());
        assertEquals(RunStatus.COMPLETE, bundle.manifest().status(), "everything was written first");
        assertEquals(44, bundle.measurements().size());

        List<AnswerRecord> wrong = bundle.answers().stream().filter(r -> r.outcome() == AnswerOutcome.MISMATCHED).toList();
        for (AnswerRecord r : wrong) {
            assertEquals("three-rows", r.variant(), r.toString());
            assertEquals(4, r.row(), "the first row the server did not send: " + r);
            assertTrue(r.reason().startsWith("the server gave 3 rows, the reference has "), r.reason());
            assertTrue(r.expected() != null && r.got() == null, r.toString());
        }
        // caught exactly where the server sent fewer rows than in the base variant (a query's own LIMIT overrides the setting)
        for (AnswerRecord r : bundle.answers().stream().filter(a -> a.variant().equals("three-rows")).toList()) {
            long base = rows("base", r.operation());
            long cut = rows("three-rows", r.operation());
            assertEquals(cut < base ? AnswerOutcome.MISMATCHED : AnswerOutcome.MATCHED, r.outcome(), r + " (rows: base " + base + ", here " + cut + ")");
        }
        assertTrue(wrong.size() >= 5, "Q1, Q4, Q5, Q7, Q9, … have more than 3 rows at any scale: " + wrong);

        String shown = cli.ok("show", bundle.id()).out();
        assertTrue(shown.contains("answers: " + (44 - wrong.size()) + " matched the reference, " + wrong.size() + " DIFFER\n"), shown);
        assertTrue(shown.contains(wrong.get(0).operation() + " in three-rows: DIFFERS at row " + wrong.get(0).row()), shown);

        JsonNode json = Json.mapper().readTree(cli.ok("show", bundle.id(), "--format", "json").out());
        assertEquals(wrong.size(), json.path("answers").path("mismatched").asInt(), json.path("answers").toString());
        assertEquals(44, json.path("answers").path("records").size());
    }

    private static long rows(String variant, String operation) {
        return bundle.measurements().stream().filter(m -> m.variant().equals(variant) && m.operation().equals(operation))
                .findFirst().orElseThrow().rows();
    }

    @Test
    void referenceAnswersAreKeptForTheNextRun() throws Exception {
        try (Stream<Path> files = Files.list(cli.home().resolve("answers"))) {
            assertEquals(22, files.filter(f -> f.toString().endsWith(".json")).count(), "one kept answer per distinct reference query");
        }
        assertFalse(Files.exists(cli.home().resolve("work").resolve("answers")) && Files.list(cli.home().resolve("work").resolve("answers")).findAny().isPresent(),
                "the scratch reference database is deleted");
    }
}

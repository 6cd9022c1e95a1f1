package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.AnswerOutcome;
import io.benchlab.core.bundle.Records.AnswerRecord;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * SSB's 13 queries (and Q1.1's two join-direction variants) checked by default against the
 * reference engine at SF 0.01 — the {@code date} table as the dataset names it. A variant with
 * {@code sql_select_limit: 3} is caught (exit 3) exactly where it cut an answer; a second run of
 * the same experiment takes every reference from the cache; {@code check: none} turns it off.
 */
class SsbAnswersTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("default");

    private static final String EXPERIMENT = """
            name: ssb-answers
            workload:
              plugin: ssb
              parameters:
                sf: 0.01
                joinDirections: true
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
            """;

    @Test
    void aSettingThatCutsAnswersIsCaughtAndTheReferencesAreKept() throws Exception {
        Cli.Result first = cli.run("run", cli.write("ssb-answers.yaml", EXPERIMENT).toString());
        assertEquals(3, first.exitCode(), "a wrong answer: " + first.err());
        assertTrue(first.err().contains("reference answers: 13 computed by DuckDB"), first.err());
        Bundle bundle = latest();
        List<AnswerRecord> base = bundle.answers().stream().filter(r -> r.variant().equals("base")).toList();
        assertEquals(15, base.size(), "13 queries and the 2 join-direction variants: " + base);
        base.forEach(r -> assertEquals(AnswerOutcome.MATCHED, r.outcome(), r.toString()));
        for (AnswerRecord r : bundle.answers().stream().filter(a -> a.variant().equals("three-rows")).toList()) {
            long rows = bundle.measurements().stream().filter(m -> m.variant().equals("base") && m.operation().equals(r.operation()))
                    .findFirst().orElseThrow().rows();
            assertEquals(rows > 3 ? AnswerOutcome.MISMATCHED : AnswerOutcome.MATCHED, r.outcome(), r + " (base rows: " + rows + ")");
        }
        assertTrue(bundle.answers().stream().anyMatch(r -> r.outcome() == AnswerOutcome.MISMATCHED && r.operation().equals("Q2.1")), "Q2.1 has more than 3 rows");

        Cli.Result again = cli.run("run", cli.write("ssb-answers.yaml", EXPERIMENT).toString());
        assertEquals(3, again.exitCode(), again.err());
        assertTrue(again.err().contains("reference answers: all 13 from the cache"), again.err());

        Cli.Result off = cli.run("run", cli.write("ssb-off.yaml", EXPERIMENT.replace("ssb-answers", "ssb-off")
                .replace("  explain: false", "  explain: false\n  check: none")).toString());
        assertEquals(0, off.exitCode(), "check: none: nothing is compared, nothing fails: " + off.err());
        assertFalse(off.err().contains("reference answers"), off.err());
        assertTrue(latest().answers().isEmpty());
    }

    private static Bundle latest() throws Exception {
        BundleReader reader = new BundleReader();
        List<Path> bundles = reader.list(cli.home().resolve("runs"));
        return reader.read(bundles.get(0));
    }
}

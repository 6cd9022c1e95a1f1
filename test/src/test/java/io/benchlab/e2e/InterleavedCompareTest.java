package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.VariantSamples;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code compare} on an interleaved (A B A B) run, where every step is cold, compares the cold steps and says so. */
class InterleavedCompareTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-abab");
    static final Path dir = cli.dir();
    static Bundle bundle;

    @BeforeAll
    static void runOnce() throws Exception {
        cli.write("exp/queries.sql", """
                -- name: sleepy
                SELECT SLEEP(IF(@@lock_wait_timeout = 1, 0, 0.5));
                """);
        Path file = cli.write("exp/abab.yaml", """
                name: abab
                server: {type: embedded, profile: e2e-abab}
                workload:
                  plugin: sql-file
                  parameters: {queries: queries.sql, schema: e2e}
                phases: {cold: true, warm: 2, interleave: true}
                variants:
                  - name: fast
                    settings: {lock_wait_timeout: 1}
                  - name: slow
                    settings: {lock_wait_timeout: 2}
                """);
        bundle = cli.runBundle(file);
    }

    @Test
    void compareUsesTheColdStepsAndSaysSo() throws Exception {
        assertTrue(VariantSamples.of(bundle, "fast").onlyCold(), "every interleaved step is cold");
        // the verdict itself depends on this machine's noise on cold steps (a first query after a restart
        // may take 100× a warm one); what is asserted is that the cold steps are compared, and said so
        Cli.Result r = cli.run("compare", bundle.dir().toString());
        assertEquals(0, r.exitCode(), r.all());
        assertTrue(r.out().contains("(interleaved run: every step started cold (restart + eviction), so the cold steps are the"
                + " samples compared)"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("sleepy ")), "sleepy's row of the verdict table: " + r.out());
        assertTrue(r.out().contains("with 3 vs 3 samples"), "three cold steps a side: " + r.out());

        Path html = dir.resolve("report.html");
        cli.ok("report", bundle.dir().toString(), "-o", html.toString());
        String text = Files.readString(html);
        assertTrue(text.contains("interleaved run: every step started cold"), "the report says what it compares");
        assertTrue(text.contains("<td>sleepy</td>"), "and has the verdict row");
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.stats.Summary;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A real bundle with a ~50× difference whose slow side varies far beyond the noise limit: the
 * verdict is a difference, and {@code compare --fail-on-regression 5%} fails on it. A second query
 * changes plan between the variants (no join buffer on the slow one), and its verdict says so in
 * {@code compare} and in the report.
 */
@Alone
class VerdictGateTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-gate");
    static final Path dir = cli.dir();
    static Bundle bundle;

    /**
     * The sleep depends on a session setting of the variant; the slow one also cycles 1×, 2×, 4×
     * through a user variable of the benchmark connection, so its runs vary by about 60%.
     */
    static final String SETUP = """
            DROP TABLE IF EXISTS digits;
            CREATE TABLE digits (d INT PRIMARY KEY, v INT NOT NULL);
            INSERT INTO digits VALUES (0,0),(1,1),(2,2),(3,3),(4,4),(5,5),(6,6),(7,7),(8,8),(9,9);
            """;

    static final String QUERIES = """
            -- name: pairs
            SELECT COUNT(*) FROM digits a JOIN digits b ON a.v + b.v = 9;
            -- name: sleepy
            SELECT SLEEP(IF(@@lock_wait_timeout = 1, 0, 0.2 * ELT(1 + ((@n := IFNULL(@n, 0) + 1) % 3), 1, 2, 4)));
            """;

    @BeforeAll
    static void runOnce() throws Exception {
        cli.write("exp/queries.sql", QUERIES);
        cli.write("exp/setup.sql", SETUP);
        Path file = cli.write("exp/gate.yaml", """
                name: gate
                server: {type: embedded, profile: e2e-gate}
                workload:
                  plugin: sql-file
                  parameters: {setup: setup.sql, queries: queries.sql, schema: e2e}
                phases: {cold: false, warm: 4}
                variants:
                  - name: fast
                    settings: {lock_wait_timeout: 1}
                  - name: slow
                    settings: {lock_wait_timeout: 2, join_cache_level: 0}
                """);
        bundle = cli.runBundle(file);
    }

    @Test
    void aLargeDifferenceWithHighCvFailsTheGate() {
        double[] slow = VariantSamples.array(VariantSamples.of(bundle, "slow").warm().get("sleepy"));
        double[] fast = VariantSamples.array(VariantSamples.of(bundle, "fast").warm().get("sleepy"));
        assertEquals(4, slow.length);
        assertTrue(Summary.of(slow).coefficientOfVariation() > 0.2,
                "the case must be noisy: CV " + Summary.of(slow).coefficientOfVariation());
        assertTrue(Summary.of(slow).median() / Summary.of(fast).median() > 10, "the case must be a large difference");

        Cli.Result r = cli.run("compare", bundle.dir().toString(), "--variant-a", "fast", "--variant-b", "slow",
                "--fail-on-regression", "5%", "--sentences");
        assertEquals(1, r.exitCode(), r.all());
        // the table: a word per figure, the gate's outcome beside it
        String sleepyRow = line(r.out(), "sleepy ");
        assertTrue(sleepyRow.matches("sleepy .* slower +REGRESSED \\(loss \\+[0-9,]+%\\)"), "a large difference, noisy or not: " + sleepyRow);
        assertTrue(line(r.out(), "pairs ").contains(" · plans differ"), r.out());
        assertTrue(line(r.out(), "total ").contains(" · plans differ"), r.out());
        // below it, once: which plans differ
        assertEquals(1, r.out().lines().filter(l -> l.contains("Plans differ: the EXPLAIN plans differ between A and B")).count(), r.out());
        assertTrue(r.out().replaceAll("\n +", " ").contains("pairs: A a:ALL: > b:ALL:[using join buffer (flat, bnl join); using where];"
                + " B a:ALL: > b:ALL:[using where]"), r.out());
        // and each sentence in full when asked
        String sleepy = sentence(r.out(), "on sleepy");
        assertTrue(sleepy.startsWith("  B is ") && sleepy.contains("× slower than A on sleepy (95% CI") && !sleepy.contains("too noisy"), sleepy);
        assertTrue(!sleepy.contains("plans differ"), "SELECT SLEEP has one plan on both: " + sleepy);
        String pairs = sentence(r.out(), "on pairs");
        assertTrue(pairs.contains(" — the plans differ (A: a:ALL: > b:ALL:[using join buffer (flat, bnl join); using where]"
                + "; B: a:ALL: > b:ALL:[using where])"), pairs);
        assertTrue(sentence(r.out(), "on total").endsWith(" — the plans of pairs differ"), r.out());

        Cli.Result reverse = cli.run("compare", bundle.dir().toString(), "--variant-a", "slow", "--variant-b", "fast",
                "--fail-on-regression", "5%");
        assertEquals(0, reverse.exitCode(), reverse.all());
        assertTrue(line(reverse.out(), "sleepy ").matches("sleepy .* faster +pass"), reverse.out());
    }

    @Test
    void theReportSaysThePlansDiffer() throws Exception {
        Path html = dir.resolve("report.html");
        cli.ok("report", bundle.dir().toString(), "-o", html.toString());
        String text = Files.readString(html);
        assertTrue(text.contains(" · plans differ</td>"), "the flipped operation's verdict word says so");
        // the report names its columns where compare says A and B
        assertTrue(text.contains(" on pairs") && text.contains(" — the plans differ (fast: "), "the verdict sentence (its tip) says so");
    }

    /** The verdict table's row of a figure. */
    /** A figure's row in the verdict table: it starts with the figure and says a word of the verdict (the buffer-pool table below has rows of the same names). */
    private static String line(String out, String start) {
        return out.lines().filter(l -> l.startsWith(start) && VERDICT_WORD.matcher(l).find()).findFirst()
                .orElseThrow(() -> new AssertionError(out));
    }

    private static final java.util.regex.Pattern VERDICT_WORD = java.util.regex.Pattern.compile(" (slower|faster|same|too noisy|no change)\\b");

    /** A figure's full sentence (compare --sentences). */
    private static String sentence(String out, String containing) {
        return out.lines().filter(l -> l.startsWith("  ") && l.contains(containing)).findFirst().orElseThrow(() -> new AssertionError(out));
    }
}

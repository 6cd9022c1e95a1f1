package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.stats.Summary;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real bundle with a ~50× difference whose slow side varies far beyond the noise limit: the
 * verdict is a difference, and {@code compare --fail-on-regression 5%} fails on it.
 */
class VerdictGateTest {
    @TempDir
    static Path dir;
    static Cli cli;
    static Bundle bundle;

    /**
     * The sleep depends on a session setting of the variant; the slow one also cycles 1×, 2×, 4×
     * through a user variable of the benchmark connection, so its runs vary by about 60%.
     */
    static final String QUERIES = """
            -- name: sleepy
            SELECT SLEEP(IF(@@lock_wait_timeout = 1, 0, 0.1 * ELT(1 + ((@n := IFNULL(@n, 0) + 1) % 3), 1, 2, 4)));
            """;

    @BeforeAll
    static void runOnce() throws Exception {
        cli = new Cli(dir.resolve("home"));
        Path exp = dir.resolve("exp");
        Files.createDirectories(exp);
        Files.writeString(exp.resolve("queries.sql"), QUERIES);
        Path file = exp.resolve("gate.yaml");
        Files.writeString(file, """
                name: gate
                server: {type: embedded, profile: e2e-gate}
                workload:
                  plugin: sql-file
                  parameters: {queries: queries.sql, schema: e2e}
                phases: {cold: false, warm: 4}
                variants:
                  - name: fast
                    settings: {lock_wait_timeout: 1}
                  - name: slow
                    settings: {lock_wait_timeout: 2}
                """);
        Cli.Result run = cli.ok("run", file.toString(), "--quiet");
        bundle = new BundleReader().read(Path.of(run.out().strip()));
    }

    @AfterAll
    static void stop() {
        cli.stopServer("e2e-gate");
    }

    @Test
    void aLargeDifferenceWithHighCvFailsTheGate() {
        double[] slow = VariantSamples.array(VariantSamples.of(bundle, "slow").warm().get("sleepy"));
        double[] fast = VariantSamples.array(VariantSamples.of(bundle, "fast").warm().get("sleepy"));
        assertEquals(4, slow.length);
        assertTrue(Summary.of(slow).coefficientOfVariation() > 0.2,
                "the case must be noisy: CV " + Summary.of(slow).coefficientOfVariation());
        assertTrue(Summary.of(slow).median() / Summary.of(fast).median() > 20, "the case must be a large difference");

        Cli.Result r = cli.run("compare", bundle.dir().toString(), "--variant-a", "fast", "--variant-b", "slow",
                "--fail-on-regression", "5%");
        assertEquals(1, r.exitCode(), r.all());
        assertTrue(r.out().contains("B is ") && r.out().contains("× slower than A on sleepy (95% CI"), r.out());
        assertTrue(r.out().contains("REGRESSED beyond 5%"), r.out());
        assertTrue(!r.out().contains("too noisy"), r.out());

        Cli.Result reverse = cli.run("compare", bundle.dir().toString(), "--variant-a", "slow", "--variant-b", "fast",
                "--fail-on-regression", "5%");
        assertEquals(0, reverse.exitCode(), reverse.all());
        assertTrue(reverse.out().contains("× faster than A on sleepy"), reverse.out());
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.StreamSamples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code compare --fail-on-regression} on real streams: single-row commits made durable
 * ({@code innodb_flush_log_at_trx_commit=1}, an fsync each) against lazily flushed ones (2), and
 * fileio's random reads from the disk (O_DIRECT) against the same reads from the page cache. The
 * slower side fails the gate, each failing figure named on its own line; two equal runs pass.
 */
class StreamGateTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.perClass();
    @TempDir
    static Path home;
    static Bundle flush;

    /**
     * A first variant takes the JIT's and the fresh table's warm-up; the two equal variants then run
     * in the same conditions; the durable one last.
     */
    @BeforeAll
    static void runOnce() throws IOException {
        flush = server.run("gate-flush", """
                workload:
                  plugin: insert-stream
                  parameters: {schema: gate, rowsPerStatement: 1, secondaryIndexes: 0}
                phases: {cold: false, warm: 1}
                stream: {threads: 1, duration: 3s, interval: 250ms, warmup: 1s}
                variants:
                  - name: warm-up
                    settings: {innodb_flush_log_at_trx_commit: 2}
                  - name: lazy
                    settings: {innodb_flush_log_at_trx_commit: 2}
                  - name: lazy-again
                    settings: {innodb_flush_log_at_trx_commit: 2}
                  - name: durable
                    settings: {innodb_flush_log_at_trx_commit: 1}
                """);
    }

    private static double rowsPerSecond(Bundle b, String variant) {
        return StreamSamples.of(b).of(variant).get(0).unitsPerSecond().median();
    }

    private static Cli.Result compare(String a, String b, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("compare", flush.dir().toString(), "--variant-a", a, "--variant-b", b));
        args.addAll(List.of(more));
        return new Cli(home).run(args.toArray(String[]::new));
    }

    @Test
    void aStreamWhoseThroughputFallsFailsTheGateNamingEachFigure() {
        assertTrue(rowsPerSecond(flush, "durable") < rowsPerSecond(flush, "lazy") / 2,
                "the case must be a large regression: durable " + rowsPerSecond(flush, "durable") + " rows/s, lazy "
                        + rowsPerSecond(flush, "lazy"));
        Cli.Result r = compare("lazy", "durable", "--fail-on-regression", "30%");
        assertEquals(1, r.exitCode(), r.all());
        List<String> failing = r.out().lines().filter(l -> l.startsWith("REGRESSED ")).toList();
        assertTrue(failing.stream().anyMatch(l -> l.startsWith("REGRESSED insert · 1 thread · rows/s: A ")), r.out());
        assertTrue(failing.stream().anyMatch(l -> l.startsWith("REGRESSED insert · 1 thread · operations/s: A ")), r.out());
        assertTrue(r.out().contains("\nGate (fail beyond 30%): " + failing.size() + " of "), r.out());
        assertTrue(r.out().contains("× slower than A on insert · 1 thread · rows/s (95% CI "), "the verdict's sentence: " + r.out());

        Cli.Result better = compare("durable", "lazy", "--fail-on-regression", "30%");
        assertEquals(0, better.exitCode(), "faster is no regression: " + better.all());
        Cli.Result noGate = compare("lazy", "durable");
        assertEquals(0, noGate.exitCode(), "without a gate compare only reports: " + noGate.all());
        assertFalse(noGate.out().contains("REGRESSED"), noGate.out());
    }

    @Test
    void twoEqualRunsPassTheGateEitherWayRound() {
        for (String[] pair : new String[][] {{"lazy", "lazy-again"}, {"lazy-again", "lazy"}}) {
            Cli.Result r = compare(pair[0], pair[1], "--fail-on-regression", "30%");
            assertEquals(0, r.exitCode(), r.all());
            assertTrue(r.out().contains("\nGate (fail beyond 30%): none of "), r.out());
            assertFalse(r.out().contains("REGRESSED"), r.out());
        }
    }

    /** fileio's random reads: from the page cache, twice (equal), and from the disk with O_DIRECT (a large loss of IOPS). */
    @Test
    void fileioIopsAndLatencyAreGated() throws IOException {
        Path files = Files.createDirectories(Path.of("target", "fileio-gate").toAbsolutePath());
        Path cached = fileio("cached", files, false);
        Path cachedAgain = fileio("cached-again", files, false);
        Path direct = fileio("direct", files, true);

        Cli.Result r = new Cli(home).run("compare", cached.toString(), direct.toString(), "--fail-on-regression", "30%");
        assertEquals(1, r.exitCode(), r.all());
        assertTrue(r.out().contains("rndrd: A and B ran the workload with different parameters (direct false vs true)"),
                "said before any verdict: " + r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("REGRESSED rndrd · 1 thread · operations/s: A ")), "IOPS: " + r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("REGRESSED rndrd · 1 thread · p99 ms: A ")), "latency: " + r.out());

        Cli.Result equal = new Cli(home).run("compare", cached.toString(), cachedAgain.toString(), "--fail-on-regression", "30%");
        assertEquals(0, equal.exitCode(), equal.all());
        assertFalse(equal.out().contains("did not run the same"), equal.out());
    }

    private static Path fileio(String name, Path files, boolean direct) throws IOException {
        Path yaml = home.resolve(name + ".yaml");
        Files.writeString(yaml, "name: " + name + "\nserver: {type: none}\nworkload:\n  plugin: fileio\n  parameters: {directory: '" + files
                + "', files: 2, totalSize: 16M, blockSize: 4K, mode: [rndrd], direct: " + direct + "}\nphases: {cold: false, warm: 1}\n"
                + "stream: {threads: 1, duration: 2s, interval: 200ms, warmup: 500ms}\n");
        Cli.Result r = new Cli(home).run("run", yaml.toString(), "--quiet");
        assertEquals(0, r.exitCode(), r.all());
        List<String> out = r.out().lines().toList();
        return new BundleReader().read(Path.of(out.get(out.size() - 1))).dir();
    }
}

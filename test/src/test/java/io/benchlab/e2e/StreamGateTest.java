package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.StreamSamples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code compare --fail-on-regression} on real streams: single-row inserts as fast as one session
 * goes against the same inserts paced at 150 arrivals a second (a regression of known size on any
 * machine, where an fsync's cost would depend on the disk: a fast device's durable commits were
 * within 2× of lazy ones), and fileio's random O_DIRECT writes of 4K without fsync against writes
 * of 16M with an fsync after each (every request moves 4,096 times the bytes, so each one is slower
 * on any device; an fsync alone after 4K writes cost 2.7× at p95 on one disk and left its p99 too
 * noisy to call). The slower side fails the gate, each failing figure named on its own line; two
 * equal runs pass.
 *
 * <p>The machine is shared (other builds, other servers): a CPU-bound stream measured a minute after
 * its twin can differ by a factor of four. So the two equal insert streams run interleaved (A B A B …,
 * each step from a cold restart), as an experiment on a shared machine should, so drift falls on both.
 */
@Alone
class StreamGateTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-gate-stream");
    static Bundle flush;
    static Bundle paced;

    @BeforeAll
    static void runOnce() throws IOException {
        flush = cli.runBundle(cli.write("gate-flush.yaml", """
                name: gate-flush
                server: {type: embedded, profile: e2e-gate-stream}
                workload:
                  plugin: insert-stream
                  parameters: {schema: gate, rowsPerStatement: 1, secondaryIndexes: 0}
                phases: {cold: true, warm: 2, interleave: true}
                stream: {threads: 1, duration: 3s, interval: 250ms, warmup: 1s}
                variants:
                  - name: lazy
                    settings: {innodb_flush_log_at_trx_commit: 2}
                  - name: lazy-again
                    settings: {innodb_flush_log_at_trx_commit: 2}
                """));
        paced = cli.runBundle(cli.write("gate-paced.yaml", """
                name: gate-paced
                server: {type: embedded, profile: e2e-gate-stream}
                workload:
                  plugin: insert-stream
                  parameters: {schema: gate, rowsPerStatement: 1, secondaryIndexes: 0}
                phases: {cold: false, warm: 3}
                stream: {threads: 1, duration: 3s, interval: 250ms, warmup: 1s, rate: 150}
                variants:
                  - name: paced
                    settings: {innodb_flush_log_at_trx_commit: 2}
                """));
    }

    private static double rowsPerSecond(Bundle b, String variant) {
        return StreamSamples.of(b).of(variant).stream().mapToDouble(s -> s.unitsPerSecond().median()).sorted()
                .skip(1).findFirst().orElseThrow(); // the median over its three rounds
    }

    /** The lazy variant (A) against the paced run (B), or the other way round. */
    private static Cli.Result lazyAgainstPaced(boolean pacedIsB, String... more) {
        List<String> args = new java.util.ArrayList<>(pacedIsB
                ? List.of("compare", flush.dir().toString(), paced.dir().toString(), "--variant-a", "lazy", "--variant-b", "paced")
                : List.of("compare", paced.dir().toString(), flush.dir().toString(), "--variant-a", "paced", "--variant-b", "lazy"));
        args.addAll(List.of(more));
        return cli.run(args.toArray(String[]::new));
    }

    private static Cli.Result compare(String a, String b, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("compare", flush.dir().toString(), "--variant-a", a, "--variant-b", b));
        args.addAll(List.of(more));
        return cli.run(args.toArray(String[]::new));
    }

    @Test
    void aStreamWhoseThroughputFallsFailsTheGateNamingEachFigure() {
        assertTrue(rowsPerSecond(paced, "paced") < rowsPerSecond(flush, "lazy") / 2,
                "the case must be a large regression: paced " + rowsPerSecond(paced, "paced") + " rows/s, lazy "
                        + rowsPerSecond(flush, "lazy"));
        Cli.Result r = lazyAgainstPaced(true, "--fail-on-regression", "50%", "--sentences");
        assertEquals(1, r.exitCode(), r.all());
        List<String> failing = r.out().lines().filter(l -> l.startsWith("REGRESSED ")).toList();
        assertTrue(failing.stream().anyMatch(l -> l.startsWith("REGRESSED insert · 1 thread · rows/s: A ")), r.out());
        assertTrue(failing.stream().anyMatch(l -> l.startsWith("REGRESSED insert · 1 thread · operations/s: A ")), r.out());
        assertTrue(r.out().contains("\nGate (fail beyond 50%): " + failing.size() + " of "), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.matches("insert · 1 thread · rows/s .* slower +REGRESSED \\(loss .*")),
                "the figure's row in the verdict table: " + r.out());
        assertTrue(r.out().contains("× slower than A on insert · 1 thread · rows/s (95% CI "), "the verdict's sentence: " + r.out());

        Cli.Result better = lazyAgainstPaced(false, "--fail-on-regression", "50%");
        assertEquals(0, better.exitCode(), "faster is no regression: " + better.all());
        Cli.Result noGate = lazyAgainstPaced(true);
        assertEquals(0, noGate.exitCode(), "without a gate compare only reports: " + noGate.all());
        assertFalse(noGate.out().contains("REGRESSED"), noGate.out());
    }

    @Test
    void twoEqualRunsPassTheGateEitherWayRound() {
        for (String[] pair : new String[][] {{"lazy", "lazy-again"}, {"lazy-again", "lazy"}}) {
            Cli.Result r = compare(pair[0], pair[1], "--fail-on-regression", "50%");
            assertEquals(0, r.exitCode(), r.all());
            assertTrue(r.out().contains("\nGate (fail beyond 50%): none of "), r.out());
            assertFalse(r.out().contains("REGRESSED"), r.out());
        }
    }

    /**
     * fileio's random O_DIRECT writes: 4K without fsync, twice (equal), and 16M with an fsync after
     * each (a large loss of IOPS, and every request slower). A tail figure's verdict follows the
     * rules only from what its intervals show, so the case is checked to be large enough first: every
     * interval's p99 of B above every one of A (at 6 intervals a side the rank test's p is then 0.002
     * and the bootstrap interval of the ratio lies on one side by construction), and REGRESSED is what
     * the rules must give. A disk on which the case is not that large fails saying so, not with a
     * "too noisy" verdict to puzzle over.
     */
    @Test
    void fileioIopsAndLatencyAreGated() throws IOException {
        Path files = Files.createDirectories(Path.of("target", "fileio-gate").toAbsolutePath());
        Bundle lazy = fileio("lazy-writes", files, "4K", "never");
        Bundle lazyAgain = fileio("lazy-writes-again", files, "4K", "never");
        Bundle synced = fileio("synced-writes", files, "16M", "1");

        StreamSamples.Stream a = StreamSamples.of(lazy).streams().get(0);
        StreamSamples.Stream b = StreamSamples.of(synced).streams().get(0);
        assertTrue(b.operationsPerSecond().median() < a.operationsPerSecond().median() / 5,
                "the case must be a large loss of IOPS: B " + b.operationsPerSecond() + ", A " + a.operationsPerSecond());
        assertTrue(b.p99Micros().min() > a.p99Micros().max(),
                "the case must be large at the tail too: B's interval p99s " + b.p99Micros() + " µs, A's " + a.p99Micros() + " µs");

        Cli.Result r = cli.run("compare", lazy.dir().toString(), synced.dir().toString(), "--fail-on-regression", "30%");
        assertEquals(1, r.exitCode(), r.all());
        assertTrue(r.out().contains("rndwr: A and B ran the workload with different parameters (blockSize 4096 vs 16777216; fsyncEvery never vs 1)"),
                "said before any verdict: " + r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("REGRESSED rndwr · 1 thread · operations/s: A ")), "IOPS: " + r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("REGRESSED rndwr · 1 thread · p99 ms: A ")), "latency: " + r.out());

        for (Bundle[] pair : new Bundle[][] {{lazy, lazyAgain}, {lazyAgain, lazy}}) {
            Cli.Result equal = cli.run("compare", pair[0].dir().toString(), pair[1].dir().toString(), "--fail-on-regression", "30%");
            assertEquals(0, equal.exitCode(), equal.all());
            assertFalse(equal.out().contains("did not run the same"), equal.out());
        }
    }

    /** One run of random O_DIRECT writes over two files of 32M (made by the first run, reused by the others). */
    private static Bundle fileio(String name, Path files, String blockSize, String fsyncEvery) throws IOException {
        Path yaml = cli.write(name + ".yaml", "name: " + name + "\nserver: {type: none}\nworkload:\n  plugin: fileio\n  parameters: {directory: '"
                + files + "', files: 2, totalSize: 64M, blockSize: " + blockSize + ", mode: [rndwr], direct: true, fsyncEvery: '"
                + fsyncEvery + "'}\nphases: {cold: false, warm: 1}\nstream: {threads: 1, duration: 3s, interval: 500ms, warmup: 1s}\n");
        return cli.runBundle(yaml);
    }
}

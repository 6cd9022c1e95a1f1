package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Records.SizePoint;
import io.benchlab.core.bundle.Records.SizeRecord;
import io.benchlab.core.bundle.VariantSizes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Seed 001's table shapes in one experiment on a real server: iiBench's insert stream into a
 * compressed table (ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=4, through the plugin's own parameters in
 * one variant) against the same stream into an uncompressed one. Both insert the same rows (a
 * number of operations, not a duration), so their sizes compare; one bundle holds both sizes and
 * both speeds. The compressed files are smaller: the direction only, never a ratio.
 */
class WorkloadVariantsEndToEndTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-compressed");
    static Bundle bundle;

    @BeforeAll
    static void runOnce() throws Exception {
        Path dir = cli.dir().resolve("exp");
        Files.createDirectories(dir);
        Path file = dir.resolve("compressed.yaml");
        Files.writeString(file, """
                name: compressed-vs-not
                server: {type: embedded, profile: e2e-compressed}
                workload:
                  plugin: insert-stream
                  parameters: {schema: iib_size, secondaryIndexes: 3, rowsPerStatement: 100, rowsPerCommit: 100}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, operations: 400, duration: 60s, interval: 1s}
                variants:
                  - name: dynamic
                  - name: compressed-4k
                    workload: {rowFormat: COMPRESSED, keyBlockSize: 4}
                """);
        bundle = cli.runBundle(file);
    }

    @Test
    void theCompressedVariantsTableIsCompressedAndSmallerOnDisk() {
        VariantSizes sizes = VariantSizes.of(bundle);
        VariantSizes.Row dynamic = sizes.of("dynamic");
        VariantSizes.Row compressed = sizes.of("compressed-4k");
        assertNotNull(dynamic, sizes.toString());
        assertNotNull(compressed, sizes.toString());
        SizeRecord end = compressed.end();
        assertEquals(SizePoint.END, end.point());
        assertTrue(end.tables().stream().anyMatch(t -> "Compressed".equalsIgnoreCase(t.rowFormat())), end.toString());
        assertTrue(dynamic.end().tables().stream().noneMatch(t -> "Compressed".equalsIgnoreCase(t.rowFormat())), dynamic.end().toString());
        assertNotNull(end.fileBytes(), "a managed server's datadir is measured");
        assertTrue(end.fileBytes() < dynamic.end().fileBytes(), "compressed " + end.fileBytes() + " vs " + dynamic.end().fileBytes());
        assertNotNull(dynamic.loaded(), "the sizes right after prepare are there too");
        assertNotNull(compressed.rate(), "and each variant's speed beside its size");
        assertNotNull(dynamic.rate());
    }

    @Test
    void showAndCompareSayItInOneLine() {
        String show = cli.ok("show", bundle.dir().toString()).out();
        assertTrue(show.contains("Table and index sizes per variant"), show);
        assertTrue(show.lines().anyMatch(l -> l.startsWith("compressed-4k") && l.matches(".*[0-9.]+× smaller on disk, ([0-9]+% (slower|faster)|as fast).*")),
                show);
        String compare = cli.ok("compare", bundle.dir().toString()).out();
        assertTrue(compare.lines().anyMatch(l -> l.matches("Sizes: A .* B [0-9.]+× smaller on disk.*")), compare);
        String json = cli.ok("show", bundle.dir().toString(), "--format", "json").out();
        assertTrue(json.contains("\"sizes\"") && json.contains("\"fileBytes\""), json.substring(0, Math.min(300, json.length())));
    }

    @Test
    void badWorkloadParametersInAVariantOrASweepAreOneLineEach() throws Exception {
        Path dir = cli.dir().resolve("bad");
        Files.createDirectories(dir);
        Path variants = dir.resolve("bad-variants.yaml");
        Files.writeString(variants, """
                name: bad-workload-variants
                server: {type: embedded, profile: e2e-compressed}
                workload:
                  plugin: insert-stream
                  parameters: {schema: iib_bad}
                stream: {threads: 1, duration: 1s}
                variants:
                  - name: a
                    workload: {rowFormat: SQUASHED}
                  - name: b
                    workload: {noSuchParameter: 1}
                """);
        Cli.Result r = cli.run("run", variants.toString());
        assertEquals(2, r.exitCode(), r.out() + r.err());
        String err = r.err();
        // each at the line of the override, by the plugin's own rule
        assertTrue(err.lines().anyMatch(l -> l.contains("bad-variants.yaml line 9:") && l.contains("(variant a)") && l.contains("'SQUASHED'")), err);
        assertTrue(err.lines().anyMatch(l -> l.contains("bad-variants.yaml line 11:") && l.contains("unknown parameter 'noSuchParameter'")), err);
        assertEquals(2, err.lines().filter(l -> l.startsWith("benchlab:")).count(), err);
        Path sweep = dir.resolve("bad-sweep.yaml");
        Files.writeString(sweep, """
                name: bad-workload-sweep
                server: {type: embedded, profile: e2e-compressed}
                workload:
                  plugin: insert-stream
                  parameters: {schema: iib_bad}
                stream: {threads: 1, duration: 1s}
                sweep:
                  parameter: notAParameter
                  values: [1, 2]
                """);
        r = cli.run("run", sweep.toString());
        assertEquals(2, r.exitCode(), r.out() + r.err());
        err = r.err() + r.out();
        assertEquals(1, err.lines().filter(l -> l.contains("sweep.parameter") && l.contains("notAParameter")).count(), err);
        assertTrue(err.lines().noneMatch(l -> l.contains("Exception")), err);
    }
}

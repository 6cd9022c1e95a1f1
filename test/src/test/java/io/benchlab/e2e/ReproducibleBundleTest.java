package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A bundle that reproduces its run: written with {@code run -o} somewhere else and still found by
 * {@code show latest}; copied to another folder with the original SQL deleted, it reruns and gives a
 * bundle with the same inputs; a rerun with other SQL under the same names is said by {@code compare}
 * before any verdict; a bundle from before definitions were kept says "unknown".
 */
class ReproducibleBundleTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-repro");
    static final Path dir = cli.dir();

    private static List<String> hashes(Bundle b) {
        return b.manifest().inputs().stream().map(i -> i.path() + " " + i.sha256()).toList();
    }

    private static Path lastLine(Cli.Result r) {
        List<String> lines = r.out().lines().toList();
        return Path.of(lines.get(lines.size() - 1));
    }

    @Test
    void aBundleCopiedElsewhereRerunsWithItsOwnInputsAndCompareSaysWhenTheSqlDiffers() throws Exception {
        Path experiment = Experiments.write(dir.resolve("exp"), "repro", "e2e-repro", "phases: {cold: false, warm: 1}\n");
        Path elsewhere = dir.resolve("elsewhere");

        // run -o X && show latest: the bundle written elsewhere is the latest
        Cli.Result first = cli.run("run", experiment.toString(), "--quiet", "-o", elsewhere.toString());
        assertEquals(0, first.exitCode(), first.all());
        Path original = lastLine(first);
        assertEquals(elsewhere, original.getParent(), "the last line of standard output is the bundle's folder");
        assertTrue(cli.ok("show", "latest").out().startsWith("Run " + original.getFileName() + "  [complete]"),
                "show latest finds the bundle run -o wrote");
        assertTrue(cli.ok("runs").out().contains(original.getFileName().toString()));
        Bundle a = new BundleReader().read(original);
        assertEquals(List.of("inputs/queries.sql", "inputs/setup.sql"), a.manifest().inputs().stream().map(Manifest.Input::path).toList());
        assertTrue(a.experimentText().contains("setup: inputs/setup.sql") && a.experimentText().contains("queries: inputs/queries.sql"),
                a.experimentText());

        // copied to another folder, the SQL it was written from deleted: it reruns from the copy alone
        Path copy = dir.resolve("copied").resolve(original.getFileName());
        CliFixture.copyFolder(original, copy);
        Files.delete(dir.resolve("exp/setup.sql"));
        Files.delete(dir.resolve("exp/queries.sql"));
        Cli.Result rerun = cli.run("rerun", copy.toString(), "--quiet");
        assertEquals(0, rerun.exitCode(), rerun.all());
        Bundle again = new BundleReader().read(lastLine(rerun));
        assertEquals(hashes(a), hashes(again), "the same inputs, by SHA-256");
        assertEquals(a.manifest().definitions(), again.manifest().definitions(), "the same SQL for every operation");
        Cli.Result same = cli.ok("compare", copy.toString(), again.dir().toString());
        assertFalse(same.out().contains("did not run the same"), same.out());

        // the copy's SQL edited under the same names: compare says so before any verdict
        Path queries = copy.resolve("inputs/queries.sql");
        Files.writeString(queries, Files.readString(queries).replace("WHERE k BETWEEN 10 AND 20", "WHERE k BETWEEN 10 AND 30"));
        Bundle edited = new BundleReader().read(lastLine(cli.ok("run", copy.resolve(BundleFormat.EXPERIMENT).toString(), "--quiet")));
        assertNotEquals(hashes(a), hashes(edited));
        String out = cli.ok("compare", original.toString(), edited.dir().toString()).out();
        int said = out.indexOf("  range: A and B ran different SQL under this name (SHA-256 ");
        int firstVerdict = out.indexOf("count-all");
        assertTrue(said > 0 && said < firstVerdict, out);
        assertFalse(out.contains("by-k: A and B ran different"), "only the query that changed is named: " + out);

        // a bundle from before definitions were kept: unknown, not a failure
        Path old = dir.resolve("old").resolve(original.getFileName());
        CliFixture.copyFolder(original, old);
        Path manifest = old.resolve(BundleFormat.MANIFEST);
        ObjectNode tree = (ObjectNode) Json.mapper().readTree(manifest.toFile());
        tree.remove(List.of("definitions", "parameters", "inputs"));
        Json.mapper().writeValue(manifest.toFile(), tree);
        Cli.Result unknown = cli.run("compare", old.toString(), again.dir().toString());
        assertEquals(0, unknown.exitCode(), unknown.all());
        assertTrue(unknown.out().contains("whether A and B ran the same SQL and parameters is unknown: A was written before bundles kept"
                + " what each operation ran"), unknown.out());
    }
}

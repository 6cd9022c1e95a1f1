package io.benchlab.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.experiment.PluginChecks;
import io.benchlab.core.experiment.Problems;
import io.benchlab.core.util.Sha256;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunInputsTest {
    static final List<ParameterSpec> SPECS = List.of(ParameterSpec.file("setup", "setup SQL"), ParameterSpec.file("queries", "queries"),
            ParameterSpec.path("data", "an input file named by a PATH parameter"), ParameterSpec.path("directory", "a work folder"),
            ParameterSpec.integer("rows", 10, "rows"));

    @TempDir
    Path dir;

    private Bundle run(Path experiment, Path runs) throws Exception {
        ExperimentFile file = ExperimentFile.read(experiment);
        Parameters params = new PluginChecks(Problems.of(file), file.experiment()).parameters("stub", SPECS, file.folder());
        RunInputs inputs = RunInputs.of(file, SPECS, params);
        Manifest template = new Manifest(BundleFormat.VERSION, null, "inputs", "stub", RunStatus.RUNNING, null, Instant.now(), null,
                ProcessHandle.current().pid(), "h", "t", List.of("default"), List.of("Run1"), "sequential");
        try (BundleWriter w = BundleWriter.create(runs, template, inputs.experimentText())) {
            inputs.keep(w, "stub", params, List.of(new QueryOperation("q1", "", "SELECT 1"), new QueryOperation("q2", "", "SELECT 2")));
            w.finish(RunStatus.COMPLETE, null);
            return new BundleReader().read(w.dir());
        }
    }

    @Test
    void theBundleKeepsEveryInputAndItsTextPointsAtThemSoItRunsFromAnywhere() throws Exception {
        Files.createDirectories(dir.resolve("a"));
        Files.createDirectories(dir.resolve("b"));
        Files.writeString(dir.resolve("a/x.sql"), "CREATE TABLE t (i INT);");
        Files.writeString(dir.resolve("b/x.sql"), "SELECT 1;");
        Files.writeString(dir.resolve("rows.csv"), "1\n2\n");
        Files.writeString(dir.resolve("pw"), "secret");
        Path experiment = dir.resolve("e.yaml");
        Files.writeString(experiment, """
                name: inputs   # kept as written
                server: {type: external, url: 'jdbc:mysql://h/', passwordFile: pw}
                workload:
                  plugin: stub
                  parameters: {setup: a/x.sql, queries: b/x.sql, data: rows.csv, directory: work}
                """);
        Bundle b = run(experiment, dir.resolve("runs"));

        assertEquals(List.of("inputs/x.sql", "inputs/queries-x.sql", "inputs/rows.csv"),
                b.manifest().inputs().stream().map(Manifest.Input::path).toList(), "a second x.sql gets its parameter's name");
        assertEquals(Sha256.of(dir.resolve("a/x.sql")), b.manifest().inputs().get(0).sha256());
        assertEquals("SELECT 1;", Files.readString(b.dir().resolve("inputs/queries-x.sql")));
        assertFalse(Files.exists(b.dir().resolve("inputs/pw")), "a password file is never copied");
        assertEquals("""
                name: inputs   # kept as written
                server: {type: external, url: 'jdbc:mysql://h/', passwordFile: %s}
                workload:
                  plugin: stub
                  parameters: {setup: inputs/x.sql, queries: inputs/queries-x.sql, data: inputs/rows.csv, directory: %s}
                """.formatted(dir.resolve("pw"), dir.resolve("work")), b.experimentText(),
                "inputs point into the bundle; what is not copied is named by its absolute path");
        assertEquals("sha256:" + Sha256.of(dir.resolve("b/x.sql")), b.manifest().parameters().get("queries"));
        assertEquals("10", b.manifest().parameters().get("rows"), "defaults are part of what ran");
        assertEquals(new Manifest.Definition("sql", Sha256.of("SELECT 1")), b.manifest().definitions().get("q1"));

        // the copy runs from another folder with the originals gone, and keeps the same inputs
        Path moved = dir.resolve("elsewhere/bundle");
        Files.createDirectories(moved.getParent());
        Files.move(b.dir(), moved);
        for (String f : List.of("a/x.sql", "b/x.sql", "rows.csv")) {
            Files.delete(dir.resolve(f));
        }
        Bundle again = run(moved.resolve(BundleFormat.EXPERIMENT), dir.resolve("runs2"));
        assertEquals(b.manifest().inputs().stream().map(Manifest.Input::sha256).toList(),
                again.manifest().inputs().stream().map(Manifest.Input::sha256).toList());
        assertEquals(b.manifest().inputs().stream().map(Manifest.Input::path).toList(),
                again.manifest().inputs().stream().map(Manifest.Input::path).toList(), "a rerun keeps the names");
        assertEquals(b.experimentText(), again.experimentText(), "and its text: the copy points at its own inputs");
        assertEquals(b.manifest().definitions(), again.manifest().definitions());
        assertTrue(again.manifest().parameters().equals(b.manifest().parameters()), again.manifest().parameters().toString());
    }

    @Test
    void aDifferentFileGivesADifferentDefinitionOfAStream() throws Exception {
        Files.writeString(dir.resolve("x.sql"), "SELECT 1;");
        Path experiment = dir.resolve("e.yaml");
        Files.writeString(experiment, "name: s\nworkload: {plugin: stub, parameters: {queries: x.sql}}\n");
        ExperimentFile file = ExperimentFile.read(experiment);
        Parameters params = new PluginChecks(Problems.of(file), file.experiment()).parameters("stub", SPECS, file.folder());
        Manifest template = new Manifest(BundleFormat.VERSION, null, "s", "stub", RunStatus.RUNNING, null, Instant.now(), null,
                ProcessHandle.current().pid(), "h", "t", List.of("default"), List.of("Run1"), "sequential");
        List<io.benchlab.api.Operation> streams = List.of(new io.benchlab.api.StreamOperation("insert", "", (i, n) -> null, "rows"));
        String first;
        try (BundleWriter w = BundleWriter.create(dir.resolve("r1"), template, "x")) {
            RunInputs.of(file, SPECS, params).keep(w, "stub", params, streams);
            first = w.manifest().definitions().get("insert").sha256();
        }
        Files.writeString(dir.resolve("x.sql"), "SELECT 2;");
        try (BundleWriter w = BundleWriter.create(dir.resolve("r2"), template, "x")) {
            RunInputs.of(file, SPECS, params).keep(w, "stub", params, streams);
            assertEquals("parameters", w.manifest().definitions().get("insert").kind());
            assertNotEquals(first, w.manifest().definitions().get("insert").sha256());
        }
    }
}

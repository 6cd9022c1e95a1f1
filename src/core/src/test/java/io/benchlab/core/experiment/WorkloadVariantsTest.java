package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A variant's workload parameters and a sweep over one: read, planned, written back, and their structure checked. */
class WorkloadVariantsTest {
    private static ExperimentFile parse(String yaml) {
        return ExperimentFile.parse(Path.of("exp.yaml"), yaml);
    }

    @Test
    void aVariantsOverridesAndASweepOverAParameterBecomeEachVariantsWorkload() {
        Experiment e = parse("""
                name: x
                workload: {plugin: insert-stream, parameters: {secondaryIndexes: 3}}
                variants:
                  - name: dynamic
                  - name: compressed
                    workload: {rowFormat: COMPRESSED, keyBlockSize: 4}
                sweep: {parameter: rowsPerCommit, values: [1, 1000]}
                """).experiment();
        List<Variant> vs = VariantPlanner.plan(e);
        assertEquals(List.of("rowsPerCommit=1/dynamic", "rowsPerCommit=1000/dynamic", "rowsPerCommit=1/compressed",
                "rowsPerCommit=1000/compressed"), vs.stream().map(Variant::name).toList());
        assertEquals(Map.of("rowsPerCommit", 1000), vs.get(1).workload());
        assertEquals(Map.of("rowFormat", "COMPRESSED", "keyBlockSize", 4, "rowsPerCommit", 1), vs.get(2).workload());
        assertTrue(vs.stream().allMatch(v -> v.settings().isEmpty()), "a parameter is no server setting");
        String yaml = ExperimentWriter.toYaml(e);
        assertTrue(yaml.contains("rowFormat: COMPRESSED") && yaml.contains("parameter: rowsPerCommit"), yaml);
        assertEquals(e.variants(), parse(yaml).experiment().variants(), "written and read back alike");
    }

    @Test
    void aSweepNamesAVariableOrAParameterNotBoth() {
        String both = assertThrows(ExperimentException.class, () -> ExperimentFile.read(write("""
                name: x
                workload: {plugin: insert-stream}
                sweep: {variable: join_buffer_size, parameter: rowsPerCommit, values: [1, 2]}
                """))).getMessage();
        assertTrue(both.contains("both a variable and a parameter"), both);
    }

    private static Path write(String yaml) throws java.io.IOException {
        Path f = java.nio.file.Files.createTempFile("exp", ".yaml");
        java.nio.file.Files.writeString(f, yaml);
        f.toFile().deleteOnExit();
        return f;
    }
}

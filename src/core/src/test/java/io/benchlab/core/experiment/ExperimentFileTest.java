package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExperimentFileTest {
    static ExperimentFile parse(String yaml) {
        return ExperimentFile.parse(Path.of("exp.yaml"), yaml);
    }

    static String error(String yaml) {
        return assertThrows(ExperimentException.class, () -> parse(yaml)).getMessage();
    }

    @Test
    void defaultsAreAColdRunAndThreeWarmOnTheEmbeddedServer() {
        Experiment e = parse("name: x\nworkload: {plugin: sql-file}\n").experiment();
        assertEquals("embedded", e.server().typeOrDefault());
        assertTrue(e.phases().coldOrDefault());
        assertEquals(3, e.phases().warmOrDefault());
        assertEquals(List.of("default"), VariantPlanner.plan(e).stream().map(Variant::name).toList());
    }

    @Test
    void serverTypeNoneHasNothingToSet() {
        Experiment e = parse("name: x\nserver: {type: none}\nworkload: {plugin: fileio}\nphases: {interleave: true}\n").experiment();
        assertTrue(e.server().none());
        assertFalse(e.server().managed(), "no server to restart");
        String settings = error("name: x\nserver: {type: none}\nworkload: {plugin: fileio}\nvariants:\n  - name: a\n    settings: {a: 1}\n");
        assertTrue(settings.startsWith("exp.yaml line 6: variant 'a' runs without a server"), settings);
        String sweep = error("name: x\nserver: {type: none}\nworkload: {plugin: fileio}\nsweep: {variable: a, values: [1, 2]}\n");
        assertTrue(sweep.startsWith("exp.yaml line 4: sweep varies a server setting"), sweep);
        assertTrue(error("name: x\nserver: {type: nothing}\nworkload: {plugin: fileio}\n").contains("embedded, binaries, external, none"));
    }

    @Test
    void unknownNestedFieldNamesItsLineAndParent() {
        String m = error("name: x\nworkload: {plugin: sql-file}\nvariants:\n  - name: a\n    setings: {a: 1}\n");
        assertTrue(m.startsWith("exp.yaml line 5: unknown field 'setings' in variants[0]"), m);
        assertTrue(m.contains("settings"), m);
    }

    @Test
    void missingNameAndDuplicateVariantsAreReported() {
        assertTrue(error("workload: {plugin: sql-file}\n").contains("'name' is required"));
        String m = error("name: x\nworkload: {plugin: sql-file}\nvariants:\n  - name: a\n  - name: a\n");
        assertTrue(m.contains("line 5") && m.contains("used twice"), m);
    }

    @Test
    void fieldLinesAreLocatedThroughListsAndMaps() {
        ExperimentFile f = parse("name: x\nworkload: {plugin: sql-file}\nvariants:\n  - name: a\n    settings:\n      join_buffer_size: 1M\n"
                + "  - name: b\n    settings:\n      sort_buffer_size: 2M\n");
        assertEquals("exp.yaml line 9: ", f.at("variants[1].settings.sort_buffer_size"));
        assertEquals("exp.yaml line 4: ", f.at("variants[0].name"));
    }

    @Test
    void geometricSweepKeepsSizeUnitsAndCrossesFlagSets() {
        Experiment e = parse("""
                name: x
                workload: {plugin: sql-file}
                sweep:
                  variable: join_buffer_size
                  from: 128K
                  to: 1M
                  cross:
                    - {optimizer_switch: {mrr: off}}
                    - {optimizer_switch: {mrr: on}}
                """).experiment();
        List<Variant> vs = VariantPlanner.plan(e);
        assertEquals(8, vs.size());
        assertEquals(List.of("128K", "256K", "512K", "1M"), vs.subList(0, 4).stream().map(v -> v.settings().get("join_buffer_size")).toList());
        assertTrue(vs.get(0).name().contains("mrr=off") && vs.get(4).name().contains("mrr=on"), vs.get(0).name());
    }

    @Test
    void sweepNeedsValuesOrARange() {
        assertTrue(error("name: x\nworkload: {plugin: sql-file}\nsweep: {variable: a}\n").contains("either 'values' or 'from' and 'to'"));
    }
}

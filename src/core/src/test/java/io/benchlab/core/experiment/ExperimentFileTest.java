package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
        assertTrue(error("name: x\nserver: {type: nothing}\nworkload: {plugin: fileio}\n").contains("binaries, embedded, external, galera, none, remote, replication"));
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
        assertEquals("jbs=128K/mrr=off", vs.get(0).name(), "crossed sweeps name settings by their initials");
    }

    @Test
    void crossedSweepNamesOnlyWhatDiffers() {
        Experiment e = parse("""
                name: x
                workload: {plugin: sql-file}
                sweep:
                  variable: join_buffer_size
                  values: [128K, 1M]
                  cross:
                    - {join_cache_level: 6, optimizer_switch: {mrr: on, mrr_sort_keys: on, mrr_cost_based: off, join_cache_bka: on}}
                    - {join_cache_level: 6, optimizer_switch: {mrr: on, mrr_sort_keys: on, mrr_cost_based: off, join_cache_bka: off}}
                """).experiment();
        List<Variant> vs = VariantPlanner.plan(e);
        assertEquals(List.of("jbs=128K/jcb=on", "jbs=1M/jcb=on", "jbs=128K/jcb=off", "jbs=1M/jcb=off"), vs.stream().map(Variant::name).toList());
        List<VariantPlanner.SweepPoint> points = VariantPlanner.sweepPoints(e);
        assertEquals(List.of("jcb=on", "jcb=on", "jcb=off", "jcb=off"), points.stream().map(VariantPlanner.SweepPoint::series).toList());
        assertEquals("1M", points.get(1).value());
    }

    @Test
    void plainSweepKeepsTheVariableName() {
        Experiment e = parse("name: x\nworkload: {plugin: sql-file}\nsweep: {variable: join_buffer_size, values: [128K, 1M]}\n").experiment();
        assertEquals(List.of("join_buffer_size=128K", "join_buffer_size=1M"), VariantPlanner.plan(e).stream().map(Variant::name).toList());
    }

    @Test
    void sweepNeedsValuesOrARange() {
        assertTrue(error("name: x\nworkload: {plugin: sql-file}\nsweep: {variable: a}\n").contains("either 'values' or 'from' and 'to'"));
    }

    @Test
    void everyExampleFileIsValid() throws java.io.IOException {
        Path examples = Path.of("../../examples").toAbsolutePath().normalize();
        try (var files = java.nio.file.Files.list(examples)) {
            List<Path> yamls = files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
            assertTrue(yamls.size() >= 5, "examples found: " + yamls);
            for (Path p : yamls) {
                ExperimentFile.read(p); // throws with the file's name and line when an example drifts from the rules
            }
        }
    }

    @Test
    void libraryWordingNeverReachesTheUser() {
        String m = error("name: x\nworkload: {plugin: sql-file}\nphases: {warm: 2.5}\n");
        assertEquals("exp.yaml line 3: field 'phases.warm' must be a whole number, not 2.5", m);
        m = error("- a\n- b\n");
        assertTrue(m.startsWith("exp.yaml line 1: an experiment file is a mapping of fields"), m);
        m = error("name: x\nworkload: {plugin: sql-file}\nvariants: {name: a}\n");
        assertTrue(m.contains("line 3") && m.contains("'variants' must be a list"), m);
        m = error("name: x\nworkload: {plugin: sql-file}\nphases: {cold: maybe}\n");
        assertTrue(m.contains("'phases.cold' must be true or false, not 'maybe'"), m);
        m = error("name: x\nworkload: {plugin: sql-file}\nphases: {warm: 99999999999}\n");
        assertTrue(m.contains("line 3") && m.contains("far too large"), m);
        for (String bad : List.of(m)) {
            assertFalse(bad.contains("java.") || bad.contains("`") || bad.contains("Cannot deserialize"), bad);
        }
    }

    @Test
    void aKeyGivenTwiceIsAnErrorWithTheSecondLine() {
        String m = error("name: x\nworkload: {plugin: sql-file}\nname: y\n");
        assertTrue(m.startsWith("exp.yaml line 3: field 'name' is given twice"), m);
    }

    @Test
    void fieldsThatDoNotApplyToTheServerTypeAreErrors() {
        String m = error("name: x\nworkload: {plugin: sql-file}\nserver:\n  type: embedded\n  url: jdbc:mysql://h/\n");
        assertTrue(m.startsWith("exp.yaml line 5: 'url' does not apply to a server of type embedded"), m);
        m = error("name: x\nworkload: {plugin: sql-file}\nserver: {profile: ../../etc}\n");
        assertTrue(m.contains("not a valid name"), m);
    }

    @Test
    void aPasswordInTheUrlIsAWarningThatNeverQuotesIt() {
        ExperimentFile f = parse("name: x\nworkload: {plugin: sql-file}\nphases: {cold: false}\nserver:\n"
                + "  url: jdbc:mysql://u:hunter2@h/\n");
        assertEquals(1, f.warnings().size());
        assertTrue(f.warnings().get(0).startsWith("exp.yaml line 5: server.url: the url carries a password"), f.warnings().get(0));
        assertFalse(f.storedText().contains("hunter2"), f.storedText());
        String m = error("name: x\nworkload: {plugin: sql-file}\nphases: {cold: false}\nserver:\n"
                + "  url: jdbc:mysql://u:hunter2@h/\n  passwordEnv: PW\n");
        assertTrue(m.contains("give one password source"), m);
    }

    @Test
    void boundsAreStatedInTheMessage() {
        String m = error("name: x\nworkload: {plugin: sql-file}\nsweep: {variable: a, from: 1, to: 1000, factor: 1.1}\n");
        assertTrue(m.contains("at most 64"), m);
        m = error("name: x\nworkload: {plugin: sql-file}\nstream: {threads: 100000}\n");
        assertTrue(m.contains("line 3") && m.contains("from 1 to 4096"), m);
        m = error("name: x\nworkload: {plugin: sql-file}\nphases: {warm: 1000000000}\n");
        assertTrue(m.contains("from 0 to 1000"), m);
    }

    @Test
    void anUnclosedBracketIsASyntaxError() {
        String m = assertThrows(ExperimentException.class, () -> parse("name: x\nworkload: {plugin: sql-file}\nvariants: [\n  {name: a\n"),
                "").getMessage();
        assertTrue(m.contains("not valid YAML"), m);
        assertTrue(m.startsWith("exp.yaml line "), m);
    }

    @Test
    void everyExampleSurvivesWriteAndReadBack() throws java.io.IOException {
        Path examples = Path.of("../../examples").toAbsolutePath().normalize();
        try (var files = java.nio.file.Files.list(examples)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                Experiment read = ExperimentFile.read(p).experiment();
                String written = ExperimentWriter.toYaml(read);
                Experiment again = ExperimentFile.parse(p, written).experiment();
                assertEquals(read, again, p.getFileName() + " written as:\n" + written);
                assertEquals(written, ExperimentWriter.toYaml(again), "writing is stable: " + p.getFileName());
            }
        }
    }

    @Test
    void writtenFilesSayOnlyWhatWasChosen() {
        String written = ExperimentWriter.toYaml(parse("name: x\nworkload: {plugin: sql-file, parameters: {queries: q.sql}}\n"
                + "variants:\n  - name: a\n    startup: {skip-log-bin: ''}\n    settings: {optimizer_switch: {mrr: on}, x: 'on'}\n")
                .experiment());
        Experiment back = parse(written).experiment();
        assertEquals(Map.of("skip-log-bin", ""), back.variants().get(0).startup(), written);
        assertEquals("on", back.variants().get(0).settings().get("x"), "a quoted 'on' stays text: " + written);
        assertFalse(written.contains("statisticsVariance") || written.contains("sweep"), written);
    }
}

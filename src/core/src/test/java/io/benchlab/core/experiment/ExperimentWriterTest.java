package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The round trip over every example is in {@link ExperimentFileTest}; here: what is never written. */
class ExperimentWriterTest {
    @Test
    void writesOnlyWhatWasSaidAndNeverAPassword() {
        Experiment e = ExperimentFile.parse(Path.of("x.yaml"), "name: x\nworkload: {plugin: sql-file}\n").experiment();
        Experiment withSecret = new Experiment(e.name(), e.description(),
                new Experiment.ServerSpec("external", null, null, null, "jdbc:mysql://db/", "bench", "PW_ENV", null, null, "s3cret", null, null),
                e.workload(), e.phases(), List.of(new Experiment.VariantSpec("a", null, Map.of("skip_name_resolve", ""), null)),
                e.sweep(), e.stream(), e.options(), e.planStability(), e.statisticsVariance());
        String yaml = ExperimentWriter.toYaml(withSecret);
        assertFalse(yaml.contains("s3cret"), yaml);
        assertFalse(yaml.contains("password:"), yaml);
        assertTrue(yaml.contains("passwordEnv: PW_ENV"), yaml);
        assertFalse(yaml.contains("parameters"), "empty maps are left out: " + yaml);
        assertTrue(yaml.contains("skip_name_resolve: \"\""), "a user's empty value stays: " + yaml);
    }

    @Test
    void checkAndToleranceSurviveTheRoundTrip() {
        Experiment e = ExperimentFile.parse(Path.of("x.yaml"),
                "name: x\nworkload: {plugin: sql-file}\noptions: {check: none, tolerance: specification}\n").experiment();
        assertFalse(e.options().checkAnswersOrDefault());
        assertEquals("specification", e.options().toleranceOrDefault());
        String yaml = ExperimentWriter.toYaml(e);
        assertTrue(yaml.contains("check: none"), yaml);
        assertTrue(yaml.contains("tolerance: specification"), yaml);
        Experiment back = ExperimentFile.parse(Path.of("x.yaml"), yaml).experiment();
        assertEquals(e.options(), back.options());
        Experiment plain = ExperimentFile.parse(Path.of("x.yaml"), "name: x\nworkload: {plugin: sql-file}\n").experiment();
        assertTrue(plain.options().checkAnswersOrDefault(), "on unless turned off");
        assertTrue(plain.options().checkAnswers(true), "left out: on for a workload with references");
        assertFalse(plain.options().checkAnswers(false), "left out: off for one without");
        assertFalse(e.options().checkAnswers(true), "check: none");
        assertEquals("strict", plain.options().toleranceOrDefault());
        assertFalse(ExperimentWriter.toYaml(plain).contains("check"), "a default is not written");
    }
}

package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The planStability and statisticsVariance blocks: parsed with their defaults, rejected with the file and line when wrong. */
class StudySpecTest {
    private static final String BASE = """
            name: s
            workload:
              plugin: dbt3
            """;

    private static Experiment parse(String extra) {
        return ExperimentFile.parse(Path.of("e.yaml"), BASE + extra).experiment();
    }

    @Test
    void absentBlocksAreNull() {
        Experiment e = parse("");
        assertNull(e.planStability());
        assertNull(e.statisticsVariance());
    }

    @Test
    void defaults() {
        Experiment e = parse("""
                planStability:
                  queries: [Q8]
                statisticsVariance: {}
                """);
        assertEquals(List.of("Q8"), e.planStability().queries());
        assertEquals(30, e.planStability().runsOrDefault());
        assertEquals("none", e.planStability().betweenOrDefault());
        assertFalse(e.planStability().executeOrDefault());
        assertEquals(10, e.statisticsVariance().runsOrDefault());
        assertTrue(e.statisticsVariance().tables().isEmpty());
        assertTrue(e.statisticsVariance().samplePages().isEmpty());
        assertNull(e.statisticsVariance().persistent());
    }

    @Test
    void everyField() {
        Experiment e = parse("""
                planStability: {queries: [Q8, Q9], runs: 100, between: restart, execute: true}
                statisticsVariance: {tables: [lineitem], runs: 5, samplePages: [8, 64], persistent: true}
                """);
        assertEquals(100, e.planStability().runsOrDefault());
        assertEquals("restart", e.planStability().betweenOrDefault());
        assertTrue(e.planStability().executeOrDefault());
        assertEquals(List.of(8, 64), e.statisticsVariance().samplePages());
        assertEquals(Boolean.TRUE, e.statisticsVariance().persistent());
    }

    @Test
    void wrongValuesNameTheFieldAndLine() {
        ExperimentException between = assertThrows(ExperimentException.class, () -> parse("""
                planStability:
                  queries: [Q8]
                  between: flush
                """));
        assertTrue(between.getMessage().startsWith("e.yaml line 6:"), between.getMessage());
        assertTrue(between.getMessage().contains("none, analyze, restart"), between.getMessage());
        assertThrows(ExperimentException.class, () -> parse("planStability: {runs: 3}\n"), "queries are required");
        assertThrows(ExperimentException.class, () -> parse("planStability: {queries: [Q8], runs: 0}\n"));
        assertThrows(ExperimentException.class, () -> parse("statisticsVariance: {runs: 1}\n"));
        assertThrows(ExperimentException.class, () -> parse("statisticsVariance: {samplePages: [0]}\n"));
        ExperimentException restart = assertThrows(ExperimentException.class, () -> ExperimentFile.parse(Path.of("e.yaml"), """
                name: s
                server: {url: "jdbc:mysql://db.example:3306/"}
                workload: {plugin: dbt3}
                planStability: {queries: [Q8], between: restart}
                """));
        assertTrue(restart.getMessage().contains("managed server"), restart.getMessage());
    }
}

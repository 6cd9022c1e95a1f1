package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.QueryOperation;
import io.benchlab.api.StreamOperation;
import io.benchlab.core.experiment.Experiment.FaultSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

class FaultChecksTest {
    private static final String HEAD = "name: x\nworkload: {plugin: insert-stream}\nstream: {duration: 30s}\n";

    private static String error(String yaml) {
        return ExperimentFileTest.error(yaml);
    }

    @Test
    void faultsReadBackAndEachVariantGetsTheExperimentsOrItsOwn() {
        Experiment e = ExperimentFileTest.parse(HEAD + "faults:\n  - {at: 20s, action: kill, for: 5s}\n"
                + "variants:\n  - name: a\n  - name: b\n    faults: []\n").experiment();
        List<Variant> variants = VariantPlanner.plan(e);
        assertEquals(List.of(new FaultSpec("20s", "kill", null, "5s", null)), variants.get(0).faults());
        assertEquals(List.of(), variants.get(1).faults(), "a variant's own empty list: no faults");
        assertEquals(1, variants.get(0).faultsIn("Run2").size(), "no phase: every phase");
        String written = ExperimentWriter.toYaml(e);
        assertTrue(written.contains("for: 5s") || written.contains("for: \"5s\""), written);
        Experiment phased = ExperimentFileTest.parse(HEAD + "faults:\n  - {at: 20s, action: pause, target: server, for: 5s, phase: Run1}\n")
                .experiment();
        Variant v = VariantPlanner.plan(phased).get(0);
        assertEquals(1, v.faultsIn("Run1").size());
        assertEquals(0, v.faultsIn("Cold").size());
    }

    @Test
    void eachWrongFaultIsRefusedInOneLineAtItsField() {
        assertTrue(error("name: x\nworkload: {plugin: insert-stream}\nserver: {url: 'jdbc:mysql://db:3306/'}\nphases: {cold: false}\n"
                + "faults:\n  - {at: 2s, action: kill}\n").startsWith("exp.yaml line 6: faults[0]: benchlab cannot signal an external server"));
        assertTrue(error(HEAD + "server: {type: galera}\nfaults:\n  - {at: 2s, action: kill, target: node4}\n")
                .contains("faults[0].target must be primary or a node of the galera cluster (node1, node2, node3), not 'node4'"));
        assertTrue(error(HEAD + "faults:\n  - {at: 2s, action: kill, target: replica1}\n").contains("is one server; write target: server"));
        assertTrue(error(HEAD + "faults:\n  - {at: 30s, action: kill}\n").contains("faults[0].at (30s) is not before the stream's end (30s"));
        assertTrue(error(HEAD + "faults:\n  - {at: 25s, action: kill, for: 10s}\n").contains("ends after the stream"));
        assertTrue(error(HEAD + "faults:\n  - {at: 5s, action: pause}\n").contains("a pause of server needs for:"));
        assertTrue(error(HEAD + "faults:\n  - {at: 5s, action: resume}\n").contains("follows no earlier pause"));
        assertTrue(error(HEAD + "faults:\n  - {at: 5s, action: kill, phase: Run9}\n").contains("(Cold, Run1, Run2, Run3), not 'Run9'"));
        assertTrue(error(HEAD + "faults:\n  - {at: 5s, action: explode}\n").contains("kill, stop, restart, pause or resume, not 'explode'"));
        assertTrue(error(HEAD + "faults:\n  - {at: soon, action: kill}\n").contains("faults[0].at must be a time such as"));
        assertTrue(error("name: x\nworkload: {plugin: insert-stream}\nstream: {agents: [{host: load1}]}\nfaults:\n  - {at: 2s, action: kill}\n")
                .contains("load hosts (stream.agents) do not survive faults yet"));
        assertTrue(error(HEAD.replace("duration: 30s", "duration: 30s, audit: everything")).contains("stream.audit must be acknowledged or none"));
        String variant = error(HEAD + "variants:\n  - name: a\n    faults:\n      - {at: 5s, action: kill, target: node1}\n");
        assertTrue(variant.startsWith("exp.yaml line 7: variants[0].faults[0].target"), variant);
    }

    @Test
    void theFaultExamplesAreValid(@org.junit.jupiter.api.io.TempDir java.nio.file.Path home) {
        io.benchlab.core.util.Examples examples = new io.benchlab.core.util.Examples(new io.benchlab.core.util.BenchlabHome(home));
        for (String name : List.of("durability.yaml", "galera-node-loss.yaml", "replica-pause.yaml")) {
            Experiment e = ExperimentFile.read(examples.open(name)).experiment();
            assertEquals(1, e.faults().size(), name);
        }
    }

    @Test
    void aPauseEndedByALaterResumeIsFine() {
        assertEquals(2, ExperimentFileTest.parse(HEAD + "faults:\n  - {at: 5s, action: pause}\n  - {at: 15s, action: resume}\n")
                .experiment().faults().size());
    }

    @Test
    void theWorkloadMustHaveStreamsForFaultsAndAnAuditableOneForTheAudit() {
        Experiment e = ExperimentFileTest.parse(HEAD + "faults:\n  - {at: 2s, action: kill}\n").experiment();
        List<String> problems = workloadProblems(e, "ssb", new QueryOperation("Q1.1", "", "SELECT 1"));
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).startsWith("faults: faults: workload 'ssb' has no stream operations"), problems.get(0));

        Experiment audited = ExperimentFileTest.parse(HEAD.replace("duration: 30s", "duration: 30s, audit: acknowledged")).experiment();
        StreamOperation plain = new StreamOperation("insert", "", (i, n) -> (c, r) -> 1, "rows");
        problems = workloadProblems(audited, "x", plain);
        assertTrue(problems.size() == 1 && problems.get(0).contains("reports the keys its commits were acknowledged for"), problems.toString());
        assertEquals(List.of(), workloadProblems(audited, "x", plain.withAudit("t", "id")));
        assertNull(ExperimentFileTest.parse(HEAD).experiment().faults());
    }

    /** What the checks that need the workload's operations say, each as "field: message". */
    private static List<String> workloadProblems(Experiment e, String pluginId, io.benchlab.api.Operation operation) {
        Problems problems = new Problems("exp.yaml", FieldPositions.NONE);
        new FaultChecks(problems).checkWorkload(e, pluginId, List.of(operation));
        return problems.list().stream().map(p -> p.field() + ": " + p.message()).toList();
    }
}

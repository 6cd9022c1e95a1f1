package io.benchlab.core.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OperationCountersTest {
    private static Records.Measurement m(String phase, String op, Map<String, Long> status, String error) {
        return new Records.Measurement("a", phase, 0, op, "", Instant.EPOCH, 1, 1, "x", false, status, Map.of(), error);
    }

    private static Bundle bundle(List<Records.Measurement> ms) {
        Manifest mf = new Manifest(1, "id", "e", "w", RunStatus.COMPLETE, null, Instant.EPOCH, Instant.EPOCH, 1, "h", "t",
                List.of("a"), List.of("Cold", "Run1", "Run2"), "sequential");
        List<Records.PhaseRecord> phases = List.of(new Records.PhaseRecord("a", "Cold", PhaseKind.COLD, 0, Instant.EPOCH, null),
                new Records.PhaseRecord("a", "Run1", PhaseKind.WARM, 1, Instant.EPOCH, null),
                new Records.PhaseRecord("a", "Run2", PhaseKind.WARM, 2, Instant.EPOCH, null));
        return new Bundle(Path.of("b"), mf, "", null, List.of(), phases, ms, List.of(), List.of(), List.of(), List.of(), List.of());
    }

    @Test
    void aPerRunMeanOverTheWarmPhasesWithoutFailuresOrGauges() {
        Bundle b = bundle(List.of(
                m("Cold", "q1", Map.of("Innodb_buffer_pool_reads", 900L), null),
                m("Run1", "q1", Map.of("Handler_read_key", 10L, "Threads_running", 3L), null),
                m("Run2", "q1", Map.of("Handler_read_key", 20L), null),
                m("Run2", "q1", Map.of("Handler_read_key", 5000L), "deadlock"),
                m("Run1", "q2", Map.of("Handler_read_key", 7L), null)));
        OperationCounters c = OperationCounters.of(b, "a", "q1", false);
        assertEquals(2, c.executions());
        assertEquals(Map.of("Handler_read_key", 15.0), c.perExecution(), "the cold phase, the failure, q2 and the gauge are left out");
        OperationCounters withCold = OperationCounters.of(b, "a", "q1", true);
        assertEquals(3, withCold.executions());
        assertEquals(300.0, withCold.perExecution().get("Innodb_buffer_pool_reads"));
    }

    @Test
    void aVariantThatRanOnlyColdStepsUsesThem() {
        Bundle b = bundle(List.of(m("Cold", "q1", Map.of("Innodb_buffer_pool_reads", 900L), null)));
        OperationCounters c = OperationCounters.of(b, "a", "q1", false);
        assertEquals(1, c.executions());
        assertFalse(c.perExecution().isEmpty());
    }
}

package io.benchlab.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.experiment.Experiment.StreamSpec;
import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.experiment.RunPlanner;
import io.benchlab.core.plan.StreamSettings;
import io.benchlab.core.stream.StreamPlan;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The experiment's stream block, through the run plan, as the engine's plan: whichever limits it gives, and the default duration only without any. */
class StreamPlanOfSpecTest {
    private static StreamSettings settings(String duration, Long operations, Long iterations, Double rate) {
        return RunPlanner.stream(spec(duration, operations, iterations, rate), List.of());
    }

    private static StreamSpec spec(String duration, Long operations, Long iterations, Double rate) {
        return new StreamSpec(null, null, duration, operations, null, rate, null, null, null, null, null, null, null, null, null, iterations,
                null, null);
    }

    @Test
    void eachLimitAloneIsTheStreamsLimit() {
        StreamPlan ops = StreamRecords.plan(settings(null, 500L, null, null), 2);
        assertNull(ops.duration(), "operations alone: until they are done");
        assertEquals(500, ops.maxOperations());
        StreamPlan its = StreamRecords.plan(settings(null, null, 100L, null), 10);
        assertNull(its.duration(), "iterations alone: until every thread did its share");
        assertEquals(100, its.iterations());
        assertEquals(10, its.workers());
        StreamPlan none = StreamRecords.plan(settings(null, null, null, null), 1);
        assertEquals(ExperimentDefaults.STREAM_DURATION, none.duration(), "neither: the default duration");
        StreamPlan both = StreamRecords.plan(settings("5s", null, 100L, null), 4);
        assertEquals(Duration.ofSeconds(5), both.duration(), "whichever comes first");
        assertEquals(100, both.iterations());
        StreamPlan rate = StreamRecords.plan(settings("2s", null, null, 50.0), 4);
        assertTrue(rate.mode() instanceof StreamPlan.ArrivalRate a && a.perSecond() == 50.0 && a.seed() == ExperimentDefaults.SEED);
        assertEquals(ExperimentDefaults.INTERVAL, rate.interval());
    }
}

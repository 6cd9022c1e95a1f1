package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.experiment.Experiment.SweepSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A sweep's values are counted, made and drawn one way (validator, planner, show and report). */
class SweepValuesTest {
    private static SweepSpec series(Object from, Object to, Double factor) {
        return new SweepSpec("join_buffer_size", null, from, to, factor, null);
    }

    @Test
    void aSeriesIsCountedAsItIsMade() {
        for (SweepSpec s : List.of(series("128K", "32M", null), series(1, 1000, 10.0), series(1, 999, 10.0), series(3, 100, 1.5),
                series("1M", "1M", null), series(1, 1000000, 1.25))) {
            assertEquals(SweepValues.count(s), SweepValues.of(s).size(), s.toString());
        }
        assertEquals(List.of("128K", "256K", "512K", "1M", "2M", "4M", "8M", "16M", "32M"), SweepValues.of(series("128K", "32M", null)));
        assertEquals(List.of(1L, 10L, 100L, 1000L), SweepValues.of(series(1, 1000, 10.0)), "the last step reaches 'to' despite rounding");
        assertEquals(3, SweepValues.count(series(1, 999, 10.0)));
    }

    @Test
    void aRangeTooLargeIsCountedNotBuiltAndNoSeriesIsNone() {
        assertEquals(1389, SweepValues.count(series(1, 1000000, 1.01)), "1.01^1388 ≤ 10^6 < 1.01^1389");
        assertEquals(0, SweepValues.count(series(1, 4, 1.0)), "factor 1 makes no series");
        assertEquals(0, SweepValues.count(series("lots", "4M", null)));
        assertEquals(0, SweepValues.count(series("4M", "1M", null)));
    }

    @Test
    void oneLogAxisRuleForExplicitValuesAndSeries() {
        assertTrue(SweepValues.logAxis(List.of("128K", "512K", "2M")), "explicit values growing by 4");
        assertTrue(SweepValues.logAxis(List.of("2M", "128K", "512K", "128K")), "in any order, repeated per series");
        assertTrue(SweepValues.logAxis(List.of("1000", "1500", "2250", "3375")), "a factor below 2 is a series too");
        assertFalse(SweepValues.logAxis(List.of("1M", "2M")), "two values: nothing to space");
        assertFalse(SweepValues.logAxis(List.of("1", "2", "3", "4")), "evenly spaced");
        assertFalse(SweepValues.logAxis(List.of("ON", "OFF", "ON")), "no numbers");
        assertFalse(SweepValues.logAxis(List.of("0", "1", "2")), "a value of 0 has no place on a log axis");
    }
}

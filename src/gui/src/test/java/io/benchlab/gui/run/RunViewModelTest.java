package io.benchlab.gui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RunViewModelTest {

    @Test
    void parsesTheEngineIntervalLine() {
        String line = String.format(java.util.Locale.ROOT, "#%d %,.0f %s/s p99 %.2f ms", 3, 12345.0, "queries", 0.52);
        RunViewModel.IntervalPoint p = RunViewModel.parse("A · Run1 · point-select", line);
        assertEquals(3, p.index());
        assertEquals(12345.0, p.unitsPerSecond());
        assertEquals(0.52, p.p99Millis(), 1e-9);
    }

    @Test
    void anIntervalWithoutOperationsHasNoP99() {
        RunViewModel.IntervalPoint p = RunViewModel.parse("s", "#0 0 rows/s p99 NaN ms");
        assertTrue(Double.isNaN(p.p99Millis()));
    }

    @Test
    void otherTextIsIgnored() {
        assertNull(RunViewModel.parse("s", "loading 3/10"));
    }
}

package io.benchlab.gui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.gui.UiThread;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class RunViewModelTest {

    private static IntervalRecord interval(int threads, int index, long units, Double p99) {
        return new IntervalRecord("A", "Run1", 1, "insert", threads, index, index * 1000L, 1000, units / 100, units,
                units / 100.0, units, p99, p99, p99, p99, 0, null, null);
    }

    @Test
    void liveIntervalsArriveTypedAndGroupAsABundleWould() {
        RunViewModel vm = new RunViewModel(null, null, Path.of("runs"), UiThread.DIRECT);
        vm.interval(interval(1, 0, 1000, 500.0), "rows");
        vm.interval(interval(1, 1, 3000, 700.0), "rows");
        vm.interval(interval(2, 0, 2000, null), "rows");
        assertEquals(3, vm.intervals().size());
        assertEquals("insert", vm.operationProperty().get());
        StreamSamples live = vm.streams();
        assertEquals(2, live.streams().size(), "one stream per thread count");
        StreamSamples.Stream one = live.streams().get(0);
        assertEquals("rows", one.unit());
        assertEquals(2000, one.unitsPerSecond().median(), 1e-9, "median of 1,000 and 3,000 rows/s");
        assertEquals(4000, one.rateVsUnits().units());
        assertNull(live.streams().get(1).p99Micros(), "an interval without p99 gives no p99 box");
    }

    @Test
    void aRunningOperationShowsItsNameAndTheEnginesEstimateOfWhatIsLeft() {
        RunViewModel vm = new RunViewModel(null, null, Path.of("runs"), UiThread.DIRECT);
        vm.operationStarted("A", "Run1", "slow", Double.NaN);
        assertEquals("slow running 0:00", vm.operationElapsedProperty().get());
        assertTrue(vm.remainingProperty().get().startsWith("no estimate yet"), vm.remainingProperty().get());
        vm.operationStarted("A", "Run2", "slow", 3_725);
        assertEquals("about 1:02:05", vm.remainingProperty().get(), "an hour and more reads h:mm:ss");
        vm.operationFinished(new io.benchlab.core.bundle.Records.Measurement("A", "Run2", 2, "slow", "", java.time.Instant.EPOCH, 3,
                1, "x", false, java.util.Map.of(), java.util.Map.of(), null));
        assertEquals("", vm.operationElapsedProperty().get(), "between operations nothing is running");
    }
}

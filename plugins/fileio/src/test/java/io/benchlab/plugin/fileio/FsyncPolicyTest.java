package io.benchlab.plugin.fileio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.plugin.fileio.FsyncPolicy.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FsyncPolicyTest {

    @Test
    void everyNWritesSyncsAfterTheNthWriteOfTheWorker() {
        FsyncPolicy p = FsyncPolicy.parse("3", Method.FSYNC);
        List<Long> syncedAfter = new ArrayList<>();
        for (long w = 1; w <= 10; w++) {
            if (p.syncAfter(w)) {
                syncedAfter.add(w);
            }
        }
        assertEquals(List.of(3L, 6L, 9L), syncedAfter);
        assertFalse(p.atEnd());
    }

    @Test
    void endAndNeverSyncNothingDuringTheRun() {
        for (String text : List.of("end", "never", "0")) {
            FsyncPolicy p = FsyncPolicy.parse(text, Method.FDATASYNC);
            for (long w = 1; w <= 1000; w++) {
                assertFalse(p.syncAfter(w), text);
            }
            assertEquals("end".equals(text), p.atEnd(), text);
        }
    }

    @Test
    void dsyncNeedsNoSeparateSyncAndRefusesOne() {
        assertEquals(Method.DSYNC, FsyncPolicy.parse("never", Method.DSYNC).method());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FsyncPolicy.parse("100", Method.DSYNC));
        assertTrue(e.getMessage().contains("fsyncEvery: never"), e.getMessage());
    }

    @Test
    void nonsenseIsRefusedWithTheAllowedForms() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> FsyncPolicy.parse("often", Method.FSYNC)).getMessage()
                .contains("end or never"));
        assertThrows(IllegalArgumentException.class, () -> FsyncPolicy.parse("-1", Method.FSYNC));
    }
}

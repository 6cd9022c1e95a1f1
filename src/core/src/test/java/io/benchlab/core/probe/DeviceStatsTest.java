package io.benchlab.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DeviceStatsTest {
    private static final String DISKSTATS = """
             253       0 vda 1000 10 80000 500 2000 20 160000 900 3 1200 1400 0 0 0 0 0 0
             253       1 vda1 7 0 56 1 0 0 0 0 0 1 1 0 0 0 0 0 0
            """;

    @Test
    void readsTheCountersOfTheDeviceByNumber() {
        Map<String, Long> m = DeviceStats.parse(DISKSTATS, new DeviceStats.Device(253, 0));
        assertEquals(1000, m.get("device_reads"));
        assertEquals(80000L * 512, m.get("device_read_bytes"), "sectors are 512 bytes in diskstats");
        assertEquals(2000, m.get("device_writes"));
        assertEquals(160000L * 512, m.get("device_write_bytes"));
        assertEquals(1200, m.get("device_busy_ms"));
        assertEquals(1400, m.get("device_queue_ms"));
        assertEquals(7, DeviceStats.parse(DISKSTATS, new DeviceStats.Device(253, 1)).get("device_reads"));
        assertTrue(DeviceStats.parse(DISKSTATS, new DeviceStats.Device(8, 0)).isEmpty());
    }

    @Test
    void findsTheDeviceOfARealFileWhenItIsOnABlockDevice() throws Exception {
        Path f = Files.createTempFile("devicestats", ".tmp");
        try {
            DeviceStats.holding(f).ifPresent(d -> {
                assertTrue(Files.isDirectory(d.sysfs()));
                try {
                    assertTrue(DeviceStats.read(d).containsKey("device_reads"), "listed in /proc/diskstats: " + d);
                } catch (java.io.IOException e) {
                    throw new AssertionError(e);
                }
            });
        } finally {
            Files.delete(f);
        }
    }
}

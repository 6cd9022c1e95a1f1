package io.benchlab.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which variants' warm runs read the device: O_DIRECT flush methods (and MariaDB 11's data-file buffering off) do, buffered IO does not. */
class WarmReadsTest {

    private static ServerVariables server(String variant, Map<String, String> global) {
        return new ServerVariables(variant, "11.8.9-MariaDB", global, Map.of(), List.of());
    }

    @Test
    void oDirectFlushMethodsBypassThePageCache() {
        WarmReads w = WarmReads.of(server("bp-8M", Map.of("innodb_flush_method", "O_DIRECT"))).orElseThrow();
        assertEquals("innodb_flush_method O_DIRECT", w.setting());
        assertTrue(w.describe().startsWith("bp-8M: "), w.describe());
        assertTrue(w.describe().contains("read from the device, not the OS page cache"), w.describe());
        assertTrue(WarmReads.of(server("v", Map.of("innodb_flush_method", "o_direct_no_fsync"))).isPresent());
    }

    @Test
    void bufferedFlushMethodsReadThroughThePageCache() {
        for (String method : List.of("fsync", "O_DSYNC", "littlesync", "nosync")) {
            assertTrue(WarmReads.of(server("v", Map.of("innodb_flush_method", method, "innodb_data_file_buffering", "OFF"))).isEmpty(), method);
        }
        assertTrue(WarmReads.of(server("v", Map.of())).isEmpty(), "a server without InnoDB's setting says nothing");
    }

    @Test
    void mariaDbDataFileBufferingOffWithoutAFlushMethod() {
        assertEquals("innodb_data_file_buffering OFF",
                WarmReads.of(server("v", Map.of("innodb_data_file_buffering", "OFF"))).orElseThrow().setting());
        assertTrue(WarmReads.of(server("v", Map.of("innodb_data_file_buffering", "ON"))).isEmpty());
    }
}

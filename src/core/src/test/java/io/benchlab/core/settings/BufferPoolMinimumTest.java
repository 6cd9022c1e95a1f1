package io.benchlab.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The start-up minimum against what MariaDB 11.4.5 did when started by hand with each page size. */
class BufferPoolMinimumTest {
    @Test
    void theSmallestThatStartedPerPageSize() {
        assertEquals(2L << 20, BufferPoolMinimum.bytes(4096));
        assertEquals(3L << 20, BufferPoolMinimum.bytes(8192), "2.5M was refused as '>= 3MiB'");
        assertEquals(5L << 20, BufferPoolMinimum.bytes(16384));
        assertEquals(10L << 20, BufferPoolMinimum.bytes(32768));
        assertEquals(20L << 20, BufferPoolMinimum.bytes(65536));
    }

    @Test
    void refusesBelowAndAcceptsFromTheMinimum() {
        assertTrue(BufferPoolMinimum.refusal("4M", 16384).orElseThrow().contains("smallest that works is 5M"));
        assertTrue(BufferPoolMinimum.refusal("5242879", 16384).isPresent());
        assertTrue(BufferPoolMinimum.refusal("5M", 16384).isEmpty());
        assertTrue(BufferPoolMinimum.refusal(5242880, 16384).isEmpty());
        assertTrue(BufferPoolMinimum.refusal("lots", 16384).isEmpty(), "not a size: the catalog check's to say");
        assertEquals(65536L, BufferPoolMinimum.pageSize(Map.of("innodb-page-size", "64K")).orElseThrow());
    }
}

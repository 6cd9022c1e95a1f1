package io.benchlab.core.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** Values read as numbers one way, and time written one way. */
class SizeOrNumberTest {

    @Test
    void sizesAndNumbersAreNumbersWordsAreNot() {
        assertEquals(OptionalDouble.of(16 * 1024 * 1024), SizeOrNumber.of("16M"));
        assertEquals(OptionalDouble.of(1048576), SizeOrNumber.of(1048576));
        assertEquals(OptionalDouble.of(0.5), SizeOrNumber.of("0.5"));
        assertEquals(OptionalDouble.of(4096), SizeOrNumber.of(" 4K "));
        for (Object no : new Object[] {"ON", true, Map.of("mrr", "on"), List.of(1), "1.5M", "NaN", null}) {
            assertTrue(SizeOrNumber.of(no).isEmpty(), String.valueOf(no));
        }
        assertTrue(Double.isNaN(SizeOrNumber.orNaN("off")));
        assertTrue(SizeOrNumber.isSize("128K"));
        assertFalse(SizeOrNumber.isSize("131072"));
        assertEquals("134217728", SizeOrNumber.withoutUnit("128M"));
        assertEquals("ON", SizeOrNumber.withoutUnit("ON"));
    }

    @Test
    void durationsAreWrittenAsFilesWriteThemAndReadBack() {
        for (Duration d : List.of(Duration.ofSeconds(10), Duration.ofMillis(500), Duration.ofMinutes(5), Duration.ofDays(7), Duration.ZERO,
                Duration.ofMillis(1500))) {
            assertEquals(d, Durations.parse("x", Durations.format(d)), Durations.format(d));
        }
        assertEquals("10s", Durations.format(Duration.ofSeconds(10)));
        assertEquals("168h", Durations.format(Duration.ofDays(7)));
        assertEquals("1500ms", Durations.format(Duration.ofMillis(1500)));
    }

    @Test
    void aClockIsMinutesThenHours() {
        assertEquals("0:07", Durations.clock(7));
        assertEquals("4:05", Durations.clock(245));
        assertEquals("1:02:03", Durations.clock(3723));
        assertEquals("0:00", Durations.clock(-3));
    }
}

package io.benchlab.core.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class StatusCountersTest {

    @Test
    void minusKeepsNamesBothSamplesHave() {
        StatusCounters before = new StatusCounters(new TreeMap<>(Map.of("com_insert", 10L, "uptime", 5L)));
        StatusCounters after = new StatusCounters(new TreeMap<>(Map.of("com_insert", 42L, "uptime", 7L, "new_one", 3L)));
        StatusCounters d = after.minus(before);
        assertEquals(32, d.get("com_insert"));
        assertEquals(2, d.get("uptime"));
        assertEquals(Map.of("com_insert", 32L, "uptime", 2L), d.values());
    }
}

package io.benchlab.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExplainProbeTest {
    static Map<String, String> row(String table, String type, String key, String extra) {
        Map<String, String> r = new LinkedHashMap<>();
        r.put("table", table);
        r.put("type", type);
        r.put("key", key);
        r.put("Extra", extra);
        return r;
    }

    @Test
    void fingerprintKeepsJoinOrderAccessKeyAndMarkers() {
        String fp = ExplainProbe.fingerprint(List.of(
                row("orders", "ALL", null, "Using where"),
                row("lineitem", "ref", "i_l_orderkey", "Using index condition; Using join buffer (flat, BKA join); Key-ordered scan")));
        assertEquals("orders:ALL:[using where] > lineitem:ref:i_l_orderkey[using join buffer (flat, bka join); key-ordered scan;"
                + " using index condition]", fp);
    }

    @Test
    void anotherJoinOrderIsAnotherPlan() {
        var a = List.of(row("a", "ALL", null, ""), row("b", "eq_ref", "PRIMARY", ""));
        var b = List.of(row("b", "ALL", null, ""), row("a", "eq_ref", "PRIMARY", ""));
        assertNotEquals(ExplainProbe.fingerprint(a), ExplainProbe.fingerprint(b));
    }
}

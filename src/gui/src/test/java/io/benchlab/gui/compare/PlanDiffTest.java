package io.benchlab.gui.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlanDiffTest {
    private static Map<String, String> row(String table, String type, String key, String extra) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("table", table);
        m.put("type", type);
        m.put("key", key);
        m.put("Extra", extra);
        return m;
    }

    @Test
    void identicalPlansHaveNoDifferingCell() {
        List<Map<String, String>> p = List.of(row("t", "range", "PRIMARY", "Using where"));
        assertTrue(PlanDiff.of(p, p).identical());
    }

    @Test
    void marksJoinOrderAccessTypeKeyAndExtraDifferences() {
        PlanDiff d = PlanDiff.of(List.of(row("o", "ALL", null, "Using where"), row("c", "eq_ref", "PRIMARY", "")),
                List.of(row("c", "ALL", null, ""), row("o", "ref", "idx_customer", "")));
        assertEquals(List.of("table", "type", "key", "Extra"), d.left().headers());
        assertEquals("NULL", d.left().rows().get(0).get(2));
        assertTrue(d.differs(0, 0)); // join order: o first vs c first
        assertTrue(d.differs(1, 1)); // eq_ref vs ref
        assertTrue(d.differs(1, 2)); // PRIMARY vs idx_customer
        assertTrue(d.differs(0, 3)); // Extra
        assertFalse(d.differs(0, 2)); // both NULL
    }

    /** The GUI weighs cells as the report does (core's PlanChange): a drifting row estimate is not a change of plan. */
    @Test
    void aDriftingEstimateIsMarkedApartFromAChangeOfPlan() {
        Map<String, String> a = row("t", "range", "PRIMARY", "Using where");
        a.put("rows", "1000");
        Map<String, String> b = row("t", "range", "PRIMARY", "Using where");
        b.put("rows", "1200");
        PlanDiff drift = PlanDiff.of(List.of(a), List.of(b));
        assertTrue(drift.differs(0, 4));
        assertFalse(drift.shapeDiffers(0, 4), "rows 1000 vs 1200: the same plan");
        assertEquals("drift", drift.style(0, 4));
        Map<String, String> c = row("t", "ref", "PRIMARY", "Using where");
        c.put("rows", "1000");
        PlanDiff shape = PlanDiff.of(List.of(a), List.of(c));
        assertTrue(shape.shapeDiffers(0, 1), "range vs ref: another plan");
        assertEquals("diff", shape.style(0, 1));
        assertEquals(null, shape.style(0, 4));
    }

    @Test
    void rowsOnlyOneSideHasDifferEverywhere() {
        PlanDiff d = PlanDiff.of(List.of(row("t", "ALL", null, "")), List.of(row("t", "ALL", null, ""), row("u", "ALL", null, "")));
        assertFalse(d.differs(0, 0));
        assertTrue(d.differs(1, 0));
        assertTrue(d.differs(1, 3));
    }
}

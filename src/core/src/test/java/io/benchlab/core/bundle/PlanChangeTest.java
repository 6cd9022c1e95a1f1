package io.benchlab.core.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Records.PlanRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one rule that separates a change of plan from drifting estimates. */
class PlanChangeTest {
    private static PlanRecord plan(String fingerprint) {
        return new PlanRecord("v", "q", List.of(), null, null, null, fingerprint);
    }

    @Test
    void plansDifferWhenTheirFingerprintsDo() {
        assertFalse(PlanChange.changed(plan("t:ref:k"), plan("t:ref:k")));
        assertTrue(PlanChange.changed(plan("t:ref:k"), plan("t:ALL:")));
        assertTrue(PlanChange.changed(plan("t:ref:k"), plan(null)));
    }

    @Test
    void aCellOfTheShapeChangesThePlanAnEstimateDrifts() {
        assertEquals(PlanChange.Cell.SAME, PlanChange.cell("rows", "10", "10", true));
        assertEquals(PlanChange.Cell.DRIFT, PlanChange.cell("rows", "10", "12", true));
        assertEquals(PlanChange.Cell.DRIFT, PlanChange.cell("filtered", "100.00", "50.00", true));
        assertEquals(PlanChange.Cell.SHAPE, PlanChange.cell("type", "ref", "ALL", true));
        assertEquals(PlanChange.Cell.SHAPE, PlanChange.cell("Extra", "Using index", "Using where", true));
        assertEquals(PlanChange.Cell.SHAPE, PlanChange.cell("rows", "10", null, false), "a row only one side has is another join");
    }
}

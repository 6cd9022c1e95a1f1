package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CounterChangeTest {

    @Test
    void theSideThatMovedIsNamedWithTheSignOfItsMove() {
        assertEquals("B +10.0%", new CounterChange(100, 110).describe("B"));
        assertEquals("B −10.0%", new CounterChange(110, 99).describe("B"));
        assertEquals("V2 −50.0%", new CounterChange(2, 1).describe("V2"));
    }

    @Test
    void aRiseOfTenTimesOrMoreIsAFactorAndAFallNeverRoundsToAHundredPercent() {
        assertEquals("B ×131", new CounterChange(8, 1051).describe("B"));
        assertEquals("B ×12.5", new CounterChange(2, 25).describe("B"));
        assertEquals("B ×1,000", new CounterChange(1, 1000).describe("B"));
        assertEquals("B +890.0%", new CounterChange(10, 99).describe("B"), "just under ten times stays a percentage");
        assertEquals("B −99.9%", new CounterChange(1000, 1).describe("B"));
        assertEquals("B −99.99%", new CounterChange(180_224, 12).describe("B"));
    }

    @Test
    void fromAndToZeroAreWordsAndEqualIsEqual() {
        assertEquals("new", new CounterChange(0, 5).describe("B"));
        assertEquals("gone", new CounterChange(5, 0).describe("B"));
        assertEquals("=", new CounterChange(7, 7).describe("B"));
    }

    @Test
    void aDoublingAndAHalvingRankAlikeAndNewAndGoneRankFirst() {
        assertEquals(new CounterChange(10, 20).magnitude(), new CounterChange(20, 10).magnitude(), 1e-12);
        assertTrue(new CounterChange(0, 1).magnitude() > new CounterChange(1, 1_000_000).magnitude());
        assertEquals(Double.POSITIVE_INFINITY, new CounterChange(3, 0).magnitude());
        assertEquals(0, new CounterChange(3, 3).magnitude());
    }

    @Test
    void aPositionsChangeIsBytesWithItsMeaningNeverNewOrGone() {
        CounterChange fromNothing = CounterChange.ofPosition(0, 1_258_291, "redo written");
        assertEquals("B +1.2 MiB redo written", fromNothing.describe("B"));
        assertEquals("B −512 B checkpoint advanced", CounterChange.ofPosition(512, 0, "checkpoint advanced").describe("B"));
        assertEquals("=", CounterChange.ofPosition(9, 9, "redo written").describe("B"));
        assertEquals(1.0, fromNothing.magnitude(), 1e-12, "at most 1: it never outranks a counter that appeared");
        assertTrue(new CounterChange(0, 1).magnitude() > fromNothing.magnitude());
    }
}

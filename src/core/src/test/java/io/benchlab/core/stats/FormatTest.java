package io.benchlab.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FormatTest {

    @Test
    void pValuesTwoSignificantDigits() {
        assertEquals("p=0.41", Format.p(0.41, 0.05));
        assertEquals("p=0.25", Format.p(0.2544, 0.05));
        assertEquals("p=0.008", Format.p(0.008, 0.05));
        assertEquals("p=0.1", Format.p(0.1, 0.05));
        assertEquals("p<0.001", Format.p(0.0002, 0.05));
    }

    @Test
    void pValueRoundingNeverCrossesAlpha() {
        assertEquals("p=0.049", Format.p(0.0496, 0.05)); // half-up would print 0.050
        assertEquals("p=0.05", Format.p(0.0504, 0.05));
        assertEquals("p=0.05", Format.p(0.05, 0.05)); // 0.05 itself is not significant
        assertEquals("p=0.046", Format.p(0.0454, 0.0452)); // half-up would print 0.045, below alpha
    }

    @Test
    void factorsAndPercent() {
        assertEquals("1.80", Format.factor(1.8, Format.decimalsFor(1.8, 1.7)));
        assertEquals("1.004", Format.factor(1.004, Format.decimalsFor(1.004)));
        assertEquals("35%", Format.percent(0.347));
    }
}

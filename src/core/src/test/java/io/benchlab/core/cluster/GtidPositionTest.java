package io.benchlab.core.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class GtidPositionTest {

    @Test
    void behindCountsSequenceNumbersPerDomain() {
        GtidPosition primary = GtidPosition.parse("0-1-120,1-1-7");
        GtidPosition replica = GtidPosition.parse("0-1-100");
        assertEquals(20 + 7, replica.transactionsBehind(primary));
        assertEquals(0, primary.transactionsBehind(replica));
    }

    @Test
    void serverIdDoesNotMatterAndEmptyIsZero() {
        assertEquals(5, GtidPosition.parse("0-2-10").transactionsBehind(GtidPosition.parse("0-1-15")));
        assertEquals(15, GtidPosition.parse("").transactionsBehind(GtidPosition.parse("0-1-15")));
        assertEquals(0, GtidPosition.parse(null).transactionsBehind(GtidPosition.empty()));
    }

    @Test
    void roundTripsAndRefusesNonsense() {
        assertEquals("0-1-3,2-1-9", GtidPosition.parse(" 2-5-9 , 0-1-3").toText(1));
        assertThrows(IllegalArgumentException.class, () -> GtidPosition.parse("0-1"));
    }
}

package io.benchlab.core.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** MySQL GTID sets as the MySQL manual shows {@code @@global.gtid_executed}: no live MySQL on this machine, so its documented text. */
class GtidSetTest {
    private static final String A = "3E11FA47-71CA-11E1-9E33-C80AA9429562";
    private static final String B = "2174B383-5441-11E8-B90A-C80AA9429562";

    @Test
    void aReplicaLacksWhatThePrimaryHasAndItHasNot() {
        GtidSet primary = GtidSet.parse(A + ":1-100");
        GtidSet replica = GtidSet.parse(A + ":1-77");
        assertEquals(23, replica.transactionsBehind(primary));
        assertEquals(0, primary.transactionsBehind(replica), "more than the primary is nothing behind");
        assertEquals(0, primary.transactionsBehind(primary));
    }

    @Test
    void gapsAreCountedAsTheSetDifference() {
        // a replica with parallel appliers commits out of order: 1-50, 53, 55-60 of 1-60 lacks 51, 52, 54
        GtidSet primary = GtidSet.parse(A + ":1-60");
        GtidSet replica = GtidSet.parse(A + ":1-50:53:55-60");
        assertEquals(3, replica.transactionsBehind(primary));
        // the primary's own gaps (6-100: never committed there) are not owed: the replica lacks 4, 5 and 101-105
        assertEquals(2 + 5, GtidSet.parse(A + ":1-3:106-110").transactionsBehind(GtidSet.parse(A + ":1-5:101-110")));
    }

    @Test
    void everySourceCountsAndNewlinesAfterCommasAreHowMySqlPrintsIt() {
        // MySQL prints a multi-source set with a newline after each comma
        GtidSet primary = GtidSet.parse(B + ":1-3,\n" + A + ":1-19");
        GtidSet replica = GtidSet.parse(" " + A.toLowerCase() + ":1-9 ,\n" + B + ":1 ");
        assertEquals(2 + 10, replica.transactionsBehind(primary));
        assertEquals(3 + 19, GtidSet.empty().transactionsBehind(primary), "a replica that applied nothing lacks everything");
        assertEquals(22, primary.size());
    }

    @Test
    void emptyTextIsTheEmptySet() {
        assertEquals(GtidSet.empty(), GtidSet.parse(""));
        assertEquals(GtidSet.empty(), GtidSet.parse(null));
        assertEquals(GtidSet.empty(), GtidSet.parse(" \n"));
        assertEquals(0, GtidSet.parse("").transactionsBehind(GtidSet.parse("")));
    }

    @Test
    void overlappingAndTouchingIntervalsAreOneAndTheTextIsMySqlsOwn() {
        GtidSet s = GtidSet.parse(A + ":5-9:1-3:4:8-12," + A + ":20");
        assertEquals(A.toLowerCase() + ":1-12:20", s.toText());
        assertEquals(13, s.size());
        assertEquals(s, GtidSet.parse(s.toText()), "its text reads back");
    }

    @Test
    void tagsOfMySql83AreSourcesOfTheirOwn() {
        // as MySQL 8.3+ prints a tagged set: one UUID, its untagged intervals, then each tag and its intervals
        GtidSet primary = GtidSet.parse(A + ":1-10:Domain_1:1-3:15-21:domain_2:8-52");
        GtidSet replica = GtidSet.parse(A + ":1-10:domain_1:1-3:15-20," + A + ":DOMAIN_2:8-50");
        assertEquals(1 + 2, replica.transactionsBehind(primary), "tags compare without case; domain_1 lacks 21, domain_2 lacks 51-52");
        // untagged transactions of the same UUID are not the tagged ones
        assertEquals(3, GtidSet.parse(A + ":1-3").transactionsBehind(GtidSet.parse(A + ":t:1-3")));
        assertEquals(A.toLowerCase() + ":1-10," + A.toLowerCase() + ":domain_1:1-3:15-21," + A.toLowerCase() + ":domain_2:8-52",
                primary.toText());
    }

    @Test
    void malformedTextIsOneLineQuotingThePart() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GtidSet.parse("0-1-100"));
        assertEquals("not a MySQL GTID set (source_uuid:1-100:105-110,… as @@global.gtid_executed shows it): '0-1-100' is not a server UUID"
                + " in '0-1-100'", e.getMessage());
        // the MySQL manual's own example with a UUID one digit short
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GtidSet.parse(B + ":1-3, 24DA167-0C0C-11E8-8442-00059A3C7B00:1-19"))
                .getMessage().contains("'24DA167-0C0C-11E8-8442-00059A3C7B00' is not a server UUID"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GtidSet.parse(A)).getMessage().contains("a UUID without transactions"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GtidSet.parse(A + ":9-3")).getMessage().contains("'9-3' is no interval"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GtidSet.parse(A + ":0")).getMessage().contains("'0' is no interval"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GtidSet.parse(A + ":1-5:tag")).getMessage()
                .contains("tag 'tag' has no transactions"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GtidSet.parse(A + ":1-x")).getMessage()
                .contains("'1-x' is neither transactions (1-5) nor a tag"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GtidSet.parse(A + ":1-99999999999999999999")).getMessage()
                .contains("'1-99999999999999999999' is neither"));
    }

    @Test
    void theTwoNotationsNeverMeet() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GtidSet.parse(A + ":1-5").transactionsBehind(GtidPosition.parse("0-1-5")));
        assertTrue(e.getMessage().contains("MariaDB"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> GtidPosition.parse("0-1-5").transactionsBehind(GtidSet.parse(A + ":1-5")));
    }
}

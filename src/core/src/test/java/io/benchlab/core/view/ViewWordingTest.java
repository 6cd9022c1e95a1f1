package io.benchlab.core.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.util.Numbers;
import org.junit.jupiter.api.Test;

/** The words and numbers every face takes from the views: one wording of a limit, one stream label, one formatter. */
class ViewWordingTest {
    @Test
    void aLimitIsWordedOnceForEveryFace() {
        assertEquals("met", WorkloadFiguresView.met(true));
        assertEquals("NOT MET", WorkloadFiguresView.met(false));
        assertEquals("no operations", WorkloadFiguresView.met(null));
        assertEquals("90th", WorkloadFiguresView.percentile(90));
        assertEquals("99.9th", WorkloadFiguresView.percentile(99.9));
    }

    @Test
    void aStreamHasOneLabel() {
        StreamKey key = new StreamKey("default", "Run1", 1, "insert", 4);
        assertEquals("Run1/insert", StreamLabel.of(key).text());
        assertEquals("default · Run1/insert", StreamLabel.of("default", key).text());
        assertEquals("default · Run1/insert · 4t", StreamLabel.of("default", key).withThreads());
        assertEquals("Run1#2/insert", StreamLabel.of(new StreamKey("default", "Run1", 2, "insert", 4)).text());
    }

    @Test
    void secondsHaveFourNamedForms() {
        assertEquals("1.23 s", Numbers.seconds(1.234));
        assertEquals("45.6 ms", Numbers.seconds(0.0456));
        assertEquals("1.234", Numbers.secondsColumn(1.2344));
        assertEquals("2.41 s", Numbers.shortSeconds(2.414));
        assertEquals("12.8 s", Numbers.shortSeconds(12.84));
        assertEquals("1.5 s", Numbers.asWritten(1.5));
        assertEquals("30 s", Numbers.asWritten(30));
    }
}

package io.benchlab.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;

/** The agent's wire: histogram lines as HdrHistogram writes them, read back exactly; the plan never shows its password. */
class AgentWireTest {

    @Test
    void aHistogramLineOfHdrHistogramsOwnWriterReadsBackExactly() {
        Histogram h = new Histogram(3_600_000_000_000L, 3);
        for (long v = 1_000; v < 5_000_000; v += 997) {
            h.recordValue(v);
        }
        h.setStartTimeStamp(1_700_000_000_123L);
        h.setEndTimeStamp(1_700_000_001_125L);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        HistogramLogWriter writer = new HistogramLogWriter(out);
        writer.outputComment("a comment");
        writer.outputLegend();
        writer.outputIntervalHistogram(h);
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        List<String> histogramLines = lines.stream().filter(AgentWire::isHistogramLine).toList();
        assertEquals(1, histogramLines.size(), lines.toString());
        Histogram back = AgentWire.histogramOfLine(histogramLines.get(0));
        assertEquals(h, back);
        assertEquals(h.getStartTimeStamp(), back.getStartTimeStamp());
        assertEquals(h.getEndTimeStamp(), back.getEndTimeStamp());
        assertEquals(h, AgentWire.decode(AgentWire.encode(h)));
    }

    @Test
    void thePlanTravelsAsJsonAndItsTextNeverShowsThePassword() {
        AgentPlan plan = new AgentPlan("load1", "test-sleep", Map.of("seconds", 0.002), "sleep", "MARIADB", List.of("jdbc:mariadb://db:3306/"),
                "bench", "s3cret!", Map.of("sort_buffer_size", "1048576"), "bench", 2, 2, 4, 5000, 0, 1000, 0, 100.0, 43, 42, 1000, true);
        String json = AgentWire.json(plan);
        assertEquals(plan, AgentWire.parse(json, AgentPlan.class));
        assertFalse(plan.toString().contains("s3cret"), plan.toString());
        assertTrue(AgentWire.oneLine("a\nb\r\n c").equals("a; b; c"));
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.stream.InsertSeries;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** iiBench against a real server: the rows in the table are the rows the bundle reports. */
class IiBenchRowsTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.shared();

    @Test
    void rowsInTableEqualRowsReportedAndIntervalsAddUp() throws Exception {
        // a thread sweep: both steps insert into the same table (prepare runs once per variant)
        Bundle b = server.run("iib-rows", """
                workload:
                  plugin: insert-stream
                  parameters: {schema: iib_e2e, rowsPerStatement: 10, rowsPerCommit: 30, secondaryIndexes: 3}
                phases: {cold: false, warm: 1}
                stream: {threadSweep: [1, 2], duration: 2s, interval: 500ms}
                """);
        assertEquals(2, b.streams().size());
        long reported = StreamServer.sum(b.streams(), StreamRecord::units);
        long rows;
        try (Connection c = server.connect(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM iib_e2e.purchases_index")) {
            rs.next();
            rows = rs.getLong(1);
        }
        assertTrue(rows > 0, "nothing inserted");
        assertEquals(rows, reported, "rows in the table vs units in streams.jsonl");
        assertEquals(rows, StreamServer.sum(b.intervals(), IntervalRecord::units), "rows in the table vs units in intervals.jsonl");
        assertEquals(0, rows % 30, "whole transactions only");

        StreamSamples samples = StreamSamples.of(b);
        for (StreamRecord s : b.streams()) {
            List<IntervalRecord> iv = b.intervals().stream().filter(i -> i.threads() == s.threads()).toList();
            assertTrue(iv.size() >= 3, "2 s at 500 ms should give about 4 intervals, got " + iv.size());
            assertEquals(s.operations(), StreamServer.sum(iv, IntervalRecord::operations));
            assertEquals(s.units(), StreamServer.sum(iv, IntervalRecord::units));
            // per-interval throughput × interval length sums to the total (up to the ms rounding of lengths)
            double fromRates = iv.stream().mapToDouble(i -> i.unitsPerSecond() * i.lengthMillis() / 1000.0).sum();
            assertEquals(s.units(), fromRates, s.units() * 0.01 + 1);
            double seconds = iv.stream().mapToLong(IntervalRecord::lengthMillis).sum() / 1000.0;
            assertEquals(s.elapsedSeconds(), seconds, 0.01 * iv.size());
            InsertSeries series = samples.get(s.key()).rateVsUnits();
            assertEquals(s.units(), series.units());
            assertTrue(series.exitVelocity() > 0);
            assertEquals(s.stability().intervals(), iv.size());
            assertTrue(iv.get(iv.size() - 1).counters().containsKey("schema_bytes"), "schema size sampled per interval");
        }

        String shown = show(b.dir());
        assertTrue(shown.contains("Insert rate vs rows inserted"), shown);
        assertTrue(shown.contains("exit velocity (last 10% of rows)"), shown);
        assertTrue(shown.contains("boxplot data"), shown);
        assertTrue(shown.contains(String.format("%,d rows", b.streams().get(0).units())), shown);
    }

    @Test
    void oltpInsertAddsTheReportedRowsAndRecreateFalseKeepsThem() throws Exception {
        String body = """
                workload: {plugin: oltp-insert, parameters: {schema: oltp_e2e, tableSize: 100, recreate: %s}}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 1s}
                """;
        Bundle first = server.run("oltp-insert-1", body.formatted("true"));
        long units1 = StreamServer.sum(first.streams(), StreamRecord::units);
        assertTrue(units1 > 0);
        assertEquals(100 + units1, count("oltp_e2e.sbtest1"), "prepared rows + inserted rows");
        // the bundle says how workers connected: MariaDB's own driver on a MariaDB server, with its fast properties
        var drivers = first.variants().get(0).drivers();
        assertEquals("MariaDB Connector/J", drivers.streams().name());
        assertEquals("true", drivers.streams().properties().get("useServerPrepStmts"));
        assertTrue(drivers.benchmark().name().startsWith("MySQL Connector/J"), drivers.benchmark().name());
        Bundle second = server.run("oltp-insert-2", body.formatted("false"));
        long units2 = StreamServer.sum(second.streams(), StreamRecord::units);
        assertEquals(100 + units1 + units2, count("oltp_e2e.sbtest1"), "recreate: false keeps the table");
    }

    private static long count(String table) throws Exception {
        try (Connection c = server.connect(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    static String show(Path bundle) {
        return new Cli(bundle.getParent().getParent()).ok("show", bundle.toString()).out();
    }
}

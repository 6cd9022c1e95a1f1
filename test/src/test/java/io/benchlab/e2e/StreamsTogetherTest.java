package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code stream.together} on a real server: iiBench's inserts and its query stream (with its own
 * thread count from {@code operationThreads}) run at the same time, their intervals on one clock,
 * and the server's counters, sampled once per interval, show both kinds of statement in every
 * interval. Nothing is timed: the machine may be busy.
 */
class StreamsTogetherTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.shared();

    @Test
    void insertsAndQueriesRunTogetherInTheSameIntervals() throws Exception {
        Bundle b = server.run("iib-together", """
                workload:
                  plugin: insert-stream
                  parameters: {schema: iib_together, rowsPerStatement: 10, rowsPerCommit: 10, secondaryIndexes: 3, queries: true}
                phases: {cold: false, warm: 1}
                stream: {together: true, threads: 1, operationThreads: {query: 2}, duration: 3s, interval: 500ms,
                         counters: [Com_insert, Com_select]}
                """);
        StreamRecord insert = stream(b, "insert");
        StreamRecord query = stream(b, "query");
        assertEquals(1, insert.threads());
        assertEquals(2, query.threads(), "operationThreads gives the query stream its own count");
        assertTrue(insert.units() > 0 && query.operations() > 0, "both did work: " + insert.units() + " rows, " + query.operations() + " queries");
        assertEquals(List.of("insert", "query"), insert.together());
        assertEquals(List.of("insert", "query"), query.together());

        List<IntervalRecord> ins = intervals(b, "insert");
        List<IntervalRecord> qs = intervals(b, "query");
        assertTrue(ins.size() >= 4, "3 s at 500 ms gives about 6 intervals: " + ins.size());
        assertEquals(ins.size(), qs.size(), "one start, one duration: as many intervals");
        for (int i = 0; i < ins.size() - 1; i++) {
            // both samplers wake at the same boundaries of one common start; the last interval ends when each stream's workers stopped
            assertEquals(ins.get(i).startOffsetMillis() + ins.get(i).lengthMillis(), qs.get(i).startOffsetMillis() + qs.get(i).lengthMillis(),
                    250, "interval " + i + " ends at the same offset in both streams");
            assertTrue(qs.get(i).operations() > 0, "queries ran in interval " + i);
            assertTrue(ins.get(i).units() > 0, "rows were inserted in interval " + i);
            // the server's counters (sampled once per interval, with the writing stream) saw both in the same window;
            // the probe itself runs a SELECT or two per interval, the query workers many more
            long selects = ins.get(i).counters().get("Com_select");
            long inserts = ins.get(i).counters().get("Com_insert");
            assertTrue(inserts > 0 && selects > 5, "interval " + i + ": Com_insert " + inserts + ", Com_select " + selects);
        }
        long selects = ins.stream().mapToLong(i -> i.counters().getOrDefault("Com_select", 0L)).sum();
        assertTrue(selects >= query.operations() * 9 / 10, "every query the stream counted is a SELECT the server counted while the inserts ran: "
                + selects + " vs " + query.operations());

        // the one fact, StreamRecord.together, as show, its JSON and the report give it
        String shown = IiBenchRowsTest.show(b.dir());
        assertTrue(shown.contains("insert + query ran together"), shown);
        Cli cli = new Cli(b.dir().getParent().getParent());
        JsonNode json = Json.mapper().readTree(cli.ok("show", b.dir().toString(), "--format=json").out());
        for (JsonNode st : json.path("streams")) {
            assertEquals("[\"insert\",\"query\"]", st.path("summary").path("together").toString(), st.toString());
        }
        Path html = b.dir().resolveSibling("together.html");
        cli.ok("report", b.dir().toString(), "-o", html.toString());
        String report = Files.readString(html);
        assertTrue(report.contains("query · 2 thread(s) · together with insert"), "the report's stream table says it");
    }

    private static StreamRecord stream(Bundle b, String operation) {
        return b.streams().stream().filter(s -> s.operation().equals(operation)).findFirst().orElseThrow();
    }

    private static List<IntervalRecord> intervals(Bundle b, String operation) {
        return b.intervals().stream().filter(i -> i.operation().equals(operation)).toList();
    }
}

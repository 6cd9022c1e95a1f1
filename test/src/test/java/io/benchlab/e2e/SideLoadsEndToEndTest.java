package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.SideLoadRecords.Kind;
import io.benchlab.core.bundle.SideLoadRecords.SideLoadRecord;
import io.benchlab.core.bundle.SideLoadSamples;
import io.benchlab.core.bundle.StreamSamples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Side loads ({@code sideload:}) beside a measured stream on a real server: a DROP TABLE once mid-stream
 * is recorded apart from the measured figures and marked in {@code show}; a periodic statement runs
 * about as often as its period fits the stream; a failing side load is reported and the stream goes on,
 * unless it says stopOnError; and seed 000's example (mysqldump and DROP TABLE beside arrival-rate
 * point selects) runs on the embedded default as shipped, its dump written on the server's host.
 * Only structure and directions are asserted, never timings.
 */
class SideLoadsEndToEndTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.shared();
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("default");
    private static final Path EXAMPLES = Path.of("../examples").toAbsolutePath().normalize();

    /** A closed-loop point-select stream of 4 s on a small table of its own schema; {@code big} is there to be dropped. */
    private static String stream(String schema, String sideloads) {
        return "workload:\n  plugin: sql-file\n  parameters: {setup: " + cli.dir().resolve("setup.sql") + ", queries: "
                + cli.dir().resolve("queries.sql") + ", schema: " + schema + "}\nphases: {cold: false, warm: 1}\n"
                + "stream: {threads: 2, duration: 4s, interval: 1s}\nsideload:\n" + sideloads;
    }

    @BeforeAll
    static void files() throws Exception {
        cli.write("setup.sql", "DROP TABLE IF EXISTS t;\nCREATE TABLE t (id INT PRIMARY KEY, v INT) ENGINE=InnoDB;\n"
                + "INSERT INTO t SELECT seq, seq FROM seq_1_to_1000;\nDROP TABLE IF EXISTS big;\n"
                + "CREATE TABLE big (id INT PRIMARY KEY, pad CHAR(100)) ENGINE=InnoDB;\nINSERT INTO big SELECT seq, 'x' FROM seq_1_to_20000;\n");
        cli.write("queries.sql", "-- name: point\n-- stream\nSELECT v FROM t WHERE id = ${rand:1:1000};\n");
        cli.write("side-setup.sql", "DROP TABLE IF EXISTS s;\nCREATE TABLE s (id INT PRIMARY KEY, v INT) ENGINE=InnoDB;\n"
                + "INSERT INTO s SELECT seq, seq FROM seq_1_to_100;\n");
        cli.write("side-queries.sql", "-- name: scan\n-- stream\nSELECT SUM(v) FROM s;\n");
    }

    @Test
    void anotherPluginsStreamRunsBesideAtItsOwnThreadsApartFromTheMeasuredOne() throws Exception {
        Bundle b = server.run("side-stream", stream("sideload_main", "  - plugin: sql-file\n    threads: 2\n    parameters: {setup: "
                + cli.dir().resolve("side-setup.sql") + ", queries: " + cli.dir().resolve("side-queries.sql") + ", schema: sideload_side}\n"));
        List<SideLoadRecord> side = SideLoadSamples.of(b).records();
        assertEquals(1, side.size(), side.toString());
        SideLoadRecord s = side.get(0);
        assertEquals(Kind.STREAM, s.kind());
        assertEquals("sql-file", s.name(), "named by its plugin");
        assertTrue(s.what().contains("scan") && s.what().contains("2 thread(s)"), s.what());
        assertNull(s.error(), s.toString());
        assertTrue(s.operations() > 0, "the side stream ran: " + s);
        assertEquals(0L, s.errors(), "in its own schema: " + s);
        assertEquals(1, b.streams().size(), "the measured streams are the workload's only: " + b.streams());
        assertEquals("point", b.streams().get(0).operation());
    }

    @Test
    void aTableDroppedMidStreamIsRecordedApartAndMarked() throws Exception {
        Bundle b = server.run("drop-mid", stream("sideload_drop", "  - {name: drop big, sql: DROP TABLE big, at: 1s}\n"));
        List<SideLoadRecord> side = new BundleReader().records(b.dir(), BundleFormat.SIDE_LOADS, SideLoadRecord.class);
        assertEquals(1, side.size(), side.toString());
        SideLoadRecord drop = side.get(0);
        assertEquals(Kind.ONCE, drop.kind());
        assertEquals("drop big", drop.name());
        assertEquals("DROP TABLE big", drop.what());
        assertNull(drop.error(), drop.toString());
        assertTrue(drop.startSeconds() >= 1.0 && drop.endSeconds() >= drop.startSeconds(), "at 1 s on the streams' clock: " + drop);
        try (Connection c = server.connect(); ResultSet rs = c.createStatement().executeQuery(
                "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = 'sideload_drop' AND TABLE_NAME = 'big'")) {
            rs.next();
            assertEquals(0, rs.getInt(1), "the side load dropped the table on the server");
        }
        // apart from the measured figures: the stream's statements are its own, the DROP is not one of them
        StreamRecord summary = b.streams().get(0);
        assertEquals(0, summary.errors(), "the stream never touched big: " + summary);
        StreamSamples.Stream st = StreamSamples.of(b).streams().get(0);
        assertEquals(1, SideLoadSamples.of(b).marks(st.key()).size(), "one mark beside the stream");

        String shown = IiBenchRowsTest.show(b.dir());
        assertTrue(shown.contains("Side loads — default"), shown);
        assertTrue(shown.contains("Per interval with the side loads — Run1/point"), shown);
        assertTrue(shown.lines().anyMatch(l -> l.startsWith("#") && l.contains("◀ drop big")), "an interval marked: " + shown);
        String json = new Cli(b.dir().getParent().getParent()).ok("show", b.dir().toString(), "--format", "json").out();
        assertTrue(json.contains("\"sideLoads\"") && json.contains("\"DROP TABLE big\""), json);
    }

    @Test
    void aPeriodicStatementRunsAsOftenAsItsPeriodFits() throws Exception {
        Bundle b = server.run("periodic", stream("sideload_periodic", "  - {name: scan, sql: 'SELECT COUNT(*) FROM t', every: 1s}\n"));
        List<SideLoadRecord> scans = SideLoadSamples.of(b).records();
        // at 0, 1, 2 and 3 s of a 4 s stream; one at 4 s only if the stream had not ended yet
        assertTrue(scans.size() >= 4 && scans.size() <= 5, "4 s / 1 s: " + scans);
        for (int i = 0; i < scans.size(); i++) {
            SideLoadRecord r = scans.get(i);
            assertEquals(Kind.PERIODIC, r.kind());
            assertEquals(i + 1, r.execution());
            assertEquals(1L, r.rows(), "COUNT(*) returns one row: " + r);
            assertNull(r.error(), r.toString());
            assertTrue(i == 0 || r.startSeconds() > scans.get(i - 1).startSeconds(), "later each time: " + scans);
        }
    }

    @Test
    void compareSetsTwoVariantsSideLoadsSideBySide() throws Exception {
        Bundle b = server.run("two-variants", stream("sideload_variants", "  - {name: scan, sql: 'SELECT COUNT(*) FROM t', every: 1s}\n")
                + "variants:\n  - {name: a}\n  - {name: b, settings: {join_buffer_size: 1M}}\n");
        SideLoadSamples s = SideLoadSamples.of(b);
        assertEquals(List.of("a", "b"), s.variants());
        assertEquals(1, s.costs("a").size(), s.costs("a").toString());
        assertEquals(s.costs("a").get(0).id(), s.costs("b").get(0).id(), "the same side load lines up in both");
        String compared = new Cli(b.dir().getParent().getParent()).ok("compare", b.dir().toString()).out();
        assertTrue(compared.contains("Side loads, A vs B"), compared);
        assertTrue(compared.lines().anyMatch(l -> l.startsWith("Run1 · scan") && l.contains(" / ")), "one row, A / B: " + compared);
    }

    @Test
    void aFailingSideLoadIsReportedAndTheStreamGoesOn() throws Exception {
        Bundle b = server.run("failing", stream("sideload_failing", "  - {sql: 'SELECT * FROM no_such_table', at: 1s}\n"));
        List<SideLoadRecord> side = SideLoadSamples.of(b).records();
        assertEquals(1, side.size(), side.toString());
        assertNotNull(side.get(0).error(), "the failure is recorded: " + side);
        assertTrue(side.get(0).error().contains("no_such_table"), side.get(0).error());
        StreamRecord summary = b.streams().get(0);
        assertEquals(io.benchlab.core.stream.StopReason.DURATION.name().toLowerCase(java.util.Locale.ROOT), summary.reason(),
                "the stream ran to its end: " + summary);
        assertTrue(StreamSamples.of(b).streams().get(0).intervals().size() >= 3, "intervals after the failure at 1 s");
        assertTrue(b.events().stream().anyMatch(e -> e.message().contains("side load SELECT * FROM no_such_table failed")
                && e.message().contains("the streams went on")), "one warning: " + b.events());
    }

    @Test
    void stopOnErrorStopsTheStreamAndFailsTheRunInOneLine() throws Exception {
        Path yaml = cli.write("stop-on-error.yaml", "name: stop-on-error\nserver: {type: external, url: '" + server.url() + "', user: root}\n"
                + stream("sideload_stop", "  - {name: bad, sql: 'SELECT * FROM no_such_table', at: 1s, stopOnError: true}\n")
                        .replace("duration: 4s", "duration: 30s"));
        Cli.Result r = cli.run("run", yaml.toString(), "--quiet");
        assertNotEquals(0, r.exitCode(), r.all());
        assertTrue(r.err().contains("side load bad failed") && r.err().contains("stopOnError"), r.err());
        Bundle b = cli.firstBundle();
        List<SideLoadRecord> side = SideLoadSamples.of(b).records();
        assertEquals(1, side.size(), side.toString());
        assertTrue(StreamSamples.of(b).streams().get(0).intervals().size() < 25, "stopped long before its 30 s");
    }

    @Test
    void seed000sExampleDumpsAndDropsBesideTheArrivals() throws Exception {
        String example = Files.readString(EXAMPLES.resolve("arrival-with-sideload.yaml"));
        for (String shipped : List.of("duration: 30s", "at: 8s", "at: 20s", "bigRows=1000000", "rate: 500")) {
            assertTrue(example.contains(shipped), "the example as shipped has " + shipped);
        }
        String shorter = example.replace("duration: 30s", "duration: 6s").replace("at: 8s", "at: 1s").replace("at: 20s", "at: 3s")
                .replace("bigRows=1000000", "bigRows=20000").replace("rate: 500", "rate: 200").replace("warmup: 2s", "warmup: 0s")
                .replace("setup: sql/", "setup: " + EXAMPLES + "/sql/").replace("queries: sql/", "queries: " + EXAMPLES + "/sql/");
        Path yaml = cli.write("arrival-with-sideload.yaml", shorter);
        Bundle b = cli.runBundle(yaml);
        // recorded as each ended; in the order they started
        List<SideLoadRecord> side = SideLoadSamples.of(b).records().stream()
                .sorted(java.util.Comparator.comparingDouble(SideLoadRecord::startSeconds)).toList();
        assertEquals(List.of("mysqldump", "drop big"), side.stream().map(SideLoadRecord::name).toList(), side.toString());
        side.forEach(r -> assertNull(r.error(), r.toString()));
        assertTrue(side.get(0).startSeconds() < side.get(1).startSeconds(), "the dump first: " + side);
        Path dump = cli.home().resolve("work/sideload/dump.sql");
        assertTrue(Files.size(dump) > 0 && Files.readString(dump).contains("CREATE TABLE `users`"), "the dump is on the server's host");
        assertFalse(Files.readString(dump).contains("CREATE TABLE `big`"), "only the users' table was dumped");
        String shown = cli.ok("show", b.dir().toString()).out();
        assertTrue(shown.contains("◀ mysqldump") || shown.contains("◀ drop big"), shown);
    }
}

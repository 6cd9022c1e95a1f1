package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BufferPoolFigures;
import io.benchlab.core.bundle.BufferPoolFigures.QueryPool;
import io.benchlab.core.bundle.PhaseKind;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Seed 002's R1 point on a real server: a 24M buffer pool under a 40 MB table scanned twice per
 * phase beside a small table read by key, with innodb_old_blocks_time 0 and 1000. With 0 the
 * scan's pages, read again at once (the next rows of the page), are made young; with 1000 they
 * stay in the old sublist and count as "not made young". The hit ratio falls where the pool is
 * smaller than what a query reads. Directions only: the machine is shared.
 */
class BufferPoolEndToEndTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-bufferpool");
    static Bundle bundle;

    static final String SETUP = """
            DROP TABLE IF EXISTS big;
            DROP TABLE IF EXISTS hot;
            DROP TABLE IF EXISTS hot_keys;
            DROP TABLE IF EXISTS digits;
            CREATE TABLE digits (d INT PRIMARY KEY);
            INSERT INTO digits VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9);
            CREATE TABLE big (id INT PRIMARY KEY, pad VARCHAR(900) NOT NULL) ENGINE=InnoDB;
            INSERT INTO big SELECT a.d*10000 + b.d*1000 + c.d*100 + e.d*10 + f.d, REPEAT('b', 800)
              FROM digits a, digits b, digits c, digits e, digits f WHERE a.d < 3;
            CREATE TABLE hot (id INT PRIMARY KEY, pad VARCHAR(900) NOT NULL) ENGINE=InnoDB;
            INSERT INTO hot SELECT a.d*1000 + b.d*100 + c.d*10 + e.d, REPEAT('h', 900)
              FROM digits a, digits b, digits c, digits e WHERE a.d < 2;
            CREATE TABLE hot_keys (id INT PRIMARY KEY, hid INT NOT NULL) ENGINE=InnoDB;
            INSERT INTO hot_keys SELECT n, (n * 7919) % 2000 FROM (SELECT a.d*1000 + b.d*100 + c.d*10 + e.d AS n
              FROM digits a, digits b, digits c, digits e WHERE a.d < 2) s;
            """;

    // the key order of hot_keys is scattered over hot's pages, so no linear read-ahead hides the misses
    static final String QUERIES = """
            -- name: scan-1
            SELECT COUNT(*), SUM(LENGTH(pad)) FROM big;
            -- name: hot-1
            SELECT SUM(LENGTH(h.pad)) FROM hot_keys k STRAIGHT_JOIN hot h ON h.id = k.hid;
            -- name: hot-2
            SELECT SUM(LENGTH(h.pad)) FROM hot_keys k STRAIGHT_JOIN hot h ON h.id = k.hid;
            -- name: scan-2
            SELECT COUNT(*), SUM(LENGTH(pad)) FROM big;
            """;

    @BeforeAll
    static void runOnce() throws Exception {
        Path dir = cli.dir().resolve("exp");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("setup.sql"), SETUP);
        Files.writeString(dir.resolve("queries.sql"), QUERIES);
        Path file = dir.resolve("old-blocks-time.yaml");
        Files.writeString(file, """
                name: old-blocks-time
                server: {type: embedded, profile: e2e-bufferpool}
                workload:
                  plugin: sql-file
                  parameters: {setup: setup.sql, queries: queries.sql, schema: e2e}
                phases: {cold: true, warm: 2}
                variants:
                  - name: obt-0
                    settings: {innodb_buffer_pool_size: 24M, innodb_old_blocks_time: 0}
                  - name: obt-1000
                    settings: {innodb_buffer_pool_size: 24M, innodb_old_blocks_time: 1000}
                """);
        bundle = cli.runBundle(file);
    }

    private static QueryPool warm(String variant, String query) {
        return BufferPoolFigures.of(bundle).byKind(variant, PhaseKind.WARM).stream().filter(q -> q.operation().equals(query))
                .findFirst().orElseThrow(() -> new AssertionError("no warm buffer-pool figures for " + variant + " / " + query));
    }

    @Test
    void oldBlocksTimeDecidesWhetherTheScansPagesAreMadeYoung() {
        QueryPool zero = warm("obt-0", "scan-2");
        QueryPool thousand = warm("obt-1000", "scan-2");
        assertNotNull(zero.madeYoung(), "INNODB_BUFFER_POOL_STATS read on MariaDB");
        assertTrue(zero.madeYoung() > thousand.madeYoung(), "made young: 0 ms " + zero + " vs 1000 ms " + thousand);
        assertTrue(thousand.notMadeYoung() > zero.notMadeYoung(), "not made young: 1000 ms " + thousand + " vs 0 ms " + zero);
    }

    @Test
    void theHitRatioFallsWhereTheQueryReadsMoreThanThePoolHolds() {
        for (String v : new String[] {"obt-0", "obt-1000"}) {
            QueryPool scan = warm(v, "scan-2");
            QueryPool hot = warm(v, "hot-2");
            // 40 MB through a 24M pool: most of the scan's pages are missing; the small table read just before is there
            assertTrue(scan.hitRatio() < 0.5, v + " " + scan);
            assertTrue(hot.hitRatio() > scan.hitRatio(), v + " hot " + hot + " vs scan " + scan);
            assertTrue(scan.reads() > 0 && scan.readRequests() >= scan.reads(), scan.toString());
        }
        // the cold phase is apart from the warm ones, never added to them
        QueryPool cold = BufferPoolFigures.of(bundle).byKind("obt-0", PhaseKind.COLD).stream()
                .filter(q -> q.operation().equals("hot-1")).findFirst().orElseThrow();
        assertEquals(1, cold.executions());
        assertEquals(2, warm("obt-0", "hot-1").executions());
    }

    @Test
    void showCompareTheJsonAndTheReportPrintTheFigures() throws Exception {
        String show = cli.ok("show", bundle.dir().toString()).out();
        assertTrue(show.contains("Buffer pool per query"), show);
        assertTrue(show.lines().anyMatch(l -> l.matches("scan-2\\s+Run2\\s+[0-9,]+\\s+[0-9,]+\\s+[0-9.]+%\\s+[0-9,]+\\s+[0-9,]+")), show);
        String compare = cli.ok("compare", bundle.dir().toString()).out();
        assertTrue(compare.lines().anyMatch(l -> l.matches("\\s*scan-2\\s+cold\\s+.*")), compare);
        assertTrue(compare.lines().anyMatch(l -> l.matches("\\s*scan-2\\s+warm\\s+.*")), compare);
        String json = cli.ok("show", bundle.dir().toString(), "--format", "json").out();
        assertTrue(json.contains("\"bufferPool\"") && json.contains("\"notMadeYoung\""), json.substring(0, Math.min(400, json.length())));
        Path report = cli.dir().resolve("report.html");
        cli.ok("report", bundle.dir().toString(), "-o", report.toString());
        String html = Files.readString(report);
        assertTrue(html.contains("id=\"bufferpool\"") && html.contains("Status counters of queries, cold phases")
                && html.contains("Status counters of queries, warm phases"), "the report's buffer pool and its counters, cold and warm apart");
    }
}

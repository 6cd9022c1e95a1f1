package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.ColdWrite;
import io.benchlab.core.bundle.Records;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A setup that leaves dirty pages and unpurged history right before a cold phase: the settle step
 * is in the cold proof, and the first measured query neither writes nor finds the buffer pool warmed
 * by purge.
 */
class ColdSettleTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-settle");
    static Bundle bundle;

    static final String SETUP = """
            DROP TABLE IF EXISTS big;
            CREATE TABLE big (id INT PRIMARY KEY, k INT NOT NULL, pad CHAR(200) NOT NULL, KEY ix_k (k)) ENGINE=InnoDB;
            INSERT INTO big SELECT seq, seq % 1000, REPEAT('x', 200) FROM seq_1_to_50000;
            UPDATE big SET k = k + 1, pad = REPEAT('y', 200);
            DELETE FROM big WHERE id % 2 = 0;
            """;

    @BeforeAll
    static void runOnce() throws Exception {
        cli.write("exp/setup.sql", SETUP);
        cli.write("exp/queries.sql", "-- name: scan\nSELECT COUNT(*), SUM(k) FROM big;\n");
        Path file = cli.write("exp/settle.yaml", """
                name: settle
                server: {type: embedded, profile: e2e-settle}
                workload:
                  plugin: sql-file
                  parameters: {setup: setup.sql, queries: queries.sql, schema: settle}
                phases: {cold: true, warm: 1}
                variants:
                  - name: bp32
                    settings: {innodb_buffer_pool_size: 32M}
                """);
        bundle = cli.runBundle(file);
    }

    @Test
    void theColdProofRecordsWhatWasPendingAndThatItSettled() {
        Records.ColdProof proof = bundle.phases().stream().filter(Records.PhaseRecord::cold).findFirst().orElseThrow().coldProof();
        Records.Settle settle = proof.settle();
        assertNotNull(settle, "the cold proof carries the settle step");
        assertTrue(settle.problem() == null, settle.problem());
        Map<String, Records.Gauge> pending = settle.pending();
        assertTrue(pending.get("Innodb_buffer_pool_pages_dirty").before() > 0, "the setup left dirty pages: " + pending);
        assertEquals(0, pending.get("Innodb_buffer_pool_pages_dirty").after(), pending.toString());
        assertEquals(0, pending.get("Innodb_history_list_length").after(), pending.toString());
        assertTrue(settle.settled());
        assertTrue(cli.ok("show", bundle.dir().toString()).out().contains("Cold cold restart: settled (restart "));
    }

    @Test
    void theFirstColdQueryWritesNothingAndFindsTheBufferPoolCold() {
        Records.Measurement first = bundle.measurements().get(0);
        assertEquals("Cold", first.phase());
        Map<String, Long> status = first.globalStatus();
        assertEquals(0L, status.getOrDefault("Innodb_pages_written", 0L), status.toString());
        assertEquals(0L, status.getOrDefault("Innodb_os_log_written", 0L), "no redo from purge during the query: " + status);
        assertTrue(ColdWrite.of(bundle).isEmpty());
        // a read of the table's pages, not the leftovers of purge: it reads far more than it requests twice
        assertTrue(status.getOrDefault("Innodb_buffer_pool_read_requests", 0L) < 10 * status.getOrDefault("Innodb_pages_read", 1L),
                status.toString());
    }
}

package io.benchlab.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Records.ColdProof;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one cold procedure's sentence and its eviction without a server. The restart itself (settle,
 * stop, evict, start, prove) runs on real servers: a managed one in the e2e ColdSettleTest, a
 * remote one in RemoteServerEndToEndTest, a sandbox cluster in ClusterRunTest.
 */
class ColdRestartTest {

    /** Each kind's method, as the bundles written before the kinds shared one procedure worded it. */
    @Test
    void oneSentenceDescribesEveryKind() {
        ColdRestart.Cache here = new ColdRestart.Here();
        assertEquals("server restarted; innodb_buffer_pool_dump_at_shutdown=OFF, innodb_buffer_pool_load_at_startup=OFF;"
                        + " datadir files evicted from the OS page cache (posix_fadvise DONTNEED via dd iflag=nocache)",
                ColdRestart.method("server restarted", here, "datadir files", true, false, false));
        assertEquals("every node restarted (replicas reconnect by GTID); innodb_buffer_pool_dump_at_shutdown=OFF,"
                        + " innodb_buffer_pool_load_at_startup=OFF; every datadir evicted from the OS page cache (posix_fadvise DONTNEED via"
                        + " dd iflag=nocache); whole OS page cache dropped (drop_caches=3)",
                ColdRestart.method("every node restarted (replicas reconnect by GTID)", here, "every datadir", true, true, true));
        assertEquals("server on db1 restarted over SSH; innodb_buffer_pool_dump_at_shutdown=OFF, innodb_buffer_pool_load_at_startup=OFF;"
                        + " datadir /srv/data evicted from db1's page cache (posix_fadvise DONTNEED via dd iflag=nocache, run there),"
                        + " residency measured there with fincore; whole page cache NOT dropped (drop_caches needs root on db1;"
                        + " benchlab does not use it remotely)",
                ColdRestart.method("server on db1 restarted over SSH", new ColdRestart.OverSsh("db1"), "datadir /srv/data", true, true, false));
        assertEquals("no server; the workload's files evicted from the OS page cache (posix_fadvise DONTNEED via dd iflag=nocache)",
                ColdRestart.method(null, here, "the workload's files", true, true, false), "asked to drop, but not allowed: not said");
        assertEquals("server restarted; innodb_buffer_pool_dump_at_shutdown=OFF, innodb_buffer_pool_load_at_startup=OFF;"
                + " page cache NOT evicted (dd missing)", ColdRestart.method("server restarted", here, "datadir files", false, false, false));
    }

    /** Without a server: the files are evicted and measured, nothing is restarted, and there is no buffer pool to read. */
    @Test
    void withoutAServerTheWorkloadsFilesAreEvictedAndMeasured(@TempDir Path dir) throws IOException {
        Path a = Files.write(dir.resolve("a"), new byte[64 * 1024]);
        Path b = Files.write(dir.resolve("b"), new byte[32 * 1024]);
        ColdProof proof = ColdRestart.evict(ColdRestart.Data.here(List.of(a, b)), false);
        assertEquals(96 * 1024, proof.datadirBytes());
        assertTrue(proof.method().startsWith("no server; "), proof.method());
        assertEquals(proof.residentBytesBefore(), proof.residentBytesAtFirstQuery(), "nothing started in between");
        assertEquals(-1, proof.bufferPoolPagesTotal(), "no buffer pool");
        assertFalse(proof.dumpLoadDisabled());
        assertEquals(null, proof.settle(), "nothing to settle");
    }
}

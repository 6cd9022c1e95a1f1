package io.benchlab.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Records.SystemSample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SystemSamplerTest {
    @TempDir
    Path root;

    private void write(String file, String text) throws IOException {
        Path p = root.resolve(file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    /** /proc as the kernel writes it, with the counters of one moment. */
    private void proc(long user, long system, long idle, long iowait, long steal, long reads, long sectorsRead, long msRead,
                      long writes, long sectorsWritten, long msWrite, long inFlight, long ioMs, long serverTicks) throws IOException {
        write("proc/stat", "cpu  %d 0 %d %d %d 0 0 %d 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n".formatted(user, system, idle, iowait, steal));
        write("proc/diskstats", "   7       0 loop0 1 0 1 1 1 0 1 1 0 1 1 0 0 0 0\n"
                + " 254       0 vda %d 0 %d %d %d 0 %d %d %d %d 0 0 0 0 0\n".formatted(reads, sectorsRead, msRead, writes, sectorsWritten,
                msWrite, inFlight, ioMs));
        // the command name holds a space and a parenthesis: fields are counted after the last ')'
        write("proc/42/stat", "42 (mariadbd (x)) S 1 42 42 0 -1 4194560 100 0 0 0 %d %d 0 0 20 0 30 0\n".formatted(serverTicks, 0));
        write("proc/42/status", "Name:\tmariadbd\nVmRSS:\t  204800 kB\n");
        write("proc/meminfo", "MemTotal:       16000000 kB\nCached:          1000000 kB\n");
    }

    @Test
    void ratesAndSharesOverTheInterval() throws IOException {
        AtomicLong nanos = new AtomicLong();
        SystemSampler s = new SystemSampler(root, new BlockDevice("vda", 254, 0, "test"), 42, nanos::get);
        proc(1000, 500, 8000, 100, 0, 100, 800, 50, 200, 4000, 150, 0, 1000, 300);
        s.begin();
        // 2 s later: 400 ticks in all, 100 user, 60 system, 200 idle, 30 iowait, 10 steal;
        // 40 reads (400 sectors, 120 ms), 160 writes (20,000 sectors, 280 ms), 3 in flight, 500 ms busy; server +150 ticks
        nanos.set(2_000_000_000L);
        proc(1100, 560, 8200, 130, 10, 140, 1200, 170, 360, 24000, 430, 3, 1500, 450);
        SystemSample m = s.sample();
        assertEquals(0.25, m.cpuUser(), 1e-12);
        assertEquals(0.15, m.cpuSystem(), 1e-12);
        assertEquals(0.075, m.cpuIowait(), 1e-12);
        assertEquals(0.025, m.cpuSteal(), 1e-12);
        assertEquals("vda", m.device());
        assertEquals(20, m.readsPerSecond(), 1e-12);
        assertEquals(80, m.writesPerSecond(), 1e-12);
        assertEquals(400 * 512 / 1e6 / 2, m.readMBPerSecond(), 1e-12);
        assertEquals(20000 * 512 / 1e6 / 2, m.writeMBPerSecond(), 1e-12);
        assertEquals((120 + 280) / 200.0, m.awaitMillis(), 1e-12, "ms of all requests / requests");
        assertEquals(0.25, m.utilization(), 1e-12, "500 ms busy in 2 s");
        assertEquals(3, m.inFlight());
        assertEquals(0.75, m.serverCpuCores(), 1e-12, "150 ticks at 100/s in 2 s");
        assertEquals(204800L * 1024, m.serverRssBytes());
        assertEquals(1000000L * 1024, m.pageCacheBytes());
    }

    /** A sandbox cluster's nodes all run here: their server CPU and RSS are summed; one gone makes both unknown. */
    @Test
    void severalServerProcessesAreSummed() throws IOException {
        AtomicLong nanos = new AtomicLong();
        SystemSampler s = SystemSampler.ofProcesses(root, null, List.of(42L, 43L), nanos::get);
        proc(1000, 500, 8000, 100, 0, 100, 800, 50, 200, 4000, 150, 0, 1000, 300);
        write("proc/43/stat", "43 (mariadbd) S 1 43 43 0 -1 4194560 100 0 0 0 1000 0 0 0 20 0 30 0\n");
        write("proc/43/status", "Name:\tmariadbd\nVmRSS:\t  102400 kB\n");
        s.begin();
        nanos.set(2_000_000_000L);
        proc(1100, 560, 8200, 130, 10, 140, 1200, 170, 360, 24000, 430, 3, 1500, 450);
        write("proc/43/stat", "43 (mariadbd) S 1 43 43 0 -1 4194560 100 0 0 0 1100 50 0 0 20 0 30 0\n");
        SystemSample m = s.sample();
        assertEquals((150 + 150) / 100.0 / 2, m.serverCpuCores(), 1e-12, "node 42 +150 ticks, node 43 +100 user +50 system");
        assertEquals((204800L + 102400L) * 1024, m.serverRssBytes());
        Files.delete(root.resolve("proc/43/stat"));
        Files.delete(root.resolve("proc/43/status"));
        nanos.set(4_000_000_000L);
        SystemSample gone = s.sample();
        assertNull(gone.serverCpuCores(), "a node that is gone: the sum is unknown, not a smaller figure");
        assertNull(gone.serverRssBytes());
    }

    /**
     * Another host's files come as one snapshot per sample (a remote host: one SSH command);
     * the sampler asks for all it needs at once and reads them as it reads local ones. A source
     * that fails (the host stopped answering) leaves that interval's values unknown.
     */
    @Test
    void aSnapshotSourceIsAskedOncePerSampleForEveryFile() throws IOException {
        proc(1000, 500, 8000, 100, 0, 100, 800, 50, 200, 4000, 150, 0, 1000, 300);
        java.util.List<java.util.List<String>> asked = new java.util.ArrayList<>();
        SystemSampler.ProcFiles local = SystemSampler.ProcFiles.local(root);
        java.util.concurrent.atomic.AtomicBoolean down = new java.util.concurrent.atomic.AtomicBoolean();
        SystemSampler s = new SystemSampler(names -> {
            asked.add(names);
            if (down.get()) {
                throw new IllegalStateException("host gone");
            }
            return local.read(names);
        }, new BlockDevice("vda", 254, 0, "test"), 42);
        s.begin();
        proc(1100, 560, 8200, 130, 10, 140, 1200, 170, 360, 24000, 430, 3, 1500, 450);
        SystemSample m = s.sample();
        assertEquals(2, asked.size(), "one read per snapshot");
        assertEquals(java.util.Set.of("proc/stat", "proc/meminfo", "proc/diskstats", "proc/42/stat", "proc/42/status"),
                java.util.Set.copyOf(asked.get(1)));
        assertEquals(0.25, m.cpuUser(), 1e-12);
        assertEquals(204800L * 1024, m.serverRssBytes());
        down.set(true);
        SystemSample gone = s.sample();
        assertNull(gone.cpuUser());
        assertNull(gone.serverRssBytes());
    }

    @Test
    void whatCannotBeReadIsNull() throws IOException {
        SystemSampler s = new SystemSampler(root, null, -1, () -> 0);
        write("proc/stat", "garbage\n");
        s.begin();
        SystemSample m = s.sample();
        assertNull(m.cpuUser());
        assertNull(m.device());
        assertNull(m.writesPerSecond());
        assertNull(m.serverCpuCores());
        assertNull(m.pageCacheBytes());
    }

    @Test
    void theDeviceHoldingADirectoryIsAWholeDiskWhenThereIsOne() throws IOException {
        // on this machine's real /sys and /proc; a container without block devices finds none, which is allowed
        BlockDevice.holding(Path.of(System.getProperty("java.io.tmpdir"))).ifPresent(d -> {
            assertTrue(Files.exists(Path.of("/sys/block", d.name())), "a whole disk under /sys/block: " + d);
            assertNotNull(d.how());
        });
    }
}

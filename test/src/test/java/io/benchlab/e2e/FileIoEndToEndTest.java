package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Environment;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.probe.BlockDevice;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fileio workload through the CLI, without a server, on a real disk: every mode with and
 * without O_DIRECT, the bytes it reports against the device's own counters, real queue depth in
 * async mode, and the one-line refusals.
 */
class FileIoEndToEndTest {
    private static final List<String> MODES = List.of("seqwr", "seqrewr", "seqrd", "rndrd", "rndwr", "rndrw");
    @TempDir
    static Path home;
    /** Under the build folder, on the project's disk: the system temp folder may be tmpfs, which has no O_DIRECT. */
    static Path files;

    @BeforeAll
    static void folder() throws IOException {
        files = Files.createDirectories(Path.of("target", "fileio-e2e").toAbsolutePath());
    }

    private static Bundle run(String name, String parameters, String stream) throws IOException {
        Cli.Result r = new Cli(home).run("run", write(name, parameters, stream, "{cold: true, warm: 0}").toString());
        if (r.exitCode() != 0) {
            throw new AssertionError("benchlab run " + name + " exited with " + r.exitCode() + ": " + r.err());
        }
        Path dir = new BundleReader().list(home.resolve("runs")).stream().filter(p -> p.getFileName().toString().endsWith("-" + name))
                .findFirst().orElseThrow();
        return new BundleReader().read(dir);
    }

    private static Path write(String name, String parameters, String stream, String phases) throws IOException {
        Path yaml = home.resolve(name + ".yaml");
        // the test's own files and totalSize win over these (a key given twice is an error)
        String base = "directory: '" + files + "'" + (parameters.contains("files:") ? "" : ", files: 4")
                + (parameters.contains("totalSize:") ? "" : ", totalSize: 32M");
        Files.writeString(yaml, "name: " + name + "\nserver: {type: none}\nworkload:\n  plugin: fileio\n  parameters: {" + base + ", "
                + parameters + "}\nphases: " + phases + "\nstream: " + stream + "\n");
        return yaml;
    }

    private static long sum(Bundle b, String operation, java.util.function.ToLongFunction<Records.IntervalRecord> field) {
        return b.intervals().stream().filter(i -> operation.equals(i.operation())).mapToLong(field).sum();
    }

    /**
     * What the device did over a stream, from each interval's machine sample: a per-second figure
     * times the interval's length, summed.
     */
    private static double device(Bundle b, String operation, java.util.function.ToDoubleFunction<Records.SystemSample> perSecond) {
        return b.intervals().stream().filter(i -> operation.equals(i.operation()) && i.system() != null)
                .mapToDouble(i -> perSecond.applyAsDouble(i.system()) * i.lengthMillis() / 1000.0).sum();
    }

    private static double bytesRead(Records.SystemSample m) {
        return m.readMBPerSecond() == null ? 0 : m.readMBPerSecond() * 1e6;
    }

    private static double bytesWritten(Records.SystemSample m) {
        return m.writeMBPerSecond() == null ? 0 : m.writeMBPerSecond() * 1e6;
    }

    @Test
    void everyModeRunsWithODirectAndTheDeviceSawTheBytesReported() throws Exception {
        Bundle b = run("fileio-direct", "mode: [" + String.join(", ", MODES) + "], direct: true", "{threads: 2, duration: 1s}");
        assertEquals("complete", b.manifest().status().name().toLowerCase());
        assertEquals(MODES, b.streams().stream().map(Records.StreamRecord::operation).toList(), "one stream per mode, in order");
        for (Records.StreamRecord s : b.streams()) {
            assertTrue(s.operations() > 0, "requests done in " + s);
            assertEquals(s.operations() * 16384, s.units(), "16K per request: " + s.operation());
            assertEquals(0, s.errors());
        }
        Optional<BlockDevice> device = BlockDevice.holding(files);
        assumeTrue(device.isPresent(), "the build folder is on no block device; diskstats cannot be compared here");
        // the machine's sample names the disk holding the files, as it names a server's datadir disk
        assertTrue(b.intervals().stream().allMatch(i -> i.system() != null && device.get().name().equals(i.system().device())),
                "every interval samples " + device.get().name());
        for (String mode : MODES) {
            long reported = sum(b, mode, Records.IntervalRecord::units);
            boolean reads = mode.contains("rd");
            boolean writes = mode.contains("wr");
            if (reads && !writes) {
                assertWithin10Percent(reported, (long) device(b, mode, FileIoEndToEndTest::bytesRead), mode + " reads");
            } else if (writes && !reads) {
                assertWithin10Percent(reported, (long) device(b, mode, FileIoEndToEndTest::bytesWritten), mode + " writes");
            } else {
                assertWithin10Percent(reported, (long) (device(b, mode, FileIoEndToEndTest::bytesRead) + device(b, mode, FileIoEndToEndTest::bytesWritten)),
                        mode + " reads + writes");
            }
        }
        // cold means the files were evicted and measured gone
        Records.ColdProof proof = b.phases().get(0).coldProof();
        assertEquals(4L * 8 << 20, proof.datadirBytes());
        assertEquals(0, proof.residentBytesBefore(), proof.method());
        assertFalse(b.environment().has("server"), "no server, so no server section");
        assertEquals(null, Environment.of(b).server(), "and none read");
        assertEquals(Files.getFileStore(files).type(), b.environment().path("filesDisk").path("filesystem").asText());
    }

    private static void assertWithin10Percent(long reported, long device, String what) {
        assertTrue(reported > 0, what + ": nothing reported");
        double ratio = (double) device / reported;
        assertTrue(ratio > 0.9 && ratio < 1.1, what + ": benchlab reports " + reported + " bytes, the device counted " + device);
    }

    @Test
    void everyModeRunsWithoutODirectAndColdEvictsTheCachedFiles() throws Exception {
        Bundle b = run("fileio-buffered", "mode: [" + String.join(", ", MODES) + "], direct: false, fsyncEvery: end",
                "{threads: 2, duration: 1s}");
        assertEquals(MODES, b.streams().stream().map(Records.StreamRecord::operation).toList());
        for (Records.StreamRecord s : b.streams()) {
            assertTrue(s.operations() > 0, "requests done in " + s);
            assertEquals(0, s.errors());
        }
        Records.ColdProof proof = b.phases().get(0).coldProof();
        // buffered: the files were in the page cache after preparation; the cold phase proves them evicted
        assertTrue(proof.method().contains("evicted"), proof.method());
        assertEquals(0, proof.residentBytesBefore(), "resident after eviction");
    }

    @Test
    void asyncModeKeepsSeveralRequestsInFlightOnTheDevice() throws Exception {
        Optional<BlockDevice> device = BlockDevice.holding(files);
        assumeTrue(device.isPresent(), "the build folder is on no block device; its in-flight count cannot be read");
        Path inflight = Path.of("/sys/block", device.get().name(), "inflight");
        AtomicBoolean done = new AtomicBoolean();
        AtomicLong most = new AtomicLong();
        Thread sampler = new Thread(() -> {
            while (!done.get()) {
                try {
                    long n = 0;
                    for (String f : Files.readString(inflight).trim().split("\\s+")) {
                        n += Long.parseLong(f);
                    }
                    most.accumulateAndGet(n, Math::max);
                    Thread.sleep(2);
                } catch (IOException | InterruptedException | NumberFormatException e) {
                    return;
                }
            }
        });
        sampler.start();
        Bundle b;
        try {
            b = run("fileio-async", "mode: rndrd, ioMode: async, queueDepth: 16", "{threads: 1, duration: 2s}");
        } finally {
            done.set(true);
            sampler.join();
        }
        Records.StreamRecord s = b.streams().get(0);
        assertTrue(s.operations() > 0);
        assertTrue(most.get() > 1, "the device never had more than " + most.get() + " request(s) in flight");
        // the device's own figures say the same: requests per second × their mean time (await) is
        // the average number in flight (Little's law), above one over the run
        double requestMs = device(b, "rndrd", m -> m.awaitMillis() == null ? 0
                : (m.readsPerSecond() + m.writesPerSecond()) * m.awaitMillis());
        long lengthMs = sum(b, "rndrd", Records.IntervalRecord::lengthMillis);
        assertTrue(requestMs > lengthMs, "average requests in flight " + requestMs / lengthMs);
        assertNotEquals(0, s.latency().count(), "latency per request");
        assertEquals(s.operations(), s.latency().count());
    }

    @Test
    void badInputIsOneLineAndANonZeroExit() throws Exception {
        Cli cli = new Cli(home);
        assertRefused(cli.run("run", write("no-room", "mode: rndrd, totalSize: 1000T, files: 1", "{duration: 1s}", "{cold: false, warm: 1}")
                .toString()), "no room for the test files");
        assertRefused(cli.run("run", write("block-zero", "mode: rndrd, blockSize: 0", "{duration: 1s}", "{cold: false, warm: 1}").toString()),
                "line 5");
        assertRefused(cli.run("run", write("block-odd", "mode: rndrd, blockSize: 1000", "{duration: 1s}", "{cold: false, warm: 1}").toString()),
                "not a multiple of 512");
        Path shm = Path.of("/dev/shm");
        if (Files.isDirectory(shm) && "tmpfs".equals(Files.getFileStore(shm).type())) {
            Path yaml = home.resolve("no-direct.yaml");
            Files.writeString(yaml, "name: no-direct\nserver: {type: none}\nworkload: {plugin: fileio, parameters: {mode: rndrd, files: 1,"
                    + " totalSize: 1M, directory: '" + shm.resolve("benchlab-fileio-e2e") + "'}}\nphases: {cold: false, warm: 1}\n");
            assertRefused(cli.run("run", yaml.toString()), "no O_DIRECT");
        }
        Path withServer = home.resolve("with-server.yaml");
        Files.writeString(withServer, "name: with-server\nworkload: {plugin: fileio, parameters: {mode: rndrd}}\n");
        assertRefused(cli.run("run", withServer.toString()), "server: {type: none}");
        Path sqlWithout = home.resolve("sql-none.yaml");
        Files.writeString(home.resolve("q.sql"), "SELECT 1;\n"); // so the file has the one mistake this case is about
        Files.writeString(sqlWithout, "name: sql-none\nserver: {type: none}\nworkload: {plugin: sql-file, parameters: {queries: q.sql}}\n");
        assertRefused(cli.run("run", sqlWithout.toString()), "needs a database server");
    }

    private static void assertRefused(Cli.Result r, String part) {
        assertNotEquals(0, r.exitCode(), r.all());
        String err = r.err().strip();
        assertEquals(1, err.lines().count(), "one line: " + err);
        assertTrue(err.contains(part), err);
        assertFalse(err.contains("Exception"), err);
    }
}

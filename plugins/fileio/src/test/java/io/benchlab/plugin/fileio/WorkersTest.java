package io.benchlab.plugin.fileio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.Parameters;
import io.benchlab.api.StreamWorker;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workers against real files (buffered IO, so any filesystem the tests run on will do). */
class WorkersTest {
    private static final int BLOCK = 4096;
    @TempDir
    Path dir;

    private FileIoConfig config(String mode, String ioMode, String fsyncEvery) throws Exception {
        Map<String, Object> raw = new HashMap<>(Map.of("mode", mode, "files", 2, "totalSize", "256K", "blockSize", BLOCK, "direct", false,
                "ioMode", ioMode, "queueDepth", 4, "fsyncEvery", fsyncEvery, "directory", dir.toString()));
        return FileIoConfig.of(Parameters.validate(new FileIoPlugin().parameters(), raw));
    }

    private TestFiles prepared(FileIoConfig c) throws IOException {
        TestFiles f = new TestFiles(dir, c.files(), c.fileSize());
        f.prepare(n -> { });
        return f;
    }

    @Test
    void preparedFilesAreReusedWhileCountAndSizeMatch() throws Exception {
        FileIoConfig c = config("rndrd", "sync", "never");
        TestFiles f = new TestFiles(dir, c.files(), c.fileSize());
        assertEquals(2, f.prepare(n -> { }));
        for (Path p : f.paths()) {
            assertEquals(c.fileSize(), Files.size(p));
        }
        assertEquals(0, f.prepare(n -> { }), "same count and size: reused");
        Files.write(f.paths().get(1), new byte[10]);
        assertEquals(1, f.prepare(n -> { }), "a file of another size is written again");
        f.delete();
        assertTrue(f.paths().stream().noneMatch(Files::exists));
    }

    @Test
    void syncWorkerSyncsEveryNWritesAndWritesWholeBlocks() throws Exception {
        FileIoConfig c = config("rndwr", "sync", "3");
        TestFiles f = prepared(c);
        AtomicInteger syncs = new AtomicInteger();
        SharedFiles shared = new SharedFiles(() -> {
            List<FileChannel> chs = new ArrayList<>();
            for (Path p : f.paths()) {
                chs.add(FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE));
            }
            return new SyncWorker.Channels(chs, false) {
                @Override
                public void sync(int file) throws IOException {
                    syncs.incrementAndGet();
                    super.sync(file);
                }
            };
        }, false);
        long bytes = 0;
        try (SyncWorker w = new SyncWorker(c, TestMode.RNDWR, shared, 8)) {
            SplittableRandom r = new SplittableRandom(3);
            for (int i = 0; i < 10; i++) {
                bytes += w.execute(null, r);
            }
        }
        assertEquals(10L * BLOCK, bytes);
        assertEquals(3, syncs.get(), "after writes 3, 6 and 9");
    }

    @Test
    void syncWorkerReadsWhatIsInTheFiles() throws Exception {
        FileIoConfig c = config("seqrd", "sync", "never");
        TestFiles f = prepared(c);
        SharedFiles shared = new SharedFiles(() -> SyncWorker.Channels.open(f.paths(), c), false);
        long bytes = 0;
        try (SyncWorker w = new SyncWorker(c, TestMode.SEQRD, shared, 8)) {
            for (int i = 0; i < 2 * c.fileSize() / BLOCK; i++) {
                bytes += w.execute(null, new SplittableRandom(1));
            }
        }
        assertEquals(c.totalBytes(), bytes, "one pass over both files");
    }

    @Test
    void asyncWorkerKeepsItsQueueFullAndReportsEveryRequest() throws Exception {
        FileIoConfig c = config("rndwr", "async", "never");
        TestFiles f = prepared(c);
        SharedFiles shared = new SharedFiles(() -> AsyncWorker.Descriptors.open(f.paths(), c), false);
        byte[] before0 = Files.readAllBytes(f.paths().get(0));
        byte[] before1 = Files.readAllBytes(f.paths().get(1));
        List<long[]> times = new ArrayList<>();
        long bytes = 0;
        try (AsyncWorker w = new AsyncWorker(c, TestMode.RNDWR, shared)) {
            assertTrue(w.timesOwnRequests((s, e, units) -> times.add(new long[] {s, e, units})));
            SplittableRandom r = new SplittableRandom(5);
            for (int i = 0; i < 50; i++) {
                bytes += w.execute(null, r);
            }
        }
        assertFalse(times.isEmpty());
        assertEquals(times.size() * (long) BLOCK, bytes, "the bytes returned are those of the reported requests");
        assertTrue(times.stream().allMatch(t -> t[1] >= t[0] && t[2] == BLOCK));
        // the writes landed: both files' content changed from what preparation wrote
        assertFalse(Arrays.equals(before0, Files.readAllBytes(f.paths().get(0))));
        assertFalse(Arrays.equals(before1, Files.readAllBytes(f.paths().get(1))));
    }
}

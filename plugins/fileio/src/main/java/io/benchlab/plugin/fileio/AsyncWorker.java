package io.benchlab.plugin.fileio;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import io.benchlab.api.StreamWorker;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.util.SplittableRandom;

/**
 * Asynchronous IO: each thread keeps {@code queueDepth} requests outstanding in the kernel (Linux
 * native AIO). One {@link #execute} tops the queue up, waits for at least one completion and
 * returns the bytes completed; each request, with its bytes and its latency from submission to
 * reaped completion, goes to the engine through {@link StreamWorker.RequestTimes}, so IOPS,
 * bytes and percentiles count requests, not calls.
 */
final class AsyncWorker implements StreamWorker {
    private static final int ALIGN = 4096;
    private static final int POINTER_SIZE = 8;

    private final FileIoConfig config;
    private final SharedFiles shared;
    private final Descriptors files;
    private final AccessPattern pattern;
    private final int depth;
    private final long ctx;
    private final Memory bufferMemory;
    private final Pointer buffers;
    private final Memory iocbs;
    private final Memory list;
    private final Memory events;
    private final long[] submittedAt;
    private final boolean[] isWrite;
    private final int[] fileOf;
    private final int[] free;
    private final int[] submitting;
    private final Pointer[] iocbOf;
    private final Pointer[] bufferOf;
    private int freeCount;
    private long writes;
    private RequestTimes times;

    AsyncWorker(FileIoConfig config, TestMode mode, SharedFiles shared) {
        this.config = config;
        this.shared = shared;
        this.depth = config.queueDepth();
        this.pattern = new AccessPattern(mode, config.files(), config.fileSize(), config.blockSize(), config.readWriteRatio(),
                shared.sequential());
        this.files = (Descriptors) shared.acquire();
        try {
            this.ctx = LinuxAio.setup(depth);
        } catch (IOException e) {
            shared.release();
            throw new UncheckedIOException(e.getMessage(), e);
        }
        long bytes = (long) depth * config.blockSize();
        bufferMemory = new Memory(bytes + ALIGN);
        buffers = bufferMemory.align(ALIGN);
        byte[] content = new byte[config.blockSize()];
        new SplittableRandom(config.blockSize()).nextBytes(content);
        for (int i = 0; i < depth; i++) {
            buffers.write((long) i * config.blockSize(), content, 0, content.length);
        }
        iocbs = new Memory((long) depth * LinuxAio.IOCB_SIZE);
        list = new Memory((long) depth * POINTER_SIZE);
        events = new Memory((long) depth * LinuxAio.EVENT_SIZE);
        submittedAt = new long[depth];
        isWrite = new boolean[depth];
        fileOf = new int[depth];
        free = new int[depth];
        submitting = new int[depth];
        iocbOf = new Pointer[depth];
        bufferOf = new Pointer[depth];
        for (int i = 0; i < depth; i++) {
            free[i] = depth - 1 - i;
            iocbOf[i] = iocbs.share((long) i * LinuxAio.IOCB_SIZE, LinuxAio.IOCB_SIZE);
            bufferOf[i] = buffers.share((long) i * config.blockSize());
        }
        freeCount = depth;
    }

    @Override
    public boolean timesOwnRequests(RequestTimes times) {
        this.times = times;
        return true;
    }

    @Override
    public long execute(Connection connection, SplittableRandom random) {
        try {
            submitFree(random);
            int n = LinuxAio.getEvents(ctx, 1, depth, events);
            return reap(n);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    /** Fills every free slot with a new request and submits them in one call. */
    private void submitFree(SplittableRandom random) throws IOException {
        int n = 0;
        int[] slots = submitting;
        while (freeCount > 0) {
            int slot = free[--freeCount];
            Request r = pattern.next(random);
            Pointer iocb = iocbOf[slot];
            LinuxAio.prepare(iocb, slot, r.write() ? LinuxAio.CMD_PWRITE : LinuxAio.CMD_PREAD, files.fds[r.file()],
                    bufferOf[slot], config.blockSize(), r.offset());
            isWrite[slot] = r.write();
            fileOf[slot] = r.file();
            list.setPointer((long) n * POINTER_SIZE, iocb);
            slots[n++] = slot;
        }
        if (n == 0) {
            return;
        }
        long now = System.nanoTime();
        for (int i = 0; i < n; i++) {
            submittedAt[slots[i]] = now;
        }
        int taken = LinuxAio.submit(ctx, n, list);
        // what the kernel did not take goes back to the free slots and is drawn again next time
        for (int i = n - 1; i >= Math.max(0, taken); i--) {
            free[freeCount++] = slots[i];
        }
    }

    private long reap(int n) throws IOException {
        long now = System.nanoTime();
        long bytes = 0;
        IOException failure = null;
        for (int i = 0; i < n; i++) {
            int slot = (int) LinuxAio.eventData(events, i);
            long res = LinuxAio.eventResult(events, i);
            free[freeCount++] = slot;
            if (res != config.blockSize()) {
                failure = failure != null ? failure : new IOException((isWrite[slot] ? "write" : "read") + " of test_file." + fileOf[slot]
                        + (res < 0 ? " failed with error " + (-res) : " moved " + res + " of " + config.blockSize() + " bytes"));
                continue;
            }
            times.completed(submittedAt[slot], now, res);
            bytes += res;
            if (isWrite[slot]) {
                writes++;
                if (config.fsync().syncAfter(writes)) {
                    files.sync(fileOf[slot]);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
        return bytes;
    }

    @Override
    public void close() {
        try {
            // requests still in flight must finish before their buffers are freed
            int inFlight = depth - freeCount;
            while (inFlight > 0) {
                inFlight -= LinuxAio.getEvents(ctx, inFlight, inFlight, events);
            }
        } catch (IOException e) {
            // the context is destroyed below, which waits for what is left
        } finally {
            LinuxAio.destroy(ctx);
            bufferMemory.close();
            iocbs.close();
            list.close();
            events.close();
            shared.release();
        }
    }

    /** The test files as file descriptors, opened with the configured flags. */
    static final class Descriptors implements SharedFiles.Handles {
        private final int[] fds;
        private final boolean dataOnly;

        private Descriptors(int[] fds, boolean dataOnly) {
            this.fds = fds;
            this.dataOnly = dataOnly;
        }

        static Descriptors open(java.util.List<java.nio.file.Path> paths, FileIoConfig config) throws IOException {
            int[] fds = new int[paths.size()];
            int opened = 0;
            try {
                for (; opened < fds.length; opened++) {
                    fds[opened] = LinuxAio.openFile(paths.get(opened).toString(), config.direct(),
                            config.fsync().method() == FsyncPolicy.Method.DSYNC);
                }
            } catch (IOException e) {
                for (int i = 0; i < opened; i++) {
                    LinuxAio.closeFile(fds[i]);
                }
                throw e;
            }
            return new Descriptors(fds, config.fsync().method() == FsyncPolicy.Method.FDATASYNC);
        }

        @Override
        public void sync(int file) throws IOException {
            LinuxAio.sync(fds[file], dataOnly);
        }

        @Override
        public int count() {
            return fds.length;
        }

        @Override
        public void close() throws IOException {
            for (int fd : fds) {
                LinuxAio.closeFile(fd);
            }
        }
    }
}

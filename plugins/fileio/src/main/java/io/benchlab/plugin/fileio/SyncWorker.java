package io.benchlab.plugin.fileio;

import io.benchlab.api.StreamWorker;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Synchronous IO: one request at a time per thread, positional reads and writes on a
 * {@link FileChannel} (O_DIRECT through {@code ExtendedOpenOption.DIRECT}, O_DSYNC through
 * {@code StandardOpenOption.DSYNC}) into one aligned direct buffer. The engine times each call.
 */
final class SyncWorker implements StreamWorker {
    private final FileIoConfig config;
    private final SharedFiles shared;
    private final AccessPattern pattern;
    private final ByteBuffer buffer;
    private final Channels files;
    private long writes;

    SyncWorker(FileIoConfig config, TestMode mode, SharedFiles shared, long alignment) {
        this.config = config;
        this.shared = shared;
        this.files = (Channels) shared.acquire();
        this.pattern = new AccessPattern(mode, config.files(), config.fileSize(), config.blockSize(), config.readWriteRatio(),
                shared.sequential());
        this.buffer = Buffers.aligned(config.blockSize(), (int) alignment);
    }

    @Override
    public long execute(Connection connection, SplittableRandom random) {
        Request r = pattern.next(random);
        FileChannel ch = files.channels.get(r.file());
        buffer.clear();
        try {
            long pos = r.offset();
            if (r.write()) {
                while (buffer.hasRemaining()) {
                    pos += ch.write(buffer, pos);
                }
                writes++;
                if (config.fsync().syncAfter(writes)) {
                    files.sync(r.file());
                }
            } else {
                while (buffer.hasRemaining()) {
                    int n = ch.read(buffer, pos);
                    if (n < 0) {
                        throw new EOFException("test_file." + r.file() + " ends before offset " + pos + "; prepare it again (delete it)");
                    }
                    pos += n;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException((r.write() ? "write" : "read") + " of test_file." + r.file() + " at " + r.offset() + " failed: "
                    + TestFiles.reason(e), e);
        }
        return config.blockSize();
    }

    @Override
    public void close() {
        shared.release();
    }

    /** The test files as channels, opened with the configured flags. */
    static class Channels implements SharedFiles.Handles {
        private final List<FileChannel> channels;
        private final boolean dataOnly;

        Channels(List<FileChannel> channels, boolean dataOnly) {
            this.channels = channels;
            this.dataOnly = dataOnly;
        }

        static Channels open(List<Path> paths, FileIoConfig config) throws IOException {
            List<OpenOption> options = new ArrayList<>(List.of(StandardOpenOption.READ, StandardOpenOption.WRITE));
            if (config.direct()) {
                options.add(com.sun.nio.file.ExtendedOpenOption.DIRECT);
            }
            if (config.fsync().method() == FsyncPolicy.Method.DSYNC) {
                options.add(StandardOpenOption.DSYNC);
            }
            List<FileChannel> out = new ArrayList<>();
            try {
                for (Path p : paths) {
                    out.add(FileChannel.open(p, options.toArray(OpenOption[]::new)));
                }
            } catch (IOException e) {
                for (FileChannel c : out) {
                    c.close();
                }
                throw e;
            }
            return new Channels(out, config.fsync().method() == FsyncPolicy.Method.FDATASYNC);
        }

        @Override
        public void sync(int file) throws IOException {
            channels.get(file).force(!dataOnly);
        }

        @Override
        public int count() {
            return channels.size();
        }

        @Override
        public void close() throws IOException {
            for (FileChannel c : channels) {
                c.close();
            }
        }
    }
}

package io.benchlab.plugin.fileio;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The test files opened once per stream run and shared by its workers, as sysbench shares its
 * descriptors: the first worker to start opens them, the last to stop syncs them (when the
 * policy says "at the end") and closes them. The sequential position restarts at every run.
 */
final class SharedFiles {
    /** Open test files of one IO style. */
    interface Handles extends AutoCloseable {
        /** Makes the writes of one file durable (fsync or fdatasync). */
        void sync(int file) throws IOException;

        int count();

        @Override
        void close() throws IOException;
    }

    @FunctionalInterface
    interface Opener {
        Handles open() throws IOException;
    }

    private final Opener opener;
    private final boolean syncAtEnd;
    private final AtomicLong sequential = new AtomicLong();
    private Handles handles;
    private int users;

    SharedFiles(Opener opener, boolean syncAtEnd) {
        this.opener = opener;
        this.syncAtEnd = syncAtEnd;
    }

    synchronized Handles acquire() {
        if (users == 0) {
            try {
                handles = opener.open();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot open the test files: " + TestFiles.reason(e), e);
            }
            sequential.set(0);
        }
        users++;
        return handles;
    }

    synchronized void release() {
        if (--users > 0) {
            return;
        }
        try (Handles h = handles) {
            if (syncAtEnd) {
                for (int i = 0; i < h.count(); i++) {
                    h.sync(i);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("closing the test files failed: " + TestFiles.reason(e), e);
        } finally {
            handles = null;
        }
    }

    /** The sequential modes' position, shared by the run's workers. */
    AtomicLong sequential() {
        return sequential;
    }
}

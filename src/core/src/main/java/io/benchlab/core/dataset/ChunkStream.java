package io.benchlab.core.dataset;

import io.benchlab.api.RowChunk;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;

/**
 * An InputStream over a table's chunks, generated ahead in parallel and read in order. At most
 * {@code ahead} chunks are in memory at once, so memory stays bounded whatever the table size.
 */
final class ChunkStream extends InputStream {
    private final List<RowChunk> chunks;
    private final ExecutorService pool;
    private final int ahead;
    private final LongConsumer rowsDone;
    private final TsvRowSink.Format format;
    private final Deque<Future<TsvRowSink>> pending = new ArrayDeque<>();
    private int next;
    private TsvRowSink current;
    private int pos;
    private IOException failure;

    ChunkStream(List<RowChunk> chunks, ExecutorService pool, int ahead, LongConsumer rowsDone) {
        this(chunks, pool, ahead, rowsDone, TsvRowSink.Format.LOAD_DATA);
    }

    ChunkStream(List<RowChunk> chunks, ExecutorService pool, int ahead, LongConsumer rowsDone, TsvRowSink.Format format) {
        this.format = format;
        this.chunks = chunks;
        this.pool = pool;
        this.ahead = Math.max(1, ahead);
        this.rowsDone = rowsDone;
        fill();
    }

    private void fill() {
        while (pending.size() < ahead && next < chunks.size()) {
            RowChunk chunk = chunks.get(next++);
            pending.add(pool.submit(() -> {
                TsvRowSink sink = new TsvRowSink(1 << 20, format);
                chunk.writeRows(sink);
                return sink;
            }));
        }
    }

    /**
     * Why the rows stopped coming, when they did: the driver reading this stream wraps the failure
     * in its own multi-line wording, so the loader reports this one instead.
     */
    IOException failure() {
        return failure;
    }

    private boolean advance() throws IOException {
        while (current == null || pos >= current.size()) {
            if (current != null) {
                rowsDone.accept(current.rows());
                current = null;
            }
            Future<TsvRowSink> f = pending.poll();
            if (f == null) {
                return false;
            }
            try {
                current = f.get();
                pos = 0;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure = new IOException("interrupted while generating rows", e);
                throw failure;
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                failure = new IOException("the generator failed: " + (cause.getMessage() != null ? cause.getMessage()
                        : "an internal error (--verbose shows where)"), cause);
                throw failure;
            }
            fill();
        }
        return true;
    }

    @Override
    public int read() throws IOException {
        if (!advance()) {
            return -1;
        }
        return current.buffer()[pos++] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (!advance()) {
            return -1;
        }
        int n = Math.min(len, current.size() - pos);
        System.arraycopy(current.buffer(), pos, b, off, n);
        pos += n;
        return n;
    }

    @Override
    public void close() {
        pending.forEach(f -> f.cancel(true));
        pending.clear();
    }
}

package io.benchlab.core.stream;

import org.roaringbitmap.longlong.LongIterator;
import org.roaringbitmap.longlong.Roaring64Bitmap;

/**
 * The keys of the rows whose commit a server acknowledged to a stream's workers
 * ({@code StreamWorker.Tally.acknowledged}), for a durability audit: a compressed set (a Roaring
 * bitmap: a stream's nearly consecutive AUTO_INCREMENT keys take a few bytes per thousand however
 * long it runs) and how many acknowledgements there were. More acknowledgements than distinct keys
 * means the server handed a key out twice — a crashed server reuses the AUTO_INCREMENT values of the
 * rows it lost — so each repeat is a lost write even though a row with that key is present.
 *
 * <p>Each worker has its own (written by its thread only); the runner merges them once the workers
 * stopped.
 */
public final class AcknowledgedKeys {
    private final Roaring64Bitmap keys = new Roaring64Bitmap();
    private final Roaring64Bitmap repeated = new Roaring64Bitmap();
    private long acknowledgements;

    /** One acknowledged row. */
    public void add(long key) {
        acknowledgements++;
        if (!keys.contains(key)) {
            keys.addLong(key);
        } else {
            repeated.addLong(key);
        }
    }

    /** Adds another worker's keys (keys both saw are repeats). */
    public void addAll(AcknowledgedKeys other) {
        Roaring64Bitmap both = Roaring64Bitmap.and(keys, other.keys);
        repeated.or(both);
        repeated.or(other.repeated);
        keys.or(other.keys);
        acknowledgements += other.acknowledgements;
    }

    /** How many rows were acknowledged (a key handed out twice counts twice). */
    public long acknowledged() {
        return acknowledgements;
    }

    /** How many distinct keys were acknowledged. */
    public long distinct() {
        return keys.getLongCardinality();
    }

    public boolean isEmpty() {
        return acknowledgements == 0;
    }

    /** The smallest key; only when not {@link #isEmpty()}. */
    public long first() {
        return keys.first();
    }

    /** The largest key; only when not {@link #isEmpty()}. */
    public long last() {
        return keys.last();
    }

    public boolean contains(long key) {
        return keys.contains(key);
    }

    /** Whether the key was acknowledged more than once. */
    public boolean repeated(long key) {
        return repeated.contains(key);
    }

    /** The distinct keys in ascending order. */
    public LongIterator iterator() {
        return keys.getLongIterator();
    }

    /** The keys acknowledged more than once, in ascending order. */
    public LongIterator repeats() {
        return repeated.getLongIterator();
    }
}

package io.benchlab.plugin.fileio;

import java.nio.ByteBuffer;
import java.util.SplittableRandom;

/** IO buffers: aligned for O_DIRECT and filled with incompressible bytes (what writes write). */
final class Buffers {
    private Buffers() {
    }

    /** A direct buffer of {@code size} bytes whose address is a multiple of {@code alignment}. */
    static ByteBuffer aligned(int size, int alignment) {
        ByteBuffer b = ByteBuffer.allocateDirect(size + alignment).alignedSlice(alignment).limit(size).slice();
        SplittableRandom r = new SplittableRandom(size);
        while (b.remaining() >= 8) {
            b.putLong(r.nextLong());
        }
        return b.clear();
    }
}

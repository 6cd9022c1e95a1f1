package io.benchlab.plugin.fileio;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The requests of one worker, as sysbench fileio makes them: random modes pick a file and a
 * block-aligned offset uniformly; sequential modes walk all files block by block in order, the
 * position shared by the stream's workers (so N threads together read each block once per pass)
 * and wrapping around at the end; rndrw reads while reads/writes is below the ratio. Not shared
 * between threads (except the sequential position).
 */
final class AccessPattern {
    private final TestMode mode;
    private final int files;
    private final long blocksPerFile;
    private final int blockSize;
    private final double readWriteRatio;
    private final AtomicLong sequential;
    private long reads;
    private long writes;

    AccessPattern(TestMode mode, int files, long fileSize, int blockSize, double readWriteRatio, AtomicLong sequential) {
        this.mode = mode;
        this.files = files;
        this.blocksPerFile = fileSize / blockSize;
        this.blockSize = blockSize;
        this.readWriteRatio = readWriteRatio;
        this.sequential = sequential;
    }

    Request next(SplittableRandom random) {
        int file;
        long block;
        if (mode.sequential()) {
            long position = Math.floorMod(sequential.getAndIncrement(), files * blocksPerFile);
            file = (int) (position / blocksPerFile);
            block = position % blocksPerFile;
        } else {
            file = random.nextInt(files);
            block = random.nextLong(blocksPerFile);
        }
        boolean write = mode.writes() && (!mode.reads() || reads >= readWriteRatio * writes);
        if (write) {
            writes++;
        } else {
            reads++;
        }
        return new Request(file, block * blockSize, write);
    }
}

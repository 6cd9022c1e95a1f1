package io.benchlab.plugin.fileio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class AccessPatternTest {
    private static final int FILES = 3;
    private static final int BLOCK = 16384;
    private static final long FILE_SIZE = 10L * BLOCK;

    @ParameterizedTest
    @EnumSource(TestMode.class)
    void everyRequestIsBlockAlignedInsideItsFile(TestMode mode) {
        AccessPattern p = new AccessPattern(mode, FILES, FILE_SIZE, BLOCK, 1.5, new AtomicLong());
        SplittableRandom r = new SplittableRandom(42);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            Request q = p.next(r);
            assertEquals(0, q.offset() % BLOCK, "offset " + q.offset() + " is not a multiple of the block size");
            assertTrue(q.offset() >= 0 && q.offset() + BLOCK <= FILE_SIZE, "request past the end of the file: " + q);
            assertTrue(q.file() >= 0 && q.file() < FILES);
            if (!mode.writes()) {
                assertFalse(q.write(), mode + " must only read");
            }
            if (!mode.reads()) {
                assertTrue(q.write(), mode + " must only write");
            }
            seen.add(q.file() + "/" + q.offset());
        }
        assertEquals(FILES * FILE_SIZE / BLOCK, seen.size(), "every block of every file is reached");
    }

    @ParameterizedTest
    @EnumSource(value = TestMode.class, names = {"SEQWR", "SEQREWR", "SEQRD"})
    void sequentialWalksTheFilesInOrderSharedByWorkersAndWraps(TestMode mode) {
        AtomicLong shared = new AtomicLong();
        AccessPattern a = new AccessPattern(mode, FILES, FILE_SIZE, BLOCK, 1.5, shared);
        AccessPattern b = new AccessPattern(mode, FILES, FILE_SIZE, BLOCK, 1.5, shared);
        SplittableRandom r = new SplittableRandom(1);
        long blocks = FILES * FILE_SIZE / BLOCK;
        for (long i = 0; i < 2 * blocks; i++) {
            Request q = (i % 2 == 0 ? a : b).next(r);
            long expected = i % blocks;
            assertEquals(expected / (FILE_SIZE / BLOCK), q.file(), "request " + i);
            assertEquals(expected % (FILE_SIZE / BLOCK) * BLOCK, q.offset(), "request " + i);
        }
    }

    @Test
    void readWriteMixFollowsTheRatio() {
        for (double ratio : new double[] {0.5, 1, 1.5, 4}) {
            AccessPattern p = new AccessPattern(TestMode.RNDRW, FILES, FILE_SIZE, BLOCK, ratio, new AtomicLong());
            SplittableRandom r = new SplittableRandom(7);
            long reads = 0;
            long writes = 0;
            for (int i = 0; i < 100_000; i++) {
                if (p.next(r).write()) {
                    writes++;
                } else {
                    reads++;
                }
                // the running ratio never strays more than one request from the target
                assertTrue(Math.abs(reads - ratio * writes) <= Math.max(1, ratio) + 1e-9, "after " + i + ": " + reads + "/" + writes);
            }
            assertEquals(ratio, (double) reads / writes, 1e-3);
        }
    }
}

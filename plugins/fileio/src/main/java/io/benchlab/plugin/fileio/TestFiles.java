package io.benchlab.plugin.fileio;

import io.benchlab.api.ByteSize;
import io.benchlab.api.WorkloadException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.LongConsumer;

/**
 * The test files ({@code test_file.0} … like sysbench's, so sysbench can run on the same files):
 * checked against the filesystem, written once, reused while count and size match, deleted on
 * request.
 */
final class TestFiles {
    /** Filesystems whose files live in the page cache: O_DIRECT may be accepted there but bypasses nothing. */
    private static final Set<String> MEMORY_FILESYSTEMS = Set.of("tmpfs", "ramfs");
    private static final int WRITE_CHUNK = 1 << 20;

    private final Path directory;
    private final int count;
    private final long fileSize;

    TestFiles(Path directory, int count, long fileSize) {
        this.directory = directory;
        this.count = count;
        this.fileSize = fileSize;
    }

    List<Path> paths() {
        List<Path> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(directory.resolve("test_file." + i));
        }
        return out;
    }

    Path directory() {
        return directory;
    }

    /**
     * Refuses what cannot work, in one line: no O_DIRECT on this filesystem, a block size O_DIRECT
     * cannot use here, no room for the files.
     */
    void check(int blockSize, boolean direct) throws WorkloadException {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new WorkloadException("cannot create the directory " + directory + ": " + reason(e));
        }
        FileStore store;
        try {
            store = Files.getFileStore(directory);
        } catch (IOException e) {
            throw new WorkloadException("cannot read the filesystem of " + directory + ": " + reason(e));
        }
        if (direct) {
            if (MEMORY_FILESYSTEMS.contains(store.type())) {
                throw new WorkloadException(directory + " is on " + store.type() + ", which has no O_DIRECT (its files live in the page cache);"
                        + " use a directory on a disk, or set direct: false");
            }
            long align = alignment(store);
            if (blockSize % align != 0) {
                throw new WorkloadException("blockSize " + ByteSize.format(blockSize) + " is not a multiple of " + ByteSize.format(align)
                        + ", the block size of the filesystem at " + directory + " that O_DIRECT needs");
            }
            probeDirect(align);
        }
        long needed = 0;
        for (Path p : paths()) {
            long have = sizeOrZero(p);
            needed += have == fileSize ? 0 : Math.max(0, fileSize - have);
        }
        long free;
        try {
            free = store.getUsableSpace();
        } catch (IOException e) {
            throw new WorkloadException("cannot read the free space at " + directory + ": " + reason(e));
        }
        if (needed > free) {
            throw new WorkloadException("no room for the test files: " + directory + " has " + gib(free) + " free, the files need "
                    + gib(needed) + " more; lower totalSize or choose another directory");
        }
    }

    /** The alignment O_DIRECT needs here: the filesystem's block size, as the JDK checks it. */
    static long alignment(FileStore store) {
        try {
            return Math.max(512, store.getBlockSize());
        } catch (IOException | UnsupportedOperationException e) {
            return 4096;
        }
    }

    private void probeDirect(long align) throws WorkloadException {
        Path probe = directory.resolve(".benchlab-odirect-probe");
        try (FileChannel ch = FileChannel.open(probe, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE,
                com.sun.nio.file.ExtendedOpenOption.DIRECT)) {
            ByteBuffer b = ByteBuffer.allocateDirect((int) align * 2).alignedSlice((int) align);
            ch.write(b, 0);
        } catch (IOException | UnsupportedOperationException e) {
            throw new WorkloadException("the filesystem at " + directory + " does not support O_DIRECT (" + reason(e) + "); set direct: false");
        } finally {
            try {
                Files.deleteIfExists(probe);
            } catch (IOException ignored) {
                // a leftover probe file is harmless
            }
        }
    }

    /** Writes the files that are missing or of another size; returns how many were (re)written. */
    int prepare(LongConsumer progressBytes) throws IOException {
        int written = 0;
        long done = 0;
        SplittableRandom random = new SplittableRandom(0x7E57F11E);
        byte[] chunk = new byte[WRITE_CHUNK];
        for (Path p : paths()) {
            if (sizeOrZero(p) == fileSize) {
                continue;
            }
            try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                long pos = 0;
                while (pos < fileSize) {
                    // incompressible content, so a compressing device cannot shortcut the test
                    for (int i = 0; i < chunk.length; i += 8) {
                        long r = random.nextLong();
                        for (int k = 0; k < 8; k++) {
                            chunk[i + k] = (byte) (r >>> (8 * k));
                        }
                    }
                    ByteBuffer b = ByteBuffer.wrap(chunk, 0, (int) Math.min(chunk.length, fileSize - pos));
                    while (b.hasRemaining()) {
                        pos += ch.write(b, pos);
                    }
                    done += b.limit();
                    progressBytes.accept(done);
                }
                ch.force(true);
            }
            written++;
        }
        return written;
    }

    void delete() throws IOException {
        for (Path p : paths()) {
            Files.deleteIfExists(p);
        }
    }

    private static long sizeOrZero(Path p) {
        try {
            return Files.isRegularFile(p) ? Files.size(p) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    private static String gib(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
    }

    static String reason(Exception e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? "unknown error" : m;
    }
}

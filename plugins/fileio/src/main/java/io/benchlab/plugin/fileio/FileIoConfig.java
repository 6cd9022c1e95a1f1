package io.benchlab.plugin.fileio;

import io.benchlab.api.ByteSize;
import io.benchlab.api.Parameters;
import io.benchlab.api.WorkloadException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The workload's validated settings. Everything that can be checked without the filesystem is
 * checked here (modes, sizes, the fsync combination); the filesystem's own checks (O_DIRECT,
 * alignment to its block size, room for the files) happen when the files are prepared.
 *
 * @param modes          test modes, each its own stream operation, in order
 * @param blockSize      bytes per request
 * @param files          number of test files
 * @param fileSize       bytes per file (total size / files, rounded down to whole blocks)
 * @param directory      where the files are; {@code null}: benchlab's work folder for this plugin
 * @param direct         O_DIRECT
 * @param async          Linux native AIO with {@code queueDepth} requests in flight per thread
 * @param queueDepth     requests in flight per thread (async only)
 * @param fsync          when and how writes are made durable
 * @param readWriteRatio reads per write in rndrw
 * @param cleanup        delete the files when the run ends
 */
record FileIoConfig(List<TestMode> modes, int blockSize, int files, long fileSize, Path directory, boolean direct, boolean async,
                    int queueDepth, FsyncPolicy fsync, double readWriteRatio, boolean cleanup) {

    static FileIoConfig of(Parameters p) throws WorkloadException {
        List<TestMode> modes = new ArrayList<>();
        for (String m : p.getStringList("mode")) {
            TestMode mode = TestMode.of(m);
            if (mode == null) {
                throw new WorkloadException("mode '" + m + "' is not a test mode; use seqwr, seqrewr, seqrd, rndrd, rndwr or rndrw");
            }
            if (modes.contains(mode)) {
                throw new WorkloadException("mode '" + m + "' is listed twice");
            }
            modes.add(mode);
        }
        if (modes.isEmpty()) {
            throw new WorkloadException("mode needs at least one test mode (seqwr, seqrewr, seqrd, rndrd, rndwr, rndrw)");
        }
        long block = p.getLong("blockSize");
        if (block <= 0 || block % 512 != 0 || block > (64L << 20)) {
            throw new WorkloadException("blockSize " + block + " is not a multiple of 512 bytes between 512 and 64M (e.g. 4K, 16K)");
        }
        int files = p.getInt("files");
        long total = p.getLong("totalSize");
        long fileSize = total / files / block * block;
        if (fileSize == 0) {
            throw new WorkloadException("totalSize " + ByteSize.format(total) + " over " + files + " files leaves less than one block of "
                    + ByteSize.format(block) + " per file; raise totalSize or lower files");
        }
        FsyncPolicy fsync;
        try {
            fsync = FsyncPolicy.parse(p.getString("fsyncEvery"), FsyncPolicy.Method.of(p.getString("fsyncMode")));
        } catch (IllegalArgumentException e) {
            throw new WorkloadException(e.getMessage());
        }
        boolean async = "async".equals(p.getString("ioMode"));
        String dir = p.getString("directory");
        return new FileIoConfig(List.copyOf(modes), (int) block, files, fileSize, dir == null ? null : Path.of(dir), p.getBoolean("direct"),
                async, p.getInt("queueDepth"), fsync, p.getDouble("readWriteRatio"), p.getBoolean("cleanup"));
    }

    long totalBytes() {
        return fileSize * files;
    }

    boolean anyWrites() {
        return modes.stream().anyMatch(TestMode::writes);
    }
}

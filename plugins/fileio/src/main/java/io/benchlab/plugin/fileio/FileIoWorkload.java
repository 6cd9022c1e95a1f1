package io.benchlab.plugin.fileio;

import io.benchlab.api.ByteSize;
import io.benchlab.api.Operation;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import io.benchlab.api.WorkloadException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One configured fileio workload: prepares (or reuses) the test files, then offers one stream
 * operation per test mode whose unit is bytes (an operation is one request, so operations per
 * second are IOPS).
 */
final class FileIoWorkload implements Workload {
    private final FileIoConfig config;
    private TestFiles files;
    private long alignment = 4096;

    /** With a directory named, its filesystem is checked here, before the engine starts anything. */
    FileIoWorkload(FileIoConfig config) throws WorkloadException {
        this.config = config;
        if (config.directory() != null) {
            files = new TestFiles(config.directory(), config.files(), config.fileSize());
            files.check(config.blockSize(), config.direct());
        }
    }

    @Override
    public List<Path> files() {
        return files == null ? List.of() : files.paths();
    }

    @Override
    public void prepare(WorkloadContext context) throws Exception {
        if (files == null) {
            files = new TestFiles(context.workDirectory(), config.files(), config.fileSize());
        }
        if (config.async() && !LinuxAio.supported()) {
            throw new WorkloadException("ioMode async needs Linux on x86-64 or arm64 (native AIO); use ioMode: sync here");
        }
        files.check(config.blockSize(), config.direct());
        alignment = config.direct() ? TestFiles.alignment(Files.getFileStore(files.directory())) : 8;
        long total = config.totalBytes();
        int written = files.prepare(done -> context.progress("writing fileio test files", done, total));
        context.log(written == 0
                ? String.format("    fileio: reusing %d test files of %s in %s", config.files(), ByteSize.format(config.fileSize()), files.directory())
                : String.format("    fileio: wrote %d of %d test files of %s in %s", written, config.files(), ByteSize.format(config.fileSize()),
                        files.directory()));
    }

    @Override
    public List<Operation> operations() {
        List<Operation> ops = new ArrayList<>();
        for (TestMode mode : config.modes()) {
            SharedFiles shared = new SharedFiles(this::open, config.fsync().atEnd() && mode.writes());
            StreamWorker.Factory factory = (index, count) -> config.async()
                    ? new AsyncWorker(config, mode, shared)
                    : new SyncWorker(config, mode, shared, alignment);
            ops.add(new StreamOperation(mode.id(), "fileio", factory, "bytes"));
        }
        return ops;
    }

    private SharedFiles.Handles open() throws IOException {
        return config.async() ? AsyncWorker.Descriptors.open(files.paths(), config) : SyncWorker.Channels.open(files.paths(), config);
    }

    @Override
    public void finish() throws IOException {
        if (config.cleanup() && files != null) {
            files.delete();
        }
    }
}

package io.benchlab.plugin.fileio;

import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import java.util.List;

/**
 * Storage IO in the manner of sysbench fileio: test files, block-sized reads and writes in six
 * modes, synchronous or asynchronous (Linux native AIO, real requests in flight), O_DIRECT, fsync
 * cadence. Needs no database server: run it with {@code server: {type: none}}.
 */
public final class FileIoPlugin implements WorkloadPlugin {

    @Override
    public String id() {
        return "fileio";
    }

    @Override
    public String description() {
        return "Storage IO like sysbench fileio: random/sequential reads and writes on test files, sync or async (queue depth), O_DIRECT; no server";
    }

    @Override
    public boolean needsServer() {
        return false;
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.stringList("mode", null, "test mode(s), sysbench's names: seqwr, seqrewr, seqrd, rndrd, rndwr, rndrw;"
                        + " several run one after another, each its own stream").asRequired(),
                ParameterSpec.bytes("blockSize", 16 * 1024, "bytes per request; a multiple of 512 (with direct: of the filesystem's block size)")
                        .withRange(512.0, null),
                ParameterSpec.integer("files", 128, "number of test files (test_file.0 …)").withRange(1.0, 100_000.0),
                ParameterSpec.bytes("totalSize", 2L << 30, "size of all test files together; written once, reused while files and totalSize match")
                        .withRange(512.0, null),
                ParameterSpec.path("directory", "where the test files are, e.g. a mounted SSD (default: HOME/work/fileio)"),
                ParameterSpec.bool("direct", true, "open the files with O_DIRECT (bypass the page cache); refused where the filesystem lacks it"),
                ParameterSpec.choice("ioMode", "sync", List.of("sync", "async"),
                        "sync: one request at a time per thread; async: queueDepth requests in flight per thread (Linux native AIO)"),
                ParameterSpec.integer("queueDepth", 128, "requests in flight per thread with ioMode async (sysbench's file-async-backlog)")
                        .withRange(1.0, 65_536.0),
                ParameterSpec.string("fsyncEvery", "100", "sync after every N writes of a thread, or 'end' (once per file when a stream"
                        + " ends, not measured), or 'never'"),
                ParameterSpec.choice("fsyncMode", "fsync", List.of("fsync", "fdatasync", "dsync"),
                        "how writes are made durable: fsync, fdatasync, or dsync (open with O_DSYNC; needs fsyncEvery: never)"),
                ParameterSpec.decimal("readWriteRatio", 1.5, "reads per write in rndrw").withRange(0.0, null),
                ParameterSpec.bool("cleanup", false, "delete the test files when the run ends (otherwise the next run reuses them)"));
    }

    @Override
    public Workload create(Parameters parameters) throws WorkloadException {
        return new FileIoWorkload(FileIoConfig.of(parameters));
    }
}

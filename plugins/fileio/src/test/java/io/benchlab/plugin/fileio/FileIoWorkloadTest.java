package io.benchlab.plugin.fileio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.Parameters;
import io.benchlab.api.ServerInfo;
import io.benchlab.api.WorkloadContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileIoWorkloadTest {
    @TempDir
    Path dir;

    /** What the engine offers a server-less workload: no connection, a work folder, progress and log lines. */
    private final class Context implements WorkloadContext {
        final List<String> log = new ArrayList<>();

        @Override
        public Connection connection() {
            return null;
        }

        @Override
        public ServerInfo server() {
            return null;
        }

        @Override
        public Path workDirectory() {
            return dir.resolve("work");
        }

        @Override
        public Path resolve(String pathInExperiment) {
            return dir.resolve(pathInExperiment);
        }

        @Override
        public void progress(String step, long done, long total) {
        }

        @Override
        public void log(String message) {
            log.add(message);
        }
    }

    private FileIoWorkload workload(Object... kv) throws Exception {
        Map<String, Object> raw = new HashMap<>(Map.of("mode", "rndrd", "files", 3, "totalSize", "96K", "blockSize", "4K", "direct", false));
        for (int i = 0; i < kv.length; i += 2) {
            raw.put((String) kv[i], kv[i + 1]);
        }
        return (FileIoWorkload) new FileIoPlugin().create(Parameters.validate(new FileIoPlugin().parameters(), raw));
    }

    @Test
    void withoutADirectoryTheFilesGoToTheWorkFolderAndAreReusedThenCleanedUpOnRequest() throws Exception {
        Context ctx = new Context();
        FileIoWorkload first = workload();
        first.prepare(ctx);
        List<Path> files = first.files();
        assertEquals(3, files.size());
        assertTrue(files.stream().allMatch(p -> p.startsWith(dir.resolve("work")) && Files.isRegularFile(p)), files.toString());
        assertTrue(ctx.log.get(0).contains("wrote 3 of 3"), ctx.log.toString());
        first.finish();
        assertTrue(files.stream().allMatch(Files::exists), "kept without cleanup");

        FileIoWorkload second = workload("cleanup", true);
        second.prepare(ctx);
        assertTrue(ctx.log.get(1).contains("reusing 3 test files"), ctx.log.toString());
        second.finish();
        assertTrue(files.stream().noneMatch(Files::exists), "cleanup: true deletes them at the end");
    }

    @Test
    void aNamedDirectoryIsKnownBeforePreparation() throws Exception {
        FileIoWorkload w = workload("directory", dir.resolve("named").toString());
        assertEquals(dir.resolve("named").resolve("test_file.0"), w.files().get(0), "the engine may ask before prepare (cold eviction, device)");
    }
}

package io.benchlab.plugin.fileio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.ParameterException;
import io.benchlab.api.Parameters;
import io.benchlab.api.WorkloadException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FileIoConfigTest {
    private final FileIoPlugin plugin = new FileIoPlugin();

    private FileIoConfig config(Map<String, Object> raw) throws Exception {
        return FileIoConfig.of(Parameters.validate(plugin.parameters(), raw));
    }

    private static Map<String, Object> with(Object... kv) {
        Map<String, Object> m = new HashMap<>(Map.of("mode", "rndrd"));
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    @Test
    void sysbenchDefaults() throws Exception {
        FileIoConfig c = config(with());
        assertEquals(16384, c.blockSize());
        assertEquals(128, c.files());
        assertEquals(16L << 20, c.fileSize());
        assertEquals(100, c.fsync().every());
        assertEquals(1.5, c.readWriteRatio());
        assertEquals(List.of(TestMode.RNDRD), c.modes());
    }

    @Test
    void severalModesBecomeSeveralStreamsInOrder() throws Exception {
        FileIoConfig c = config(with("mode", List.of("rndwr", "seqrd")));
        assertEquals(List.of(TestMode.RNDWR, TestMode.SEQRD), c.modes());
        assertEquals(List.of("rndwr", "seqrd"), new FileIoWorkload(c).operations().stream().map(o -> o.name()).toList());
    }

    @Test
    void fileSizeIsWholeBlocks() throws Exception {
        FileIoConfig c = config(with("files", 3, "totalSize", "1M", "blockSize", "16K"));
        assertEquals(0, c.fileSize() % 16384);
        assertEquals(1048576 / 3 / 16384 * 16384, c.fileSize());
    }

    @Test
    void impossibleSettingsAreRefusedInOneLine() {
        ParameterException zero = assertThrows(ParameterException.class, () -> config(with("blockSize", 0)));
        assertEquals("blockSize", zero.parameter());
        assertMessage(with("blockSize", 1000), "not a multiple of 512");
        assertMessage(with("mode", "randread"), "not a test mode");
        assertMessage(with("files", 64, "totalSize", "512K"), "less than one block");
        assertMessage(with("fsyncMode", "dsync"), "fsyncEvery: never");
        assertMessage(with("fsyncEvery", "sometimes"), "end or never");
    }

    private void assertMessage(Map<String, Object> raw, String part) {
        WorkloadException e = assertThrows(WorkloadException.class, () -> config(raw));
        assertTrue(e.getMessage().contains(part), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }
}

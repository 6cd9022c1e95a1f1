package io.benchlab.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Another machine described from its own files (as a remote host's are read over SSH; the e2e
 * RemoteServerEndToEndTest reads a real one), and this machine as before.
 */
class EnvironmentProbeTest {

    @Test
    void anotherHostIsDescribedFromItsFiles() {
        Map<String, List<String>> files = Map.of(
                "proc/cpuinfo", List.of("processor\t: 0", "model name\t: Example CPU @ 3.00GHz", "", "processor\t: 1",
                        "model name\t: Example CPU @ 3.00GHz"),
                "proc/meminfo", List.of("MemTotal:       16384000 kB", "MemFree:         1000 kB"),
                "etc/os-release", List.of("NAME=\"Debian\"", "PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\""),
                "proc/sys/kernel/osrelease", List.of("6.1.0-18-amd64"),
                "proc/sys/kernel/hostname", List.of("db1"));
        Map<String, Object> host = EnvironmentProbe.host(names -> files, "ssh to db1");
        assertEquals("Example CPU @ 3.00GHz", host.get("cpuModel"));
        assertEquals(2, host.get("cores"));
        assertEquals(16_384_000L * 1024, host.get("memoryBytes"));
        assertEquals("Debian GNU/Linux 12 (bookworm)", host.get("os"));
        assertEquals("6.1.0-18-amd64", host.get("kernel"));
        assertEquals("db1", host.get("hostname"));
        assertEquals("ssh to db1", host.get("seenOver"));
        assertFalse(host.containsKey("jvm"), "the JVM is this machine's, not the host's");
    }

    @Test
    void whatCouldNotBeReadIsAbsentNotGuessed() {
        Map<String, Object> host = EnvironmentProbe.host(names -> Map.of(), "ssh to db1");
        assertEquals(Map.of("seenOver", "ssh to db1"), host);
    }

    @Test
    void thisMachineKeepsItsJvmAndWhatThisProcessMayUse() {
        Map<String, Object> here = EnvironmentProbe.host((java.nio.file.Path) null);
        assertEquals(Runtime.getRuntime().availableProcessors(), here.get("cores"));
        assertTrue(String.valueOf(here.get("jvm")).contains(System.getProperty("java.version")));
        assertNull(here.get("seenOver"));
    }
}

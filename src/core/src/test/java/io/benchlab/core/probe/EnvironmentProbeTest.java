package io.benchlab.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Another machine described from its own files (as a remote host's are read over SSH; the e2e
 * RemoteServerEndToEndTest reads a real one), this machine as before, and the datadir's disk read
 * from a made-up /proc and /sys tree: model, scheduler, rotational, mount options, each null when absent.
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
        Map<String, Object> expected = new HashMap<>();
        expected.put("seenOver", "ssh to db1");
        expected.put("smt", null); // probed, unknown: written as null so a reader sees it was asked
        expected.put("turbo", null);
        assertEquals(expected, host);
    }

    @Test
    void smtAndTurboFromSysfsOrUnknown() {
        Map<String, List<String>> intel = Map.of("sys/devices/system/cpu/smt/active", List.of("1"),
                "sys/devices/system/cpu/intel_pstate/no_turbo", List.of("1"));
        Map<String, Object> a = EnvironmentProbe.host(names -> intel, "ssh");
        assertEquals(Boolean.TRUE, a.get("smt"));
        assertEquals(Boolean.FALSE, a.get("turbo"), "no_turbo 1 is turbo off");
        Map<String, List<String>> amd = Map.of("sys/devices/system/cpu/smt/active", List.of("0"),
                "sys/devices/system/cpu/cpufreq/boost", List.of("1"), "sys/devices/system/cpu/intel_pstate/no_turbo", List.of("1"));
        Map<String, Object> b = EnvironmentProbe.host(names -> amd, "ssh");
        assertEquals(Boolean.FALSE, b.get("smt"));
        assertEquals(Boolean.TRUE, b.get("turbo"), "cpufreq's boost is read first");
        Map<String, Object> odd = EnvironmentProbe.host(names -> Map.of("sys/devices/system/cpu/smt/active", List.of("notsupported")), "ssh");
        assertTrue(odd.containsKey("smt"));
        assertNull(odd.get("smt"), "a word other than 0 or 1 is unknown, not off");
    }

    @Test
    void theSchedulerInUseIsTheBracketedOne() {
        assertEquals("mq-deadline", EnvironmentProbe.scheduler("none [mq-deadline] kyber bfq"));
        assertEquals("none", EnvironmentProbe.scheduler("[none] mq-deadline"));
        assertEquals("none", EnvironmentProbe.scheduler("none"), "a device without a choice names its one scheduler");
        assertNull(EnvironmentProbe.scheduler(""));
        assertNull(EnvironmentProbe.scheduler(null));
    }

    @Test
    void theDatadirDiskIsReadFromAMadeUpSysTree(@TempDir Path tmp) throws IOException {
        Path data = Files.createDirectories(tmp.resolve("data dir"));
        Path root = Files.createDirectories(tmp.resolve("root"));
        long dev = (Long) Files.getAttribute(data.toRealPath(), "unix:dev");
        Path disk = Files.createDirectories(root.resolve("sys/devices/virtual/block/fakedisk"));
        Files.createDirectories(disk.resolve("device"));
        Files.createDirectories(disk.resolve("queue"));
        Files.writeString(disk.resolve("device/model"), "Samsung SSD 980 PRO 1TB         \n");
        Files.writeString(disk.resolve("queue/scheduler"), "none [mq-deadline] kyber\n");
        Files.writeString(disk.resolve("queue/rotational"), "0\n");
        Files.createDirectories(root.resolve("sys/block"));
        Files.createSymbolicLink(root.resolve("sys/block/fakedisk"), disk);
        Files.createDirectories(root.resolve("sys/dev/block"));
        Files.createSymbolicLink(root.resolve("sys/dev/block/" + BlockDevice.major(dev) + ":" + BlockDevice.minor(dev)), disk);
        String mountPoint = data.toRealPath().toString().replace(" ", "\\040");
        Files.createDirectories(root.resolve("proc/self"));
        Files.write(root.resolve("proc/self/mountinfo"), List.of(
                "22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw,errors=remount-ro",
                "40 22 259:2 / " + mountPoint + " rw,noatime shared:7 - xfs /dev/fakedisk1 rw,attr2,inode64,noquota"));

        Map<String, Object> d = EnvironmentProbe.disk(data, root);
        assertEquals("fakedisk", d.get("blockDevice"));
        assertEquals("Samsung SSD 980 PRO 1TB", d.get("model"));
        assertEquals("mq-deadline", d.get("scheduler"));
        assertEquals(Boolean.FALSE, d.get("rotational"));
        assertEquals("rw,noatime,attr2,inode64,noquota", d.get("mountOptions"), "the mount's own options, then the filesystem's, each once");
        assertNotNull(d.get("filesystem"));

        // a VM's disk: no model, no scheduler file; the fields stay, null
        Files.delete(disk.resolve("device/model"));
        Files.delete(disk.resolve("queue/scheduler"));
        Map<String, Object> vm = EnvironmentProbe.disk(data, root);
        assertTrue(vm.containsKey("model") && vm.containsKey("scheduler"));
        assertNull(vm.get("model"));
        assertNull(vm.get("scheduler"));
        assertEquals(Boolean.FALSE, vm.get("rotational"));

        // nothing under the root: every disk field unknown, none guessed
        Map<String, Object> none = EnvironmentProbe.disk(data, Files.createDirectories(tmp.resolve("empty")));
        for (String key : List.of("blockDevice", "model", "scheduler", "rotational", "mountOptions")) {
            assertTrue(none.containsKey(key), key);
            assertNull(none.get(key), key);
        }
    }

    @Test
    void mountinfoLinesAreParsedWithTheirOptionalFields() {
        MountInfo m = MountInfo.parse("36 35 98:0 /mnt1 /mnt/my\\040data rw,noatime master:1 shared:2 - ext3 /dev/root rw,errors=continue").orElseThrow();
        assertEquals("/mnt/my data", m.mountPoint());
        assertEquals("ext3", m.fsType());
        assertEquals("/dev/root", m.source());
        assertEquals("rw,noatime,errors=continue", m.options());
        assertTrue(MountInfo.parse("not a mountinfo line").isEmpty());
        List<String> lines = List.of("1 0 8:1 / / rw - ext4 /dev/sda1 rw", "2 1 8:2 / /var/lib rw - xfs /dev/sdb1 rw",
                "3 1 8:3 / /var/library rw - xfs /dev/sdc1 rw");
        assertEquals("/dev/sdb1", MountInfo.holding(Path.of("/var/lib/mysql"), lines).orElseThrow().source());
        assertEquals("/dev/sda1", MountInfo.holding(Path.of("/var/li"), lines).orElseThrow().source(), "a prefix of a name is not a parent");
    }

    @Test
    void thisMachineKeepsItsJvmAndWhatThisProcessMayUse() {
        Map<String, Object> here = EnvironmentProbe.host((java.nio.file.Path) null);
        assertEquals(Runtime.getRuntime().availableProcessors(), here.get("cores"));
        assertTrue(String.valueOf(here.get("jvm")).contains(System.getProperty("java.version")));
        assertNull(here.get("seenOver"));
    }
}

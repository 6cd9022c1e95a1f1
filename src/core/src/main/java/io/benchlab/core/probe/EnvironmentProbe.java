package io.benchlab.core.probe;

import io.benchlab.api.ServerInfo;
import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Environment recorded once per run: server, non-default variables, CPU, memory, disk, OS, JVM. */
public final class EnvironmentProbe {
    private static final String CPUINFO = "proc/cpuinfo";
    private static final String MEMINFO = "proc/meminfo";
    private static final String OS_RELEASE = "etc/os-release";
    private static final String OS_KERNEL = "proc/sys/kernel/osrelease";
    private static final String HOSTNAME = "proc/sys/kernel/hostname";
    private static final String SMT = "sys/devices/system/cpu/smt/active";
    private static final String BOOST = "sys/devices/system/cpu/cpufreq/boost";
    private static final String NO_TURBO = "sys/devices/system/cpu/intel_pstate/no_turbo";

    private EnvironmentProbe() {
    }

    /** This machine, where benchlab runs, with the disk holding {@code datadir} when given. */
    public static Map<String, Object> host(Path datadir) {
        Path root = Path.of("/");
        Map<String, Object> env = machine(SystemSampler.ProcFiles.local(root));
        env.putIfAbsent("cpuModel", System.getProperty("os.arch")); // not Linux: no /proc
        env.put("cores", Runtime.getRuntime().availableProcessors()); // what this process may use (a container's share)
        env.putIfAbsent("memoryBytes", Runtime.getRuntime().maxMemory());
        env.putIfAbsent("os", System.getProperty("os.name"));
        env.put("kernel", System.getProperty("os.version"));
        env.put("arch", System.getProperty("os.arch"));
        env.put("jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
        if (datadir != null) {
            env.put("datadirDisk", disk(datadir, root));
        }
        return env;
    }

    /**
     * Another machine, from its own files (a remote server's host, read over SSH): CPU, cores,
     * memory, OS, kernel and host name as far as they could be read.
     *
     * @param seenOver how the files were read, e.g. {@code ssh}, recorded so a reader knows whose machine it is
     */
    public static Map<String, Object> host(SystemSampler.ProcFiles files, String seenOver) {
        Map<String, Object> env = machine(files);
        env.put("seenOver", seenOver);
        return env;
    }

    /** The fields both kinds of host share, read from /proc and /etc/os-release (a value that could not be read is absent). */
    private static Map<String, Object> machine(SystemSampler.ProcFiles files) {
        List<String> names = List.of(CPUINFO, MEMINFO, OS_RELEASE, OS_KERNEL, HOSTNAME, SMT, BOOST, NO_TURBO);
        Map<String, List<String>> read = files.read(names);
        Map<String, Object> env = new LinkedHashMap<>();
        List<String> cpu = read.getOrDefault(CPUINFO, List.of());
        cpu.stream().filter(l -> l.startsWith("model name")).findFirst()
                .ifPresent(l -> env.put("cpuModel", l.substring(l.indexOf(':') + 1).trim()));
        long processors = cpu.stream().filter(l -> l.startsWith("processor")).count();
        if (processors > 0) {
            env.put("cores", (int) processors);
        }
        read.getOrDefault(MEMINFO, List.of()).stream().filter(l -> l.startsWith("MemTotal:")).findFirst()
                .ifPresent(l -> env.put("memoryBytes", Long.parseLong(l.replaceAll("\\D", "")) * 1024));
        read.getOrDefault(OS_RELEASE, List.of()).stream().filter(l -> l.startsWith("PRETTY_NAME=")).findFirst()
                .ifPresent(l -> env.put("os", l.substring(12).replace("\"", "")));
        read.getOrDefault(OS_KERNEL, List.of()).stream().findFirst().ifPresent(k -> env.put("kernel", k.strip()));
        read.getOrDefault(HOSTNAME, List.of()).stream().findFirst().ifPresent(h -> env.put("hostname", h.strip()));
        // null, written, when the kernel does not say (a VM often has neither file): unknown, not off
        env.put("smt", flag(read.get(SMT)));
        Boolean boost = flag(read.get(BOOST));
        Boolean noTurbo = flag(read.get(NO_TURBO));
        env.put("turbo", boost != null ? boost : noTurbo == null ? null : !noTurbo);
        return env;
    }

    /** The filesystem and device holding a folder of this machine (see {@link #disk(Path, Path)}). */
    public static Map<String, Object> disk(Path dir) {
        return disk(dir, Path.of("/"));
    }

    /**
     * The filesystem and device holding a folder: type, mount options, device name, size, free
     * space, and the whole disk's model, IO scheduler and whether it is rotational; a value that
     * could not be read is null (a VM's virtual disk has no model, a device-mapper volume no
     * scheduler of its own).
     *
     * @param root where {@code proc} and {@code sys} are read (tests use a made-up tree)
     */
    static Map<String, Object> disk(Path dir, Path root) {
        Map<String, Object> disk = new LinkedHashMap<>();
        try {
            FileStore fs = Files.getFileStore(dir);
            disk.put("path", dir.toString());
            disk.put("filesystem", fs.type());
            disk.put("device", fs.name());
            disk.put("totalBytes", fs.getTotalSpace());
            disk.put("freeBytes", fs.getUsableSpace());
            String whole = BlockDevice.holding(dir, root).map(BlockDevice::name).orElse(null);
            Path sys = whole == null ? null : root.resolve("sys/block").resolve(whole);
            disk.put("blockDevice", whole);
            disk.put("model", sys == null ? null : firstLine(sys.resolve("device/model")));
            disk.put("scheduler", sys == null ? null : scheduler(firstLine(sys.resolve("queue/scheduler"))));
            String rotational = sys == null ? null : firstLine(sys.resolve("queue/rotational"));
            disk.put("rotational", rotational == null ? null : "1".equals(rotational));
            disk.put("mountOptions", mountOptions(dir, root));
        } catch (IOException e) {
            disk.put("error", e.getMessage());
        }
        return disk;
    }

    /** The scheduler in use as {@code queue/scheduler} shows it, between brackets among the choices ({@code none [mq-deadline] kyber}); a lone name when there is no choice. */
    static String scheduler(String line) {
        if (line == null || line.isBlank()) {
            return null;
        }
        int open = line.indexOf('[');
        int close = line.indexOf(']', open + 1);
        if (open >= 0 && close > open) {
            return line.substring(open + 1, close);
        }
        String[] names = line.trim().split("\\s+");
        return names.length == 1 ? names[0] : null;
    }

    /** The options of the mount holding {@code dir}, from {@code proc/self/mountinfo}; null when not found. */
    private static String mountOptions(Path dir, Path root) {
        Path mountinfo = root.resolve("proc/self/mountinfo");
        try {
            return MountInfo.holding(dir.toRealPath(), Files.readAllLines(mountinfo)).map(MountInfo::options).orElse(null);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** A sysfs file's first line, trimmed; null when absent or unreadable. */
    private static String firstLine(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            return lines.isEmpty() ? null : lines.get(0).strip();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** A sysfs switch: {@code 1} on, {@code 0} off, anything else (or no file) unknown. */
    private static Boolean flag(List<String> lines) {
        if (lines == null || lines.isEmpty()) {
            return null;
        }
        return switch (lines.get(0).strip()) {
            case "1" -> Boolean.TRUE;
            case "0" -> Boolean.FALSE;
            default -> null;
        };
    }

    public static Map<String, Object> server(Connection c, ServerInfo info) throws SQLException {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("flavor", info.flavor().name());
        s.put("version", info.version());
        s.put("versionComment", single(c, "SELECT @@version_comment"));
        s.put("datadir", single(c, "SELECT @@datadir"));
        s.put("nonDefaultVariables", nonDefaults(c, info));
        return s;
    }

    private static Map<String, String> nonDefaults(Connection c, ServerInfo info) {
        Map<String, String> out = new TreeMap<>();
        String sql = info.isMariaDb()
                ? "SELECT LOWER(VARIABLE_NAME), GLOBAL_VALUE FROM information_schema.SYSTEM_VARIABLES"
                        + " WHERE GLOBAL_VALUE IS NOT NULL AND DEFAULT_VALUE IS NOT NULL AND GLOBAL_VALUE <> DEFAULT_VALUE"
                : "SELECT i.VARIABLE_NAME, g.VARIABLE_VALUE FROM performance_schema.variables_info i"
                        + " JOIN performance_schema.global_variables g USING (VARIABLE_NAME) WHERE i.VARIABLE_SOURCE <> 'COMPILED'";
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getString(2));
            }
        } catch (SQLException e) {
            out.put("(unavailable)", e.getMessage());
        }
        return out;
    }

    private static String single(Connection c, String sql) {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            return rs.next() ? rs.getString(1) : null;
        } catch (SQLException e) {
            return null;
        }
    }
}

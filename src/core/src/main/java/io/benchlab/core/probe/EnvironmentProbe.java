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

    private EnvironmentProbe() {
    }

    /** This machine, where benchlab runs, with the disk holding {@code datadir} when given. */
    public static Map<String, Object> host(Path datadir) {
        Map<String, Object> env = machine(SystemSampler.ProcFiles.local(Path.of("/")));
        env.putIfAbsent("cpuModel", System.getProperty("os.arch")); // not Linux: no /proc
        env.put("cores", Runtime.getRuntime().availableProcessors()); // what this process may use (a container's share)
        env.putIfAbsent("memoryBytes", Runtime.getRuntime().maxMemory());
        env.putIfAbsent("os", System.getProperty("os.name"));
        env.put("kernel", System.getProperty("os.version"));
        env.put("arch", System.getProperty("os.arch"));
        env.put("jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
        if (datadir != null) {
            env.put("datadirDisk", disk(datadir));
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
        List<String> names = List.of(CPUINFO, MEMINFO, OS_RELEASE, OS_KERNEL, HOSTNAME);
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
        return env;
    }

    /** The filesystem and device holding a folder: type, device name, size, free space, rotational. */
    public static Map<String, Object> disk(Path dir) {
        Map<String, Object> disk = new LinkedHashMap<>();
        try {
            FileStore fs = Files.getFileStore(dir);
            disk.put("path", dir.toString());
            disk.put("filesystem", fs.type());
            disk.put("device", fs.name());
            disk.put("totalBytes", fs.getTotalSpace());
            disk.put("freeBytes", fs.getUsableSpace());
            disk.put("rotational", rotational(fs.name()));
        } catch (IOException e) {
            disk.put("error", e.getMessage());
        }
        return disk;
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

    private static Object rotational(String device) {
        String dev = device.replace("/dev/", "");
        for (String candidate : List.of(dev, dev.replaceAll("p?\\d+$", ""))) {
            Path p = Path.of("/sys/block", candidate, "queue/rotational");
            try {
                if (Files.exists(p)) {
                    return "1".equals(Files.readString(p).trim());
                }
            } catch (IOException ignored) {
                // unknown
            }
        }
        return null;
    }
}

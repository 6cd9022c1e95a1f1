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
    private EnvironmentProbe() {
    }

    public static Map<String, Object> host(Path datadir) {
        Map<String, Object> env = new LinkedHashMap<>();
        env.put("cpuModel", cpuModel());
        env.put("cores", Runtime.getRuntime().availableProcessors());
        env.put("memoryBytes", memTotal());
        env.put("os", osName());
        env.put("kernel", System.getProperty("os.version"));
        env.put("arch", System.getProperty("os.arch"));
        env.put("jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
        if (datadir != null) {
            env.put("datadirDisk", disk(datadir));
        }
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

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // not Linux
        }
        return System.getProperty("os.arch");
    }

    private static long memTotal() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // not Linux
        }
        return Runtime.getRuntime().maxMemory();
    }

    private static String osName() {
        try {
            for (String line : Files.readAllLines(Path.of("/etc/os-release"))) {
                if (line.startsWith("PRETTY_NAME=")) {
                    return line.substring(12).replace("\"", "");
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // not Linux
        }
        return System.getProperty("os.name");
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

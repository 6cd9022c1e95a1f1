package io.benchlab.core.agent;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.remote.RemoteResult;
import io.benchlab.core.remote.Shell;
import io.benchlab.core.remote.SshSession;
import io.benchlab.core.util.BuildInfo;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * What a load host needs to run {@code benchlab agent}, and copying it there: this process's own
 * class path (its jars; class folders, as in a development build, packed into jars), the
 * workload's plugin jar when it is not built in, the agent launcher and the JDK finder
 * ({@code scripts/find-jdk.sh}). Everything goes into a folder per benchlab version under the
 * login user's home ({@value #FOLDER}/VERSION); jars are named by their SHA-256, so a jar already
 * there is never copied again and a changed one never overwrites the old. Copies land under a
 * temporary name and are renamed, so a copy cut short is never taken for a whole one.
 *
 * <p>Local files are prepared once per instance (one run).
 */
public final class AgentInstall implements AutoCloseable {
    /** Under the remote user's home. */
    public static final String FOLDER = ".benchlab/agent";
    private static final java.time.Duration COMMAND = java.time.Duration.ofMinutes(2);

    /** Local file → the name it has on the host (hash-name.jar). */
    private final Map<Path, String> libs = new LinkedHashMap<>();
    private final Path pluginJar;
    private final String pluginName;
    private final Path scratch;

    /** What this process runs with, plus the workload's plugin jar ({@code null}: the plugin is built in). */
    public AgentInstall(Path pluginJar) {
        try {
            this.scratch = Files.createTempDirectory("benchlab-agent-jars");
            for (Path p : classPath()) {
                if (drawsOnly(p)) {
                    continue;
                }
                if (Files.isDirectory(p)) {
                    Path jar = scratch.resolve(p.getParent().getFileName() + "-" + p.getFileName() + "-" + libs.size() + ".jar");
                    packFolder(p, jar);
                    libs.put(jar, hashName(jar));
                } else if (Files.isRegularFile(p)) {
                    libs.put(p, hashName(p));
                }
            }
            this.pluginJar = pluginJar;
            this.pluginName = pluginJar == null ? null : hashName(pluginJar);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare the agent's files", e);
        }
    }

    /**
     * The desktop app's toolkit and chart jars (tens of megabytes): an agent draws nothing, so a run
     * started from the app does not copy them to its load hosts.
     */
    private static boolean drawsOnly(Path p) {
        String name = p.getFileName() == null ? "" : p.getFileName().toString();
        return name.endsWith(".jar") && (name.startsWith("javafx-") || name.startsWith("jfreechart-") || name.startsWith("org.jfree."));
    }

    /**
     * This process's class path; a jar whose manifest names the real class path (as a test
     * runner's launcher jar does) stands for those entries.
     */
    private static List<Path> classPath() throws IOException {
        List<Path> out = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            Path p = Path.of(entry).toAbsolutePath();
            String manifestPath = null;
            if (Files.isRegularFile(p) && p.toString().endsWith(".jar")) {
                try (java.util.jar.JarFile jar = new java.util.jar.JarFile(p.toFile())) {
                    java.util.jar.Manifest m = jar.getManifest();
                    manifestPath = m == null ? null : m.getMainAttributes().getValue(java.util.jar.Attributes.Name.CLASS_PATH);
                }
            }
            if (manifestPath == null) {
                out.add(p);
                continue;
            }
            for (String ref : manifestPath.trim().split("\\s+")) {
                try {
                    out.add(Path.of(p.getParent().toUri().resolve(ref)));
                } catch (RuntimeException notAFile) {
                    // an entry that is no local file cannot be copied; the JVM ignores it too
                }
            }
        }
        return out;
    }

    /** Where it is on one host, and the command line that starts an agent there. */
    public record Installed(String folder, String commandLine) {
    }

    /** Copies what is missing to the host and returns how to start an agent there. */
    public Installed ensure(SshSession ssh) {
        String host = ssh.target().host();
        RemoteResult home = ssh.run("printf '%s' \"$HOME\"", COMMAND);
        if (!home.ok() || home.stdout().isBlank()) {
            throw new BenchlabException("load host " + host + ": cannot find the home folder of " + ssh.target().user());
        }
        String dir = home.stdout().strip() + "/" + FOLDER + "/" + BuildInfo.load().benchlabVersion().replaceAll("[^A-Za-z0-9._-]", "-");
        ssh.runChecked(List.of("mkdir", "-p", dir + "/lib", dir + "/plugin"), COMMAND);
        Set<String> present = Set.copyOf(ssh.runChecked(List.of("ls", "-1", dir + "/lib", dir + "/plugin"), COMMAND).lines().toList());
        for (var lib : libs.entrySet()) {
            if (!present.contains(lib.getValue())) {
                copy(ssh, lib.getKey(), dir + "/lib/" + lib.getValue());
            }
        }
        if (pluginJar != null && !present.contains(pluginName)) {
            copy(ssh, pluginJar, dir + "/plugin/" + pluginName);
        }
        // small, and part of this version: written every time, so a hand-edited copy cannot linger
        copyResource(ssh, "find-jdk.sh", dir + "/find-jdk.sh");
        copyResource(ssh, "benchlab-agent", dir + "/benchlab-agent");
        List<String> command = new ArrayList<>(List.of("bash", dir + "/benchlab-agent",
                String.join(":", libs.values().stream().map(n -> dir + "/lib/" + n).toList())));
        if (pluginJar != null) {
            // a folder holding only this plugin's jar: the agent loads it as the coordinator does
            String only = dir + "/plugin/" + pluginName.replace(".jar", "");
            ssh.runChecked(List.of("sh", "-c", "mkdir -p \"$1\" && ln -sf \"$2\" \"$1/plugin.jar\"", "sh", only, dir + "/plugin/" + pluginName),
                    COMMAND);
            command.addAll(List.of("--plugin-dir", only));
        }
        return new Installed(dir, Shell.join(command));
    }

    private void copy(SshSession ssh, Path local, String remote) {
        String part = remote + ".part-" + ProcessHandle.current().pid();
        ssh.upload(local, part);
        ssh.runChecked(List.of("mv", "-f", part, remote), COMMAND);
    }

    private void copyResource(SshSession ssh, String name, String remote) {
        try (InputStream in = AgentInstall.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("this build lacks the agent's " + name);
            }
            Path local = scratch.resolve(name);
            Files.write(local, in.readAllBytes());
            copy(ssh, local, remote);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The jars the agent runs with (local files), for tests and the report. */
    public List<Path> jars() {
        return List.copyOf(libs.keySet());
    }

    static String hashName(Path file) throws IOException {
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(OutputStream.nullOutputStream());
            String hex = HexFormat.of().formatHex(((DigestInputStream) in).getMessageDigest().digest());
            String name = file.getFileName().toString().replaceAll("[^A-Za-z0-9._-]", "-");
            return hex.substring(0, 16) + "-" + (name.endsWith(".jar") ? name : name + ".jar");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK lacks SHA-256", e);
        }
    }

    /** A class folder as a jar with fixed entry times and order, so the same classes give the same hash. */
    private static void packFolder(Path folder, Path jar) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(folder)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                JarEntry e = new JarEntry(folder.relativize(f).toString().replace('\\', '/'));
                e.setTime(0);
                out.putNextEntry(e);
                Files.copy(f, out);
                out.closeEntry();
            }
        }
    }

    @Override
    public void close() {
        try (Stream<Path> files = Files.walk(scratch)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException ignored) {
            // a temporary folder: the OS cleans it eventually
        }
    }
}

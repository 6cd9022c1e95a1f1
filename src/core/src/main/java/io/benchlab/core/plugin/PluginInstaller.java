package io.benchlab.core.plugin;

import io.benchlab.core.BenchlabException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.ZipFile;

/**
 * {@code benchlab plugins install JAR}: loads the jar exactly as the registry will (its own class
 * loader, ServiceLoader, API version check, beside the built-ins and the installed plugins) and
 * copies it into the user's plugin folder only when it brings at least one provider and no
 * problem. A jar that replaces an installed copy of the same file name is checked without it.
 */
public final class PluginInstaller {
    private final ClassLoader appLoader;
    private final List<Path> pluginDirs;
    private final Path userDir;

    /**
     * @param pluginDirs every folder plugins load from (for id clashes)
     * @param userDir    where the jar is copied (the user's plugin folder)
     */
    public PluginInstaller(ClassLoader appLoader, List<Path> pluginDirs, Path userDir) {
        this.appLoader = appLoader;
        this.pluginDirs = List.copyOf(pluginDirs);
        this.userDir = userDir;
    }

    /** What an install did. */
    public record Installed(Path target, List<String> provides, List<Path> replaced) {
    }

    public Installed install(Path jar) {
        Path source = jar.toAbsolutePath().normalize();
        String name = source.getFileName().toString();
        if (!Files.isRegularFile(source)) {
            throw new BenchlabException(jar + ": no such file");
        }
        if (!name.endsWith(".jar")) {
            throw new BenchlabException(jar + ": not a .jar file (build the plugin with `mvn package`, then install target/NAME.jar)");
        }
        try (ZipFile ignored = new ZipFile(source.toFile())) {
            // only opened to tell a jar from any other file
        } catch (IOException e) {
            throw new BenchlabException(jar + ": not a readable jar (" + e.getMessage() + ")");
        }
        Set<Path> replaced = olderCopies(source);
        List<String> provides;
        try (PluginRegistry r = PluginRegistry.loadWith(appLoader, pluginDirs, source, replaced)) {
            String key = source.toString();
            List<String> problems = r.problems().stream().filter(p -> p.startsWith(key)).toList();
            if (!problems.isEmpty()) {
                throw new BenchlabException(problems.get(0).replace(key, jar.toString()).replace("; skipped", "") + "; not installed");
            }
            provides = r.from(source);
        }
        Path target = userDir.resolve(name);
        try {
            Files.createDirectories(userDir);
            Path tmp = Files.createTempFile(userDir, "." + name, ".part");
            Files.copy(source, tmp, StandardCopyOption.REPLACE_EXISTING);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            for (Path old : replaced) {
                Files.deleteIfExists(old);
            }
        } catch (IOException e) {
            throw new BenchlabException("cannot copy " + jar + " into " + userDir + ": " + e.getMessage(), e);
        }
        return new Installed(target, provides, List.copyOf(replaced));
    }

    /**
     * Jars in the user's folder that provide an id the candidate provides too: an older build of
     * the same plugin (say {@code my-workload-0.1.jar} when installing {@code my-workload-0.2.jar}),
     * replaced by the install. Clashes with built-ins or other folders stay refusals.
     */
    private Set<Path> olderCopies(Path source) {
        Set<Path> older = new LinkedHashSet<>();
        try (PluginRegistry r = PluginRegistry.loadWith(appLoader, pluginDirs, source)) {
            for (PluginRegistry.Clash c : r.clashes()) {
                Path other = Path.of(c.provider());
                if (c.source().equals(source.toString()) && userDir.equals(other.getParent()) && c.provider().endsWith(".jar")) {
                    older.add(other);
                }
            }
        }
        return older;
    }
}

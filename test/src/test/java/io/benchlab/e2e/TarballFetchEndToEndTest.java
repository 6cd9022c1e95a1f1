package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.util.Sha256;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A vendor's binary tarball by URL, checked by its SHA-256: a .tar.gz laid out as MariaDB's bintar
 * (built here from the embedded MariaDB's files) served by an HTTP server on 127.0.0.1. A wrong
 * checksum is refused in one line with nothing unpacked; the right one is fetched, cached by its
 * checksum, and runs as a managed server from an experiment's server block without another download.
 */
class TarballFetchEndToEndTest {
    static final String NAME = "mariadb-11.4.5-linux-systemd-x86_64";
    @TempDir
    Path dir;

    @Test
    void aTarballByUrlIsCheckedCachedAndRun() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Path embedded = Path.of(System.getProperty("benchlab.cache"), "mariadb-11.4.5");
        if (!Files.isExecutable(embedded.resolve("bin/mariadbd"))) {
            cli.ok("server", "fetch", "11.4.5");
        }
        // gzip'd as MariaDB's bintars are, at the fastest level: the test checks the fetch, not the compression
        Path tarball = dir.resolve(NAME + ".tar.gz");
        Process tar = new ProcessBuilder("tar", "-I", "gzip -1", "-cf", tarball.toString(), "--transform", "s,^," + NAME + "/,",
                "-C", embedded.toString(), "bin/mariadbd", "bin/my_print_defaults", "bin/resolveip", "scripts", "share", "libs")
                .inheritIO().start();
        assertEquals(0, tar.waitFor());
        String sha256 = Sha256.of(tarball);
        AtomicInteger downloads = new AtomicInteger();
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        http.createContext("/dist/", exchange -> {
            downloads.incrementAndGet();
            exchange.getResponseHeaders().add("Content-Type", "application/gzip");
            exchange.sendResponseHeaders(200, Files.size(tarball));
            try (var out = exchange.getResponseBody()) {
                Files.copy(tarball, out);
            }
        });
        http.start();
        String url = "http://127.0.0.1:" + http.getAddress().getPort() + "/dist/" + NAME + ".tar.gz";
        String sharedCache = System.getProperty("benchlab.cache");
        System.setProperty("benchlab.cache", dir.resolve("cache").toString()); // the test's archive stays out of the shared cache
        try {
            String wrong = "0".repeat(64);
            Cli.Result refused = cli.run("server", "fetch", url, "--sha256", wrong);
            assertEquals(2, refused.exitCode(), refused.all());
            // the download's progress lines, then the refusal in one line
            List<String> said = refused.err().strip().lines().filter(l -> !l.startsWith("downloading ")).toList();
            assertEquals(List.of("benchlab: the archive at " + url + " has SHA-256 " + sha256 + ", not the " + wrong
                    + " asked for: refused, nothing unpacked"), said, refused.err());
            assertFalse(unpackedAny(), "nothing of a refused archive is kept");

            Cli.Result unchecked = cli.run("server", "fetch", url);
            assertEquals(2, unchecked.exitCode(), unchecked.all());
            assertEquals(1, unchecked.err().strip().lines().count(), unchecked.err());
            assertTrue(unchecked.err().contains("--sha256"), unchecked.err());

            Cli.Result fetched = cli.ok("server", "fetch", url, "--sha256", sha256.toUpperCase(java.util.Locale.ROOT));
            assertTrue(fetched.out().startsWith("MariaDB 11.4.5-MariaDB ready in " + dir.resolve("cache/tarballs/" + NAME + "-"
                    + sha256.substring(0, 10) + "/" + NAME)), fetched.out());
            assertEquals(2, downloads.get(), "the refused download and the checked one");

            Path file = Experiments.write(dir.resolve("exp"), "url-tarball", "unused", """
                    phases: {cold: true, warm: 1}
                    variants:
                      - name: vendor-tarball
                        server: {type: binaries, tarball: '%s', sha256: %s, profile: e2e-url-tarball}
                    """.formatted(url, sha256));
            Cli.Result run = cli.ok("run", file.toString(), "--quiet");
            Bundle b = new BundleReader().read(Path.of(run.out().strip()));
            assertEquals(RunStatus.COMPLETE, b.manifest().status());
            assertEquals(List.of("managed 'e2e-url-tarball'"), b.variants().stream().map(v -> v.server()).toList());
            assertEquals(6, b.measurements().stream().filter(m -> m.error() == null).count());
            assertEquals(2, downloads.get(), "the run found the checked archive in the cache");
        } finally {
            cli.stopServer("e2e-url-tarball");
            System.setProperty("benchlab.cache", sharedCache);
            http.stop(0);
        }
    }

    private boolean unpackedAny() throws Exception {
        Path tarballs = dir.resolve("cache/tarballs");
        if (!Files.isDirectory(tarballs)) {
            return false;
        }
        try (var s = Files.list(tarballs)) {
            return s.anyMatch(Files::isDirectory);
        }
    }
}

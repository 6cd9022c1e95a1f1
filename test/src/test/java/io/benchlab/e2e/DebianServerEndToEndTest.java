package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.settings.VariableDiff;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Servers from the machine next to the embedded one: Debian's mariadb-server package (installed
 * by scripts/install-test-deps.sh) as a managed `binaries` server with its own profile and
 * datadir, and a server tarball this test builds from binaries already on the machine, unpacked
 * into the cache once.
 */
class DebianServerEndToEndTest {
    @TempDir
    static Path dir;
    static Cli cli;

    @BeforeAll
    static void home() {
        cli = new Cli(dir.resolve("home"));
    }

    @AfterAll
    static void stop() {
        cli.run("server", "stop", "--basedir", "/usr");
        cli.stopServer("e2e-debian-embedded");
    }

    @Test
    void debiansMariadbRunsNextToTheEmbeddedOne() throws Exception {
        assertTrue(Files.isExecutable(Path.of("/usr/sbin/mariadbd")), "Debian's mariadb-server is missing: run scripts/install-test-deps.sh");
        String versions = cli.ok("server", "versions").out();
        assertTrue(versions.lines().anyMatch(l -> l.contains("installed") && l.contains("server: {type: binaries, basedir: /usr}")), versions);
        Path file = Experiments.write(dir.resolve("exp"), "debian", "e2e-debian-embedded", """
                phases: {cold: true, warm: 1}
                variants:
                  - name: embedded
                  - name: debian
                    server: {type: binaries, basedir: /usr}
                """);
        Cli.Result run = cli.ok("run", file.toString(), "--quiet");
        Bundle b = new BundleReader().read(Path.of(run.out().strip()));
        assertEquals(RunStatus.COMPLETE, b.manifest().status());
        assertEquals(List.of("managed 'e2e-debian-embedded'", "managed 'binaries-usr'"), b.variants().stream().map(v -> v.server()).toList());
        String debianVersion = b.variants().get(1).version();
        assertTrue(debianVersion.contains("deb"), debianVersion);
        assertTrue(Files.isDirectory(cli.home().resolve("servers/binaries-usr/data/mysql")), "its own datadir, not /var/lib/mysql");
        assertEquals(6, b.measurements().stream().filter(m -> m.variant().equals("debian") && m.error() == null).count());
        VariableDiff d = VariableDiff.of(b);
        assertEquals(debianVersion, d.variable("version").orElseThrow().values().get(1));
    }

    @Test
    void aTarballIsUnpackedOnceAndRuns() throws Exception {
        // a tarball of the embedded MariaDB's server parts, as a vendor's archive would hold them
        Path embedded = Path.of(System.getProperty("benchlab.cache"), "mariadb-11.4.5");
        if (!Files.isExecutable(embedded.resolve("bin/mariadbd"))) {
            cli.ok("server", "fetch", "11.4.5");
        }
        Path tarball = dir.resolve("mariadb-11.4.5-linux-x86_64.tar");
        Process tar = new ProcessBuilder("tar", "-cf", tarball.toString(), "--transform", "s,^,mariadb-11.4.5-linux-x86_64/,",
                "-C", embedded.toString(), "bin/mariadbd", "bin/my_print_defaults", "bin/resolveip", "scripts", "share", "libs")
                .inheritIO().start();
        assertEquals(0, tar.waitFor());
        Path file = Experiments.write(dir.resolve("exp-tar"), "tarball", "unused", """
                phases: {cold: false, warm: 1}
                variants:
                  - name: from-tarball
                    server: {type: binaries, tarball: %s, profile: e2e-tarball}
                """.formatted(tarball));
        String cacheBefore = System.getProperty("benchlab.cache");
        System.setProperty("benchlab.cache", dir.resolve("cache").toString()); // keep 300 MB out of the shared cache
        try {
            Cli.Result first = cli.ok("run", file.toString(), "--quiet");
            assertEquals(RunStatus.COMPLETE, new BundleReader().read(Path.of(first.out().strip())).manifest().status());
            Path unpacked;
            try (var s = Files.list(dir.resolve("cache/tarballs"))) {
                List<Path> all = s.toList();
                assertEquals(1, all.size(), all.toString());
                unpacked = all.get(0);
            }
            Path marker = Files.createFile(unpacked.resolve("mariadb-11.4.5-linux-x86_64/left-by-the-test"));
            cli.ok("run", file.toString(), "--quiet");
            assertTrue(Files.exists(marker), "the second run reuses the unpacked tarball");
        } finally {
            cli.stopServer("e2e-tarball");
            System.setProperty("benchlab.cache", cacheBefore);
        }
    }
}

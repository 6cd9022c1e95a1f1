package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Environment;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.RunStatus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code server: {type: remote}} through the real CLI against Debian's real OpenSSH server on
 * 127.0.0.1 (fixture {@link OpenSshServer}: a free port, keys made for the test, key login only,
 * no root login): benchlab copies its embedded MariaDB to the "remote" home over SSH, starts it
 * there, reaches it through a port forward, runs a cold and a warm phase with the cold proof taken
 * on the host, samples the host's /proc over the same connection and fetches the error log. Then
 * the ways a host is refused, each in one line with a non-zero exit.
 */
class RemoteServerEndToEndTest {
    @RegisterExtension
    static final OpenSshServer SSHD = new OpenSshServer();

    private static final String PASSPHRASE = "c0rrect-h0rse-" + Long.toHexString(System.nanoTime());

    @TempDir
    static Path dir;
    static Cli cli;
    static Path key;
    static Path passphraseFile;

    @BeforeAll
    static void keys() throws Exception {
        cli = new Cli(dir.resolve("home"));
        // an encrypted key, its passphrase in an owner-only file: it must reach no bundle
        key = dir.resolve("id_bench");
        OpenSshServer.keygen(key, PASSPHRASE);
        Files.writeString(SSHD.authorizedKeys(), Files.readString(key.resolveSibling("id_bench.pub")), java.nio.file.StandardOpenOption.APPEND);
        passphraseFile = dir.resolve("passphrase");
        Files.writeString(passphraseFile, PASSPHRASE + "\n");
        Files.setPosixFilePermissions(passphraseFile, PosixFilePermissions.fromString("rw-------"));
    }

    private static Path experiment(String name, String host, Path identity, Path knownHosts, String remoteHome, String phases) throws IOException {
        Path folder = dir.resolve(name);
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("setup.sql"), Experiments.SETUP);
        Files.writeString(folder.resolve("queries.sql"), Experiments.QUERIES);
        String yaml = """
                name: %s
                server:
                  type: remote
                  host: %s
                  ssh:
                    user: %s
                    port: %d
                    identityFile: %s
                    knownHosts: %s
                    passphraseFile: %s
                  remoteHome: %s
                workload:
                  plugin: sql-file
                  parameters:
                    setup: setup.sql
                    queries: queries.sql
                    schema: e2e
                phases: %s
                """.formatted(name, host, SSHD.user(), SSHD.port(), identity, knownHosts, passphraseFile, remoteHome, phases);
        Path file = folder.resolve(name + ".yaml");
        Files.writeString(file, yaml);
        return file;
    }

    @Test
    void aRemoteServerRunsColdAndWarmWithTheColdProofTakenOverSsh() throws Exception {
        Path knownHosts = dir.resolve("known_hosts_first_use");
        Files.writeString(knownHosts, "");
        String remoteHome = SSHD.remoteDir().resolve("home").toString();
        Path file = experiment("remote-run", OpenSshServer.HOST, key, knownHosts, remoteHome, "{cold: true, warm: 1}");

        // the first contact: refused without --accept-new-host-key, in one line saying how to accept it
        Cli.Result refused = cli.run("run", file.toString(), "--quiet");
        assertOneLine(refused, "is not in " + knownHosts, "--accept-new-host-key");
        assertEquals("", Files.readString(knownHosts), "nothing added without asking");

        Cli.Result run = cli.ok("run", file.toString(), "--quiet", "--accept-new-host-key");
        assertTrue(Files.readString(knownHosts).startsWith("[127.0.0.1]:" + SSHD.port() + " "), "the host key was added: " + Files.readString(knownHosts));
        Path bundleDir = Path.of(run.out().strip());
        Bundle b = new BundleReader().read(bundleDir);
        assertEquals(RunStatus.COMPLETE, b.manifest().status(), b.manifest().message());
        assertEquals("remote 'default' on 127.0.0.1", b.variants().get(0).server());

        // the binaries and the datadir are where the remote home says, owned by the SSH login
        Path data = Path.of(remoteHome, "servers/default/data");
        assertTrue(Files.isDirectory(data.resolve("mysql")), "the datadir was made on the host");
        try (Stream<Path> dist = Files.list(Path.of(remoteHome, "dist"))) {
            Path copy = dist.findFirst().orElseThrow();
            assertTrue(Files.isRegularFile(copy.resolve("manifest.sha256")), "the copy was checked against its manifest");
            assertEquals(SSHD.user(), Files.getOwner(copy.resolve("bin/mariadbd")).getName());
        }

        // the cold proof came from the host: its datadir, evicted and measured there
        Records.PhaseRecord cold = b.phases().stream().filter(Records.PhaseRecord::cold).findFirst().orElseThrow();
        Records.ColdProof proof = cold.coldProof();
        assertNotNull(proof);
        assertTrue(proof.method().contains("datadir " + data + " evicted from 127.0.0.1's page cache"), proof.method());
        assertTrue(proof.method().contains("restarted over SSH"), proof.method());
        long onDisk = 0;
        try (Stream<Path> files = Files.walk(data)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                if (io.benchlab.core.probe.PageCache.counts(p.getFileName().toString())) {
                    onDisk += Files.size(p);
                }
            }
        }
        assertTrue(proof.datadirBytes() > 1_000_000 && proof.datadirBytes() <= onDisk * 2, "datadir bytes measured there: " + proof.datadirBytes()
                + " vs " + onDisk + " on disk now");
        assertTrue(proof.residentBytesBefore() < proof.datadirBytes() / 2, "evicted: " + proof.residentBytesBefore() + " of " + proof.datadirBytes());
        assertTrue(proof.bufferPoolPagesData() > 0 && proof.bufferPoolPagesData() < proof.bufferPoolPagesTotal(), "buffer pool recorded: " + proof);
        assertTrue(proof.dumpLoadDisabled());
        assertNotNull(proof.settle(), "the settle step ran before the remote stop");

        // every query measured in both phases, with the host's system metrics beside it
        assertEquals(6, b.measurements().stream().filter(m -> m.error() == null).count(), "three queries in two phases");
        for (Records.Measurement m : b.measurements()) {
            assertNotNull(m.system(), "system sample of " + m.operation());
            assertNotNull(m.system().pageCacheBytes(), "the host's page cache, from its /proc/meminfo");
            assertNotNull(m.system().serverRssBytes(), "the remote server's RSS, from /proc/PID/status there");
        }

        // the error log came back into the bundle
        Path logs = bundleDir.resolve(BundleFormat.LOGS_DIR);
        Path log;
        try (Stream<Path> s = Files.list(logs)) {
            log = s.filter(p -> p.getFileName().toString().startsWith("server-remote")).findFirst().orElseThrow(() -> new AssertionError("no remote log in " + logs));
        }
        assertTrue(Files.readString(log, StandardCharsets.ISO_8859_1).contains("ready for connections"), "the remote error log");

        // this machine's lock on that remote server was taken (HOME/remote/HOST-PROFILE) and given back
        io.benchlab.core.server.ServerProfile lockProfile = io.benchlab.core.server.ServerProfile.in(cli.home().resolve("remote"), "127.0.0.1-default");
        assertTrue(Files.isDirectory(lockProfile.dir()), "the lock's folder");
        assertTrue(io.benchlab.core.server.ProfileLock.holder(lockProfile).isEmpty(), "released at the end of the run");

        // the run stopped the server it started there
        assertFalse(Files.exists(Path.of(remoteHome, "servers/default/mariadbd.pid")), "the remote server was stopped");

        // the passphrase reached no file of the bundle, nor the output, nor the report or show
        assertNoSecret(bundleDir, PASSPHRASE);
        assertFalse(run.all().contains(PASSPHRASE));
        Path report = dir.resolve("remote-report.html");
        cli.ok("report", bundleDir.toString(), "-o", report.toString());
        assertFalse(Files.readString(report).contains(PASSPHRASE));
        String shown = cli.ok("show", bundleDir.toString()).out();
        assertTrue(shown.contains("remote 'default' on 127.0.0.1"), shown);
        assertFalse(shown.contains(PASSPHRASE));
        // the environment describes the host beneath the server, read over SSH, and keeps the client apart
        Environment env = Environment.of(b);
        assertEquals("ssh to 127.0.0.1", env.host().seenOver(), "the server's machine was read over SSH");
        assertNotNull(env.host().cpuModel(), "the host's CPU, from its /proc/cpuinfo");
        assertTrue(env.host().memoryBytes() > 0 && env.host().cores() > 0, env.toString());
        assertNotNull(env.client(), "where benchlab ran, apart from the server's host");
        assertNull(env.client().seenOver());
        assertTrue(shown.contains("(read over ssh to 127.0.0.1): "), shown);
        assertTrue(shown.contains("benchlab ran on "), shown);
        assertTrue(Files.readString(report).contains("benchlab ran on: cpuModel"), "the report lists the client's machine apart");
    }

    /**
     * Service mode: the host's own server — Debian's mariadb-server package, as installed on the
     * host — started and stopped by the user's commands (here two scripts in the login's folder,
     * standing in for {@code sudo systemctl start/stop mariadb}), reached by its JDBC URL; cold
     * phases stop it, evict its datadir from the host's page cache, prove it there and start it.
     */
    @Test
    void aServiceTheHostRunsIsRestartedByItsOwnCommandsForTheColdPhase() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/sbin/mariadbd")), "Debian's mariadb-server: scripts/install-test-deps.sh");
        Path svc = SSHD.remoteDir().resolve("service");
        Files.createDirectories(svc);
        int port;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getByName(OpenSshServer.HOST))) {
            port = s.getLocalPort();
        }
        String d = svc.toString();
        Files.writeString(svc.resolve("start.sh"), """
                set -e
                [ -d %1$s/data/mysql ] || mariadb-install-db --no-defaults --datadir=%1$s/data --auth-root-authentication-method=normal --skip-test-db >/dev/null
                setsid /usr/sbin/mariadbd --no-defaults --datadir=%1$s/data --port=%2$d --bind-address=127.0.0.1 --socket=%1$s/sock \
                  --pid-file=%1$s/pid --log-error=%1$s/error.log --skip-ssl --innodb-buffer-pool-dump-at-shutdown=OFF \
                  --innodb-buffer-pool-load-at-startup=OFF </dev/null >/dev/null 2>&1 &
                """.formatted(d, port));
        Files.writeString(svc.resolve("stop.sh"), """
                p=$(cat %1$s/pid 2>/dev/null) || exit 0
                kill $p 2>/dev/null || exit 0
                while kill -0 $p 2>/dev/null; do sleep 0.1; done
                """.formatted(d));
        Files.setOwner(svc, Files.getOwner(SSHD.remoteDir()));
        Path folder = dir.resolve("service-exp");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("setup.sql"), Experiments.SETUP);
        Files.writeString(folder.resolve("queries.sql"), Experiments.QUERIES);
        Path file = folder.resolve("service.yaml");
        Files.writeString(file, """
                name: service
                server:
                  type: remote
                  host: 127.0.0.1
                  ssh: {user: %s, port: %d, identityFile: %s, knownHosts: %s, passphraseFile: %s}
                  service:
                    start: sh %s/start.sh
                    stop: sh %s/stop.sh
                    datadir: %s/data
                    errorLog: %s/error.log
                  url: jdbc:mysql://127.0.0.1:%d/
                  user: root
                workload:
                  plugin: sql-file
                  parameters: {setup: setup.sql, queries: queries.sql, schema: e2e}
                phases: {cold: true, warm: 1}
                """.formatted(SSHD.user(), SSHD.port(), key, SSHD.knownHosts(knownHostsIn(dir.resolve("service-kh"))), passphraseFile,
                d, d, d, d, port));
        try {
            Cli.Result run = cli.ok("run", file.toString(), "--quiet");
            Bundle b = new BundleReader().read(Path.of(run.out().strip()));
            assertEquals(RunStatus.COMPLETE, b.manifest().status(), b.manifest().message());
            assertTrue(b.variants().get(0).version().contains("deb"), "Debian's server: " + b.variants().get(0).version());
            Records.ColdProof proof = b.phases().stream().filter(Records.PhaseRecord::cold).findFirst().orElseThrow().coldProof();
            assertTrue(proof.method().contains("datadir " + d + "/data evicted from 127.0.0.1's page cache"), proof.method());
            assertTrue(proof.datadirBytes() > 1_000_000 && proof.residentBytesBefore() < proof.datadirBytes() / 2, proof.toString());
            assertTrue(proof.bufferPoolPagesData() > 0, proof.toString());
            assertEquals(6, b.measurements().stream().filter(m -> m.error() == null).count(), "three queries in two phases");
            assertTrue(b.measurements().stream().allMatch(m -> m.system() != null && m.system().serverRssBytes() != null),
                    "the service's process found on the host and sampled");
            try (Stream<Path> s = Files.list(Path.of(run.out().strip()).resolve(BundleFormat.LOGS_DIR))) {
                assertTrue(s.anyMatch(p -> p.getFileName().toString().startsWith("server-remote-service")), "the service's error log fetched");
            }
            assertTrue(Files.exists(svc.resolve("pid")), "a service is the host's: the run leaves it running");
        } finally {
            new ProcessBuilder("sh", svc.resolve("stop.sh").toString()).inheritIO().start().waitFor();
        }
    }

    /**
     * The remote server killed in the middle of a run (as an OOM kill would): the run ends in one
     * line naming the host's server and its error log, and the bundle keeps what was measured.
     */
    @Test
    void aRemoteServerDyingMidRunKeepsTheFinishedMeasurements() throws Exception {
        String remoteHome = SSHD.remoteDir().resolve("home").toString();
        Path folder = dir.resolve("dies");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("setup.sql"), Experiments.SETUP);
        Files.writeString(folder.resolve("queries.sql"), "-- name: count\nSELECT COUNT(*) FROM t;\n-- name: slow\nSELECT SLEEP(30);\n");
        Path file = folder.resolve("dies.yaml");
        Files.writeString(file, """
                name: dies
                server:
                  type: remote
                  host: 127.0.0.1
                  profile: dies
                  ssh: {user: %s, port: %d, identityFile: %s, knownHosts: %s, passphraseFile: %s}
                  remoteHome: %s
                workload:
                  plugin: sql-file
                  parameters: {setup: setup.sql, queries: queries.sql, schema: e2e}
                phases: {cold: false, warm: 2}
                """.formatted(SSHD.user(), SSHD.port(), key, SSHD.knownHosts(knownHostsIn(dir.resolve("dies-kh"))), passphraseFile, remoteHome));
        Path pidFile = Path.of(remoteHome, "servers/dies/mariadbd.pid");
        Path runs = cli.home().resolve("runs");
        Thread killer = new Thread(() -> {
            try {
                // once the first query is in the bundle, the slow one is running: kill the server under it
                for (int i = 0; i < 6000; i++) {
                    Path measured = newest(runs, "dies").map(d -> d.resolve("measurements.jsonl")).orElse(null);
                    if (measured != null && Files.exists(measured) && Files.size(measured) > 0 && Files.exists(pidFile)) {
                        Thread.sleep(1000);
                        new ProcessBuilder("kill", "-9", Files.readString(pidFile).strip()).inheritIO().start().waitFor();
                        return;
                    }
                    Thread.sleep(50);
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        killer.start();
        Cli.Result r = cli.run("run", file.toString(), "--quiet");
        killer.join();
        assertEquals(4, r.exitCode(), "a run that failed after it started: " + r.all());
        assertFalse(r.all().contains("\tat "), r.all());
        String failed = r.err().lines().filter(l -> l.startsWith("benchlab: run failed: ")).findFirst().orElseThrow(() -> new AssertionError(r.err()));
        assertTrue(failed.contains("remote 'dies' on 127.0.0.1 died during the run"), failed);
        Bundle b = new BundleReader().read(Path.of(r.out().strip().lines().reduce((x, y) -> y).orElseThrow())); // the folder is the last line
        assertEquals(RunStatus.FAILED, b.manifest().status());
        assertTrue(b.measurements().stream().anyMatch(m -> m.operation().equals("count") && m.error() == null), "the finished measurement is kept");
    }

    /** A kill -9 over SSH mid-stream: the server is started again on the host behind the same forward, and the workers find it. */
    @Test
    void aFaultKillsTheRemoteServerOverSshAndItComesBack() throws Exception {
        String remoteHome = SSHD.remoteDir().resolve("home").toString();
        Path file = dir.resolve("remote-fault.yaml");
        Files.writeString(file, """
                name: remote-fault
                server:
                  type: remote
                  host: 127.0.0.1
                  profile: faulted
                  ssh: {user: %s, port: %d, identityFile: %s, knownHosts: %s, passphraseFile: %s}
                  remoteHome: %s
                workload:
                  plugin: insert-stream
                  parameters: {schema: rf, rowsPerStatement: 10, rowsPerCommit: 10, secondaryIndexes: 0}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 6s, interval: 500ms, audit: acknowledged}
                faults:
                  - {at: 2s, action: kill, for: 1s}
                """.formatted(SSHD.user(), SSHD.port(), key, SSHD.knownHosts(knownHostsIn(dir.resolve("fault-kh"))), passphraseFile,
                remoteHome));
        Cli.Result r = cli.ok("run", file.toString(), "--quiet");
        Bundle b = new BundleReader().read(Path.of(r.out().strip()));
        assertEquals(RunStatus.COMPLETE, b.manifest().status(), b.manifest().message());
        var fault = io.benchlab.core.bundle.FaultSamples.of(b).faults().get(0);
        assertNotNull(fault.backSeconds(), "started again over SSH: " + fault);
        assertNotNull(fault.recoverySeconds(), "the workers found it again: " + fault);
        assertTrue(fault.errors().containsKey("connection_lost"), fault.toString());
        var audit = io.benchlab.core.bundle.FaultSamples.of(b).audits().get(0);
        assertEquals(audit.acknowledged(), audit.present() + audit.lost(), audit.toString());
    }

    private static java.util.Optional<Path> newest(Path runs, String name) throws IOException {
        if (!Files.isDirectory(runs)) {
            return java.util.Optional.empty();
        }
        try (Stream<Path> s = Files.list(runs)) {
            return s.filter(p -> p.getFileName().toString().endsWith("-" + name)).max(java.util.Comparator.naturalOrder());
        }
    }

    @Test
    void aPassphraseFileOthersCanReadIsRefusedInOneLineWithoutShowingIt() throws Exception {
        Path open = dir.resolve("passphrase-open");
        Files.writeString(open, PASSPHRASE + "\n");
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rw-r--r--"));
        Path file = experiment("open-passphrase", OpenSshServer.HOST, key, SSHD.knownHosts(knownHostsIn(dir.resolve("open-kh"))), "bh",
                "{cold: true, warm: 1}");
        Files.writeString(file, Files.readString(file).replace(passphraseFile.toString(), open.toString()));
        Cli.Result r = cli.run("run", file.toString(), "--quiet");
        assertOneLine(r, "passphrase file " + open + " is readable by others; chmod 600 it");
        assertFalse(r.all().contains(PASSPHRASE));
    }

    @Test
    void anUnknownHostIsOneLine() throws Exception {
        Path file = experiment("no-host", "no-such-host.invalid", key, SSHD.knownHosts(dir), "bh", "{cold: true, warm: 1}");
        assertOneLine(cli.run("run", file.toString(), "--quiet"), "no-such-host.invalid", "no such host");
    }

    @Test
    void aRefusedKeyIsOneLine() throws Exception {
        Path stranger = dir.resolve("stranger");
        OpenSshServer.keygen(stranger);
        Path file = experiment("refused", OpenSshServer.HOST, stranger, SSHD.knownHosts(dir), "bh", "{cold: true, warm: 1}");
        assertOneLine(cli.run("run", file.toString(), "--quiet"), "refused the key " + stranger);
    }

    @Test
    void aChangedHostKeyIsOneLineEvenWithAcceptNew() throws Exception {
        Path other = dir.resolve("impostor");
        OpenSshServer.keygen(other);
        Path knownHosts = dir.resolve("known_hosts_changed");
        String[] pub = Files.readString(other.resolveSibling("impostor.pub")).strip().split(" ");
        Files.writeString(knownHosts, "[127.0.0.1]:" + SSHD.port() + " " + pub[0] + " " + pub[1] + "\n");
        Path file = experiment("changed", OpenSshServer.HOST, key, knownHosts, "bh", "{cold: true, warm: 1}");
        assertOneLine(cli.run("run", file.toString(), "--quiet", "--accept-new-host-key"), "has CHANGED", "ssh-keygen");
    }

    /**
     * The remote home on a full filesystem: a 16 MiB tmpfs the test mounts (root only; an
     * unprivileged user cannot make a filesystem fill up, so the test is skipped there) and hands
     * to the SSH login. Copying the server there fails with the host's own ENOSPC, in one line,
     * and leaves no half copy behind.
     */
    @Test
    void aFullRemoteDiskIsOneLineAndLeavesNoHalfCopy() throws Exception {
        Path full = SSHD.remoteDir().resolve("full");
        Files.createDirectories(full);
        Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=16m,uid=" + uid(SSHD.user()), "benchlab-test-full", full.toString())
                .redirectErrorStream(true).start();
        String out = new String(mount.getInputStream().readAllBytes());
        Assumptions.assumeTrue(mount.waitFor() == 0, "cannot mount a small tmpfs here (needs root): " + out);
        try {
            Path knownHosts = SSHD.knownHosts(knownHostsIn(dir.resolve("full-kh")));
            Path file = experiment("full", OpenSshServer.HOST, key, knownHosts, full.toString(), "{cold: true, warm: 1}");
            Cli.Result r = cli.run("run", file.toString(), "--quiet");
            // the copy is announced (it takes a while); the failure is then one line of its own
            assertTrue(r.err().startsWith("copying MariaDB "), r.err());
            r = new Cli.Result(r.exitCode(), r.out(), r.err().substring(r.err().indexOf('\n') + 1));
            assertOneLine(r, "cannot copy the server binaries to 127.0.0.1:" + full + "/dist/", "No space left on device");
            try (Stream<Path> left = Files.walk(full)) {
                assertTrue(left.noneMatch(p -> p.toString().endsWith(".part")), "the half copy was removed");
            }
        } finally {
            new ProcessBuilder("umount", full.toString()).inheritIO().start().waitFor();
        }
    }

    private static Path knownHostsIn(Path folder) throws IOException {
        Files.createDirectories(folder);
        return folder;
    }

    private static String uid(String user) throws Exception {
        Process p = new ProcessBuilder("id", "-u", user).start();
        String id = new String(p.getInputStream().readAllBytes()).strip();
        p.waitFor();
        return id;
    }

    private static void assertOneLine(Cli.Result r, String... words) {
        assertNotEquals(0, r.exitCode(), r.all());
        assertFalse(r.all().contains("\tat "), "no stack trace: " + r.all());
        List<String> lines = r.err().strip().lines().toList();
        assertEquals(1, lines.size(), "exactly one line: " + r.err());
        String msg = lines.get(0);
        assertTrue(msg.startsWith("benchlab: "), msg);
        for (String w : words) {
            assertTrue(msg.contains(w), "'" + w + "' in: " + msg);
        }
        assertFalse(msg.matches(".*(org\\.apache|Exception|SSH_MSG|java\\.).*"), "no library wording: " + msg);
    }

    private static void assertNoSecret(Path bundle, String secret) throws IOException {
        try (Stream<Path> files = Files.walk(bundle)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                assertFalse(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1).contains(secret), "the passphrase is in " + f);
            }
        }
    }
}

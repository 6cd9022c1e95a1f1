package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.probe.PageCache;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.remote.RemotePageCache;
import io.benchlab.core.remote.RemoteProc;
import io.benchlab.core.remote.RemoteResult;
import io.benchlab.core.remote.SshSession;
import io.benchlab.core.remote.SshTarget;
import io.benchlab.core.server.PasswordSource;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SSH layer against Debian's real OpenSSH server on 127.0.0.1: log in with a key, run
 * commands, copy files, evict a remote folder from the page cache and prove it, read the host's
 * /proc; and the ways it is refused, each in one line.
 */
class SshRemoteTest {
    @RegisterExtension
    static final OpenSshServer SSHD = new OpenSshServer();

    private static final Duration WAIT = Duration.ofSeconds(60);

    /** This side's files: keys, known_hosts, copies (the remote side's are under SSHD.remoteDir()). */
    @TempDir
    Path work;

    private SshSession open() throws Exception {
        return SshSession.open(SSHD.target(SSHD.clientKey(), SSHD.knownHosts(work)), HostKeyPolicy.KNOWN_ONLY);
    }

    @Test
    void runsCommandsWithTheirExitCodeAndOutput() throws Exception {
        try (SshSession ssh = open()) {
            RemoteResult r = ssh.run("echo out; echo err >&2; exit 3", WAIT);
            assertEquals(3, r.exitCode());
            assertEquals("out\n", r.stdout());
            assertEquals("err\n", r.stderr());
            assertEquals(SSHD.user() + "\n", ssh.runChecked(List.of("id", "-un"), WAIT));
            // arguments are quoted: a space and a quote in one argument stay one argument
            assertEquals("a 'b\n", ssh.runChecked(List.of("printf", "%s\\n", "a 'b"), WAIT));
            BenchlabException e = assertThrows(BenchlabException.class, () -> ssh.runChecked(List.of("ls", SSHD.remoteDir().resolve("missing").toString()), WAIT));
            assertOneLine(e);
            assertTrue(e.getMessage().startsWith("command failed on 127.0.0.1 (exit 2): ls "), e.getMessage());
            assertTrue(e.getMessage().contains("No such file"), e.getMessage());
        }
    }

    @Test
    void copiesFilesUpAndDown() throws Exception {
        byte[] data = new byte[300_000];
        new Random(13).nextBytes(data);
        Path local = Files.write(work.resolve("up.bin"), data);
        Path remoteDir = SSHD.remoteDir();
        try (SshSession ssh = open()) {
            ssh.upload(local, remoteDir + "/copied.bin");
            // the remote side sees the same bytes: its own checksum against ours
            String sum = ssh.runChecked(List.of("sha256sum", remoteDir + "/copied.bin"), WAIT).split(" ")[0];
            assertEquals(sha256(data), sum);
            Path back = work.resolve("down.bin");
            ssh.download(remoteDir + "/copied.bin", back);
            assertArrayEquals(data, Files.readAllBytes(back));
            BenchlabException e = assertThrows(BenchlabException.class, () -> ssh.download(remoteDir + "/nothing.bin", back));
            assertOneLine(e);
            assertTrue(e.getMessage().startsWith("cannot copy 127.0.0.1:" + remoteDir + "/nothing.bin"), e.getMessage());
        }
    }

    @Test
    void evictsARemoteFolderFromThePageCacheAndProvesIt() throws Exception {
        Path datadir = SSHD.remoteDir().resolve("datadir");
        String dir = datadir.toString();
        try (SshSession ssh = open()) {
            RemotePageCache cache = new RemotePageCache(ssh);
            ssh.runChecked(List.of("mkdir", "-p", dir + "/db"), WAIT);
            // written and synced there, then read: every page is cached
            for (String f : List.of("db/t1.ibd", "ibdata1")) {
                ssh.runChecked(List.of("dd", "if=/dev/urandom", "of=" + dir + "/" + f, "bs=1M", "count=4", "conv=fsync", "status=none"), WAIT);
                ssh.runChecked(List.of("cat", dir + "/" + f), WAIT);
            }
            ssh.runChecked(List.of("touch", dir + "/mysqld.sock"), WAIT);
            assertEquals(List.of(dir + "/db/t1.ibd", dir + "/ibdata1"),
                    cache.files(dir).stream().map(RemotePageCache.RemoteFile::path).sorted().toList(), "sockets do not count");
            assertEquals(8L << 20, cache.totalBytes(dir));
            long before = cache.residentBytes(dir);
            assertTrue(before > 0, "read files are cached: " + before);
            // the same machine seen locally agrees byte for byte with what was measured over SSH
            assertEquals(PageCache.residentBytes(datadir), before);

            cache.evict(dir);

            assertEquals(0, cache.residentBytes(dir), "evicted over SSH");
            assertEquals(0, PageCache.residentBytes(datadir), "and the local probe sees it gone too");
            assertEquals(4L << 20, Files.size(datadir.resolve("db/t1.ibd")), "eviction drops pages, not data");
        }
    }

    @Test
    void readsTheRemoteHostsProcFilesInOneSnapshot() throws Exception {
        try (SshSession ssh = open()) {
            RemoteProc.Snapshot s = new RemoteProc(ssh).read(
                    List.of("proc/stat", "proc/meminfo", "proc/diskstats", "proc/sys/kernel/random/boot_id", "proc/999999999/stat"));
            // the host read is this one (127.0.0.1): the same boot
            assertEquals(Files.readString(Path.of("/proc/sys/kernel/random/boot_id")).strip(),
                    s.lines("proc/sys/kernel/random/boot_id").get(0));
            assertTrue(s.lines("proc/stat").stream().anyMatch(l -> l.startsWith("cpu ")), "the CPU line");
            assertTrue(s.kilobytes("proc/meminfo", "MemTotal").orElseThrow() > 0);
            assertTrue(s.kilobytes("proc/meminfo", "Cached").isPresent());
            assertFalse(s.lines("proc/diskstats").isEmpty());
            assertFalse(s.files().containsKey("proc/999999999/stat"), "an unreadable file is absent, not empty");
            // CPU counters move forward between two snapshots
            long first = cpuTicks(s);
            ssh.runChecked(List.of("sh", "-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"), WAIT);
            assertTrue(cpuTicks(new RemoteProc(ssh).read(List.of("proc/stat"))) > first);
        }
    }

    @Test
    void acceptsANewHostKeyOnlyWhenAskedAndRecordsIt() throws Exception {
        Path knownHosts = work.resolve("fresh_known_hosts");
        SshTarget target = SSHD.target(SSHD.clientKey(), knownHosts);
        assertThrows(BenchlabException.class, () -> SshSession.open(target, HostKeyPolicy.KNOWN_ONLY).close());
        try (SshSession ssh = SshSession.open(target, HostKeyPolicy.ACCEPT_NEW)) {
            assertEquals("ok\n", ssh.runChecked(List.of("echo", "ok"), WAIT));
        }
        String recorded = Files.readString(knownHosts);
        assertTrue(recorded.contains(SSHD.hostKeyLine().split(" ")[1]), recorded);
        try (SshSession ssh = SshSession.open(target, HostKeyPolicy.KNOWN_ONLY)) {
            assertEquals("ok\n", ssh.runChecked(List.of("echo", "ok"), WAIT));
        }
    }

    @Test
    void anUnknownHostIsRefusedInOneLineWithItsFingerprint() throws Exception {
        Path empty = Files.createFile(work.resolve("empty_known_hosts"));
        BenchlabException e = assertThrows(BenchlabException.class,
                () -> SshSession.open(SSHD.target(SSHD.clientKey(), empty), HostKeyPolicy.KNOWN_ONLY));
        assertOneLine(e);
        String fingerprint = fingerprint(Files.writeString(work.resolve("host.pub"), SSHD.hostKeyLine() + "\n"));
        assertTrue(e.getMessage().startsWith("host key of 127.0.0.1:" + SSHD.port() + " is not in " + empty), e.getMessage());
        assertTrue(e.getMessage().contains(fingerprint), fingerprint + " in " + e.getMessage());
        assertTrue(e.getMessage().contains("ssh-keyscan -p " + SSHD.port() + " 127.0.0.1"), e.getMessage());
        assertEquals(0, Files.size(empty), "nothing recorded");
    }

    @Test
    void aChangedHostKeyIsRefusedInOneLine() throws Exception {
        Path other = work.resolve("other_host_key");
        OpenSshServer.keygen(other);
        Path knownHosts = Files.writeString(work.resolve("known_hosts"),
                "[127.0.0.1]:" + SSHD.port() + " " + Files.readString(Path.of(other + ".pub")).strip() + "\n");
        String before = Files.readString(knownHosts);
        BenchlabException e = assertThrows(BenchlabException.class,
                () -> SshSession.open(SSHD.target(SSHD.clientKey(), knownHosts), HostKeyPolicy.ACCEPT_NEW));
        assertOneLine(e);
        assertTrue(e.getMessage().startsWith("host key of 127.0.0.1:" + SSHD.port() + " has CHANGED"), e.getMessage());
        assertTrue(e.getMessage().contains("ssh-keygen -f " + knownHosts + " -R '[127.0.0.1]:" + SSHD.port() + "'"), e.getMessage());
        assertEquals(before, Files.readString(knownHosts), "the recorded key is kept, even with ACCEPT_NEW");
    }

    @Test
    void aKeyTheServerDoesNotKnowIsRefusedInOneLine() throws Exception {
        Path stranger = work.resolve("stranger_key");
        OpenSshServer.keygen(stranger);
        BenchlabException e = assertThrows(BenchlabException.class,
                () -> SshSession.open(SSHD.target(stranger, SSHD.knownHosts(work)), HostKeyPolicy.KNOWN_ONLY));
        assertOneLine(e);
        assertTrue(e.getMessage().startsWith(SSHD.user() + "@127.0.0.1:" + SSHD.port() + " refused the key " + stranger),
                e.getMessage());
    }

    @Test
    void rootCannotLogInEvenWithTheAuthorisedKey() throws Exception {
        // the fixture's authorized_keys serves every account, so only PermitRootLogin no stands between root and a login
        SshTarget asRoot = new SshTarget("127.0.0.1", SSHD.port(), "root", SSHD.clientKey(), SSHD.knownHosts(work), null);
        BenchlabException e = assertThrows(BenchlabException.class, () -> SshSession.open(asRoot, HostKeyPolicy.KNOWN_ONLY));
        assertOneLine(e);
        assertTrue(e.getMessage().startsWith("root@127.0.0.1:" + SSHD.port() + " refused the key"), e.getMessage());
    }

    @Test
    void aClosedPortIsConnectionRefusedInOneLine() throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closed = s.getLocalPort();
        }
        SshTarget target = new SshTarget("127.0.0.1", closed, SSHD.user(), SSHD.clientKey(), SSHD.knownHosts(work), null);
        BenchlabException e = assertThrows(BenchlabException.class, () -> SshSession.open(target, HostKeyPolicy.KNOWN_ONLY));
        assertOneLine(e);
        assertEquals("cannot connect to 127.0.0.1:" + closed + ": connection refused (is sshd running there, on this port?)", e.getMessage());
    }

    @Test
    void aPortThatIsNotSshIsSaidSoInOneLine() throws Exception {
        try (ServerSocket http = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Thread server = Thread.ofVirtual().start(() -> {
                try (java.net.Socket s = http.accept()) {
                    s.getOutputStream().write("HTTP/1.1 400 Bad Request\r\n\r\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                } catch (java.io.IOException ignored) {
                    // the client gave up first: nothing to answer
                }
            });
            SshTarget target = new SshTarget("127.0.0.1", http.getLocalPort(), SSHD.user(), SSHD.clientKey(), SSHD.knownHosts(work), null);
            BenchlabException e = assertThrows(BenchlabException.class, () -> SshSession.open(target, HostKeyPolicy.KNOWN_ONLY));
            assertOneLine(e);
            assertEquals("no SSH answer from 127.0.0.1:" + http.getLocalPort() + " (is it an SSH server, on this port?)", e.getMessage());
            server.join();
        }
    }

    @Test
    void anEncryptedKeyTakesItsPassphraseFromAFileAndNeverShowsIt() throws Exception {
        String secret = "s3cret-passphrase-" + new Random().nextInt(1_000_000);
        Path key = work.resolve("locked_key");
        OpenSshServer.keygen(key, secret);
        Path authorized = SSHD.authorizedKeys();
        Files.writeString(authorized, Files.readString(authorized) + Files.readString(Path.of(key + ".pub")));
        Path knownHosts = SSHD.knownHosts(work);

        Path passFile = Files.writeString(work.resolve("passphrase"), secret + "\n");
        Files.setPosixFilePermissions(passFile, PosixFilePermissions.fromString("rw-------"));
        SshTarget withFile = new SshTarget("127.0.0.1", SSHD.port(), SSHD.user(), key, knownHosts,
                new PasswordSource.File(passFile));
        try (SshSession ssh = SshSession.open(withFile, HostKeyPolicy.KNOWN_ONLY)) {
            assertEquals("ok\n", ssh.runChecked(List.of("echo", "ok"), WAIT));
        }

        SshTarget without = new SshTarget("127.0.0.1", SSHD.port(), SSHD.user(), key, knownHosts, null);
        BenchlabException missing = assertThrows(BenchlabException.class, () -> SshSession.open(without, HostKeyPolicy.KNOWN_ONLY));
        assertOneLine(missing);
        assertTrue(missing.getMessage().contains("is encrypted: give its passphrase"), missing.getMessage());

        Path wrongFile = Files.writeString(work.resolve("wrong"), "not-it\n");
        Files.setPosixFilePermissions(wrongFile, PosixFilePermissions.fromString("rw-------"));
        SshTarget wrong = new SshTarget("127.0.0.1", SSHD.port(), SSHD.user(), key, knownHosts,
                new PasswordSource.File(wrongFile));
        BenchlabException bad = assertThrows(BenchlabException.class, () -> SshSession.open(wrong, HostKeyPolicy.KNOWN_ONLY));
        assertOneLine(bad);
        assertTrue(bad.getMessage().startsWith("cannot read identityFile " + key + ": wrong passphrase"), bad.getMessage());
        for (BenchlabException e : List.of(missing, bad)) {
            assertFalse(e.getMessage().contains(secret) || e.getMessage().contains("not-it"), "no passphrase in " + e.getMessage());
        }
        assertFalse(withFile.toString().contains(secret), "the target holds where the passphrase is, not the passphrase");
    }

    private static long cpuTicks(RemoteProc.Snapshot s) {
        String cpu = s.lines("proc/stat").stream().filter(l -> l.startsWith("cpu ")).findFirst().orElseThrow();
        long sum = 0;
        for (String f : cpu.substring(4).trim().split("\\s+")) {
            sum += Long.parseLong(f);
        }
        return sum;
    }

    private static void assertOneLine(BenchlabException e) {
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        assertFalse(e.getMessage().matches(".*(org\\.apache|Exception|SSH_MSG|SshException).*"), "no library wording: " + e.getMessage());
    }

    private static String sha256(byte[] data) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(data));
    }

    /** The SHA256 fingerprint ssh-keygen prints for a public key file (its second field). */
    private static String fingerprint(Path pub) throws Exception {
        Process p = new ProcessBuilder("ssh-keygen", "-l", "-E", "sha256", "-f", pub.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes()).strip();
        assertEquals(0, p.waitFor(), out);
        return out.split(" ")[1];
    }
}

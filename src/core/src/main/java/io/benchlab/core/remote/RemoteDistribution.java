package io.benchlab.core.remote;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.server.ServerDistribution;
import io.benchlab.core.util.Sha256;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * benchlab's copy of a server distribution on another host, under the remote benchlab home:
 * {@code dist/mariadb-VERSION-HASH/}, where HASH is that of the copied files' SHA-256 manifest.
 * A copy is made once (a tar stream over the SSH connection, unpacked into a {@code .part} folder,
 * checked there with {@code sha256sum -c} against the manifest, then renamed), and reused by any
 * later run whose local files have the same manifest.
 *
 * @param basedir     the copy's folder on the host
 * @param daemon      mariadbd there
 * @param installDb   mariadb-install-db there
 * @param messagesDir the folder holding {@code english/errmsg.sys} there
 * @param release     the release the daemon reports (e.g. 11.4.5-MariaDB), as locally
 * @param copied      whether this call copied it (false: an existing copy was reused)
 */
public record RemoteDistribution(String basedir, String daemon, String installDb, String messagesDir, String release, boolean copied) {
    /** The parts of an embedded MariaDB a server needs to initialise a datadir and run (no clients, no static libraries). */
    private static final List<String> PARTS = List.of("bin/mariadbd", "bin/my_print_defaults", "bin/resolveip", "scripts", "share");
    /** Bounds one copy of a few hundred MB on a slow link; it does not judge speed. */
    private static final Duration COPY_TIMEOUT = Duration.ofMinutes(30);
    private static final Duration QUICK = Duration.ofMinutes(2);

    /** Ensures the host has a copy of {@code local} under {@code remoteHome} (an absolute path there). */
    public static RemoteDistribution ensure(SshSession ssh, ServerDistribution local, String remoteHome) {
        return ensure(ssh, local, remoteHome, message -> {
        });
    }

    /** As {@link #ensure(SshSession, ServerDistribution, String)}, saying so on {@code notices} before a copy (it takes a while). */
    public static RemoteDistribution ensure(SshSession ssh, ServerDistribution local, String remoteHome, java.util.function.Consumer<String> notices) {
        if (!local.mariadb() || local.installDb().isEmpty() || local.ownLoader()) {
            throw new BenchlabException("a remote server copies benchlab's embedded MariaDB (or a fetched version) to the host; "
                    + local.basedir() + " is not one");
        }
        Path base = local.basedir();
        List<String> files = files(base);
        String manifest = manifest(base, files);
        String name = "mariadb-" + local.release().replaceAll("[^A-Za-z0-9_.-]", "_") + "-" + sha256(manifest).substring(0, 12);
        String dir = remoteHome + "/dist/" + name;
        String daemon = dir + "/" + base.relativize(local.daemon());
        String installDb = dir + "/" + base.relativize(local.installDb().orElseThrow());
        String messages = dir + "/" + base.relativize(local.messagesDir());
        RemoteResult present = ssh.run("test -f " + Shell.quote(dir + "/manifest.sha256") + " && test -x " + Shell.quote(daemon), QUICK);
        if (present.ok()) {
            return new RemoteDistribution(dir, daemon, installDb, messages, local.release(), false);
        }
        long bytes = files.stream().mapToLong(f -> base.resolve(f).toFile().length()).sum();
        notices.accept("copying MariaDB " + local.release() + " to " + ssh.target().host() + ":" + dir + " (" + bytes / (1024 * 1024)
                + " MB, once; later runs reuse it)");
        copy(ssh, base, files, manifest, dir);
        return new RemoteDistribution(dir, daemon, installDb, messages, local.release(), true);
    }

    private static void copy(SshSession ssh, Path base, List<String> files, String manifest, String dir) {
        String part = dir + ".part";
        String host = ssh.target().host();
        ssh.runChecked(List.of("sh", "-c", "rm -rf \"$1\" && mkdir -p \"$1\"", "sh", part), QUICK);
        List<String> tar = new ArrayList<>(List.of("tar", "-cf", "-", "-C", base.toString()));
        tar.addAll(files);
        Process p;
        try {
            p = new ProcessBuilder(tar).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new BenchlabException("cannot pack " + base + " for " + host + " (tar): " + e.getMessage(), e);
        }
        RemoteResult unpacked;
        try (InputStream in = p.getInputStream()) {
            unpacked = ssh.runWithInput("tar -xf - -C " + Shell.quote(part), in, COPY_TIMEOUT);
        } catch (IOException e) {
            throw new BenchlabException("cannot pack " + base + " for " + host + ": " + e.getMessage(), e);
        } finally {
            p.destroy();
        }
        if (!unpacked.ok()) {
            ssh.run("rm -rf " + Shell.quote(part), QUICK); // a half copy helps nobody and may be what filled the disk
            throw new BenchlabException("cannot copy the server binaries to " + host + ":" + dir + ": " + firstLine(unpacked));
        }
        // the manifest checked there proves the bytes arrived as they are here
        RemoteResult checked = ssh.runWithInput("cat > " + Shell.quote(part + "/manifest.sha256") + " && cd " + Shell.quote(part)
                + " && sha256sum -c --quiet manifest.sha256 && cd .. && mv " + Shell.quote(part) + " " + Shell.quote(dir),
                new java.io.ByteArrayInputStream(manifest.getBytes(java.nio.charset.StandardCharsets.UTF_8)), COPY_TIMEOUT);
        if (!checked.ok()) {
            ssh.run("rm -rf " + Shell.quote(part), QUICK);
            throw new BenchlabException("the server binaries copied to " + host + ":" + dir + " do not match their checksums: " + firstLine(checked));
        }
    }

    /** The line that says why: the system's reason (disk full, permission, quota) when tar printed one, else its first line. */
    private static String firstLine(RemoteResult r) {
        String why = r.stderr().isBlank() ? r.stdout() : r.stderr();
        List<String> lines = why.strip().lines().filter(l -> !l.isBlank()).toList();
        return lines.stream().filter(l -> l.matches(".*(No space left|Disk quota|Permission denied|Read-only file system).*")).findFirst()
                .or(() -> lines.stream().findFirst()).orElse("exit code " + r.exitCode());
    }

    /** The regular files of the server's parts, relative to the basedir, sorted. */
    private static List<String> files(Path base) {
        List<String> out = new ArrayList<>();
        for (String part : PARTS) {
            Path p = base.resolve(part);
            if (!Files.exists(p)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(p)) {
                walk.filter(Files::isRegularFile).map(f -> base.relativize(f).toString()).sorted().forEach(out::add);
            } catch (IOException e) {
                throw new BenchlabException("cannot list " + p + ": " + e.getMessage(), e);
            }
        }
        return out;
    }

    /** {@code sha256sum}'s own format, so the host checks it with its own tool. */
    private static String manifest(Path base, List<String> files) {
        StringBuilder sb = new StringBuilder();
        for (String f : files) {
            sb.append(sha256(base.resolve(f))).append("  ").append(f).append('\n');
        }
        return sb.toString();
    }

    private static String sha256(Path file) {
        try {
            return Sha256.of(file);
        } catch (IOException e) {
            throw new BenchlabException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static String sha256(String text) {
        return Sha256.of(text);
    }
}

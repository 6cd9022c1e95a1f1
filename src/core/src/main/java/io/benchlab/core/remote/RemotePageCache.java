package io.benchlab.core.remote;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.probe.PageCache;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The page cache of a folder on another host (a remote datadir): evict its files and measure
 * what is still resident, with the very commands {@link PageCache} runs locally (dd with
 * {@code iflag=nocache}, {@code fincore}), sent over SSH. No root needed there either.
 */
public final class RemotePageCache {
    /** Bounds one batch of dd or fincore calls on a slow host; it does not judge speed. */
    private static final Duration BATCH_TIMEOUT = Duration.ofMinutes(5);
    /** The exit code a POSIX shell gives for a command it cannot find. */
    private static final int NOT_FOUND = 127;

    private final SshSession ssh;

    public RemotePageCache(SshSession ssh) {
        this.ssh = ssh;
    }

    /** A remote file and its size in bytes. */
    public record RemoteFile(String path, long bytes) {
    }

    /** The regular files under {@code dir} that count for the cache (as {@link PageCache#files} locally). */
    public List<RemoteFile> files(String dir) {
        String out = ssh.runChecked(List.of("find", dir, "-type", "f", "-printf", "%s\\t%p\\n"), BATCH_TIMEOUT);
        List<RemoteFile> files = new ArrayList<>();
        for (String line : out.lines().toList()) {
            int tab = line.indexOf('\t');
            if (tab > 0) {
                String path = line.substring(tab + 1);
                if (PageCache.counts(path.substring(path.lastIndexOf('/') + 1))) {
                    files.add(new RemoteFile(path, Long.parseLong(line.substring(0, tab))));
                }
            }
        }
        return files;
    }

    public long totalBytes(String dir) {
        return files(dir).stream().mapToLong(RemoteFile::bytes).sum();
    }

    /** Asks the remote kernel to drop the cached pages of every file under {@code dir}. */
    public void evict(String dir) {
        List<String> paths = files(dir).stream().map(RemoteFile::path).toList();
        for (List<String> batch : batches(paths)) {
            // one SSH channel per batch, not per file: a datadir has hundreds of files
            String line = batch.stream().map(p -> Shell.join(PageCache.evictCommand(p))).collect(Collectors.joining(" && "));
            RemoteResult r = ssh.run(line, BATCH_TIMEOUT);
            if (r.exitCode() == NOT_FOUND) {
                throw new BenchlabException("dd is not installed on " + ssh.target().host() + " (it comes with coreutils); cannot evict " + dir);
            }
            if (!r.ok()) {
                throw new BenchlabException("cannot evict " + ssh.target().host() + ":" + dir + " from the page cache: "
                        + r.stderr().strip().lines().findFirst().orElse("dd exited with " + r.exitCode()));
            }
        }
    }

    /** Bytes of the files under {@code dir} resident in the remote page cache. */
    public long residentBytes(String dir) {
        List<String> paths = files(dir).stream().map(RemoteFile::path).toList();
        long total = 0;
        for (List<String> batch : batches(paths)) {
            RemoteResult r = ssh.run(Shell.join(PageCache.residencyCommand(batch)), BATCH_TIMEOUT);
            if (r.exitCode() == NOT_FOUND) {
                throw new BenchlabException("fincore is not installed on " + ssh.target().host()
                        + " (Debian/Ubuntu: apt install util-linux); cannot measure what of " + dir + " is cached");
            }
            // like the local probe: a file that vanished meanwhile is fincore's complaint on stderr, not a failure
            total += PageCache.residentBytesIn(r.stdout());
        }
        return total;
    }

    private static List<List<String>> batches(List<String> paths) {
        List<List<String>> out = new ArrayList<>();
        for (int from = 0; from < paths.size(); from += PageCache.BATCH) {
            out.add(paths.subList(from, Math.min(paths.size(), from + PageCache.BATCH)));
        }
        return out;
    }
}

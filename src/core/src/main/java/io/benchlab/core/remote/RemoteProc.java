package io.benchlab.core.remote;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a remote host's {@code /proc} files, all of them in one SSH command per sample, so the
 * host's system metrics cost one round trip an interval. The snapshot is keyed by the same
 * relative names a local sampler reads under {@code /} ({@code proc/stat}, {@code proc/meminfo},
 * {@code proc/diskstats}, {@code proc/PID/stat}), so the parsing of those files has one home: the
 * local sampler, given this snapshot as its file source.
 */
public final class RemoteProc {
    /** Separates files in the combined output; a byte that no /proc text file holds. */
    private static final char MARK = '\u001e';
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final SshSession ssh;

    public RemoteProc(SshSession ssh) {
        this.ssh = ssh;
    }

    /** The lines of each file, read at one moment; a file that could not be read has no entry. */
    public record Snapshot(Map<String, List<String>> files) {
        public Snapshot {
            files = Map.copyOf(files);
        }

        /** The lines of one file (e.g. {@code proc/stat}); empty when it could not be read, as for a local file. */
        public List<String> lines(String file) {
            return files.getOrDefault(file, List.of());
        }

        /** A {@code Key: N kB} field of a file like proc/meminfo, in bytes. */
        public Optional<Long> kilobytes(String file, String field) {
            for (String line : lines(file)) {
                if (line.startsWith(field + ":")) {
                    String[] f = line.substring(field.length() + 1).trim().split("\\s+");
                    try {
                        return Optional.of(Long.parseLong(f[0]) * 1024);
                    } catch (NumberFormatException e) {
                        return Optional.empty();
                    }
                }
            }
            return Optional.empty();
        }
    }

    /** Reads the files (relative to /, e.g. {@code proc/stat}) in one command. */
    public Snapshot read(List<String> files) {
        StringBuilder script = new StringBuilder();
        for (String f : files) {
            // a file that is gone (a process that exited) prints only its mark: read as absent
            script.append("printf '\\036%s\\n' ").append(Shell.quote(f)).append("; cat ").append(Shell.quote("/" + f))
                    .append(" 2>/dev/null && printf '\\036ok\\n'; ");
        }
        RemoteResult r = ssh.run(script.toString(), TIMEOUT);
        Map<String, List<String>> out = new LinkedHashMap<>();
        String current = null;
        StringBuilder body = new StringBuilder();
        for (String line : r.stdout().split("\n", -1)) {
            if (!line.isEmpty() && line.charAt(0) == MARK) {
                String tag = line.substring(1);
                if (tag.equals("ok") && current != null) {
                    out.put(current, body.toString().lines().toList());
                    current = null;
                } else if (!tag.equals("ok")) {
                    current = tag;
                    body.setLength(0);
                }
            } else if (current != null) {
                body.append(line).append('\n');
            }
        }
        return new Snapshot(out);
    }
}

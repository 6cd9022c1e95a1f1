package io.benchlab.core.probe;

import io.benchlab.core.util.Processes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The OS page cache for a datadir (or a workload's own files): evict its files without root (posix_fadvise DONTNEED, through
 * {@code dd iflag=nocache count=0}), measure what is still resident ({@code fincore}), and, as root
 * on request, drop the whole cache.
 */
public final class PageCache {
    private PageCache() {
    }

    public static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).filter(p -> counts(p.getFileName().toString())).toList();
        }
    }

    /** Whether a datadir file of this name counts for eviction and residency (sockets hold no pages). */
    public static boolean counts(String fileName) {
        return !fileName.endsWith(".sock");
    }

    /** How many files one {@code fincore} call is given (keeps the command line short). */
    public static final int BATCH = 200;

    /**
     * The command that drops one file's cached pages: posix_fadvise DONTNEED through dd, no root
     * needed. One home for it: the remote probe runs the same command over SSH.
     */
    public static List<String> evictCommand(String file) {
        return List.of("dd", "if=" + file, "iflag=nocache", "count=0", "status=none");
    }

    /** The command that prints, one number a line, the resident bytes of each file given. */
    public static List<String> residencyCommand(List<String> files) {
        List<String> cmd = new ArrayList<>(List.of("fincore", "--bytes", "--noheadings", "--raw", "--output", "RES"));
        cmd.addAll(files);
        return cmd;
    }

    /** Sums what {@link #residencyCommand} printed (lines that are not a number are fincore's complaints). */
    public static long residentBytesIn(String output) {
        long total = 0;
        for (String line : output.lines().toList()) {
            String t = line.trim();
            if (t.matches("\\d+")) {
                total += Long.parseLong(t);
            }
        }
        return total;
    }

    public static long totalBytes(Path dir) throws IOException {
        return totalBytes(files(dir));
    }

    public static long totalBytes(List<Path> files) throws IOException {
        long sum = 0;
        for (Path p : files) {
            sum += Files.size(p);
        }
        return sum;
    }

    /** Asks the kernel to drop every datadir file's cached pages. Returns false when dd is missing. */
    public static boolean evict(Path dir) throws IOException {
        return evict(files(dir));
    }

    /** Asks the kernel to drop these files' cached pages. Returns false when dd is missing. */
    public static boolean evict(List<Path> files) throws IOException {
        if (!Processes.onPath("dd")) {
            return false;
        }
        for (Path p : files) {
            Processes.run(evictCommand(p.toString()), 60);
        }
        return true;
    }

    /** Bytes of the datadir resident in the page cache, or -1 when fincore is not installed. */
    public static long residentBytes(Path dir) throws IOException {
        return residentBytes(files(dir));
    }

    /** Bytes of these files resident in the page cache, or -1 when fincore is not installed. */
    public static long residentBytes(List<Path> files) throws IOException {
        if (!Processes.onPath("fincore")) {
            return -1;
        }
        long total = 0;
        for (int from = 0; from < files.size(); from += BATCH) {
            List<String> batch = files.subList(from, Math.min(files.size(), from + BATCH)).stream().map(Path::toString).toList();
            total += residentBytesIn(Processes.run(residencyCommand(batch), 60).output());
        }
        return total;
    }

    /** Drops the whole page cache (root only). Returns whether it happened. */
    public static boolean dropAll() {
        Path knob = Path.of("/proc/sys/vm/drop_caches");
        if (!"root".equals(System.getProperty("user.name")) || !Files.isWritable(knob)) {
            return false;
        }
        try {
            Processes.run(List.of("sync"), 120);
            Files.writeString(knob, "3");
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}

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
            return s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().endsWith(".sock")).toList();
        }
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
            Processes.run(List.of("dd", "if=" + p, "iflag=nocache", "count=0", "status=none"), 60);
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
        for (int from = 0; from < files.size(); from += 200) {
            List<String> cmd = new ArrayList<>(List.of("fincore", "--bytes", "--noheadings", "--raw", "--output", "RES"));
            files.subList(from, Math.min(files.size(), from + 200)).forEach(p -> cmd.add(p.toString()));
            Processes.Result r = Processes.run(cmd, 60);
            for (String line : r.output().lines().toList()) {
                String t = line.trim();
                if (t.matches("\\d+")) {
                    total += Long.parseLong(t);
                }
            }
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

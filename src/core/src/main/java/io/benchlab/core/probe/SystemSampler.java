package io.benchlab.core.probe;

import io.benchlab.core.bundle.Records.SystemSample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * What the machine did between two calls: host CPU shares, the datadir's block device (iostat's
 * r/s, w/s, rMB/s, wMB/s, await, %util, in-flight), the server process's CPU and RSS, and the
 * page cache. Read from {@code /proc} (stat, diskstats, PID/stat, PID/status, meminfo): a handful
 * of small files per sample, on the stream's sampler thread, never on a worker. Linux only; a
 * value that cannot be read is null, and nothing here ever throws into the measurement.
 *
 * <p>Why /proc and not OSHI: OSHI reads the same files but gives per-disk only the combined
 * transfer time, not read and write milliseconds (so no await), and not the page cache; the four
 * formats are stable kernel ABI (Documentation/admin-guide/iostats.rst, proc(5)) and take fewer
 * lines to parse than OSHI would take to configure, without JNA on the class path.
 *
 * <p>Not thread-safe: one sampler per stream, used by its sampler thread.
 */
public final class SystemSampler {
    /** Set to {@code off} to run without system metrics (to measure what sampling them costs). */
    public static final String ENV = "BENCHLAB_SYSTEM_METRICS";

    private static final double TICKS_PER_SECOND = ProcessFigures.TICKS_PER_SECOND;
    private static final double SECTOR_BYTES = 512;

    private final ProcFiles files;
    private final BlockDevice device;
    /** The server processes (a sandbox cluster: every node's), summed; empty for none. */
    private final List<Long> pids;
    private final LongSupplier clock;
    private Snapshot last;

    private record Snapshot(long nanos, long[] cpu, long[] disk, long processTicks, Long rss, Long pageCache) {
    }

    /**
     * Where the /proc files come from: this machine, or another host (one SSH command per
     * snapshot). Given relative names ({@code proc/stat}), returns the lines of each file read;
     * a file that could not be read is absent.
     */
    @FunctionalInterface
    public interface ProcFiles {
        Map<String, List<String>> read(List<String> names);

        /** The files of this machine under {@code root}. */
        static ProcFiles local(Path root) {
            return names -> {
                Map<String, List<String>> out = new HashMap<>();
                for (String name : names) {
                    try {
                        out.put(name, Files.readAllLines(root.resolve(name)));
                    } catch (IOException | RuntimeException e) {
                        // a process that exited, a kernel without the file: the value stays unknown
                    }
                }
                return out;
            };
        }
    }

    /**
     * @param device the device to sample; null for none
     * @param pid    the server process; -1 for none (an external server)
     */
    public SystemSampler(BlockDevice device, long pid) {
        this(ProcFiles.local(Path.of("/")), device, pid, System::nanoTime);
    }

    /**
     * The sampler of another host's /proc (the same arithmetic, fed remote snapshots).
     *
     * @param device the device (as named in that host's /proc/diskstats); null for none
     * @param pid    the server process on that host; -1 for none
     */
    public SystemSampler(ProcFiles files, BlockDevice device, long pid) {
        this(files, device, pid, System::nanoTime);
    }

    /** With {@code /proc} under {@code root} and a given nanosecond clock (tests use a written tree and a fixed clock). */
    SystemSampler(Path root, BlockDevice device, long pid, LongSupplier clock) {
        this(ProcFiles.local(root), device, pid, clock);
    }

    private SystemSampler(ProcFiles files, BlockDevice device, long pid, LongSupplier clock) {
        this(files, device, pid > 0 ? List.of(pid) : List.of(), clock);
    }

    private SystemSampler(ProcFiles files, BlockDevice device, List<Long> pids, LongSupplier clock) {
        this.files = files;
        this.device = device;
        this.pids = pids.stream().filter(p -> p > 0).toList();
        this.clock = clock;
    }

    /**
     * This machine, with several server processes whose CPU time and RSS are summed: the nodes
     * of a cluster sandbox, which all run here, so that a stream on any node shows its server's
     * work. A process that is gone makes both unknown for the interval.
     *
     * @param device the device to sample; null for none
     */
    public static SystemSampler ofProcesses(BlockDevice device, List<Long> pids) {
        return new SystemSampler(ProcFiles.local(Path.of("/")), device, pids, System::nanoTime);
    }

    /** As {@link #ofProcesses(BlockDevice, List)}, with {@code /proc} under {@code root} and a given clock (tests). */
    static SystemSampler ofProcesses(Path root, BlockDevice device, List<Long> pids, LongSupplier clock) {
        return new SystemSampler(ProcFiles.local(root), device, pids, clock);
    }

    /** Whether runs sample the machine: yes unless the environment variable {@value #ENV} is {@code off}. */
    public static boolean enabled() {
        return !"off".equalsIgnoreCase(System.getenv(ENV));
    }

    public BlockDevice device() {
        return device;
    }

    /** Takes the baseline: the next {@link #sample()} covers the time from now. */
    public void begin() {
        last = snapshot(clock.getAsLong());
    }

    /** The interval since the last call (or {@link #begin()}); begins itself when never begun. */
    public SystemSample sample() {
        Snapshot now = snapshot(clock.getAsLong());
        Snapshot before = last;
        last = now;
        if (before == null) {
            return new SystemSample(null, null, null, null, device == null ? null : device.name(), null, null, null, null, null, null,
                    null, null, now.rss(), now.pageCache());
        }
        return between(before, now, now.rss(), now.pageCache());
    }

    private SystemSample between(Snapshot a, Snapshot b, Long rss, Long pageCache) {
        double seconds = (b.nanos - a.nanos) / 1e9;
        Double user = null;
        Double system = null;
        Double iowait = null;
        Double steal = null;
        if (a.cpu != null && b.cpu != null) {
            long[] d = new long[8];
            long total = 0;
            for (int i = 0; i < 8; i++) {
                d[i] = Math.max(0, b.cpu[i] - a.cpu[i]);
                total += d[i];
            }
            if (total > 0) {
                user = (double) (d[0] + d[1]) / total;
                system = (double) (d[2] + d[5] + d[6]) / total;
                iowait = (double) d[4] / total;
                steal = (double) d[7] / total;
            }
        }
        Double reads = null;
        Double writes = null;
        Double readMb = null;
        Double writeMb = null;
        Double await = null;
        Double util = null;
        Long inFlight = null;
        if (a.disk != null && b.disk != null && seconds > 0) {
            long dReads = b.disk[0] - a.disk[0];
            long dSectorsRead = b.disk[2] - a.disk[2];
            long dMsRead = b.disk[3] - a.disk[3];
            long dWrites = b.disk[4] - a.disk[4];
            long dSectorsWritten = b.disk[6] - a.disk[6];
            long dMsWrite = b.disk[7] - a.disk[7];
            long dTicks = b.disk[9] - a.disk[9];
            reads = Math.max(0, dReads) / seconds;
            writes = Math.max(0, dWrites) / seconds;
            readMb = Math.max(0, dSectorsRead) * SECTOR_BYTES / 1e6 / seconds;
            writeMb = Math.max(0, dSectorsWritten) * SECTOR_BYTES / 1e6 / seconds;
            long requests = Math.max(0, dReads) + Math.max(0, dWrites);
            await = requests > 0 ? (double) (Math.max(0, dMsRead) + Math.max(0, dMsWrite)) / requests : 0.0;
            util = Math.min(1.0, Math.max(0, dTicks) / (seconds * 1000));
            inFlight = b.disk[8];
        }
        Double serverCpu = a.processTicks >= 0 && b.processTicks >= 0 && seconds > 0
                ? Math.max(0, b.processTicks - a.processTicks) / TICKS_PER_SECOND / seconds : null;
        return new SystemSample(user, system, iowait, steal, device == null ? null : device.name(), reads, writes, readMb, writeMb,
                await, util, inFlight, serverCpu, rss, pageCache);
    }

    private Snapshot snapshot(long nanos) {
        List<String> names = new ArrayList<>(List.of("proc/stat", "proc/meminfo"));
        if (device != null) {
            names.add("proc/diskstats");
        }
        for (long pid : pids) {
            names.add("proc/" + pid + "/stat");
            names.add("proc/" + pid + "/status");
        }
        Map<String, List<String>> read;
        try {
            read = files.read(names);
        } catch (RuntimeException unreadable) {
            read = Map.of(); // another host that stopped answering: this interval's values stay unknown
        }
        Map<String, List<String>> current = read;
        return snapshot(nanos, name -> current.getOrDefault(name, List.of()));
    }

    private Snapshot snapshot(long nanos, java.util.function.Function<String, List<String>> read) {
        long[] cpu;
        long[] disk;
        long ticks;
        try {
            cpu = cpu(read);
        } catch (RuntimeException unparsable) {
            cpu = null;
        }
        try {
            disk = disk(read);
        } catch (RuntimeException unparsable) {
            disk = null;
        }
        try {
            ticks = processTicks(read);
        } catch (RuntimeException unparsable) {
            ticks = -1;
        }
        Long rss = rss(read);
        return new Snapshot(nanos, cpu, disk, ticks, rss, ProcessFigures.kilobytes(read.apply("proc/meminfo"), "Cached:"));
    }

    /** /proc/stat "cpu" line: user nice system idle iowait irq softirq steal. */
    private static long[] cpu(java.util.function.Function<String, List<String>> read) {
        List<String> lines = read.apply("proc/stat");
        for (String line : lines) {
            if (line.startsWith("cpu ")) {
                String[] f = line.trim().split("\\s+");
                if (f.length < 9) {
                    return null;
                }
                long[] v = new long[8];
                for (int i = 0; i < 8; i++) {
                    v[i] = Long.parseLong(f[i + 1]);
                }
                return v;
            }
        }
        return null;
    }

    /** /proc/diskstats fields after the name: reads, merged, sectors, ms, writes, merged, sectors, ms, in flight, io ms, weighted ms. */
    private long[] disk(java.util.function.Function<String, List<String>> read) {
        if (device == null) {
            return null;
        }
        for (String line : read.apply("proc/diskstats")) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 14 && f[2].equals(device.name())) {
                long[] v = new long[11];
                for (int i = 0; i < 11; i++) {
                    v[i] = Long.parseLong(f[i + 3]);
                }
                return v;
            }
        }
        return null;
    }

    /** utime + stime of the server processes, in ticks, summed; -1 when unknown (none, or one is gone). */
    private long processTicks(java.util.function.Function<String, List<String>> read) {
        if (pids.isEmpty()) {
            return -1;
        }
        long sum = 0;
        for (long pid : pids) {
            long ticks = ProcessFigures.cpuTicks(read.apply("proc/" + pid + "/stat"));
            if (ticks < 0) {
                return -1;
            }
            sum += ticks;
        }
        return sum;
    }

    /** Resident memory of the server processes, summed; null when unknown (none, or one is gone). */
    private Long rss(java.util.function.Function<String, List<String>> read) {
        if (pids.isEmpty()) {
            return null;
        }
        long sum = 0;
        for (long pid : pids) {
            Long one = ProcessFigures.rssBytes(read.apply("proc/" + pid + "/status"));
            if (one == null) {
                return null;
            }
            sum += one;
        }
        return sum;
    }
}

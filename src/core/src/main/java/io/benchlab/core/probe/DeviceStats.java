package io.benchlab.core.probe;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Cumulative IO counters of the block device holding a path, from {@code /proc/diskstats}, for
 * per-interval deltas of a storage workload's device under test. Kept apart on purpose: the shared
 * per-interval system metrics replace it once they exist.
 *
 * <p>Counters (all cumulative, so their per-interval differences mean something):
 * {@code device_reads}, {@code device_read_bytes}, {@code device_writes}, {@code device_write_bytes},
 * {@code device_busy_ms} (time with at least one request in flight) and {@code device_queue_ms}
 * (in-flight requests × time; divided by the interval's length it is the average number of
 * requests in flight, iostat's aqu-sz).
 */
public final class DeviceStats {
    static final Path DISKSTATS = Path.of("/proc/diskstats");
    /** /proc/diskstats counts sectors of 512 bytes whatever the device's real sector size. */
    private static final long SECTOR = 512;

    /** A block device by number, as {@code stat} reports the device of a file. */
    public record Device(int major, int minor) {
        /** The kernel's view of this device ({@code inflight}, {@code stat}, …), e.g. {@code /sys/dev/block/253:0}. */
        public Path sysfs() {
            return Path.of("/sys/dev/block/" + major + ":" + minor);
        }
    }

    private DeviceStats() {
    }

    /** The device holding {@code path}; empty when it is not a block device (tmpfs, overlay's upper layer…). */
    public static Optional<Device> holding(Path path) {
        try {
            long dev = ((Number) Files.getAttribute(path, "unix:dev")).longValue();
            // the exact device (a partition stays a partition: its own diskstats line), unlike BlockDevice's whole disk
            Device d = new Device(BlockDevice.major(dev), BlockDevice.minor(dev));
            return d.major() != 0 && Files.isDirectory(d.sysfs()) ? Optional.of(d) : Optional.empty();
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The device's counters now; empty when it is not listed. */
    public static Map<String, Long> read(Device device) throws IOException {
        return parse(Files.readString(DISKSTATS), device);
    }

    /** The counters of one device from the text of {@code /proc/diskstats}; empty when it is not listed. */
    static Map<String, Long> parse(String diskstats, Device device) {
        for (String line : diskstats.lines().toList()) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 14 || !f[0].equals(Integer.toString(device.major())) || !f[1].equals(Integer.toString(device.minor()))) {
                continue;
            }
            // fields after major, minor, name: reads, merged, sectors read, ms reading, writes, merged, sectors written,
            // ms writing, in flight, ms doing IO, weighted ms doing IO
            Map<String, Long> m = new LinkedHashMap<>();
            m.put("device_reads", Long.parseLong(f[3]));
            m.put("device_read_bytes", Long.parseLong(f[5]) * SECTOR);
            m.put("device_writes", Long.parseLong(f[7]));
            m.put("device_write_bytes", Long.parseLong(f[9]) * SECTOR);
            m.put("device_busy_ms", Long.parseLong(f[12]));
            m.put("device_queue_ms", Long.parseLong(f[13]));
            return m;
        }
        return Map.of();
    }
}

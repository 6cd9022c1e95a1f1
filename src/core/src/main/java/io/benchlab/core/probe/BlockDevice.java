package io.benchlab.core.probe;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The block device that holds a directory, as named in {@code /proc/diskstats} (the whole disk,
 * e.g. {@code nvme0n1} for a file on {@code nvme0n1p2}; device-mapper and md devices as
 * themselves). Found from the directory's {@code st_dev} through {@code /sys/dev/block}; for
 * filesystems whose {@code st_dev} is not a block device (btrfs subvolumes, overlay) the mount
 * holding the directory is looked up in {@code /proc/self/mountinfo} and its source used.
 * Linux only: elsewhere {@link #holding} finds nothing.
 *
 * <p>Used for the datadir of a managed server and for any local path a workload names (a
 * storage-IO workload's files), so both are sampled the same way.
 *
 * @param name     the device's name in {@code /proc/diskstats} and {@code /sys/block}
 * @param major    device major number
 * @param minor    device minor number
 * @param how      how it was found, for the bundle ("st_dev 254:0", "mount /data from /dev/sdb1")
 */
public record BlockDevice(String name, int major, int minor, String how) {

    /** The device holding {@code dir} (which must exist), or empty when there is none to sample (tmpfs, not Linux). */
    public static Optional<BlockDevice> holding(Path dir) {
        return holding(dir, Path.of("/"));
    }

    /** As {@link #holding(Path)} with {@code /proc} and {@code /sys} under {@code root} (tests use a copied tree). */
    static Optional<BlockDevice> holding(Path dir, Path root) {
        try {
            Path real = dir.toRealPath();
            Object dev = Files.getAttribute(real, "unix:dev");
            if (dev instanceof Long d) {
                int major = major(d);
                int minor = minor(d);
                Optional<BlockDevice> byDev = bySysfs(root, major, minor, "st_dev " + major + ":" + minor);
                if (byDev.isPresent()) {
                    return byDev;
                }
            }
            return byMount(real, root);
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** The major number of a device number as {@code stat} gives it ({@code st_dev}), as glibc's gnu_dev_major decodes it. */
    public static int major(long dev) {
        return (int) (((dev >>> 8) & 0xfff) | ((dev >>> 32) & ~0xfffL));
    }

    /** The minor number of a device number ({@code st_dev}), as glibc's gnu_dev_minor decodes it. */
    public static int minor(long dev) {
        return (int) ((dev & 0xff) | ((dev >>> 12) & ~0xffL));
    }

    /** {@code /sys/dev/block/MAJ:MIN} links to the device; a partition's parent folder is its disk. */
    private static Optional<BlockDevice> bySysfs(Path root, int major, int minor, String how) throws IOException {
        Path link = root.resolve("sys/dev/block/" + major + ":" + minor);
        if (!Files.exists(link)) {
            return Optional.empty();
        }
        Path dev = link.toRealPath();
        if (Files.exists(dev.resolve("partition"))) {
            dev = dev.getParent();
        }
        int[] numbers = numbers(dev, major, minor);
        return Optional.of(new BlockDevice(dev.getFileName().toString(), numbers[0], numbers[1], how));
    }

    private static int[] numbers(Path sysDev, int major, int minor) throws IOException {
        Path devFile = sysDev.resolve("dev");
        if (Files.isRegularFile(devFile)) {
            String[] mm = Files.readString(devFile).trim().split(":");
            return new int[] {Integer.parseInt(mm[0]), Integer.parseInt(mm[1])};
        }
        return new int[] {major, minor};
    }

    /** The longest mount point containing {@code dir}; its source, when it is a /dev path, names the device. */
    private static Optional<BlockDevice> byMount(Path dir, Path root) throws IOException {
        Path mountinfo = root.resolve("proc/self/mountinfo");
        if (!Files.isRegularFile(mountinfo)) {
            return Optional.empty();
        }
        MountInfo mount = MountInfo.holding(dir, Files.readAllLines(mountinfo)).orElse(null);
        if (mount == null || !mount.source().startsWith("/dev/")) {
            return Optional.empty();
        }
        String source = mount.source();
        String best = mount.mountPoint();
        Path sys = root.resolve("sys/class/block/" + Path.of(source).getFileName());
        if (!Files.exists(sys)) {
            return Optional.empty();
        }
        Path dev = sys.toRealPath();
        if (Files.exists(dev.resolve("partition"))) {
            dev = dev.getParent();
        }
        int[] numbers = numbers(dev, 0, 0);
        return Optional.of(new BlockDevice(dev.getFileName().toString(), numbers[0], numbers[1], "mount " + best + " from " + source));
    }
}

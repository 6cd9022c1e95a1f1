package io.benchlab.core.probe;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * One line of {@code /proc/self/mountinfo}: where a filesystem is mounted, its type, its source
 * and its options (the mount's own, such as {@code rw,noatime}, then the filesystem's, such as
 * {@code errors=remount-ro}, each once). The one reading of that file for {@link BlockDevice} and
 * the environment's disk.
 *
 * @param mountPoint where it is mounted (octal escapes such as {@code \040} decoded)
 * @param fsType     the filesystem type, e.g. {@code ext4}
 * @param source     what is mounted, e.g. {@code /dev/sda1}
 * @param options    the mount's options then the filesystem's, comma-separated, each once
 */
public record MountInfo(String mountPoint, String fsType, String source, String options) {

    /** A line as the kernel writes it ({@code id parent maj:min root mountpoint options [optional…] - fstype source superoptions}); empty when it is not one. */
    public static Optional<MountInfo> parse(String line) {
        String[] f = line.split(" ");
        int dash = List.of(f).indexOf("-");
        if (f.length < 6 || dash < 6 || dash + 2 >= f.length) {
            return Optional.empty();
        }
        LinkedHashSet<String> options = new LinkedHashSet<>(List.of(f[5].split(",")));
        if (dash + 3 < f.length) {
            options.addAll(List.of(f[dash + 3].split(",")));
        }
        options.remove("");
        return Optional.of(new MountInfo(unescape(f[4]), f[dash + 1], unescape(f[dash + 2]), String.join(",", options)));
    }

    /** The mount holding {@code dir} (an absolute, real path): the longest mount point it lies under; the last such line wins, as a later mount hides an earlier one. */
    public static Optional<MountInfo> holding(Path dir, List<String> lines) {
        MountInfo best = null;
        for (String line : lines) {
            MountInfo m = parse(line).orElse(null);
            if (m != null && dir.startsWith(m.mountPoint()) && (best == null || m.mountPoint().length() >= best.mountPoint().length())) {
                best = m;
            }
        }
        return Optional.ofNullable(best);
    }

    /** mountinfo writes space, tab, newline and backslash in paths as three octal digits after a backslash. */
    private static String unescape(String s) {
        if (s.indexOf('\\') < 0) {
            return s;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 3 < s.length() && s.substring(i + 1, i + 4).chars().allMatch(d -> d >= '0' && d <= '7')) {
                out.append((char) Integer.parseInt(s.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}

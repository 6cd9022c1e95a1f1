package io.benchlab.core.flavour;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A server release as three numbers, for the facts that changed inside a minor version (MySQL
 * 5.7.6 brought {@code --initialize}, 8.0.22 {@code SHOW REPLICA STATUS}, 8.0.30
 * {@code innodb_redo_log_capacity}).
 */
public record Release(int major, int minor, int patch) implements Comparable<Release> {
    private static final Pattern NUMBERS = Pattern.compile("(\\d+)\\.(\\d+)(?:\\.(\\d+))?");

    /** The first {@code a.b[.c]} in a version string ({@code 9.7.4-2}, {@code 11.4.5-MariaDB-log}, {@code mysqld  Ver 5.5.62 …}); 0.0.0 when none. */
    public static Release parse(String version) {
        Matcher m = NUMBERS.matcher(version == null ? "" : version);
        if (!m.find()) {
            return new Release(0, 0, 0);
        }
        return new Release(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), m.group(3) == null ? 0 : Integer.parseInt(m.group(3)));
    }

    public static Release of(int major, int minor, int patch) {
        return new Release(major, minor, patch);
    }

    /** True when this release is {@code other} or newer. */
    public boolean atLeast(Release other) {
        return compareTo(other) >= 0;
    }

    public boolean atLeast(int major, int minor, int patch) {
        return atLeast(new Release(major, minor, patch));
    }

    @Override
    public int compareTo(Release o) {
        int c = Integer.compare(major, o.major);
        if (c == 0) {
            c = Integer.compare(minor, o.minor);
        }
        return c != 0 ? c : Integer.compare(patch, o.patch);
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch;
    }
}

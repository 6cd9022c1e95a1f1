package io.benchlab.core.server;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Where Debian's server packages come from: an archive and its suites, read through a private apt
 * configuration (the machine's own sources and state are never read nor changed).
 *
 * @param mirror  the archive ({@code BENCHLAB_DEBIAN_MIRROR} or {@code -Dbenchlab.debian.mirror}; default deb.debian.org)
 * @param suites  the suites read, in order ({@code BENCHLAB_DEBIAN_SUITES}, {@code -Dbenchlab.debian.suites} or
 *                {@code --suite}; default trixie and sid: MariaDB 11.8 and MySQL 9.7)
 * @param keyring the keys the archive's Release files are checked with ({@code BENCHLAB_DEBIAN_KEYRING};
 *                default Debian's archive keyring, package debian-archive-keyring)
 * @param offline never go to the network ({@code BENCHLAB_OFFLINE=1}, as for Maven)
 */
public record DebianSource(String mirror, List<String> suites, Path keyring, boolean offline) {
    public static final String DEFAULT_MIRROR = "http://deb.debian.org/debian";
    public static final List<String> DEFAULT_SUITES = List.of("trixie", "sid");
    public static final Path DEFAULT_KEYRING = Path.of("/usr/share/keyrings/debian-archive-keyring.gpg");

    public DebianSource {
        mirror = mirror.replaceAll("/+$", "");
        suites = List.copyOf(suites);
        for (String s : suites) {
            if (!s.matches("[a-z][a-z0-9.-]*")) {
                throw new ServerException("'" + s + "' is not a Debian suite name (suites are names such as trixie, sid, bookworm)");
            }
        }
        if (suites.isEmpty()) {
            throw new ServerException("no Debian suite named (e.g. --suite sid)");
        }
    }

    public static DebianSource fromEnvironment(MavenSource maven) {
        String mirror = setting("benchlab.debian.mirror", "BENCHLAB_DEBIAN_MIRROR", DEFAULT_MIRROR);
        String suites = setting("benchlab.debian.suites", "BENCHLAB_DEBIAN_SUITES", String.join(" ", DEFAULT_SUITES));
        String keyring = setting("benchlab.debian.keyring", "BENCHLAB_DEBIAN_KEYRING", DEFAULT_KEYRING.toString());
        return new DebianSource(mirror, Arrays.stream(suites.split("[\\s,]+")).filter(s -> !s.isBlank()).toList(), Path.of(keyring), maven.offline());
    }

    /** The same archive, reading these suites instead (null or empty: unchanged). */
    public DebianSource withSuites(List<String> chosen) {
        return chosen == null || chosen.isEmpty() ? this : new DebianSource(mirror, chosen, keyring, offline);
    }

    /** The sources.list apt is given: one line per suite, each checked against the keyring. */
    public String sourcesList() {
        StringBuilder b = new StringBuilder();
        for (String s : suites) {
            b.append("deb [signed-by=").append(keyring).append("] ").append(mirror).append(' ').append(s).append(" main\n");
        }
        return b.toString();
    }

    /** For messages and `server versions`: {@code http://deb.debian.org/debian (trixie, sid)}. */
    public String describe() {
        return mirror + " (" + String.join(", ", suites) + ")";
    }

    private static String setting(String property, String env, String fallback) {
        String v = System.getProperty(property);
        if (v == null || v.isBlank()) {
            v = System.getenv(env);
        }
        return v == null || v.isBlank() ? fallback : v.strip();
    }
}

package io.benchlab.core.util;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Credentials written inside JDBC URLs ({@code jdbc:mysql://user:PW@host/}, {@code ?password=PW}):
 * found, taken out for connecting, and redacted from any text that is stored or shown, so a
 * password in a URL reaches no bundle, report or message.
 */
public final class JdbcUrls {
    /** What a redacted password reads as. */
    public static final String MASK = "***";
    private static final Pattern URL = Pattern.compile("jdbc:[A-Za-z0-9:+]*//[^\\s'\"]*");
    /** {@code //user:password@} — the user-info part of the first host. */
    private static final Pattern USER_INFO = Pattern.compile("(//(?:[^\\s/@:'\"?]*))(?::([^\\s/@'\"]*))?@");
    /** {@code password=…}, {@code password1=…} as a URL or key-value host property. */
    private static final Pattern PASSWORD_PROPERTY = Pattern.compile("(?i)((?:^|[?&;(,])\\s*password[123]?\\s*=\\s*)([^&;,)\\s'\"]*)");

    private JdbcUrls() {
    }

    /** The URL's own credentials, if any. */
    public record Credentials(String user, String password) {
        @Override
        public String toString() {
            return "Credentials[user=" + user + ", password=" + (password == null ? "none" : MASK) + "]";
        }
    }

    /** The user and password written inside {@code url} (either may be null). */
    public static Credentials credentials(String url) {
        String user = null;
        String password = null;
        Matcher u = USER_INFO.matcher(url);
        if (u.find() && !u.group(1).equals("//")) {
            user = decode(u.group(1).substring(2));
            password = u.group(2) == null ? null : decode(u.group(2));
        }
        Matcher p = PASSWORD_PROPERTY.matcher(url);
        if (p.find()) {
            password = decode(p.group(2));
        }
        return new Credentials(user, password);
    }

    /** Whether {@code url} carries a password. */
    public static boolean hasPassword(String url) {
        return credentials(url).password() != null;
    }

    /** {@code text} with the password of every JDBC URL in it replaced by {@value #MASK}. */
    public static String redact(String text) {
        if (text == null || !text.contains("jdbc:")) {
            return text;
        }
        Matcher m = URL.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String url = m.group();
            String redacted = USER_INFO.matcher(url).replaceFirst(r -> Matcher.quoteReplacement(
                    r.group(1) + (r.group(2) == null ? "" : ":" + MASK) + "@"));
            redacted = PASSWORD_PROPERTY.matcher(redacted).replaceAll(r -> Matcher.quoteReplacement(r.group(1) + MASK));
            m.appendReplacement(sb, Matcher.quoteReplacement(redacted));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static String decode(String s) {
        try {
            return java.net.URLDecoder.decode(s.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return s;
        }
    }

    /** Empty when {@code url} has no password; else a one-line warning naming where it was found (never the password). */
    public static Optional<String> passwordWarning(String url) {
        return hasPassword(url) ? Optional.of("the url carries a password: it is used to connect but never stored or shown;"
                + " prefer passwordEnv: VARIABLE (or passwordFile:) so it stays out of the experiment file too") : Optional.empty();
    }
}

package io.benchlab.core.server;

/**
 * How to reach a server over JDBC. {@link #toString()} never shows the password.
 */
public final class Endpoint {
    private final String userUrl;
    private final String jdbcUrl;
    private final String user;
    private final String password;
    private final String label;

    public Endpoint(String jdbcUrl, String user, String password, String label) {
        this.userUrl = jdbcUrl;
        this.jdbcUrl = withDefaults(jdbcUrl);
        this.user = user;
        this.password = password == null ? "" : password;
        this.label = label;
    }

    /**
     * Benchmarks need LOAD DATA LOCAL, real server-side statements executed as sent, and a
     * known TLS state; the user's own URL parameters win where given.
     */
    static String withDefaults(String url) {
        StringBuilder sb = new StringBuilder(url);
        String lower = url.toLowerCase(java.util.Locale.ROOT);
        char sep = url.contains("?") ? '&' : '?';
        String[][] defaults = {
            {"allowLoadLocalInfile", "true"},
            {"sslMode", "DISABLED"},
            {"allowPublicKeyRetrieval", "true"},
            {"useCursorFetch", "false"},
            {"rewriteBatchedStatements", "true"},
            {"connectTimeout", "10000"},
            {"characterEncoding", "UTF-8"},
        };
        for (String[] d : defaults) {
            if (!lower.contains(d[0].toLowerCase(java.util.Locale.ROOT) + "=")) {
                sb.append(sep).append(d[0]).append('=').append(d[1]);
                sep = '&';
            }
        }
        return sb.toString();
    }

    public String jdbcUrl() {
        return jdbcUrl;
    }

    /** Whether the URL as the user gave it sets {@code property} (property names compare ignoring case, as the drivers do). */
    public boolean userSets(String property) {
        return parameters(userUrl).keySet().stream().anyMatch(k -> k.equalsIgnoreCase(property));
    }

    /**
     * The (first) host a JDBC URL names, without port or credentials: {@code db1} of
     * {@code jdbc:mysql://u@db1:3306,db2/x}, {@code ::1} of {@code jdbc:mariadb://[::1]:3306/}.
     */
    public static String host(String url) {
        int slashes = url.indexOf("//");
        String rest = slashes < 0 ? url : url.substring(slashes + 2);
        int end = 0;
        while (end < rest.length() && rest.charAt(end) != '/' && rest.charAt(end) != '?') {
            end++;
        }
        String hosts = rest.substring(0, end);
        hosts = hosts.substring(hosts.lastIndexOf('@') + 1);
        String first = hosts.split(",", -1)[0];
        if (first.startsWith("[")) {
            int close = first.indexOf(']');
            return close < 0 ? first.substring(1) : first.substring(1, close);
        }
        int colon = first.indexOf(':');
        String host = colon < 0 ? first : first.substring(0, colon);
        return host.isEmpty() ? "localhost" : host; // the drivers' default host
    }

    /** Whether {@code host} is this machine's loopback ({@code localhost}, {@code 127.x.y.z}, {@code ::1}). */
    public static boolean isLoopback(String host) {
        String h = host.toLowerCase(java.util.Locale.ROOT);
        return h.equals("localhost") || h.startsWith("127.") || h.equals("::1") || h.equals("0:0:0:0:0:0:0:1");
    }

    /** The query parameters of a JDBC URL, in order; a parameter without {@code =} has the value "". */
    public static java.util.Map<String, String> parameters(String url) {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        int q = url.indexOf('?');
        if (q < 0) {
            return m;
        }
        for (String pair : url.substring(q + 1).split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            m.put(eq < 0 ? pair : pair.substring(0, eq), eq < 0 ? "" : pair.substring(eq + 1));
        }
        return m;
    }

    public String user() {
        return user;
    }

    /** Only for opening connections; never log or store it. */
    public String password() {
        return password;
    }

    /** A name for messages and bundles, e.g. {@code managed 'default' (127.0.0.1:41234)}. */
    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return label + " as " + user;
    }
}

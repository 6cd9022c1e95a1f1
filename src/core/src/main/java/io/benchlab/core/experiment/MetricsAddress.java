package io.benchlab.core.experiment;

import java.util.Locale;

/**
 * Where a run serves its live metrics ({@code run --metrics}, {@code options.metrics}): a host name
 * or address and a port. The one reading of what a user writes there: {@code 9464} and
 * {@code :9464} mean {@link ExperimentDefaults#METRICS_HOST} (this machine only), {@code
 * HOST:PORT} and {@code [IPv6]:PORT} name the address to listen on.
 *
 * @param host the address to listen on, as written (without brackets for IPv6)
 * @param port 1 to 65535, or 0 for any free port (tests)
 */
public record MetricsAddress(String host, int port) {
    /** The highest TCP port. */
    public static final int MAX_PORT = 65_535;
    /** What a user may write, for messages. */
    public static final String FORMS = "a port (9464, on " + ExperimentDefaults.METRICS_HOST + ") or HOST:PORT (127.0.0.1:9464)";

    public MetricsAddress {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("the metrics address needs a host: write " + FORMS);
        }
        if (port < 0 || port > MAX_PORT) {
            throw new IllegalArgumentException("the metrics port must be from 1 to " + MAX_PORT + ", not " + port);
        }
    }

    /**
     * Reads {@code PORT}, {@code :PORT}, {@code HOST:PORT} or {@code [IPv6]:PORT}.
     *
     * @throws IllegalArgumentException one line saying what would be right
     */
    public static MetricsAddress parse(String text) {
        String s = text == null ? "" : text.strip();
        int colon = s.lastIndexOf(':');
        String host = colon < 0 ? "" : s.substring(0, colon);
        String port = colon < 0 ? s : s.substring(colon + 1);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        } else if (host.contains(":") || host.contains("[") || host.contains("]")) {
            throw new IllegalArgumentException("'" + s + "' is not a metrics address: write an IPv6 address in brackets, [::1]:9464");
        }
        int p;
        try {
            p = Integer.parseInt(port);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + s + "' is not a metrics address: write " + FORMS, e);
        }
        if (p < 1 || p > MAX_PORT) {
            throw new IllegalArgumentException("'" + s + "' is not a metrics address: the port must be from 1 to " + MAX_PORT);
        }
        if (host.chars().anyMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c) || c == '/')) {
            throw new IllegalArgumentException("'" + s + "' is not a metrics address: write " + FORMS);
        }
        return new MetricsAddress(host.isEmpty() ? ExperimentDefaults.METRICS_HOST : host.toLowerCase(Locale.ROOT), p);
    }

    /** {@code 127.0.0.1:9464}, {@code [::1]:9464}: as a user writes it and a Prometheus target names it. */
    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}

package io.benchlab.core.server;

import io.benchlab.api.ServerInfo;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Connections for stream workers: opened straight from the {@link JdbcDriver} chosen for the
 * server, not from the pool. A worker keeps its connection for the whole stream, so pooling saves
 * nothing, while the pool's proxies would wrap every statement and result set. The URL is the
 * endpoint's (user parameters and benchlab's defaults) with the driver's worker properties added
 * where the URL does not set them.
 */
public final class StreamConnections {
    /** Pool defaults that would slow the stream driver down; a user's own value is kept. */
    private static final Map<JdbcDriver, java.util.List<String>> NOT_FOR = Map.of(
            JdbcDriver.MARIADB, java.util.List.of("rewriteBatchedStatements"),
            JdbcDriver.MYSQL, java.util.List.of());

    private final JdbcDriver driver;
    private final String url;
    private final Endpoint endpoint;

    private StreamConnections(JdbcDriver driver, String url, Endpoint endpoint) {
        this.driver = driver;
        this.url = url;
        this.endpoint = endpoint;
    }

    /** Worker connections to the endpoint's server, with the driver that suits its flavour. */
    public static StreamConnections of(Endpoint endpoint, ServerInfo server) {
        JdbcDriver driver = JdbcDriver.forStreams(server);
        return new StreamConnections(driver, url(endpoint, driver), endpoint);
    }

    /**
     * Worker connections with the driver and URL another process chose ({@link #driver()},
     * {@link #url()}): a load host's agent connects as the coordinator would have.
     */
    public static StreamConnections chosen(JdbcDriver driver, String url, String user, String password) {
        return new StreamConnections(driver, url, new Endpoint(url, user, password, "stream workers"));
    }

    static String url(Endpoint endpoint, JdbcDriver driver) {
        String base = endpoint.jdbcUrl();
        int colon = base.indexOf("//");
        String rest = colon < 0 ? base : base.substring(colon);
        int q = rest.indexOf('?');
        // credentials go as properties (the endpoint already took them out of the URL), never in the URL
        String hostAndPath = (q < 0 ? rest : rest.substring(0, q)).replaceFirst("^//[^/?@]*@", "//");
        Map<String, String> params = withoutSecrets(Endpoint.parameters(base));
        for (String dropped : NOT_FOR.get(driver)) {
            if (!endpoint.userSets(dropped)) {
                params.keySet().removeIf(k -> k.equalsIgnoreCase(dropped));
            }
        }
        driver.workerDefaults().forEach((k, v) -> {
            if (params.keySet().stream().noneMatch(p -> p.equalsIgnoreCase(k))) {
                params.put(k, v);
            }
        });
        StringBuilder sb = new StringBuilder(driver.scheme()).append(hostAndPath);
        char sep = '?';
        for (var e : params.entrySet()) {
            sb.append(sep).append(e.getKey());
            if (!e.getValue().isEmpty()) {
                sb.append('=').append(e.getValue());
            }
            sep = '&';
        }
        return sb.toString();
    }

    public Connection open() throws SQLException {
        Properties p = new Properties();
        p.setProperty("user", endpoint.user());
        p.setProperty("password", endpoint.password());
        // the same attributes as the pool's connections, so a killed run's workers are found like the rest
        p.setProperty("connectionAttributes", ConnectionPool.connectionAttributes());
        Connection c = driver.newDriver().connect(url, p);
        if (c == null) {
            throw new SQLException(driver.displayName() + " does not accept the URL " + url.replaceAll("\\?.*", ""));
        }
        return c;
    }

    public JdbcDriver driver() {
        return driver;
    }

    /** The URL's properties, without anything that names a password. */
    public Map<String, String> properties() {
        return withoutSecrets(Endpoint.parameters(url));
    }

    /** The workers' URL (credentials are never in it; they go as properties). */
    public String url() {
        return url;
    }

    /** Drops parameters whose name mentions a password, passphrase or secret (URL parameters are recorded in bundles). */
    public static Map<String, String> withoutSecrets(Map<String, String> parameters) {
        Map<String, String> m = new LinkedHashMap<>(parameters);
        m.keySet().removeIf(k -> {
            String l = k.toLowerCase(Locale.ROOT);
            return l.contains("password") || l.contains("passphrase") || l.contains("secret");
        });
        return m;
    }
}

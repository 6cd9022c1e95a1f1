package io.benchlab.core.server;

import io.benchlab.api.ServerInfo;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JDBC drivers benchlab ships, each with its URL scheme and the connection properties that
 * make a stream worker's statements cheap on the client. Every other connection (setup, probes,
 * measured queries, dataset loads) uses MySQL Connector/J through the pool.
 */
public enum JdbcDriver {
    /**
     * MySQL Connector/J. Server-side prepared statements (binary protocol: no escaping and no
     * parsing of parameters on either end), cached per connection; session and transaction state
     * tracked locally instead of asked for; server configuration cached across connections; no
     * per-packet time statistics, no tracking of open results for implicit closing; sockets that
     * stay in blocking mode ({@link ConnectorJBlockingSocketFactory}).
     */
    MYSQL("jdbc:mysql:", "MySQL Connector/J", ordered(
            "useServerPrepStmts", "true",
            "cachePrepStmts", "true",
            "prepStmtCacheSize", "250",
            "prepStmtCacheSqlLimit", "2048",
            "useLocalSessionState", "true",
            "useLocalTransactionState", "true",
            "elideSetAutoCommits", "true",
            "cacheServerConfiguration", "true",
            "cacheResultSetMetadata", "true",
            "maintainTimeStats", "false",
            "dontTrackOpenResources", "true",
            "socketFactory", ConnectorJBlockingSocketFactory.class.getName())),
    /**
     * MariaDB Connector/J. Server-side prepared statements cached per connection; MariaDB servers
     * then skip resending result metadata on every execution. Its option {@code
     * rewriteBatchedStatements} would force client-side prepared statements, so the pool's default
     * of it is not passed on (a user's own value is). Sockets stay in blocking mode
     * ({@link BlockingSocketFactory}).
     */
    MARIADB("jdbc:mariadb:", "MariaDB Connector/J", ordered(
            "useServerPrepStmts", "true",
            "cachePrepStmts", "true",
            "prepStmtCacheSize", "250",
            "socketFactory", BlockingSocketFactory.class.getName()));

    private final String scheme;
    private final String displayName;
    private final Map<String, String> workerDefaults;

    JdbcDriver(String scheme, String displayName, Map<String, String> workerDefaults) {
        this.scheme = scheme;
        this.displayName = displayName;
        this.workerDefaults = workerDefaults;
    }

    /** The driver that costs stream workers least client CPU on this server. */
    public static JdbcDriver forStreams(ServerInfo server) {
        return server.isMariaDb() ? MARIADB : MYSQL;
    }

    /** e.g. {@code jdbc:mariadb:} */
    public String scheme() {
        return scheme;
    }

    /** e.g. {@code MariaDB Connector/J} */
    public String displayName() {
        return displayName;
    }

    /** Properties stream worker connections get unless the URL sets them. */
    public Map<String, String> workerDefaults() {
        return workerDefaults;
    }

    /** A new instance of the driver itself (not looked up through DriverManager, so the choice is certain). */
    Driver newDriver() throws SQLException {
        return switch (this) {
            case MYSQL -> new com.mysql.cj.jdbc.Driver();
            case MARIADB -> new org.mariadb.jdbc.Driver();
        };
    }

    private static Map<String, String> ordered(String... keyValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put(keyValues[i], keyValues[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(m);
    }
}

package io.benchlab.core.server;

import io.benchlab.core.experiment.ExperimentLimits;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.benchlab.api.ServerInfo;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.LongConsumer;

/** A HikariCP pool to one server, plus what was detected on first connect. */
public final class ConnectionPool implements AutoCloseable {
    private final HikariDataSource dataSource;
    private final Endpoint endpoint;
    private final ServerInfo serverInfo;
    private double firstLoginSeconds = Double.NaN;
    private final LongConsumer onNewSession;
    /** Physical connections already reported to {@link #onNewSession} (weak: the pool drops them as it likes). */
    private final Set<Connection> reported = Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));

    private ConnectionPool(HikariDataSource dataSource, Endpoint endpoint, ServerInfo serverInfo, LongConsumer onNewSession) {
        this.dataSource = dataSource;
        this.endpoint = endpoint;
        this.serverInfo = serverInfo;
        this.onNewSession = onNewSession;
    }

    /**
     * The pool a run needs when {@code workers} stream workers hold connections at once: those and
     * {@link ExperimentLimits#CONNECTIONS_BESIDES_WORKERS}; {@code forWorkers(0)} is the smallest pool benchlab opens.
     */
    public static int forWorkers(int workers) {
        return workers + ExperimentLimits.CONNECTIONS_BESIDES_WORKERS;
    }

    /** Connection attributes name benchlab and its process, so other tools (and other benchlab runs) can tell its sessions apart. */
    static String connectionAttributes() {
        return "program_name:benchlab,benchlab_pid:" + ProcessHandle.current().pid();
    }

    /** Opens a pool of up to {@code maxConnections}, failing with one clear line when the server can't be reached. */
    public static ConnectionPool open(Endpoint endpoint, int maxConnections) {
        return open(endpoint, maxConnections, null);
    }

    /**
     * As {@link #open(Endpoint, int)}, reporting the server connection id of every new physical
     * connection to {@code onNewSession} (a run records them, so the next run can end the queries
     * of this one if it is killed).
     */
    public static ConnectionPool open(Endpoint endpoint, int maxConnections, LongConsumer onNewSession) {
        HikariConfig config = new HikariConfig();
        if (!endpoint.jdbcUrl().toLowerCase(java.util.Locale.ROOT).contains("connectionattributes=")) {
            config.addDataSourceProperty("connectionAttributes", connectionAttributes());
        }
        config.setJdbcUrl(endpoint.jdbcUrl());
        config.setUsername(endpoint.user());
        config.setPassword(endpoint.password());
        config.setMaximumPoolSize(Math.max(2, maxConnections));
        config.setMinimumIdle(0);
        config.setPoolName("benchlab");
        config.setConnectionTimeout(30_000);
        config.setInitializationFailTimeout(1); // fail fast on a wrong password or unreachable server
        HikariDataSource ds;
        long loginStart = System.nanoTime();
        try {
            ds = new HikariDataSource(config); // logs in once (initializationFailTimeout): the pool's first login
        } catch (RuntimeException e) {
            throw new ServerException("cannot connect to " + endpoint + ": " + scrub(rootMessage(e), endpoint), e);
        }
        try (Connection c = ds.getConnection(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT VERSION()")) {
            rs.next();
            ConnectionPool pool = new ConnectionPool(ds, endpoint, ServerInfo.parse(rs.getString(1)), onNewSession);
            pool.firstLoginSeconds = (System.nanoTime() - loginStart) / 1e9;
            return pool;
        } catch (SQLException e) {
            ds.close();
            throw new ServerException("cannot connect to " + endpoint + ": " + scrub(e.getMessage(), endpoint), e);
        }
    }

    static String rootMessage(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = root.getMessage();
        if (root instanceof java.net.ConnectException || m != null && (m.contains("Communications link failure") || m.contains("Connection refused"))) {
            return "server unreachable (connection refused: is it running, and is the port right?)";
        }
        if (root instanceof java.net.SocketTimeoutException || root instanceof java.net.UnknownHostException) {
            return "server unreachable (" + root.getClass().getSimpleName() + ": " + m + ")";
        }
        return m == null ? root.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }

    /** A driver message may quote the URL it was given, credentials included: never pass those on. */
    private static String scrub(String message, Endpoint endpoint) {
        String m = io.benchlab.core.util.JdbcUrls.redact(message);
        return m == null || endpoint.password().isEmpty() ? m : m.replace(endpoint.password(), io.benchlab.core.util.JdbcUrls.MASK);
    }

    public Connection connection() throws SQLException {
        Connection c = dataSource.getConnection();
        if (onNewSession != null) {
            Connection physical = c.unwrap(Connection.class);
            if (reported.add(physical)) {
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT CONNECTION_ID()")) {
                    rs.next();
                    onNewSession.accept(rs.getLong(1));
                } catch (SQLException e) {
                    c.close();
                    throw e;
                }
            }
        }
        return c;
    }

    /**
     * How long the pool's first login took, its first query included: after a restart that is the
     * login a server's caches have not seen (MySQL's caching_sha2_password does its full exchange,
     * with the server's RSA key over plain TCP), which a cold proof records rather than hides.
     */
    public double firstLoginSeconds() {
        return firstLoginSeconds;
    }

    public ServerInfo serverInfo() {
        return serverInfo;
    }

    public Endpoint endpoint() {
        return endpoint;
    }

    @Override
    public void close() {
        dataSource.close();
    }
}

package io.benchlab.core.run;

import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.Endpoint;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.settings.StartupOptions;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** A server someone else runs ({@code type: external}), by its JDBC URL: dynamic settings only, no start-up options, no cold phases. */
final class ExternalTarget implements Target {
    private final Endpoint endpoint;
    private ConnectionPool pool;
    private int maxConnections;

    ExternalTarget(Endpoint endpoint) {
        this.endpoint = endpoint;
    }

    @Override
    public ConnectionPool pool() {
        return pool;
    }

    @Override
    public String label() {
        return endpoint.label();
    }

    @Override
    public boolean shared() {
        return true;
    }

    /** This machine when the URL names a loopback address; else a host benchlab cannot look into. */
    @Override
    public ServerMachine serverMachine() {
        return ServerMachine.ofUrls(List.of(endpoint.jdbcUrl()));
    }

    @Override
    public void ensure(StartupOptions options, int maxConnections) {
        if (!options.options().isEmpty()) {
            throw new ServerException("start-up options " + options.options().keySet() + " need a managed server");
        }
        // a stream's workers need more connections than the first ensure asked for: grow like a managed target does
        if (pool == null || maxConnections > this.maxConnections) {
            if (pool != null) {
                pool.close();
            }
            this.maxConnections = Math.max(4, Math.max(this.maxConnections, maxConnections));
            pool = ConnectionPool.open(endpoint, this.maxConnections);
        }
    }

    @Override
    public Optional<String> death() {
        try (Connection c = pool.connection()) {
            return c.isValid(5) ? Optional.empty() : Optional.of("lost the connection to " + label());
        } catch (SQLException e) {
            return Optional.of("lost the connection to " + label() + ": " + e.getMessage());
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
    }
}

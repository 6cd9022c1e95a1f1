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
    private final TargetPools pool;

    ExternalTarget(Endpoint endpoint) {
        this.endpoint = endpoint;
        this.pool = new TargetPools(endpoint.label() + " is not connected");
    }

    @Override
    public ConnectionPool pool() {
        return pool.get();
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
        if (!pool.hold(maxConnections)) {
            pool.close();
            pool.put(ConnectionPool.open(endpoint, pool.grow(maxConnections)));
        }
    }

    @Override
    public Optional<String> death() {
        try (Connection c = pool.get().connection()) {
            return c.isValid(5) ? Optional.empty() : Optional.of("lost the connection to " + label());
        } catch (SQLException e) {
            return Optional.of("lost the connection to " + label() + ": " + e.getMessage());
        }
    }

    @Override
    public void close() {
        pool.close();
    }
}

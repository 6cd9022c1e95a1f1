package io.benchlab.core.run;

import io.benchlab.core.stream.IntervalProbe;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The writing server's chosen status counters (per-interval differences) and the schema's size,
 * read at each interval's end on a probe connection of its own. In a stream with faults nothing is
 * read while a fault holds the writing node down or paused (a paused server would hold the sampler
 * until it runs again, and the connection has a network time-out for the moment a fault strikes
 * during a reading); a connection that broke is replaced once the node is back, and the interval
 * after that has no counter differences, since the server's counters started again with it.
 */
final class StreamServerProbe implements AutoCloseable {
    private static final int NETWORK_TIMEOUT_MILLIS = 15_000;

    private final Target target;
    private final List<String> counterNames;
    private final String schema;
    private final PlannedFaults planned;
    private final String writing;
    private Connection connection;
    private IntervalProbe counters;

    /**
     * @param planned the nodes a fault holds; null for a stream without faults
     * @param writing the node the probe reads (a cluster's writing node)
     */
    private StreamServerProbe(Target target, List<String> counterNames, String schema, PlannedFaults planned, String writing,
                              Connection first) {
        this.target = target;
        this.counterNames = counterNames;
        this.schema = schema;
        this.planned = planned;
        this.writing = writing;
        use(first);
    }

    /** The probe with its first connection (a server that cannot be reached fails the stream here, as before it started). */
    static StreamServerProbe open(Target target, List<String> counterNames, String schema, PlannedFaults planned, String writing)
            throws SQLException {
        Connection c = target.pool().connection();
        if (planned != null) {
            c.setNetworkTimeout(Runnable::run, NETWORK_TIMEOUT_MILLIS);
        }
        return new StreamServerProbe(target, counterNames, schema, planned, writing, c);
    }

    private void use(Connection c) {
        connection = c;
        counters = StreamRecords.serverCounters(c, counterNames);
    }

    void begin() throws Exception {
        counters.begin();
    }

    /** The interval's counters and {@code schema_bytes}; null while a fault holds the node or when it could not be read. */
    Map<String, Long> sample() throws Exception {
        if (planned == null) {
            return read();
        }
        // no fault marks the node while it is read, so it is never paused in the middle of a reading
        try {
            return planned.sampling(() -> {
                try {
                    return read();
                } catch (Exception e) {
                    throw new java.util.concurrent.CompletionException(e);
                }
            });
        } catch (java.util.concurrent.CompletionException e) {
            throw (Exception) e.getCause();
        }
    }

    private Map<String, Long> read() throws Exception {
        if (held()) {
            drop();
            return null;
        }
        if (connection == null) {
            try {
                Connection c = target.pool().connection();
                c.setNetworkTimeout(Runnable::run, NETWORK_TIMEOUT_MILLIS);
                use(c);
                counters.begin(); // differences start again from here
            } catch (SQLException | RuntimeException notYet) {
                return null;
            }
            return sized(new LinkedHashMap<>());
        }
        Map<String, Long> m;
        try {
            m = counters.sampleCounters();
        } catch (Exception e) {
            if (planned == null) {
                throw e;
            }
            drop(); // a fault struck during the reading, or the node was restarted under the connection
            return null;
        }
        return sized(m == null ? new LinkedHashMap<>() : new LinkedHashMap<>(m));
    }

    private Map<String, Long> sized(Map<String, Long> out) {
        long bytes = StreamRecords.schemaBytes(connection, schema);
        if (bytes >= 0) {
            out.put("schema_bytes", bytes);
        }
        return out;
    }

    private boolean held() {
        return planned != null && planned.of(writing).isPresent();
    }

    private void drop() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException | RuntimeException ignored) {
                // the server it belonged to is gone
            }
            connection = null;
        }
    }

    @Override
    public void close() {
        drop();
    }
}

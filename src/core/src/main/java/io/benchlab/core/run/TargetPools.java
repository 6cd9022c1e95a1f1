package io.benchlab.core.run;

import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ServerException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A target's connection pools, one per node in node order (a target that is one server has one):
 * open while the server runs, as large as the largest {@code ensure} asked so far (a stream's
 * workers need more than the run's own connections), closed before the server stops.
 */
final class TargetPools {
    /** The pool of a target that is one server. */
    private static final String ONE = "";

    private final Map<String, ConnectionPool> pools = new LinkedHashMap<>();
    private final String closed;
    /** The smallest pool: the run's own connections, no stream worker yet. */
    private int size = ConnectionPool.forWorkers(0);

    /** @param closed what {@link #get} says while the pools are closed ("… is not started") */
    TargetPools(String closed) {
        this.closed = closed;
    }

    /** The node's pool; one line when the pools are closed. */
    ConnectionPool get(String node) {
        ConnectionPool p = pools.get(node);
        if (p == null) {
            throw new ServerException(closed);
        }
        return p;
    }

    /** The one server's pool; one line when it is closed. */
    ConnectionPool get() {
        return get(ONE);
    }

    /** The node's pool, or null while the pools are closed. */
    ConnectionPool orNull(String node) {
        return pools.get(node);
    }

    /** The one server's pool, or null while it is closed. */
    ConnectionPool orNull() {
        return orNull(ONE);
    }

    /** Whether the pools are open with room for {@code connections}: then an ensure that changes nothing else has nothing to do. */
    boolean hold(int connections) {
        return !pools.isEmpty() && connections <= size;
    }

    /** Makes the next pools opened at least this large; returns their size. */
    int grow(int connections) {
        size = Math.max(size, connections);
        return size;
    }

    /** The size the next pools open with. */
    int size() {
        return size;
    }

    void put(String node, ConnectionPool pool) {
        pools.put(node, pool);
    }

    void put(ConnectionPool pool) {
        put(ONE, pool);
    }

    void close() {
        pools.values().forEach(ConnectionPool::close);
        pools.clear();
    }
}

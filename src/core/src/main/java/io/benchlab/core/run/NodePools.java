package io.benchlab.core.run;

import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ServerException;
import java.util.LinkedHashMap;
import java.util.Map;

/** A cluster target's pool per node, in node order: opened once the nodes run, closed before they stop. */
final class NodePools {
    private final Map<String, ConnectionPool> pools = new LinkedHashMap<>();
    private final String closed;

    /** @param closed what {@link #get} says while the pools are closed ("… is not started") */
    NodePools(String closed) {
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

    /** The node's pool, or null while the pools are closed. */
    ConnectionPool orNull(String node) {
        return pools.get(node);
    }

    boolean isOpen() {
        return !pools.isEmpty();
    }

    void put(String node, ConnectionPool pool) {
        pools.put(node, pool);
    }

    void close() {
        pools.values().forEach(ConnectionPool::close);
        pools.clear();
    }
}

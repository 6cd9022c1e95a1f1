package io.benchlab.core.run;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.bundle.Records.Settle;
import io.benchlab.core.probe.PageCache;
import io.benchlab.core.remote.RemotePageCache;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ServerException;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The one cold restart every kind of target goes through (docs/ARCHITECTURE.md, "Settled cold",
 * "Cold proof"): settle each node ({@link ColdSettle}: read what is pending, arm a slow shutdown),
 * stop, evict each node's data from the page cache that holds it (and drop the whole cache when
 * asked and allowed), start again, then prove it node by node — bytes still cached before and
 * after the start, the buffer pool before the first query ({@link BufferPoolReading}), what was
 * pending before the stop and after the start. A kind passes in only what differs: how it stops
 * and starts ({@link Server}), each node's pool and data ({@link Node}), whose page cache it is
 * ({@link Cache}) and what its data is called. A target without a server evicts its workload's
 * files the same way ({@link #evict}). {@link #method} is the one sentence the proof's method is.
 */
final class ColdRestart {
    private static final String DUMP_LOAD_OFF = "innodb_buffer_pool_dump_at_shutdown=OFF, innodb_buffer_pool_load_at_startup=OFF";
    private static final String FADVISE = "posix_fadvise DONTNEED via dd iflag=nocache";
    /** The node name of a target that is one server. */
    private static final String ONE = "";

    private ColdRestart() {
    }

    /** One node's data as a page cache holds it: a datadir here or on a host, or a workload's own files. */
    interface Data {
        /** Asks the kernel to drop its cached pages; false when that cannot be done here (dd missing). */
        boolean evict() throws IOException;

        long totalBytes() throws IOException;

        /** Bytes of it cached now; -1 when that cannot be measured (fincore missing). */
        long residentBytes() throws IOException;

        /** A datadir on this machine (its files listed at each step: a start adds some). */
        static Data here(Path dir) {
            return here(() -> PageCache.files(dir));
        }

        /** A workload's own files on this machine. */
        static Data here(List<Path> files) {
            return here(() -> files);
        }

        private static Data here(FileList files) {
            return new Data() {
                public boolean evict() throws IOException {
                    return PageCache.evict(files.list());
                }

                public long totalBytes() throws IOException {
                    return PageCache.totalBytes(files.list());
                }

                public long residentBytes() throws IOException {
                    return PageCache.residentBytes(files.list());
                }
            };
        }

        /** The files on this machine that make up the data, listed when needed. */
        interface FileList {
            List<Path> list() throws IOException;
        }

        /** A folder on a host, through the same commands run there (a missing command fails in one line naming the host). */
        static Data on(RemotePageCache cache, String dir) {
            return new Data() {
                public boolean evict() {
                    cache.evict(dir);
                    return true;
                }

                public long totalBytes() {
                    return cache.totalBytes(dir);
                }

                public long residentBytes() {
                    return cache.residentBytes(dir);
                }
            };
        }
    }

    /** Whose page cache holds the data: this machine's (root may drop all of it) or a host's reached over SSH (never dropped). */
    sealed interface Cache permits Here, OverSsh {
    }

    record Here() implements Cache {
    }

    record OverSsh(String host) implements Cache {
    }

    /** One node: its name, its pool while it runs before the restart (null: not running, so no settle step) and its data. */
    record Node(String name, ConnectionPool running, Data data) {
    }

    /**
     * How a kind stops and starts its server (every node of it).
     *
     * @param restarted    how the method sentence names the restart: "server restarted", "every node restarted (…)"
     * @param stop         closes the pools and stops the server (every node)
     * @param start        starts it again with the options it ran with, and opens the pools
     * @param pool         a node's pool after the start
     * @param requireAlive after a failed reading of a node: throws one line naming it when its server is known to be gone
     */
    record Server(String restarted, Runnable stop, Runnable start, Function<String, ConnectionPool> pool, Consumer<String> requireAlive) {
        /** A server whose failed reading says enough by itself. */
        Server(String restarted, Runnable stop, Runnable start, Function<String, ConnectionPool> pool) {
            this(restarted, stop, start, pool, node -> {
            });
        }
    }

    /**
     * Settles, stops, evicts, starts and proves: one proof per node, in node order.
     *
     * @param what the data in the method sentence ("datadir files", "every datadir", "datadir /srv/db")
     */
    static Map<String, ColdProof> restart(Server server, Cache cache, String what, List<Node> nodes, boolean dropCaches) {
        Map<String, ColdSettle.Before> pending = new LinkedHashMap<>();
        nodes.stream().filter(n -> n.running() != null).forEach(n -> pending.put(n.name(), ColdSettle.arm(n.running())));
        server.stop().run();
        Evicted evicted = evict(cache, what, nodes, dropCaches);
        server.start().run();
        String method = method(server.restarted(), cache, what, evicted.done(), dropCaches, evicted.dropped());
        Map<String, ColdProof> proofs = new LinkedHashMap<>();
        for (Node n : nodes) {
            ConnectionPool pool = server.pool().apply(n.name());
            ColdSettle.Before before = pending.get(n.name());
            Settle settle = before == null ? null : ColdSettle.finish(before, pool);
            long residentAfter;
            try {
                residentAfter = n.data().residentBytes();
            } catch (IOException | BenchlabException e) {
                residentAfter = -1; // the proof still says what was evicted and what the buffer pool holds
            }
            BufferPoolReading bp;
            try {
                bp = BufferPoolReading.read(pool);
            } catch (SQLException e) {
                server.requireAlive().accept(n.name());
                throw new ServerException("cannot read the buffer pool" + (nodes.size() > 1 ? " of node '" + n.name() + "'" : "")
                        + " after the cold restart: " + e.getMessage(), e);
            }
            long[] was = evicted.bytes().get(n.name());
            // the pool was opened anew by the start: its first login is the one after the restart (the full handshake)
            proofs.put(n.name(), new ColdProof(method, was[0], was[1], residentAfter, bp.pagesData(), bp.pagesTotal(), bp.dumpLoadOff(),
                    evicted.dropped(), settle, Double.isNaN(pool.firstLoginSeconds()) ? null : pool.firstLoginSeconds()));
        }
        return proofs;
    }

    /** {@link #restart} of one server: its pool while it runs (null: not running) and its data. */
    static ColdProof restart(Server server, Cache cache, String what, ConnectionPool running, Data data, boolean dropCaches) {
        return restart(server, cache, what, List.of(new Node(ONE, running, data)), dropCaches).get(ONE);
    }

    /** Without a server: evicts the workload's files from this machine's page cache and proves it (no buffer pool, nothing to settle). */
    static ColdProof evict(Data files, boolean dropCaches) {
        Cache here = new Here();
        String what = "the workload's files";
        Evicted evicted = evict(here, what, List.of(new Node(ONE, null, files)), dropCaches);
        long[] was = evicted.bytes().get(ONE);
        return new ColdProof(method(null, here, what, evicted.done(), dropCaches, evicted.dropped()), was[0], was[1], was[1], -1, -1,
                false, evicted.dropped());
    }

    /**
     * The method of a cold proof in one sentence, the same for every kind: what restarted (null: no
     * server), that dump/load was off, what was evicted from whose page cache and how, and whether
     * the whole cache was dropped.
     */
    static String method(String restarted, Cache cache, String what, boolean evicted, boolean dropAsked, boolean dropped) {
        StringBuilder s = new StringBuilder(restarted == null ? "no server" : restarted + "; " + DUMP_LOAD_OFF);
        s.append("; ");
        if (!evicted) {
            s.append("page cache NOT evicted (dd missing)");
        } else {
            s.append(switch (cache) {
                case Here here -> what + " evicted from the OS page cache (" + FADVISE + ")";
                case OverSsh host -> what + " evicted from " + host.host() + "'s page cache (" + FADVISE + ", run there),"
                        + " residency measured there with fincore";
            });
        }
        switch (cache) {
            case Here here -> s.append(dropped ? "; whole OS page cache dropped (drop_caches=3)" : "");
            case OverSsh host -> s.append(dropAsked ? "; whole page cache NOT dropped (drop_caches needs root on " + host.host()
                    + "; benchlab does not use it remotely)" : "");
        }
        return s.toString();
    }

    /** What the eviction did: whether it ran, whether the whole cache was dropped, and per node its bytes in all and still cached. */
    private record Evicted(boolean done, boolean dropped, Map<String, long[]> bytes) {
    }

    private static Evicted evict(Cache cache, String what, List<Node> nodes, boolean dropCaches) {
        boolean done = true;
        boolean dropped = false;
        Map<String, long[]> bytes = new LinkedHashMap<>();
        try {
            for (Node n : nodes) {
                done &= n.data().evict();
            }
            if (dropCaches && cache instanceof Here) {
                dropped = PageCache.dropAll();
            }
            for (Node n : nodes) {
                bytes.put(n.name(), new long[]{n.data().totalBytes(), n.data().residentBytes()});
            }
        } catch (IOException e) {
            throw new ServerException("cannot evict " + what + " from the page cache: " + e.getMessage(), e);
        }
        return new Evicted(done, dropped, bytes);
    }
}

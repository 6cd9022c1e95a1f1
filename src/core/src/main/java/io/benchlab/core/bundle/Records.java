package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** The records a bundle holds, one JSON object per line in its {@code .jsonl} files. */
public final class Records {
    private Records() {
    }

    /**
     * A variant as it ran: the server and the settings the server reported after applying them.
     *
     * @param variant   name
     * @param server    target label (never credentials)
     * @param flavor    MARIADB or MYSQL
     * @param version   server version string
     * @param requested settings as written in the experiment
     * @param session   applied per session
     * @param global    applied globally
     * @param startup   start-up options of a managed server
     * @param effective values the server reported after applying
     * @param tls       whether the benchmark connection used TLS, and its cipher
     * @param drivers   the JDBC drivers and connection properties used (null in bundles written before they were recorded)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record VariantRecord(String variant, String server, String flavor, String version, Map<String, Object> requested,
                                Map<String, String> session, Map<String, String> global, Map<String, String> startup,
                                Map<String, String> effective, boolean tls, String tlsCipher, Drivers drivers) {
    }

    /**
     * Which driver each kind of connection used, so client-side costs stay explainable.
     *
     * @param benchmark the pool's connections: measured queries, probes, setup, dataset loads
     * @param streams   stream workers' connections
     */
    public record Drivers(DriverRecord benchmark, DriverRecord streams) {
    }

    /**
     * A JDBC driver as used.
     *
     * @param name       e.g. {@code MariaDB Connector/J}
     * @param version    as the driver reports it
     * @param properties the connection URL's properties (never a password)
     */
    public record DriverRecord(String name, String version, Map<String, String> properties) {
    }

    /**
     * Proof that a cold phase started cold.
     *
     * @param method                how: e.g. "restart + dump/load off + posix_fadvise(DONTNEED) on datadir files"
     * @param datadirBytes          size of the datadir files
     * @param residentBytesBefore   page-cache residency of the datadir after eviction, before the server started (-1 if unmeasured)
     * @param residentBytesAtFirstQuery residency just before the first query (-1 if unmeasured)
     * @param bufferPoolPagesData   Innodb_buffer_pool_pages_data before the first query
     * @param bufferPoolPagesTotal  Innodb_buffer_pool_pages_total
     * @param dumpLoadDisabled      buffer-pool dump at shutdown and load at startup were off
     * @param dropCaches            the whole OS page cache was dropped too
     */
    public record ColdProof(String method, long datadirBytes, long residentBytesBefore, long residentBytesAtFirstQuery,
                            long bufferPoolPagesData, long bufferPoolPagesTotal, boolean dumpLoadDisabled, boolean dropCaches) {
    }

    /** A phase of a variant: {@code kind} cold or warm, {@code label} as in tables (Cold, Run1…). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record PhaseRecord(String variant, String phase, String kind, int round, Instant startedAt, ColdProof coldProof) {
    }

    /**
     * One operation's measurement.
     *
     * @param seconds        wall time of execute + fetch
     * @param rows           rows returned (or affected)
     * @param checksum       fingerprint of the result (CRC-32C over rows, in order)
     * @param resultChanged  the checksum differs from this operation's first result on the same data
     * @param globalStatus   SHOW GLOBAL STATUS diff (non-zero counters; probe overhead subtracted)
     * @param sessionStatus  SHOW SESSION STATUS diff of the benchmark connection (non-zero; overhead subtracted)
     * @param error          the error if the operation failed, else null
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Measurement(String variant, String phase, int round, String operation, String group, Instant startedAt,
                              double seconds, long rows, String checksum, boolean resultChanged,
                              Map<String, Long> globalStatus, Map<String, Long> sessionStatus, String error) {
    }

    /**
     * A query's plan on a variant.
     *
     * @param tabular     EXPLAIN rows (column → value)
     * @param json        EXPLAIN FORMAT=JSON
     * @param tree        MySQL's EXPLAIN FORMAT=TREE where available
     * @param analyze     ANALYZE FORMAT=JSON (MariaDB) / EXPLAIN ANALYZE (MySQL), when asked for
     * @param fingerprint join order, access types, keys and Extra markers as one comparable line
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record PlanRecord(String variant, String operation, List<Map<String, String>> tabular, String json, String tree,
                             String analyze, String fingerprint) {
    }

    /** Something that happened during the run (server restart, crash, warning). */
    public record EventRecord(Instant at, String level, String variant, String message) {
    }

    /** A dataset used by a variant: reused or loaded, with row counts and time. */
    public record DatasetRecord(String variant, String dataset, String schema, Map<String, String> identity, boolean reused,
                                long rows, double loadSeconds) {
    }
}

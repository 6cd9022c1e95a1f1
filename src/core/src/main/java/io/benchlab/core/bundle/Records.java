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
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record VariantRecord(String variant, String server, String flavor, String version, Map<String, Object> requested,
                                Map<String, String> session, Map<String, String> global, Map<String, String> startup,
                                Map<String, String> effective, boolean tls, String tlsCipher) {
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
     * @param settle                what the server still had to write back before the restart and how it was
     *                              settled; null in older bundles
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ColdProof(String method, long datadirBytes, long residentBytesBefore, long residentBytesAtFirstQuery,
                            long bufferPoolPagesData, long bufferPoolPagesTotal, boolean dumpLoadDisabled, boolean dropCaches,
                            Settle settle) {

        /** A proof without a settle step (older bundles, tests). */
        public ColdProof(String method, long datadirBytes, long residentBytesBefore, long residentBytesAtFirstQuery,
                         long bufferPoolPagesData, long bufferPoolPagesTotal, boolean dumpLoadDisabled, boolean dropCaches) {
            this(method, datadirBytes, residentBytesBefore, residentBytesAtFirstQuery, bufferPoolPagesData, bufferPoolPagesTotal,
                    dumpLoadDisabled, dropCaches, null);
        }
    }

    /**
     * The settle step of a cold restart: the write-back a setup left pending, paid before the
     * server stopped instead of during the first cold query.
     *
     * @param how      what was done, in words
     * @param seconds  from arming the step to the server being back (shutdown, eviction, start)
     * @param settled  after the restart no page was dirty and the purge history list was empty
     * @param pending  Innodb_buffer_pool_pages_dirty, _bytes_dirty, Innodb_checkpoint_age and
     *                 Innodb_history_list_length before the stop (before) and after the restart (after)
     * @param problem  why the step could not run, else null
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Settle(String how, double seconds, boolean settled, Map<String, Gauge> pending, String problem) {

        /** One line: "settled (restart 3.2 s), pending before the stop → after the restart: Innodb_buffer_pool_pages_dirty 1,234 → 0, …". */
        public String summary() {
            if (problem != null) {
                return problem;
            }
            StringBuilder s = new StringBuilder(settled ? "settled" : "NOT settled")
                    .append(String.format(java.util.Locale.ROOT, " (restart %.1f s), pending before the stop → after the restart: ", seconds));
            StringBuilder values = new StringBuilder();
            pending.forEach((k, g) -> values.append(values.isEmpty() ? "" : ", ").append(k).append(' ')
                    .append(String.format(java.util.Locale.ROOT, "%,d → %,d", g.before(), g.after())));
            return s.append(values).toString();
        }
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
     * @param globalStatus   SHOW GLOBAL STATUS diff of counters (non-zero; probe overhead subtracted). Bundles
     *                       written before gauges were told apart also hold gauges here; readers filter them
     *                       with {@code StatusVariables}
     * @param sessionStatus  SHOW SESSION STATUS diff of the benchmark connection (non-zero counters; overhead subtracted)
     * @param error          the error if the operation failed, else null
     * @param gauges         global status gauges (current values: pages free/dirty, threads running, checkpoint
     *                       age…) that changed during the operation, before and after; null in older bundles
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Measurement(String variant, String phase, int round, String operation, String group, Instant startedAt,
                              double seconds, long rows, String checksum, boolean resultChanged,
                              Map<String, Long> globalStatus, Map<String, Long> sessionStatus, String error,
                              Map<String, Gauge> gauges) {

        /** A measurement without gauges (failed operations, tests). */
        public Measurement(String variant, String phase, int round, String operation, String group, Instant startedAt,
                           double seconds, long rows, String checksum, boolean resultChanged,
                           Map<String, Long> globalStatus, Map<String, Long> sessionStatus, String error) {
            this(variant, phase, round, operation, group, startedAt, seconds, rows, checksum, resultChanged, globalStatus,
                    sessionStatus, error, null);
        }
    }

    /** A status gauge's value before and after something (an operation, a phase, a settle step). */
    public record Gauge(long before, long after) {
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

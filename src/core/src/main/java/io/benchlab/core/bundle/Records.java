package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.benchlab.core.stream.IntervalStability;
import io.benchlab.core.stream.KindSample;
import io.benchlab.core.stream.KindTotal;
import io.benchlab.core.stream.LatencySummary;
import io.benchlab.core.stream.LimitSpec;
import io.benchlab.core.stream.RateTotal;
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
     * @param authPlugin the authentication plugin the benchmark account logs in with (null when unknown, and in
     *                  bundles written before it was recorded)
     * @param drivers   the JDBC drivers and connection properties used (null in bundles written before they were recorded)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record VariantRecord(String variant, String server, String flavor, String version, Map<String, Object> requested,
                                Map<String, String> session, Map<String, String> global, Map<String, String> startup,
                                Map<String, String> effective, boolean tls, String tlsCipher, String authPlugin, Drivers drivers) {

        /** How the session reached the server, for every face: "no TLS", "TLS TLS_AES_128_GCM_SHA256", with the login's plugin when known. */
        public String connection() {
            String tlsWords = tls ? "TLS " + java.util.Objects.toString(tlsCipher, "") : "no TLS";
            return authPlugin == null ? tlsWords : tlsWords + ", " + authPlugin;
        }
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
     * @param settle                what the server still had to write back before the restart and how it was
     *                              settled; null in older bundles
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ColdProof(String method, long datadirBytes, long residentBytesBefore, long residentBytesAtFirstQuery,
                            long bufferPoolPagesData, long bufferPoolPagesTotal, boolean dumpLoadDisabled, boolean dropCaches,
                            Settle settle, Double firstLoginSeconds) {

        /** A proof whose first login after the start was not timed (older bundles, kinds that do not time it). */
        public ColdProof(String method, long datadirBytes, long residentBytesBefore, long residentBytesAtFirstQuery,
                         long bufferPoolPagesData, long bufferPoolPagesTotal, boolean dumpLoadDisabled, boolean dropCaches, Settle settle) {
            this(method, datadirBytes, residentBytesBefore, residentBytesAtFirstQuery, bufferPoolPagesData, bufferPoolPagesTotal,
                    dumpLoadDisabled, dropCaches, settle, null);
        }

        /** The buffer pool's reading and the first login in words, as every face prints them. */
        public String bufferPoolText() {
            String pool = bufferPoolPagesTotal < 0 ? "no server" : bufferPoolPagesData + " of " + bufferPoolPagesTotal + " pages hold data";
            return firstLoginSeconds == null || firstLoginSeconds.isNaN() ? pool
                    : pool + String.format(java.util.Locale.ROOT, "; first login after the start %.0f ms", firstLoginSeconds * 1000);
        }

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

    /**
     * A phase of a variant: {@code kind} cold or warm (every step of an interleaved run is cold),
     * {@code phase} its label as in tables (Cold, Run1…).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record PhaseRecord(String variant, String phase, PhaseKind kind, int round, Instant startedAt, ColdProof coldProof) {
        public boolean cold() {
            return kind == PhaseKind.COLD;
        }
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
     * @param system         what the machine did while the operation ran (from just before it to just after); null when not sampled
     * @param gauges         global status gauges (current values: pages free/dirty, threads running, checkpoint
     *                       age…) that changed during the operation, before and after; null in older bundles
     * @param pageMoves      the buffer pool's young / not-young page moves during the operation; null where the
     *                       server has no INNODB_BUFFER_POOL_STATS (or in older bundles)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Measurement(String variant, String phase, int round, String operation, String group, Instant startedAt,
                              double seconds, long rows, String checksum, boolean resultChanged,
                              Map<String, Long> globalStatus, Map<String, Long> sessionStatus, String error, SystemSample system,
                              Map<String, Gauge> gauges, PageMoves pageMoves) {

        /** A measurement without a machine sample or gauges (failed operations, tests). */
        public Measurement(String variant, String phase, int round, String operation, String group, Instant startedAt,
                           double seconds, long rows, String checksum, boolean resultChanged,
                           Map<String, Long> globalStatus, Map<String, Long> sessionStatus, String error) {
            this(variant, phase, round, operation, group, startedAt, seconds, rows, checksum, resultChanged, globalStatus, sessionStatus,
                    error, null, null, null);
        }
    }

    /**
     * A variant's tables and indexes at one point of its run: as information_schema.TABLES reports them
     * (InnoDB's statistics, refreshed by its own recalculation) and, when benchlab manages the server on
     * this machine, the files in its datadir.
     *
     * @param point  after the load ({@code loaded}) or after the variant's last phase ({@code end})
     * @param schema the workload's schema
     * @param tables each base table, in name order
     */
    public record SizeRecord(String variant, SizePoint point, String schema, List<TableSize> tables) {
        public long dataBytes() {
            return tables.stream().mapToLong(TableSize::dataBytes).sum();
        }

        public long indexBytes() {
            return tables.stream().mapToLong(TableSize::indexBytes).sum();
        }

        /** The tables' files on disk, summed; null when none was measured (an external server). */
        public Long fileBytes() {
            return tables.stream().map(TableSize::fileBytes).filter(java.util.Objects::nonNull).reduce(Long::sum).orElse(null);
        }
    }

    /** When a variant's sizes were taken. */
    public enum SizePoint {
        LOADED, END;

        @com.fasterxml.jackson.annotation.JsonValue
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        @com.fasterxml.jackson.annotation.JsonCreator
        public static SizePoint of(String word) {
            for (SizePoint p : values()) {
                if (p.word().equals(word)) {
                    return p;
                }
            }
            throw new IllegalArgumentException("size point '" + word + "' is neither loaded nor end");
        }
    }

    /**
     * One table's size.
     *
     * @param rowFormat     ROW_FORMAT as the server reports it (Compressed, Dynamic, …)
     * @param createOptions CREATE_OPTIONS (e.g. {@code row_format=COMPRESSED key_block_size=4}, {@code partitioned})
     * @param fileBytes     its files in the datadir (partitions summed); null when not measured
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record TableSize(String table, String engine, String rowFormat, String createOptions, long rows, long dataBytes, long indexBytes,
                            Long fileBytes) {
    }

    /**
     * The buffer pool's LRU moves while one operation ran: INFORMATION_SCHEMA.INNODB_BUFFER_POOL_STATS'
     * PAGES_MADE_YOUNG and PAGES_NOT_MADE_YOUNG after minus before, summed over the pool's instances.
     * A page read again while in the old sublist is made young unless it was first read less than
     * innodb_old_blocks_time ago (then it is "not made young"): what that setting changes.
     */
    public record PageMoves(long madeYoung, long notMadeYoung) {
        public PageMoves minus(PageMoves before) {
            return new PageMoves(Math.max(0, madeYoung - before.madeYoung), Math.max(0, notMadeYoung - before.notMadeYoung));
        }

        public PageMoves plus(PageMoves other) {
            return new PageMoves(madeYoung + other.madeYoung, notMadeYoung + other.notMadeYoung);
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

    /**
     * What identifies one stream run, the one grouping key of every view of streams (CLI, JSON,
     * report, GUI): a thread sweep runs the same operation once per thread count.
     */
    public record StreamKey(String variant, String phase, int round, String operation, int threads) {

        /** "Run1/insert" as in tables ("Run1#2/insert" for a later round of the same phase label). */
        public String label() {
            return phase + (round > 1 ? "#" + round : "") + "/" + operation;
        }

        /** Same stream apart from the thread count (the points of one thread sweep). */
        public boolean sameSweep(StreamKey o) {
            return variant.equals(o.variant) && phase.equals(o.phase) && round == o.round && operation.equals(o.operation);
        }
    }

    /**
     * What the machine did during one interval (or one query): host CPU, the block device holding
     * the datadir, the server process, the page cache. Fractions are of all CPUs (0..1); a field
     * is null when it could not be read (no device found, external server without a pid).
     *
     * @param cpuUser          share of CPU time in user mode (nice included), all CPUs
     * @param cpuSystem        share in kernel mode (irq and softirq included)
     * @param cpuIowait        share idle while waiting for I/O
     * @param cpuSteal         share taken by the hypervisor
     * @param device           the block device sampled (e.g. {@code nvme0n1}), the one holding the datadir
     * @param readsPerSecond   read requests completed per second
     * @param writesPerSecond  write requests completed per second
     * @param readMBPerSecond  MB (10^6 bytes) read per second
     * @param writeMBPerSecond MB written per second
     * @param awaitMillis      mean time per completed request, queue included (iostat's await)
     * @param utilization      share of the interval the device was busy (iostat's %util / 100)
     * @param inFlight         requests in flight at the interval's end
     * @param serverCpuCores   CPU seconds the server process used per second (1.5 = one and a half cores)
     * @param serverRssBytes   the server process's resident set at the interval's end
     * @param pageCacheBytes   the OS page cache ("Cached" in /proc/meminfo) at the interval's end
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SystemSample(Double cpuUser, Double cpuSystem, Double cpuIowait, Double cpuSteal, String device,
                               Double readsPerSecond, Double writesPerSecond, Double readMBPerSecond, Double writeMBPerSecond,
                               Double awaitMillis, Double utilization, Long inFlight, Double serverCpuCores, Long serverRssBytes,
                               Long pageCacheBytes) {
    }

    /**
     * One measurement interval of a stream (intervals.jsonl). Counts are exact; summed over a
     * stream's intervals they equal its summary's totals. Latencies are null when no operation
     * finished in the interval.
     *
     * @param counters per-interval differences of chosen status counters, and {@code schema_bytes}
     * @param system   what the machine did in the interval; null when not sampled
     * @param kinds    per kind of the operation (transaction types, statements of a mix), in the workload's order;
     *                 null for an operation whose operations are all alike
     * @param counts   the workload's named counts in the interval (statements by class, new orders); null for none
     * @param errorClasses the interval's errors by class ({@code deadlock}, {@code lock_wait_timeout}, {@code conflict},
     *                 {@code connection_lost}, {@code timeout}, {@code read_only}, {@code other}), summing to
     *                 {@code errors}; null when there were none
     * @param rates    the workload's declared rates in the interval by name (TPC-C's NOPM and TPM), each per its own
     *                 period (see the stream's {@link StreamRecord#rates()}); null for none
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record IntervalRecord(String variant, String phase, int round, String operation, int threads, int index,
                                 long startOffsetMillis, long lengthMillis, long operations, long units,
                                 double operationsPerSecond, double unitsPerSecond,
                                 Double p50Micros, Double p95Micros, Double p99Micros, Double maxMicros, long errors,
                                 Map<String, Long> counters, SystemSample system, Map<String, KindSample> kinds,
                                 Map<String, Long> counts, Map<String, Long> errorClasses, Map<String, Double> rates) {

        /** An interval without declared rates. */
        public IntervalRecord(String variant, String phase, int round, String operation, int threads, int index,
                              long startOffsetMillis, long lengthMillis, long operations, long units,
                              double operationsPerSecond, double unitsPerSecond,
                              Double p50Micros, Double p95Micros, Double p99Micros, Double maxMicros, long errors,
                              Map<String, Long> counters, SystemSample system, Map<String, KindSample> kinds,
                              Map<String, Long> counts, Map<String, Long> errorClasses) {
            this(variant, phase, round, operation, threads, index, startOffsetMillis, lengthMillis, operations, units, operationsPerSecond,
                    unitsPerSecond, p50Micros, p95Micros, p99Micros, maxMicros, errors, counters, system, kinds, counts, errorClasses, null);
        }

        /** An interval of a stream whose operations are all alike, without counts or classified errors. */
        public IntervalRecord(String variant, String phase, int round, String operation, int threads, int index,
                              long startOffsetMillis, long lengthMillis, long operations, long units,
                              double operationsPerSecond, double unitsPerSecond,
                              Double p50Micros, Double p95Micros, Double p99Micros, Double maxMicros, long errors,
                              Map<String, Long> counters, SystemSample system) {
            this(variant, phase, round, operation, threads, index, startOffsetMillis, lengthMillis, operations, units, operationsPerSecond,
                    unitsPerSecond, p50Micros, p95Micros, p99Micros, maxMicros, errors, counters, system, null, null, null, null);
        }

        /** A count of this interval (a kind's operations, a named count) per second of it; 0 for an empty interval. */
        @JsonIgnore
        public double perSecond(long count) {
            return lengthMillis <= 0 ? 0 : count * 1000.0 / lengthMillis;
        }

        /** Errors of a class in this interval (0 when none). */
        @JsonIgnore
        public long errorsOf(String errorClass) {
            return errorClasses == null ? 0 : errorClasses.getOrDefault(errorClass, 0L);
        }

        @JsonIgnore
        public StreamKey key() {
            return new StreamKey(variant, phase, round, operation, threads);
        }

        /** Seconds from the start of measurement to the end of this interval. */
        @JsonIgnore
        public double endSeconds() {
            return (startOffsetMillis + lengthMillis) / 1000.0;
        }
    }

    /**
     * The arrival scheduler of an arrival-rate stream, as the bundle keeps it.
     *
     * @param interArrivalNanos the first intended gaps (at most 10,000)
     */
    public record Arrivals(double targetPerSecond, long seed, long arrivals, double achievedPerSecond, LatencySummary lateness,
                           long queuedAtEnd, List<Long> interArrivalNanos) {
    }

    /**
     * The summary of one stream run (streams.jsonl). See docs/bundle-format.md.
     *
     * @param mode         {@code closed-loop} or {@code arrival-rate}
     * @param reason       why it stopped: completed, duration, queue_full, cancelled, error
     * @param latency      response time (arrival mode: from the intended arrival, queue included)
     * @param serviceTime  time in execute only
     * @param arrivals     arrival-rate mode only
     * @param stability    five-number summaries of per-interval throughput and p99
     * @param histogramLog the stream's interval histograms in HdrHistogram's log format, relative to
     *                     the bundle (null in bundles written before they were kept)
     * @param together     the operations of the phase that ran at the same time as this one, itself included, in
     *                     the workload's order ({@code stream.together}; their intervals start at the same instants);
     *                     null when it ran alone
     * @param kinds        per kind of the operation, in the workload's order; null for an operation whose operations are all alike
     * @param counts       the workload's named counts over the measured run; null for none
     * @param errorClasses errors by class, summing to {@code errors}; null when there were none
     * @param rates        the workload's declared rates over the run (TPC-C's NOPM and TPM, efficiency); null for none
     * @param limits       response times the workload's kinds must meet at a percentile (TPC-C's 90th percentiles in
     *                     spec mode); checked by {@link StreamSamples} against the kinds' histograms; null for none
     * @param notes        what the workload says must be read with its figures (TPC-C-derived, not audited; the mix);
     *                     null for none
     * @param processCpuMicrosPerOperation CPU of benchlab's whole process (every thread: JIT, GC, sampler included) during the
     *                     measured time, per operation, beside {@code driverCpuMicrosPerOperation} (the worker threads only);
     *                     null when unknown (load hosts, bundles made before it was kept)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record StreamRecord(String variant, String phase, int round, String operation, String unit, int threads, String mode,
                               String reason, String message, long operations, long units, long errors, double elapsedSeconds,
                               double operationsPerSecond, double unitsPerSecond, LatencySummary latency, LatencySummary serviceTime,
                               Double driverCpuMicrosPerOperation, Arrivals arrivals, IntervalStability stability, String histogramLog,
                               List<String> together, Map<String, KindTotal> kinds, Map<String, Long> counts,
                               Map<String, Long> errorClasses, List<RateTotal> rates, List<LimitSpec> limits, List<String> notes,
                               Double processCpuMicrosPerOperation) {

        /** A stream without the whole process's CPU (measured on load hosts, or kept by an older benchlab). */
        public StreamRecord(String variant, String phase, int round, String operation, String unit, int threads, String mode,
                            String reason, String message, long operations, long units, long errors, double elapsedSeconds,
                            double operationsPerSecond, double unitsPerSecond, LatencySummary latency, LatencySummary serviceTime,
                            Double driverCpuMicrosPerOperation, Arrivals arrivals, IntervalStability stability, String histogramLog,
                            List<String> together, Map<String, KindTotal> kinds, Map<String, Long> counts,
                            Map<String, Long> errorClasses, List<RateTotal> rates, List<LimitSpec> limits, List<String> notes) {
            this(variant, phase, round, operation, unit, threads, mode, reason, message, operations, units, errors, elapsedSeconds,
                    operationsPerSecond, unitsPerSecond, latency, serviceTime, driverCpuMicrosPerOperation, arrivals, stability,
                    histogramLog, together, kinds, counts, errorClasses, rates, limits, notes, null);
        }

        /** A stream without declared rates, limits or notes. */
        public StreamRecord(String variant, String phase, int round, String operation, String unit, int threads, String mode,
                            String reason, String message, long operations, long units, long errors, double elapsedSeconds,
                            double operationsPerSecond, double unitsPerSecond, LatencySummary latency, LatencySummary serviceTime,
                            Double driverCpuMicrosPerOperation, Arrivals arrivals, IntervalStability stability, String histogramLog,
                            List<String> together, Map<String, KindTotal> kinds, Map<String, Long> counts,
                            Map<String, Long> errorClasses) {
            this(variant, phase, round, operation, unit, threads, mode, reason, message, operations, units, errors, elapsedSeconds,
                    operationsPerSecond, unitsPerSecond, latency, serviceTime, driverCpuMicrosPerOperation, arrivals, stability,
                    histogramLog, together, kinds, counts, errorClasses, null, null, null, null);
        }

        /** A stream whose operations are all alike, without counts or classified errors. */
        public StreamRecord(String variant, String phase, int round, String operation, String unit, int threads, String mode,
                            String reason, String message, long operations, long units, long errors, double elapsedSeconds,
                            double operationsPerSecond, double unitsPerSecond, LatencySummary latency, LatencySummary serviceTime,
                            Double driverCpuMicrosPerOperation, Arrivals arrivals, IntervalStability stability, String histogramLog,
                            List<String> together) {
            this(variant, phase, round, operation, unit, threads, mode, reason, message, operations, units, errors, elapsedSeconds,
                    operationsPerSecond, unitsPerSecond, latency, serviceTime, driverCpuMicrosPerOperation, arrivals, stability,
                    histogramLog, together, null, null, null, null, null, null);
        }

        /** A stream that ran alone. */
        public StreamRecord(String variant, String phase, int round, String operation, String unit, int threads, String mode,
                            String reason, String message, long operations, long units, long errors, double elapsedSeconds,
                            double operationsPerSecond, double unitsPerSecond, LatencySummary latency, LatencySummary serviceTime,
                            Double driverCpuMicrosPerOperation, Arrivals arrivals, IntervalStability stability, String histogramLog) {
            this(variant, phase, round, operation, unit, threads, mode, reason, message, operations, units, errors, elapsedSeconds,
                    operationsPerSecond, unitsPerSecond, latency, serviceTime, driverCpuMicrosPerOperation, arrivals, stability,
                    histogramLog, null);
        }

        /**
         * An arrival-rate stream that could not keep up: its queue was full when an arrival was due.
         *
         * @param atSeconds      when, from the measured start (the stream ended there)
         * @param waiting        arrivals waiting in the queue then
         * @param lateMaxSeconds how late the latest arrival was enqueued
         * @param achievedShare  achieved λ against the target, until then
         */
        public record Overload(double atSeconds, long waiting, Double lateMaxSeconds, double achievedShare) {
            /** "could not keep up: 10,000 arrivals waiting at 0.42 s" as every face words it. */
            public String words() {
                return String.format(java.util.Locale.ROOT, "could not keep up: %,d arrivals waiting at %.2f s", waiting, atSeconds);
            }
        }

        /** Its overload when the arrival queue filled ({@code reason} queue_full); null when it kept up or ran closed-loop. */
        @JsonIgnore
        public Overload overload() {
            if (!"queue_full".equals(reason) || arrivals == null) {
                return null;
            }
            LatencySummary late = arrivals.lateness();
            return new Overload(elapsedSeconds, arrivals.queuedAtEnd(), late == null ? null : late.maxMicros() / 1e6,
                    arrivals.targetPerSecond() > 0 ? arrivals.achievedPerSecond() / arrivals.targetPerSecond() : Double.NaN);
        }

        /** Whether other streams of its phase ran at the same time. */
        @JsonIgnore
        public boolean ranTogether() {
            return together != null && together.size() > 1;
        }

        @JsonIgnore
        public StreamKey key() {
            return new StreamKey(variant, phase, round, operation, threads);
        }
    }

    /**
     * One load host's part of a stream run by agents ({@code stream.agents}), beside the merged
     * {@link StreamRecord} of the same key: what that host did and how its clock was matched to
     * the coordinator's.
     *
     * @param agent            position in stream.agents
     * @param host             the host as the experiment names it
     * @param agentThreads     the worker threads it ran (its share of {@code threads})
     * @param ratePerSecond    its share of the arrival rate; null in closed loop
     * @param intervals        intervals it finished (all kept in the merged stream)
     * @param clockOffsetMillis the host's clock minus the coordinator's (its times were shifted by this)
     * @param clockRoundTripMillis the shortest clock round trip: the offset is known to within half of it
     * @param startSkewMillis  how much later than the earliest agent its measurement started (coordinator's clock)
     * @param pid              the agent's process id on the host
     * @param reason           how it ended: duration, operations, cancelled, error, queue_full — or died
     * @param message          why, when it did not simply finish
     * @param histogramLog     its own HdrHistogram interval log in the bundle, as it sent it
     */
    public record AgentRecord(String variant, String phase, int round, String operation, int threads, int agent, String host,
                              int agentThreads, Double ratePerSecond, long operations, long units, long errors, double operationsPerSecond,
                              int intervals, double clockOffsetMillis, double clockRoundTripMillis, long startSkewMillis, long pid,
                              String reason, String message, String histogramLog) {

        @JsonIgnore
        public StreamKey key() {
            return new StreamKey(variant, phase, round, operation, threads);
        }
    }

    /**
     * One record of {@link BundleFormat#PLAN_STABILITY}: a query EXPLAINed {@code runs} times
     * (written by the plan-stability study, read by every face through {@link Bundle#planStability()}).
     *
     * @param between  what ran between two EXPLAINs: none, analyze or restart
     * @param executed whether each run also executed the query (then the plans carry seconds)
     * @param plans    the distinct plans, in order of first appearance
     * @param sequence per run, the 0-based index into {@code plans} of the plan it got
     */
    public record PlanStabilityRecord(String variant, String query, int runs, String between, boolean executed, List<DistinctPlan> plans,
                                      List<Integer> sequence) {
    }

    /**
     * A distinct plan of a {@link PlanStabilityRecord}.
     *
     * @param firstRun      1-based run where it first appeared
     * @param seconds       execution times of the runs that used it (empty unless executed)
     * @param medianSeconds median of {@code seconds}, null when not executed
     * @param explain       the tabular EXPLAIN of its first appearance, one map per EXPLAIN row
     */
    public record DistinctPlan(String fingerprint, int count, int firstRun, List<Double> seconds, Double medianSeconds,
                               List<Map<String, String>> explain) {
    }

    /**
     * One record of {@link BundleFormat#STATISTICS}: one index column under one statistics setting
     * (written by the statistics-variance study, read through {@link Bundle#statistics()}).
     *
     * @param seq         position of the column in the index (1-based); its cardinality is that of the prefix up to it
     * @param samplePages the sample size in force (persistent or transient, as {@code persistent} says)
     * @param values      the cardinality after each ANALYZE TABLE
     * @param cv          standard deviation / mean (0 when the mean is 0)
     * @param analyzeSeconds how long each ANALYZE TABLE of the study's tables took (one per run, all its tables in one
     *                    statement); null in bundles written before it was recorded
     */
    public record StatisticsRecord(String variant, String table, String index, int seq, String column, boolean persistent,
                                   long samplePages, int runs, List<Long> values, double mean, double stddev, double cv,
                                   List<Double> analyzeSeconds) {
    }

    /**
     * The check of one query's answer in one variant against its reference ({@code check: answers},
     * answers.jsonl). See docs/bundle-format.md.
     *
     * @param outcome  matched, mismatched, no reference, or not compared (the query failed, or the
     *                 reference could not be computed)
     * @param reason   for a mismatch what differs first; otherwise why there was nothing to compare; null on a match
     * @param row      the first differing row, counted from 1 (mismatches only)
     * @param expected that row as the reference has it (mismatches only; null when the server gave more rows)
     * @param got      that row as the server gave it (mismatches only; null when the server gave fewer rows)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record AnswerRecord(String variant, String operation, AnswerOutcome outcome, String reason, Integer row,
                               List<String> expected, List<String> got) {
    }

    /**
     * One condition a workload checked on its data after a variant's last measurement (TPC-C's
     * consistency conditions; checks.jsonl). See docs/bundle-format.md.
     *
     * @param name      e.g. {@code condition 1}
     * @param rule      what must hold, in one line
     * @param holds     whether it held for every row
     * @param violation the first offending row when it did not; null when it held
     * @param seconds   how long the workload's check of this variant took (all its conditions)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record CheckRecord(String variant, String name, String rule, boolean holds, String violation, double seconds) {
    }

    /** How one answer check came out. */
    public enum AnswerOutcome {
        MATCHED, MISMATCHED, NO_REFERENCE, NOT_COMPARED
    }
}

package io.benchlab.core.metrics;

import io.prometheus.metrics.model.snapshots.Unit;
import java.util.List;

/**
 * Every metric family a run serves, named once: its name, type, unit and help text. The served
 * names (with the {@code _total} and {@code _info} suffixes the text formats add) are what the
 * Grafana dashboard in resources/grafana queries, and docs/cli.md lists them.
 *
 * <p>Labels: a stream's figures carry {@code variant}, {@code phase} (its label, {@code Run1}; a later
 * round of the same label {@code Run1#2}), {@code operation} and {@code threads}; a query's
 * {@code variant}, {@code phase} and {@code operation}; the machine's {@code variant}; a node's
 * {@code variant}, {@code phase}, {@code node} and {@code role}.
 */
enum Family {
    RUN("benchlab_run", Type.INFO, null, "The run: experiment, workload and run id (the bundle's folder name)."),
    PHASE("benchlab_phase", Type.INFO, null, "The phase running now (one series; it changes when the next phase starts)."),
    PHASE_STARTED("benchlab_phase_started_timestamp_seconds", Type.GAUGE, Unit.SECONDS,
            "When each phase so far started, in seconds since the epoch."),
    QUERY_SECONDS("benchlab_query_seconds", Type.GAUGE, Unit.SECONDS, "A timed query's seconds in its phase (as measurements.jsonl has it)."),
    QUERIES("benchlab_queries", Type.COUNTER, null, "Timed queries finished, by outcome (ok or error)."),
    STREAM_OPERATIONS_RATE("benchlab_stream_operations_per_second", Type.GAUGE, null,
            "A running stream's operations per second in its last interval."),
    STREAM_UNITS_RATE("benchlab_stream_units_per_second", Type.GAUGE, null,
            "A running stream's units (rows, bytes, transactions: see the unit label) per second in its last interval."),
    STREAM_OPERATIONS("benchlab_stream_operations", Type.COUNTER, null,
            "A stream's operations over its intervals so far (the sum of intervals.jsonl's operations)."),
    STREAM_UNITS("benchlab_stream_units", Type.COUNTER, null, "A stream's units over its intervals so far."),
    STREAM_ERRORS("benchlab_stream_errors", Type.COUNTER, null, "A stream's failed operations so far, by class."),
    STREAM_COUNTS("benchlab_stream_counts", Type.COUNTER, null, "A workload's named counts so far (statements by class, new orders)."),
    STREAM_COUNTS_RATE("benchlab_stream_counts_per_second", Type.GAUGE, null, "A workload's named counts per second in the last interval."),
    STREAM_RATE("benchlab_stream_rate", Type.GAUGE, null,
            "A workload's declared rates in the last interval (TPC-C's NOPM and TPM), each per its own period, as the bundle keeps them."),
    STREAM_INTERVAL("benchlab_stream_interval", Type.GAUGE, null,
            "The index of a running stream's last interval (its position in intervals.jsonl, from 0)."),
    STREAM_LATENCY("benchlab_stream_latency_seconds", Type.SUMMARY, Unit.SECONDS,
            "A running stream's response time in its last interval: p50, p95, p99 and the maximum (quantile 1)."),
    STREAM_SCHEMA("benchlab_stream_schema_bytes", Type.GAUGE, Unit.BYTES, "The workload's schema on disk at the last interval's end."),
    KIND_OPERATIONS_RATE("benchlab_kind_operations_per_second", Type.GAUGE, null,
            "One kind's (transaction type's) operations per second in the stream's last interval."),
    KIND_OPERATIONS("benchlab_kind_operations", Type.COUNTER, null, "One kind's operations so far."),
    KIND_ERRORS("benchlab_kind_errors", Type.COUNTER, null, "One kind's failed operations so far."),
    KIND_LATENCY("benchlab_kind_latency_seconds", Type.SUMMARY, Unit.SECONDS,
            "One kind's response time in the stream's last interval: p50, p95, p99 and the maximum (quantile 1)."),
    MACHINE_CPU("benchlab_machine_cpu_ratio", Type.GAUGE, Unit.RATIO,
            "The server's machine: share of all CPUs in each mode (user, system, iowait, steal) in the last interval."),
    MACHINE_DISK_READS("benchlab_machine_disk_reads_per_second", Type.GAUGE, null, "Read requests per second on the data's disk."),
    MACHINE_DISK_WRITES("benchlab_machine_disk_writes_per_second", Type.GAUGE, null, "Write requests per second on the data's disk."),
    MACHINE_DISK_READ_BYTES("benchlab_machine_disk_read_bytes_per_second", Type.GAUGE, null, "Bytes read per second on the data's disk."),
    MACHINE_DISK_WRITE_BYTES("benchlab_machine_disk_write_bytes_per_second", Type.GAUGE, null,
            "Bytes written per second on the data's disk."),
    MACHINE_DISK_AWAIT("benchlab_machine_disk_await_seconds", Type.GAUGE, Unit.SECONDS,
            "Mean time per disk request, queue included (iostat's await)."),
    MACHINE_DISK_UTILIZATION("benchlab_machine_disk_utilization_ratio", Type.GAUGE, Unit.RATIO,
            "Share of the interval the data's disk was busy (iostat's %util / 100)."),
    MACHINE_PAGE_CACHE("benchlab_machine_page_cache_bytes", Type.GAUGE, Unit.BYTES, "The OS page cache at the last interval's end."),
    SERVER_CPU("benchlab_server_cpu_cores", Type.GAUGE, null, "CPU seconds per second the server process used (1.5 = one and a half cores)."),
    SERVER_RSS("benchlab_server_rss_bytes", Type.GAUGE, Unit.BYTES, "The server process's resident memory."),
    NODE_LAG("benchlab_node_lag_seconds", Type.GAUGE, Unit.SECONDS, "A replica's Seconds_Behind_Master at the interval's end."),
    NODE_BEHIND("benchlab_node_transactions_behind", Type.GAUGE, null, "A replica's transactions not yet applied at the interval's end."),
    NODE_FLOW_CONTROL_PAUSED("benchlab_node_flow_control_paused_ratio", Type.GAUGE, Unit.RATIO,
            "A Galera node's share of the interval spent paused by flow control."),
    NODE_FLOW_CONTROL_SENT("benchlab_node_flow_control_sent", Type.COUNTER, null, "Flow-control pauses a Galera node asked for."),
    NODE_RECV_QUEUE("benchlab_node_recv_queue", Type.GAUGE, null, "A Galera node's receive queue at the interval's end."),
    NODE_CERT_FAILURES("benchlab_node_cert_failures", Type.COUNTER, null, "A Galera node's certification failures."),
    NODE_CPU("benchlab_node_cpu_cores", Type.GAUGE, null, "CPU seconds per second a sandbox node's server process used."),
    NODE_RSS("benchlab_node_rss_bytes", Type.GAUGE, Unit.BYTES, "A sandbox node's server process's resident memory.");

    /** How a family is written: the text formats add {@code _total} to counters and {@code _info} to info metrics. */
    enum Type {
        GAUGE(""), COUNTER("_total"), SUMMARY(""), INFO("_info");

        private final String suffix;

        Type(String suffix) {
            this.suffix = suffix;
        }
    }

    /** The quantiles of a latency summary, as the bundle keeps them: p50, p95, p99 and the maximum. */
    static final List<Double> QUANTILES = List.of(0.5, 0.95, 0.99, 1.0);

    private final String name;
    private final Type type;
    private final Unit unit;
    private final String help;

    Family(String name, Type type, Unit unit, String help) {
        this.name = name;
        this.type = type;
        this.unit = unit;
        this.help = help;
    }

    String familyName() {
        return name;
    }

    Type type() {
        return type;
    }

    Unit unit() {
        return unit;
    }

    String help() {
        return help;
    }

    /** The name a scrape shows and a query uses: {@code benchlab_stream_operations_total}. */
    String servedName() {
        return name + type.suffix;
    }

    /** Every name a scrape may show, for the dashboard's check. */
    static List<String> servedNames() {
        return java.util.Arrays.stream(values()).map(Family::servedName).toList();
    }
}

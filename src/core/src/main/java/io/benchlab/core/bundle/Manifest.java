package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The bundle's header, rewritten atomically whenever the run's status changes.
 *
 * @param formatVersion   {@link BundleFormat#VERSION}
 * @param id              folder name, e.g. {@code 20261121-081500-ssb-bufferpool}
 * @param experiment      experiment name
 * @param workload        plugin id
 * @param status          running, complete, failed or interrupted
 * @param message         why it failed or was interrupted (one line), else null
 * @param startedAt       start time
 * @param endedAt         end time, null while running
 * @param pid             the benchlab process writing it (to tell a killed run from a running one)
 * @param host            host name
 * @param benchlabVersion version that wrote it
 * @param variants        variant names in declaration order
 * @param phases          phase labels in order, e.g. Cold, Run1, Run2, Run3
 * @param order           how variants were scheduled: sequential or interleaved
 * @param operations      the timed (query) operations every phase runs, in order: a phase lacking one is partial;
 *                        null in bundles written before it was recorded
 * @param sweep           the swept setting and which variant holds which value; null when the run had no sweep
 * @param inputs          the files the experiment names, copied under {@code inputs/} with their SHA-256; null in bundles
 *                        written before inputs were kept
 * @param parameters      the workload's parameters as it ran with them (defaults included; a copied file as its SHA-256),
 *                        to say which differ between two runs; null in older bundles
 * @param definitions     operation → what defines it: the SHA-256 of a query's SQL, or of the workload's parameters for a
 *                        stream; null in bundles written before it was kept (then whether two runs ran the same is unknown)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Manifest(int formatVersion, String id, String experiment, String workload, RunStatus status, String message,
                       Instant startedAt, Instant endedAt, long pid, String host, String benchlabVersion,
                       List<String> variants, List<String> phases, String order, List<String> operations, Sweep sweep,
                       List<Input> inputs, Map<String, String> parameters, Map<String, Definition> definitions) {

    /** A header without the operation list and sweep (tests, and bundles of older writers). */
    public Manifest(int formatVersion, String id, String experiment, String workload, RunStatus status, String message,
                    Instant startedAt, Instant endedAt, long pid, String host, String benchlabVersion,
                    List<String> variants, List<String> phases, String order) {
        this(formatVersion, id, experiment, workload, status, message, startedAt, endedAt, pid, host, benchlabVersion, variants, phases,
                order, null, null, null, null, null);
    }

    /**
     * A file the experiment names, kept in the bundle: the copied experiment.yaml points at it, so the
     * run repeats from the bundle alone.
     *
     * @param field  the experiment field that names it, e.g. {@code workload.parameters.queries}
     * @param path   where it is in the bundle, e.g. {@code inputs/queries.sql}
     * @param sha256 its SHA-256, hex
     * @param bytes  its size
     */
    public record Input(String field, String path, String sha256, long bytes) {
    }

    /**
     * What an operation ran, as a hash: two runs with equal definitions for an operation name ran the
     * same thing under that name.
     *
     * @param kind   {@code sql} (a query: the hash of its text) or {@code parameters} (a stream: the hash of the
     *               workload and its parameters, copied files by their SHA-256)
     * @param sha256 the hash, hex
     */
    public record Definition(String kind, String sha256) {
        public static final String SQL = "sql";
        public static final String PARAMETERS = "parameters";
    }

    /**
     * The sweep of a run, stored so readers never re-parse the experiment text.
     *
     * @param variable  the swept setting
     * @param geometric the file gave the values as a series (from/to/factor) rather than a list; whether they are
     *                  drawn on a log axis is decided from the values themselves (experiment.SweepValues.logAxis)
     * @param points    one per swept variant, in run order
     */
    public record Sweep(String variable, boolean geometric, List<Point> points) {
    }

    /**
     * @param variant the variant's name
     * @param series  what else the variant sets (declared variant, crossed flags): points of one series differ only in value;
     *                empty for a plain sweep
     * @param value   the swept value as written (e.g. 128K)
     */
    public record Point(String variant, String series, String value) {
    }

    public Manifest withStatus(RunStatus newStatus, String newMessage, Instant ended) {
        return new Manifest(formatVersion, id, experiment, workload, newStatus, newMessage, startedAt, ended, pid, host,
                benchlabVersion, variants, phases, order, operations, sweep, inputs, parameters, definitions);
    }

    /** The same header with the run's operation list and sweep. */
    public Manifest withPlan(List<String> newOperations, Sweep newSweep) {
        return new Manifest(formatVersion, id, experiment, workload, status, message, startedAt, endedAt, pid, host,
                benchlabVersion, variants, phases, order, newOperations, newSweep, inputs, parameters, definitions);
    }

    /** The same header with what the run ran: its workload's parameters and each operation's definition. */
    public Manifest withDefinitions(Map<String, String> newParameters, Map<String, Definition> newDefinitions) {
        return new Manifest(formatVersion, id, experiment, workload, status, message, startedAt, endedAt, pid, host,
                benchlabVersion, variants, phases, order, operations, sweep, inputs, newParameters, newDefinitions);
    }

    /** The same header with the inputs kept. */
    public Manifest withInputs(List<Input> newInputs) {
        return new Manifest(formatVersion, id, experiment, workload, status, message, startedAt, endedAt, pid, host,
                benchlabVersion, variants, phases, order, operations, sweep, newInputs, parameters, definitions);
    }
}

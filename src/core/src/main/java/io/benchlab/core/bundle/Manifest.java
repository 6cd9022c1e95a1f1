package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;

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
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Manifest(int formatVersion, String id, String experiment, String workload, RunStatus status, String message,
                       Instant startedAt, Instant endedAt, long pid, String host, String benchlabVersion,
                       List<String> variants, List<String> phases, String order, List<String> operations, Sweep sweep) {

    /** A header without the operation list and sweep (tests, and bundles of older writers). */
    public Manifest(int formatVersion, String id, String experiment, String workload, RunStatus status, String message,
                    Instant startedAt, Instant endedAt, long pid, String host, String benchlabVersion,
                    List<String> variants, List<String> phases, String order) {
        this(formatVersion, id, experiment, workload, status, message, startedAt, endedAt, pid, host, benchlabVersion, variants, phases,
                order, null, null);
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
                benchlabVersion, variants, phases, order, operations, sweep);
    }

    /** The same header with the run's operation list and sweep. */
    public Manifest withPlan(List<String> newOperations, Sweep newSweep) {
        return new Manifest(formatVersion, id, experiment, workload, status, message, startedAt, endedAt, pid, host,
                benchlabVersion, variants, phases, order, newOperations, newSweep);
    }
}

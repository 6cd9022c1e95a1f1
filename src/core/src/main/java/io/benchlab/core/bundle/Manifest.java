package io.benchlab.core.bundle;

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
 */
public record Manifest(int formatVersion, String id, String experiment, String workload, RunStatus status, String message,
                       Instant startedAt, Instant endedAt, long pid, String host, String benchlabVersion,
                       List<String> variants, List<String> phases, String order) {

    public Manifest withStatus(RunStatus newStatus, String newMessage, Instant ended) {
        return new Manifest(formatVersion, id, experiment, workload, newStatus, newMessage, startedAt, ended, pid, host,
                benchlabVersion, variants, phases, order);
    }
}

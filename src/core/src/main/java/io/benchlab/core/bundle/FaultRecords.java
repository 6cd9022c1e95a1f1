package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.util.Numbers;
import java.util.List;
import java.util.Map;

/**
 * What a run with faults ({@code faults:}) or a durability audit ({@code stream.audit}) records,
 * beside the stream's own records (docs/bundle-format.md). Kept apart from {@link Records} because
 * only such runs write them; {@link FaultSamples} reads them back for every face.
 */
public final class FaultRecords {
    private FaultRecords() {
    }

    /**
     * One fault as one stream lived it (with {@code stream.together}, one record per stream). Times are
     * seconds from the stream's measured start, as its intervals'.
     *
     * @param fault            the fault's place in the variant's list of faults (0-based), which the file gives them in
     * @param action           {@code kill}, {@code stop}, {@code restart}, {@code pause} or {@code resume}
     * @param target           the node struck ({@code server}, {@code primary}, {@code replica1}, {@code node2}…)
     * @param plannedSeconds   its {@code at}
     * @param forSeconds       its {@code for}; null when it was not undone by itself
     * @param injectedSeconds  when it struck; null when the stream ended first
     * @param tookSeconds      how long the action took (a kill until the process was gone, a stop its clean shutdown)
     * @param backSeconds      when the node was back: started again and in its cluster, or resumed; null when it was
     *                         not brought back during the stream (then it was at the phase's end, see events)
     * @param recoverySeconds  from the strike until the first operation that started after it succeeded; null when none did
     * @param baselinePerSecond operations per second before the strike (the intervals that ended before it)
     * @param lowestPerSecond  the lowest interval's operations per second in the dip
     * @param operationsLost   what the dip lacks of the baseline rate (never negative)
     * @param dipSeconds       the dip's length: from the interval it struck in until throughput was back to 90% of the
     *                         baseline after the stream worked again (or the next fault, or the stream's end)
     * @param errors           the stream's failed operations in the dip, by class ({@code connection_lost}, {@code read_only}…)
     * @param error            why the action failed (the run then fails after the stream), else null
     */
    public record FaultRecord(String variant, String phase, int round, String operation, int threads, int fault, String action,
                              String target, double plannedSeconds, Double forSeconds, Double injectedSeconds, Double tookSeconds,
                              Double backSeconds, Double recoverySeconds, Double baselinePerSecond, Double lowestPerSecond,
                              Long operationsLost, Double dipSeconds, Map<String, Long> errors, String error) {
        @JsonIgnore
        public StreamKey key() {
            return new StreamKey(variant, phase, round, operation, threads);
        }

        /** How the fault is named in tables: {@code kill server at 20 s for 5 s}. */
        @JsonIgnore
        public String describe() {
            return action + " " + target + " at " + Numbers.asWritten(plannedSeconds) + (forSeconds == null ? "" : " for " + Numbers.asWritten(forSeconds));
        }

    }

    /**
     * A stream's acknowledged writes looked for in its table after the stream ({@code stream.audit:
     * acknowledged}), on one node: {@code acknowledged = present + lost}.
     *
     * @param table        the table the workers wrote
     * @param node         the node it was read on; null for a single server
     * @param acknowledged rows whose commit the server acknowledged (a key handed out twice counts twice)
     * @param distinctKeys the distinct keys among them
     * @param present      acknowledged keys found in the table
     * @param lost         acknowledged writes not there: missing keys, and each repeat of a key the server handed out again
     *                     after losing its row
     * @param lostKeys     the first lost keys (at most ten), ascending
     * @param error        why the table could not be read, else null (then present and lost are 0)
     */
    public record AuditRecord(String variant, String phase, int round, String operation, int threads, String table, String node,
                              long acknowledged, long distinctKeys, long present, long lost, List<Long> lostKeys, String error) {
        @JsonIgnore
        public StreamKey key() {
            return new StreamKey(variant, phase, round, operation, threads);
        }
    }
}

package io.benchlab.core.run;

import io.benchlab.core.plan.FaultPlan;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.FaultRecords.FaultRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.stream.StreamResult;
import io.benchlab.core.stream.ThroughputDip;
import java.util.List;

/**
 * What each fault of a stream group cost each of its streams, as faults.jsonl keeps it: when it
 * struck, when the node was back, the stream's recovery (its first success after the action) and its
 * dip in the intervals around it.
 */
final class FaultFigures {
    private FaultFigures() {
    }

    /** @param keys and {@code results} one per stream, in the order the schedule's runners were given (a result is null for a stream that never ran) */
    static void write(FaultSchedule schedule, List<FaultPlan> faults, List<StreamKey> keys, List<StreamResult> results, BundleWriter bundle) {
        List<FaultSchedule.Struck> struck = schedule.struck();
        long start = schedule.measureStart();
        for (int r = 0; r < keys.size(); r++) {
            StreamKey key = keys.get(r);
            StreamResult result = results.get(r);
            if (result == null) {
                continue;
            }
            for (int i = 0; i < faults.size(); i++) {
                FaultPlan f = faults.get(i);
                FaultSchedule.Struck s = struck.get(i);
                Double injected = s.injectedNanos == 0 || start == 0 ? null : (s.injectedNanos - start) / 1e9;
                Double recovery = null;
                ThroughputDip dip = null;
                if (injected != null) {
                    long struckMillis = Math.round(injected * 1000);
                    var watch = s.recovery.size() > r ? s.recovery.get(r).endNanos() : java.util.OptionalLong.empty();
                    recovery = watch.isPresent() ? (watch.getAsLong() - s.injectedNanos) / 1e9 : null;
                    Long worked = watch.isPresent() ? (watch.getAsLong() - start) / 1_000_000 : null;
                    dip = ThroughputDip.of(result.intervals(), struckMillis, worked, nextStrikeMillis(struck, i, start));
                }
                bundle.append(BundleFormat.FAULTS, new FaultRecord(key.variant(), key.phase(), key.round(), key.operation(),
                        key.threads(), i, f.action().word(), s.node, seconds(f.at()), f.lasting() == null ? null : seconds(f.lasting()),
                        injected, s.tookNanos == 0 && injected == null ? null : s.tookNanos / 1e9,
                        s.backNanos == 0 ? null : (s.backNanos - start) / 1e9, recovery,
                        dip == null ? null : dip.baselinePerSecond(), dip == null ? null : dip.lowestPerSecond(),
                        dip == null ? null : dip.operationsLost(), dip == null ? null : dip.windowSeconds(),
                        dip == null || dip.errors().isEmpty() ? null : dip.errors(), s.error));
            }
        }
    }

    /** When the next fault after fault {@code i} struck, from the measured start; null when none did. */
    private static Long nextStrikeMillis(List<FaultSchedule.Struck> struck, int i, long start) {
        long at = struck.get(i).injectedNanos;
        Long next = null;
        for (FaultSchedule.Struck s : struck) {
            if (s.injectedNanos > at && (next == null || s.injectedNanos - start < next * 1_000_000)) {
                next = (s.injectedNanos - start) / 1_000_000;
            }
        }
        return next;
    }

    private static double seconds(java.time.Duration duration) {
        return duration.toNanos() / 1e9;
    }

}

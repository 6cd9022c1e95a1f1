package io.benchlab.core.compare;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.stream.IntervalStability;
import io.benchlab.core.stream.KindSample;
import io.benchlab.core.stream.LatencySummary;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A bundle written on disk by the real {@link BundleWriter} and read back by the real reader, with
 * exactly the figures a test needs (cluster lag, arrival lateness: slow or hard to make for real).
 * One variant, {@code v}; warm phases Run1..RunN.
 */
final class WrittenBundle implements AutoCloseable {
    static final String VARIANT = "v";
    static final String COLD = "Cold";
    private final BundleWriter writer;

    WrittenBundle(Path runsDir, String name, int warmPhases) {
        List<String> phases = java.util.stream.IntStream.rangeClosed(1, warmPhases).mapToObj(i -> "Run" + i).toList();
        writer = BundleWriter.create(runsDir, new Manifest(BundleFormat.VERSION, null, name, "insert-stream", RunStatus.RUNNING, null,
                Instant.now(), null, ProcessHandle.current().pid(), "h", "t", List.of(VARIANT), phases, "sequential"), "name: " + name + "\n");
        for (int i = 0; i < warmPhases; i++) {
            writer.append(BundleFormat.PHASES, new Records.PhaseRecord(VARIANT, phases.get(i), io.benchlab.core.bundle.PhaseKind.WARM, i + 1, Instant.EPOCH, null));
        }
    }

    /** A cold phase ({@code Cold}, round 0) before the warm ones, as the runner writes one. */
    WrittenBundle coldPhase() {
        writer.append(BundleFormat.PHASES, new Records.PhaseRecord(VARIANT, COLD, io.benchlab.core.bundle.PhaseKind.COLD, 0, Instant.EPOCH, null));
        return this;
    }

    /** A stream's intervals in one phase: throughput and p95/p99 per interval. */
    WrittenBundle intervals(String phase, String operation, double[] unitsPerSecond, double p99Millis) {
        for (int i = 0; i < unitsPerSecond.length; i++) {
            long units = Math.round(unitsPerSecond[i]);
            writer.append(BundleFormat.INTERVALS, new Records.IntervalRecord(VARIANT, phase, round(phase), operation, 1, i, i * 1000L, 1000,
                    units, units, unitsPerSecond[i], unitsPerSecond[i], 100.0, p99Millis * 800, p99Millis * 1000, p99Millis * 1200, 0,
                    Map.of(), null));
        }
        long units = Math.round(Arrays.stream(unitsPerSecond).sum());
        LatencySummary latency = new LatencySummary(units, 500, 400, p99Millis * 800, p99Millis * 1000, p99Millis * 1100, p99Millis * 1200);
        writer.append(BundleFormat.STREAMS, new Records.StreamRecord(VARIANT, phase, round(phase), operation, "rows", 1, "closed-loop",
                "duration", null, units, units, 0, unitsPerSecond.length, units / (double) unitsPerSecond.length,
                units / (double) unitsPerSecond.length, latency, latency, null, null, IntervalStability.of(List.of()), null));
        return this;
    }

    /** A stream of two kinds in one phase: new_order at this p95 and rate, payment steady; and a count of new orders. */
    WrittenBundle kinds(String phase, String operation, double newOrderP95Millis, long newOrdersPerInterval) {
        for (int i = 0; i < 8; i++) {
            double jitter = 1 + (i % 3) * 0.01;
            Map<String, KindSample> kinds = new LinkedHashMap<>();
            kinds.put("new_order", new KindSample(newOrdersPerInterval, 0, 500.0, newOrderP95Millis * 1000 * jitter,
                    newOrderP95Millis * 1200 * jitter, newOrderP95Millis * 1500));
            kinds.put("payment", new KindSample(100, 0, 300.0, 900.0 * jitter, 1000.0 * jitter, 1100.0));
            long ops = newOrdersPerInterval + 100;
            writer.append(BundleFormat.INTERVALS, new Records.IntervalRecord(VARIANT, phase, round(phase), operation, 1, i, i * 1000L, 1000,
                    ops, ops, ops, ops, 400.0, 2000.0, 3000.0, 4000.0, 0, Map.of(), null, kinds,
                    Map.of("new_orders", (long) (newOrdersPerInterval * jitter)), null));
        }
        return this;
    }

    /** An arrival-rate stream's summary in one phase, with how late its arrivals were enqueued (p99). */
    WrittenBundle arrivals(String phase, String operation, double latenessP99Millis) {
        LatencySummary latency = new LatencySummary(1000, 500, 400, 900, 1000, 1200, 1500);
        LatencySummary lateness = new LatencySummary(1000, latenessP99Millis * 300, latenessP99Millis * 200, latenessP99Millis * 800,
                latenessP99Millis * 1000, latenessP99Millis * 1100, latenessP99Millis * 1200);
        writer.append(BundleFormat.STREAMS, new Records.StreamRecord(VARIANT, phase, round(phase), operation, "queries", 1, "arrival-rate",
                "duration", null, 1000, 1000, 0, 10, 100, 100, latency, latency, null,
                new Records.Arrivals(100, 1, 1000, 100, lateness, 0, List.of()), IntervalStability.of(List.of()), null));
        return this;
    }

    /** A replica's transactions behind at the end of each interval of a stream in one phase. */
    WrittenBundle replicaBehind(String phase, String operation, long... behind) {
        for (int i = 0; i < behind.length; i++) {
            writer.append(BundleFormat.NODE_INTERVALS, new NodeIntervalRecord(VARIANT, phase, round(phase), operation, 1, i, (i + 1) * 1000L,
                    "replica1", "replica", false, false, Map.of(), Map.of(), behind[i] / 100, behind[i], null, null, null, null, "running",
                    null, null));
        }
        return this;
    }

    /** A kill of the server at 2 s for 1 s, as the stream of one phase lived it: its recovery, the dip and what it lost. */
    WrittenBundle fault(String phase, String operation, double recoverySeconds, long operationsLost) {
        writer.append(BundleFormat.FAULTS, new io.benchlab.core.bundle.FaultRecords.FaultRecord(VARIANT, phase, round(phase), operation, 1, 0,
                "kill", "server", 2, 1.0, 2.0, 0.01, 3.0, recoverySeconds, 1000.0, 0.0, operationsLost, recoverySeconds + 1,
                Map.of(), null));
        return this;
    }

    /** The durability audit of a stream of one phase on the server: acknowledged writes, and those lost. */
    WrittenBundle audit(String phase, String operation, long acknowledged, long lost) {
        writer.append(BundleFormat.AUDITS, new io.benchlab.core.bundle.FaultRecords.AuditRecord(VARIANT, phase, round(phase), operation, 1,
                "t", "server", acknowledged, acknowledged, acknowledged - lost, lost, List.of(), null));
        return this;
    }

    Bundle read() {
        writer.finish(RunStatus.COMPLETE, null);
        return new BundleReader().read(writer.dir());
    }

    private static int round(String phase) {
        return phase.equals(COLD) ? 0 : Integer.parseInt(phase.replace("Run", ""));
    }

    @Override
    public void close() {
        writer.close();
    }
}

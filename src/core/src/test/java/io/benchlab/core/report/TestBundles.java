package io.benchlab.core.report;

import io.benchlab.core.bundle.PhaseKind;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PhaseRecord;
import io.benchlab.core.bundle.Records.PlanRecord;
import io.benchlab.core.bundle.Records.VariantRecord;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.stream.IntervalStability;
import io.benchlab.core.stream.LatencySummary;
import io.benchlab.core.util.Json;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds bundles in memory with exactly the numbers a test needs. */
final class TestBundles {
    private final String id;
    private final List<String> variants = new ArrayList<>();
    private final List<VariantRecord> variantRecords = new ArrayList<>();
    private final List<PhaseRecord> phases = new ArrayList<>();
    private final List<Measurement> measurements = new ArrayList<>();
    private final List<PlanRecord> plans = new ArrayList<>();
    private final List<Records.IntervalRecord> intervals = new ArrayList<>();
    private final List<Records.StreamRecord> streams = new ArrayList<>();
    private final List<String> phaseLabels = new ArrayList<>();
    private String experimentText = "name: test\n";
    private Manifest.Sweep sweep;

    /** The sweep as the runner records it in the manifest. */
    TestBundles sweep(Manifest.Sweep s) {
        sweep = s;
        return this;
    }

    TestBundles(String id) {
        this.id = id;
    }

    TestBundles experiment(String text) {
        experimentText = text;
        return this;
    }

    TestBundles variant(String name, Map<String, Object> requested) {
        variants.add(name);
        Map<String, String> effective = new LinkedHashMap<>();
        requested.forEach((k, v) -> effective.put(k, String.valueOf(v)));
        variantRecords.add(new VariantRecord(name, "managed default", "MARIADB", "11.4.5-MariaDB", requested, Map.of(), effective,
                Map.of(), effective, false, null, null, null));
        return this;
    }

    /** One cold phase (the first value) and a warm phase per further value, for each operation. */
    TestBundles seconds(String variant, String operation, double cold, double... warm) {
        add(variant, "Cold", PhaseKind.COLD, 0, operation, cold, Map.of("Innodb_buffer_pool_reads", 1000L));
        for (int i = 0; i < warm.length; i++) {
            add(variant, "Run" + (i + 1), PhaseKind.WARM, i + 1, operation, warm[i], Map.of("Innodb_buffer_pool_read_requests", 500L));
        }
        return this;
    }

    TestBundles measurement(String variant, String phase, String operation, double seconds, Map<String, Long> status) {
        add(variant, phase, phase.equals("Cold") ? PhaseKind.COLD : PhaseKind.WARM, 1, operation, seconds, status);
        return this;
    }

    private void add(String variant, String phase, PhaseKind kind, int round, String op, double seconds, Map<String, Long> status) {
        if (!phaseLabels.contains(phase)) {
            phaseLabels.add(phase);
        }
        if (phases.stream().noneMatch(p -> p.variant().equals(variant) && p.phase().equals(phase))) {
            phases.add(new PhaseRecord(variant, phase, kind, round, Instant.EPOCH, kind.cold()
                    ? new Records.ColdProof("restart + fadvise", 1 << 20, 0, 4096, 10, 512, true, false) : null));
        }
        measurements.add(new Measurement(variant, phase, round, op, null, Instant.EPOCH, seconds, 1, "c", false, status, Map.of(), null));
    }

    TestBundles plan(String variant, String operation, String fingerprint, List<Map<String, String>> rows) {
        plans.add(new PlanRecord(variant, operation, rows, "{\"query_block\": {}}", null, null, fingerprint));
        return this;
    }

    TestBundles interval(String variant, String operation, int index, double opsPerSecond, Map<String, Long> counters) {
        intervals.add(new Records.IntervalRecord(variant, "Run1", 1, operation, 2, index, index * 1000L, 1000, (long) opsPerSecond,
                (long) opsPerSecond, opsPerSecond, opsPerSecond, 100.0, 200.0, 300.0, 400.0, 0, counters, null));
        return this;
    }

    TestBundles stream(String variant, String operation, long operations) {
        LatencySummary lat = new LatencySummary(operations, 150, 100, 200, 300, 350, 400);
        streams.add(new Records.StreamRecord(variant, "Run1", 1, operation, "rows", 2, "closed-loop", "duration", "", operations,
                operations, 0, 10, operations / 10.0, operations / 10.0, lat, lat, null, null,
                IntervalStability.of(List.of()), null));
        return this;
    }

    Bundle build() {
        var env = Json.mapper().createObjectNode();
        env.putObject("host").put("cpuModel", "Test CPU").put("cores", 2).put("memoryBytes", 1L << 33);
        var server = env.putObject("server");
        server.put("flavor", "MARIADB").put("version", "11.4.5-MariaDB");
        server.putObject("nonDefaultVariables").put("innodb_buffer_pool_size", "134217728");
        Manifest m = new Manifest(1, id, "test-experiment", "sql-file", RunStatus.COMPLETE, null, Instant.EPOCH, Instant.EPOCH, 1,
                "testhost", "0.1.0", variants, phaseLabels, "sequential").withPlan(null, sweep);
        return new Bundle(Path.of(id), m, experimentText, env, variantRecords, phases, measurements, plans, List.of(), List.of(),
                intervals, streams);
    }
}

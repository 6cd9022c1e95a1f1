package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PhaseRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The views every face shows, computed once from a bundle: total seconds per variant × phase,
 * seconds per operation, summed counter diffs, gauges before the first and after the last operation
 * of each phase, and which results changed. Documented as the
 * {@code show --format json} schema in docs/bundle-format.md. Times come from {@link VariantSamples},
 * as the report's and {@code compare}'s do: a phase with a failed or missing operation has no
 * total here either, only an entry in {@code incompletePhases}.
 */
public record BundleSummary(String id, String status, String message, String experiment, String workload, String order,
                            List<String> variants, List<String> phases, List<String> operations,
                            Map<String, Map<String, Double>> totalSeconds,
                            Map<String, Map<String, Map<String, Double>>> operationSeconds,
                            Map<String, Map<String, Map<String, Long>>> counters,
                            Map<String, Map<String, Records.ColdProof>> coldProofs,
                            List<String> errors, List<String> changedResults, Map<String, Map<String, String>> planFingerprints,
                            Map<String, Map<String, String>> incompletePhases,
                            Map<String, Map<String, Map<String, Records.Gauge>>> gauges) {

    /** Counters worth showing first in every table when present; the rest are ranked by change. */
    public static final List<String> KEY_COUNTERS = List.of(
            "Innodb_buffer_pool_reads", "Innodb_buffer_pool_read_requests", "Innodb_data_read", "Innodb_buffer_pool_read_ahead",
            "Innodb_pages_read", "Handler_read_key", "Handler_read_next", "Handler_read_rnd_next", "Handler_read_rnd",
            "Created_tmp_disk_tables", "Created_tmp_tables", "Select_full_join", "Select_scan", "Sort_merge_passes",
            "Innodb_buffer_pool_pages_made_young", "Innodb_buffer_pool_pages_made_not_young");

    public static BundleSummary of(Bundle b) {
        List<String> phases = new ArrayList<>(b.manifest().phases() == null ? List.of() : b.manifest().phases());
        Set<String> ops = new LinkedHashSet<>();
        Map<String, Map<String, Double>> totals = new LinkedHashMap<>();
        Map<String, Map<String, Map<String, Double>>> perOp = new LinkedHashMap<>();
        Map<String, Map<String, Map<String, Long>>> counters = new LinkedHashMap<>();
        Map<String, Map<String, Map<String, Records.Gauge>>> gauges = new LinkedHashMap<>();
        List<String> errors = new ArrayList<>();
        List<String> changed = new ArrayList<>();
        for (String v : b.manifest().variants()) {
            counters.put(v, new LinkedHashMap<>());
        }
        for (Measurement m : b.measurements()) {
            ops.add(m.operation());
            if (!phases.contains(m.phase())) {
                phases.add(m.phase());
            }
            Map<String, Long> c = counters.computeIfAbsent(m.variant(), k -> new LinkedHashMap<>()).computeIfAbsent(m.phase(), k -> new LinkedHashMap<>());
            if (m.globalStatus() != null) {
                m.globalStatus().forEach((k, v) -> {
                    if (StatusVariables.isCounter(k)) { // older bundles summed gauges too
                        c.merge(k, v, Long::sum);
                    }
                });
            }
            if (m.gauges() != null) {
                Map<String, Records.Gauge> g = gauges.computeIfAbsent(m.variant(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(m.phase(), k -> new java.util.TreeMap<>());
                m.gauges().forEach((k, v) -> g.merge(k, v, (first, last) -> new Records.Gauge(first.before(), last.after())));
            }
            if (m.error() != null) {
                errors.add(m.variant() + " / " + m.phase() + " / " + m.operation() + ": " + m.error());
            }
            if (m.resultChanged()) {
                changed.add(m.variant() + " / " + m.phase() + " / " + m.operation() + " returned " + m.rows() + " rows, checksum " + m.checksum());
            }
        }
        Map<String, Map<String, String>> incomplete = new LinkedHashMap<>();
        for (String v : variantsOf(b)) {
            VariantSamples samples = VariantSamples.of(b, v);
            totals.put(v, samples.totals());
            Map<String, Map<String, Double>> byOp = new LinkedHashMap<>();
            samples.byPhase().forEach((phase, secondsByOp) -> secondsByOp.forEach((op, sec) ->
                    byOp.computeIfAbsent(op, k -> new LinkedHashMap<>()).put(phase, sec)));
            perOp.put(v, byOp);
            if (!samples.incomplete().isEmpty()) {
                Map<String, String> labels = new LinkedHashMap<>();
                samples.incomplete().forEach((phase, why) -> labels.put(phase, why.label()));
                incomplete.put(v, labels);
            }
        }
        Map<String, Map<String, Records.ColdProof>> proofs = new LinkedHashMap<>();
        for (PhaseRecord p : b.phases()) {
            if (p.coldProof() != null) {
                proofs.computeIfAbsent(p.variant(), k -> new LinkedHashMap<>()).put(p.phase(), p.coldProof());
            }
        }
        Map<String, Map<String, String>> plans = new LinkedHashMap<>();
        for (Records.PlanRecord p : b.plans()) {
            plans.computeIfAbsent(p.variant(), k -> new LinkedHashMap<>()).put(p.operation(), p.fingerprint());
        }
        Manifest mf = b.manifest();
        return new BundleSummary(mf.id(), mf.status().label(), mf.message(), mf.experiment(), mf.workload(), mf.order(), mf.variants(),
                phases, List.copyOf(ops), totals, perOp, counters, proofs, errors, changed, plans, incomplete, gauges);
    }

    /** The manifest's variants, then any that only measurements name (a hand-edited or foreign bundle). */
    private static List<String> variantsOf(Bundle b) {
        Set<String> vs = new LinkedHashSet<>(b.manifest().variants());
        b.measurements().forEach(m -> vs.add(m.variant()));
        return List.copyOf(vs);
    }

    /** The phase's total seconds, or why there is none ("partial 3/4", "failed"), or "-" when it never ran. */
    public String totalText(String variant, String phase, java.util.function.DoubleFunction<String> format) {
        Double t = totalSeconds.getOrDefault(variant, Map.of()).get(phase);
        if (t != null) {
            return format.apply(t);
        }
        String why = incompletePhases.getOrDefault(variant, Map.of()).get(phase);
        return why != null ? why : "-";
    }

    /** Gauges worth showing first when they moved: buffer-pool occupancy, write-back debt, concurrency. */
    public static final List<String> KEY_GAUGES = List.of(
            "Innodb_buffer_pool_pages_free", "Innodb_buffer_pool_pages_data", "Innodb_buffer_pool_pages_dirty",
            "Innodb_buffer_pool_bytes_dirty", "Innodb_checkpoint_age", "Innodb_history_list_length", "Threads_running",
            "Open_tables");

    /** Key gauges that moved in this run, then the other gauges that moved, up to {@code limit}. */
    public List<String> topGauges(int limit) {
        Set<String> moved = new java.util.TreeSet<>();
        gauges.values().forEach(byPhase -> byPhase.values().forEach(g -> moved.addAll(g.keySet())));
        List<String> out = new ArrayList<>();
        KEY_GAUGES.stream().filter(moved::contains).forEach(out::add);
        moved.stream().filter(k -> !out.contains(k) && !k.startsWith("Uptime")).forEach(out::add);
        return out.subList(0, Math.min(limit, out.size()));
    }

    /** Key counters present in this run, then the others that moved most (by largest absolute sum), up to {@code limit}. */
    public List<String> topCounters(int limit) {
        Map<String, Long> magnitude = new LinkedHashMap<>();
        counters.values().forEach(byPhase -> byPhase.values().forEach(c -> c.forEach((k, v) -> magnitude.merge(k, Math.abs(v), Long::sum))));
        List<String> out = new ArrayList<>();
        for (String k : KEY_COUNTERS) {
            if (magnitude.containsKey(k) && out.size() < limit) {
                out.add(k);
            }
        }
        magnitude.entrySet().stream()
                .filter(e -> !out.contains(e.getKey()) && !e.getKey().startsWith("Com_") && !e.getKey().startsWith("Bytes_"))
                .sorted((a, b) -> Long.compare(b.getValue(), a.getValue()))
                .limit(Math.max(0, limit - out.size()))
                .forEach(e -> out.add(e.getKey()));
        return out;
    }
}

package io.benchlab.core.compare;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.FaultRecords.AuditRecord;
import io.benchlab.core.bundle.FaultRecords.FaultRecord;
import io.benchlab.core.bundle.FaultSamples;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.PhaseRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.bundle.StreamSamples.Stream;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.stats.Comparison;
import io.benchlab.core.stats.Direction;
import io.benchlab.core.stats.RegressionGate;
import io.benchlab.core.stream.Stalls;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Variant A of one run against variant B of another (or the same) run, figure by figure: every
 * timed query (as {@link OperationVerdict}), every stream's interval figures ({@link
 * Measures#INTERVAL}) and whole-run figures ({@link Measures#RUN}), every cluster node's figures
 * ({@link Measures#NODE}), every fault's recovery, operations lost and dip ({@link Measures#FAULT})
 * and every audit's lost writes ({@link Measures#AUDIT}) — one list, each decided by the same verdict rules ({@link Comparison})
 * and, when asked, the same gate ({@link RegressionGate}). {@code compare} prints it; its
 * {@code --fail-on-regression} fails when any figure regressed.
 *
 * <p>Samples: a query's are its warm phases; a stream's are its intervals (or runs) over its warm
 * phases, pooled per operation and thread count; cold phases join when asked, and a side that ran
 * only cold steps (an interleaved run) compares those. Intervals of one run follow each other and
 * are not independent samples, so a stream's p-values are optimistic: the gate's threshold, not
 * the p-value alone, is what keeps a small drift from failing a build.
 *
 * @param differences what A and B ran differently under the same names (said before any verdict)
 * @param figures     every figure both sides have, queries first, then streams, then nodes
 * @param gate        the gate asked for; null when none
 */
public record FigureComparison(List<DefinitionDifference> differences, List<FigureVerdict> figures, RegressionGate gate) {

    /**
     * Sample selection: warm phases; cold too when asked; only-cold sides compare their cold steps. The sentences call the
     * sides A and B, as {@code compare} names them at its top.
     */
    public static FigureComparison of(Bundle ba, String va, Bundle bb, String vb, boolean includeCold, RegressionGate gate) {
        return of(ba, va, "A", bb, vb, "B", includeCold, gate);
    }

    /** The same, with the sentences naming the sides as the reader knows them (the report's columns). */
    public static FigureComparison of(Bundle ba, String va, String nameA, Bundle bb, String vb, String nameB, boolean includeCold,
                                      RegressionGate gate) {
        Names names = new Names(nameA, nameB);
        List<FigureVerdict> figures = new ArrayList<>(queries(ba, va, bb, vb, includeCold, gate, names));
        Side a = Side.of(ba, va, includeCold);
        Side b = Side.of(bb, vb, includeCold);
        figures.addAll(streams(a, b, gate, names));
        figures.addAll(nodes(a, b, gate, names));
        figures.addAll(faults(FaultSamples.of(ba), va, FaultSamples.of(bb), vb, gate, names));
        return new FigureComparison(DefinitionDifference.between(ba, bb), List.copyOf(figures), gate);
    }

    /** The figures the gate failed on, in order. */
    public List<FigureVerdict> regressed() {
        return figures.stream().filter(FigureVerdict::regressed).toList();
    }

    /** The figures the gate could not decide on (too noisy, too few samples). */
    public List<FigureVerdict> inconclusive() {
        return figures.stream().filter(FigureVerdict::inconclusive).toList();
    }

    /** True when a gate was asked for and some figure regressed beyond it. */
    public boolean failed() {
        return !regressed().isEmpty();
    }

    /** What the sentences call the two sides. */
    private record Names(String a, String b) { }

    private static List<FigureVerdict> queries(Bundle ba, String va, Bundle bb, String vb, boolean includeCold, RegressionGate gate,
                                               Names names) {
        List<OperationVerdict> verdicts = OperationVerdict.of(VariantSamples.of(ba, va).forVerdicts(includeCold),
                VariantSamples.of(bb, vb).forVerdicts(includeCold), OperationVerdict.plans(ba, va), OperationVerdict.plans(bb, vb));
        return verdicts.stream().map(v -> FigureVerdict.of(new Figure(Figure.Kind.QUERY, v.operation(), "seconds",
                Direction.LOWER_IS_BETTER), v.comparison(), v.describe(names.a(), names.b()), gate, v)).toList();
    }

    /** Each stream of A (operation and thread count) with B's of the same: its interval figures, then its whole-run figures. */
    private static List<FigureVerdict> streams(Side a, Side b, RegressionGate gate, Names names) {
        List<FigureVerdict> out = new ArrayList<>();
        for (StreamKey id : a.streamIds()) {
            List<Stream> runsA = a.streams(id);
            List<Stream> runsB = b.streams(id);
            if (runsA.isEmpty() || runsB.isEmpty()) {
                continue;
            }
            String subject = subject(id.operation(), id.threads());
            String unit = runsA.get(0).unit();
            Set<String> named = new LinkedHashSet<>();
            out.addAll(decide(Figure.Kind.STREAM, subject, unit, Measures.INTERVAL, intervals(runsA), intervals(runsB), named, gate, names));
            out.addAll(decide(Figure.Kind.STREAM_RUN, subject, unit, Measures.RUN, summaries(runsA), summaries(runsB), named, gate, names));
            List<Measures.StallInterval> stallsA = stallIntervals(runsA);
            List<Measures.StallInterval> stallsB = stallIntervals(runsB);
            if (stallsA.stream().anyMatch(Measures.StallInterval::stalled) || stallsB.stream().anyMatch(Measures.StallInterval::stalled)) {
                out.addAll(decide(Figure.Kind.STREAM, subject, unit, Measures.OUTSIDE_STALLS, stallsA, stallsB, named, gate, names));
                out.addAll(decide(Figure.Kind.STREAM_RUN, subject, unit, Measures.STALLS, stalls(runsA), stalls(runsB), named, gate, names));
            }
        }
        return out;
    }

    /** Each node of A's cluster during each stream, with the same node of B's. */
    private static List<FigureVerdict> nodes(Side a, Side b, RegressionGate gate, Names names) {
        List<FigureVerdict> out = new ArrayList<>();
        Map<String, List<NodeIntervalRecord>> byA = a.nodeIntervals();
        Map<String, List<NodeIntervalRecord>> byB = b.nodeIntervals();
        byA.forEach((subject, recordsA) -> {
            List<NodeIntervalRecord> recordsB = byB.get(subject);
            if (recordsB != null) {
                out.addAll(decide(Figure.Kind.NODE, subject, null, Measures.NODE, recordsA, recordsB, new LinkedHashSet<>(), gate,
                        names));
            }
        });
        return out;
    }

    /**
     * Each fault of A's variant with the same fault of B's (its place in the list and its words: "kill
     * server at 2 s for 1 s"), per stream that lived it: recovery, operations lost and the dip
     * ({@link Measures#FAULT}); then each audited stream's lost writes per node ({@link Measures#AUDIT}).
     * Every run of the stream is a sample, so one run a side is too few for a verdict, and the gate
     * calls it inconclusive rather than passing it.
     */
    private static List<FigureVerdict> faults(FaultSamples fa, String va, FaultSamples fb, String vb, RegressionGate gate, Names names) {
        List<FigureVerdict> out = new ArrayList<>();
        Map<String, List<FaultRecord>> byA = new LinkedHashMap<>();
        Map<String, List<FaultRecord>> byB = new LinkedHashMap<>();
        fa.faults().stream().filter(f -> f.variant().equals(va)).forEach(f -> byA.computeIfAbsent(faultSubject(f), k -> new ArrayList<>()).add(f));
        fb.faults().stream().filter(f -> f.variant().equals(vb)).forEach(f -> byB.computeIfAbsent(faultSubject(f), k -> new ArrayList<>()).add(f));
        byA.forEach((subject, recordsA) -> {
            List<FaultRecord> recordsB = byB.get(subject);
            if (recordsB != null) {
                out.addAll(decide(Figure.Kind.FAULT, subject, null, Measures.FAULT, recordsA, recordsB, new LinkedHashSet<>(), gate, names));
            }
        });
        Map<String, List<AuditRecord>> auditsA = new LinkedHashMap<>();
        Map<String, List<AuditRecord>> auditsB = new LinkedHashMap<>();
        fa.audits().stream().filter(r -> r.variant().equals(va)).forEach(r -> auditsA.computeIfAbsent(auditSubject(r), k -> new ArrayList<>()).add(r));
        fb.audits().stream().filter(r -> r.variant().equals(vb)).forEach(r -> auditsB.computeIfAbsent(auditSubject(r), k -> new ArrayList<>()).add(r));
        auditsA.forEach((subject, recordsA) -> {
            List<AuditRecord> recordsB = auditsB.get(subject);
            if (recordsB != null) {
                out.addAll(decide(Figure.Kind.AUDIT, subject, null, Measures.AUDIT, recordsA, recordsB, new LinkedHashSet<>(), gate, names));
            }
        });
        return out;
    }

    /** "kill server at 2 s for 1 s #1 · insert · 4 threads": a fault by its place and words, in the stream that lived it. */
    private static String faultSubject(FaultRecord f) {
        return f.describe() + " #" + (f.fault() + 1) + " · " + subject(f.operation(), f.threads());
    }

    /** "insert · 4 threads · node2": a stream's audit on one node. */
    private static String auditSubject(AuditRecord r) {
        return subject(r.operation(), r.threads()) + " · " + r.node();
    }

    /** Every measure's samples on both sides, one verdict per figure both sides have (names already decided are skipped). */
    private static <T> List<FigureVerdict> decide(Figure.Kind kind, String subject, String unit, List<Measure<T>> measures,
                                                  List<T> recordsA, List<T> recordsB, Set<String> named, RegressionGate gate,
                                                  Names names) {
        List<FigureVerdict> out = new ArrayList<>();
        for (Measure<T> m : measures) {
            Map<String, double[]> sa = samples(m, recordsA);
            Map<String, double[]> sb = samples(m, recordsB);
            sa.forEach((key, a) -> {
                double[] b = sb.get(key);
                String measure = m.label(unit, key);
                if (b == null || !named.add(measure)) {
                    return; // e.g. operations/s of a stream whose unit is operations: the same figure as its units/s
                }
                Figure f = new Figure(kind, subject, measure, m.direction());
                Comparison c = Comparison.of(a, b, m.direction());
                out.add(FigureVerdict.of(f, c, c.describe(names.a(), names.b(), f.name()), gate));
            });
        }
        return out;
    }

    /** A measure's values over records, by key, at least its floor; a key without a finite value anywhere is left out. */
    static <T> Map<String, double[]> samples(Measure<T> m, List<T> records) {
        Map<String, List<Double>> values = new LinkedHashMap<>();
        for (T r : records) {
            m.values().apply(r).forEach((key, v) -> {
                if (v != null && Double.isFinite(v)) {
                    values.computeIfAbsent(key, k -> new ArrayList<>()).add(Math.max(v, m.floor()));
                }
            });
        }
        Map<String, double[]> out = new LinkedHashMap<>();
        values.forEach((k, list) -> out.put(k, list.stream().mapToDouble(Double::doubleValue).toArray()));
        return out;
    }

    /** "insert · 4 threads": a stream as figures name it (its phases pooled). */
    static String subject(String operation, int threads) {
        return operation + " · " + threads + (threads == 1 ? " thread" : " threads");
    }

    static List<IntervalRecord> intervals(List<Stream> runs) {
        return runs.stream().flatMap(s -> s.intervals().stream()).toList();
    }

    /** Each run's intervals with whether they are part of one of its stalls (a run's median is its own). */
    private static List<Measures.StallInterval> stallIntervals(List<Stream> runs) {
        List<Measures.StallInterval> out = new ArrayList<>();
        for (Stream s : runs) {
            List<IntervalRecord> rows = s.intervals();
            int[] member = Stalls.membership(rows.stream().mapToLong(IntervalRecord::units).toArray(),
                    rows.stream().mapToLong(IntervalRecord::lengthMillis).toArray(), Stalls.BELOW_MEDIAN);
            for (int i = 0; i < rows.size(); i++) {
                out.add(new Measures.StallInterval(rows.get(i), member[i] >= 0));
            }
        }
        return out;
    }

    /** Each run's stalls, for runs of two intervals or more (fewer have no median to stall against). */
    private static List<io.benchlab.core.stream.Stalls> stalls(List<Stream> runs) {
        return runs.stream().filter(s -> s.stalls() != null && s.intervals().size() >= 2).map(Stream::stalls).toList();
    }

    static List<StreamRecord> summaries(List<Stream> runs) {
        return runs.stream().map(Stream::summary).filter(s -> s != null).toList();
    }

    /**
     * One side: a variant of a bundle, its streams (read once: reading them reads every histogram
     * log), and which of its phases give samples.
     *
     * @param includeCold cold phases join the warm ones
     * @param coldPhases  the variant's cold phases
     */
    record Side(Bundle bundle, String variant, boolean includeCold, List<Stream> streamRuns, Set<String> coldPhases) {

        static Side of(Bundle bundle, String variant, boolean includeCold) {
            Set<String> cold = new LinkedHashSet<>();
            for (PhaseRecord p : bundle.phases()) {
                if (p.variant().equals(variant) && p.cold()) {
                    cold.add(p.phase());
                }
            }
            return new Side(bundle, variant, includeCold, StreamSamples.of(bundle).of(variant), cold);
        }

        /** The phases to take samples from among those a figure was measured in: warm (and cold when asked); cold when there is no warm one. */
        private Predicate<String> phases(Set<String> measuredIn) {
            boolean onlyCold = !measuredIn.isEmpty() && coldPhases.containsAll(measuredIn);
            return phase -> includeCold || onlyCold || !coldPhases.contains(phase);
        }

        /** A's streams as (operation, threads) with phase and round blanked, in the order they ran. */
        List<StreamKey> streamIds() {
            Set<StreamKey> ids = new LinkedHashSet<>();
            streamRuns.forEach(s -> ids.add(id(s.key())));
            return List.copyOf(ids);
        }

        List<Stream> streams(StreamKey id) {
            List<Stream> all = streamRuns.stream().filter(s -> id(s.key()).equals(id)).toList();
            Predicate<String> take = phases(all.stream().map(s -> s.key().phase()).collect(Collectors.toSet()));
            return all.stream().filter(s -> take.test(s.key().phase())).toList();
        }

        /** Per "node · operation · threads": the node's intervals during that stream over the sampled phases. */
        Map<String, List<NodeIntervalRecord>> nodeIntervals() {
            List<NodeIntervalRecord> all = ClusterSamples.of(bundle).intervals().stream().filter(i -> i.variant().equals(variant)).toList();
            Predicate<String> take = phases(all.stream().map(NodeIntervalRecord::phase).collect(Collectors.toSet()));
            Map<String, List<NodeIntervalRecord>> out = new LinkedHashMap<>();
            for (NodeIntervalRecord i : all) {
                if (take.test(i.phase())) {
                    String subject = i.node() + " · " + subject(i.operation(), i.threads());
                    out.computeIfAbsent(subject, k -> new ArrayList<>()).add(i);
                }
            }
            return out;
        }

        private static StreamKey id(StreamKey k) {
            return new StreamKey("", "", 0, k.operation(), k.threads());
        }
    }
}

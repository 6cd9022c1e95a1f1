package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.stats.FiveNumberSummary;
import io.benchlab.core.stream.InsertSeries;
import io.benchlab.core.stream.LimitSpec;
import io.benchlab.core.stream.RateTotal;
import io.benchlab.core.stream.Stalls;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import org.HdrHistogram.Histogram;

/**
 * The streams of a bundle (or of a run still going), grouped by one {@link StreamKey} (variant,
 * phase, round, operation, threads), with the figures every face shows: per-interval throughput
 * and p99 as five-number summaries, the rate-vs-units series and its exit velocity. The CLI, the
 * JSON of {@code show}, the report and the GUI all read streams from here, as they read query
 * times from {@link VariantSamples}, so they cannot disagree.
 *
 * @param streams in the order the streams ran (first appearance in the bundle)
 */
public record StreamSamples(List<Stream> streams) {

    /** Where a stream's distribution is read: up to 1 − 10⁻⁵, the points a log-scale percentile plot needs. */
    public static final double[] DISTRIBUTION_PERCENTILES = {0, 10, 25, 50, 75, 90, 95, 99, 99.5, 99.9, 99.95, 99.99, 99.999, 100};

    /** A response time at a percentile. */
    public record Percentile(double percentile, double micros) {
    }

    /**
     * One of a stream's declared rates as every face shows it: over the run, and the range of its per-interval values.
     *
     * @param total          the rate over the run, as the bundle keeps it
     * @param intervalMin    the smallest per-interval value; null when no interval has one
     * @param intervalMedian the median per-interval value
     * @param intervalMax    the largest per-interval value
     */
    public record RateFigure(RateTotal total, Double intervalMin, Double intervalMedian, Double intervalMax) {
        /** "minute" for 60 s, "second" for 1 s, "hour", else "N s". */
        @JsonIgnore
        public String per() {
            double s = total.perSeconds();
            return s == 60 ? "minute" : s == 1 ? "second" : s == 3600 ? "hour" : s + " s";
        }
    }

    /**
     * A kind's response time at a percentile against the limit its workload sets (TPC-C's 90th
     * percentiles in spec mode), from the kind's histograms in the stream's log.
     *
     * @param observedMillis the kind's response time at the percentile over the run; null without a log or operations
     * @param met            whether it is within the limit; null when not known
     */
    public record LimitCheck(String kind, double percentile, double limitMillis, Double observedMillis, Boolean met) {
    }

    public StreamSamples {
        streams = List.copyOf(streams);
    }

    /**
     * One stream run and its derived figures. Summaries are null when the stream has no interval
     * with a value (p99: no interval with an operation).
     *
     * @param key                 which run
     * @param unit                what units count (rows, queries, operations); from the summary, or as announced live
     * @param mode                closed-loop or arrival-rate; null while running
     * @param summary             the streams.jsonl record; null while running or when the run was killed first
     * @param intervals           its intervals, in order
     * @param unitsPerSecond      per-interval units/s
     * @param operationsPerSecond per-interval operations/s
     * @param p99Micros           per-interval p99 response time
     * @param rateVsUnits         units/s against units done, cumulative rate and exit velocity (iiBench's view)
     * @param stalls              intervals below a share of the median interval's throughput, counted ({@link Stalls})
     * @param distribution        the whole stream's response-time distribution, from its histogram log
     *                            ({@link #DISTRIBUTION_PERCENTILES}); empty without a log (live, or an older bundle)
     * @param agents              per load host figures when the stream ran on agents ({@code stream.agents}); else empty
     * @param limits              each latency limit the workload sets (its {@link StreamRecord#limits()}) checked against the
     *                            kind's histogram; empty for none
     * @param breakdown           what its totals are made of: kinds, counts, errors by class and sysbench's SQL statistics
     *                            ({@link StreamBreakdown}); null while running or when it has none of these
     */
    public record Stream(StreamKey key, String unit, String mode, StreamRecord summary, List<IntervalRecord> intervals,
                         FiveNumberSummary unitsPerSecond, FiveNumberSummary operationsPerSecond, FiveNumberSummary p99Micros,
                         InsertSeries rateVsUnits, Stalls stalls, List<Percentile> distribution,
                         @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
                         List<Records.AgentRecord> agents,
                         @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
                         List<LimitCheck> limits,
                         @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                         StreamBreakdown breakdown) {

        public Stream {
            intervals = List.copyOf(intervals);
            distribution = List.copyOf(distribution);
            agents = agents == null ? List.of() : List.copyOf(agents);
            limits = limits == null ? List.of() : List.copyOf(limits);
        }

        static Stream of(StreamKey key, String unit, StreamRecord summary, List<IntervalRecord> intervals, Path bundleDir,
                         List<Records.AgentRecord> agents) {
            long[] units = new long[intervals.size()];
            long[] millis = new long[intervals.size()];
            long[] starts = new long[intervals.size()];
            for (int i = 0; i < units.length; i++) {
                units[i] = intervals.get(i).units();
                millis[i] = intervals.get(i).lengthMillis();
                starts[i] = intervals.get(i).startOffsetMillis();
            }
            List<Percentile> distribution = distribution(bundleDir, summary);
            double min = distribution.stream().filter(p -> p.percentile() == 0).mapToDouble(Percentile::micros).findFirst().orElse(Double.NaN);
            return new Stream(key, summary != null ? summary.unit() : unit, summary == null ? null : summary.mode(), summary, intervals,
                    box(intervals, IntervalRecord::unitsPerSecond), box(intervals, IntervalRecord::operationsPerSecond),
                    box(intervals, i -> i.p99Micros() == null ? Double.NaN : i.p99Micros()),
                    InsertSeries.of(units, millis, InsertSeries.DEFAULT_EXIT_FRACTION), Stalls.of(units, millis, starts), distribution, agents,
                    limits(bundleDir, summary), StreamBreakdown.of(summary, intervals, min));
        }

        /** The summary's latency limits, each against its kind's histogram over the whole run. */
        private static List<LimitCheck> limits(Path bundleDir, StreamRecord summary) {
            if (summary == null || summary.limits() == null) {
                return List.of();
            }
            List<LimitCheck> out = new ArrayList<>();
            for (LimitSpec l : summary.limits()) {
                Histogram kind = bundleDir == null || summary.histogramLog() == null ? null
                        : HistogramLog.total(bundleDir.resolve(summary.histogramLog()), l.kind());
                Double observed = kind == null || kind.getTotalCount() == 0 ? null : kind.getValueAtPercentile(l.percentile()) / 1e6;
                out.add(new LimitCheck(l.kind(), l.percentile(), l.limitMillis(), observed, observed == null ? null : observed <= l.limitMillis()));
            }
            return out;
        }

        /** The declared rates over the run with the range of their per-interval values; empty for none. */
        @JsonIgnore
        public List<RateFigure> rateFigures() {
            List<RateFigure> out = new ArrayList<>();
            if (summary == null || summary.rates() == null) {
                return out;
            }
            Map<String, double[]> series = rateSeries();
            for (RateTotal r : summary.rates()) {
                double[] v = java.util.Arrays.stream(series.getOrDefault(r.name(), new double[0])).filter(Double::isFinite).sorted().toArray();
                out.add(v.length == 0 ? new RateFigure(r, null, null, null) : new RateFigure(r, v[0], v[v.length / 2], v[v.length - 1]));
            }
            return out;
        }

        /** The declared rates' values per interval, one series per rate in the declared order (NaN where an interval has none). */
        @JsonIgnore
        public Map<String, double[]> rateSeries() {
            Map<String, double[]> out = new LinkedHashMap<>();
            if (summary == null || summary.rates() == null) {
                return out;
            }
            for (RateTotal r : summary.rates()) {
                double[] values = new double[intervals.size()];
                for (int i = 0; i < values.length; i++) {
                    Map<String, Double> at = intervals.get(i).rates();
                    Double v = at == null ? null : at.get(r.name());
                    values[i] = v == null ? Double.NaN : v;
                }
                out.put(r.name(), values);
            }
            return out;
        }

        private static List<Percentile> distribution(Path bundleDir, StreamRecord summary) {
            if (bundleDir == null || summary == null || summary.histogramLog() == null) {
                return List.of();
            }
            Histogram total = HistogramLog.total(bundleDir.resolve(summary.histogramLog()));
            if (total == null || total.getTotalCount() == 0) {
                return List.of();
            }
            List<Percentile> out = new ArrayList<>();
            for (double p : DISTRIBUTION_PERCENTILES) {
                out.add(new Percentile(p, total.getValueAtPercentile(p) / 1000.0));
            }
            return out;
        }

        /** Units are rows (an insert stream): its rate is read against rows inserted. */
        @JsonIgnore
        public boolean rows() {
            return "rows".equals(unit);
        }

        /** Units per second over the last {@value InsertSeries#DEFAULT_EXIT_FRACTION} of the units; NaN without units. */
        @JsonIgnore
        public double exitVelocity() {
            return rateVsUnits.exitVelocity();
        }

        /** "Run1/insert" with the thread count when it matters to tell streams apart. */
        @JsonIgnore
        public String label() {
            return key.label() + " · " + key.threads() + (key.threads() == 1 ? " thread" : " threads");
        }
    }

    /** Every stream of a bundle. */
    public static StreamSamples of(Bundle b) {
        return of(b.streams(), b.intervals(), Map.of(), b.dir(), b.agents());
    }

    /**
     * Groups summaries and intervals by stream.
     *
     * @param liveUnits the unit of a stream without summary yet (a run still going); may be empty
     */
    public static StreamSamples of(List<StreamRecord> summaries, List<IntervalRecord> intervals, Map<StreamKey, String> liveUnits) {
        return of(summaries, intervals, liveUnits, null, List.of());
    }

    private static StreamSamples of(List<StreamRecord> summaries, List<IntervalRecord> intervals, Map<StreamKey, String> liveUnits,
                                    Path bundleDir, List<Records.AgentRecord> agents) {
        Set<StreamKey> keys = new LinkedHashSet<>();
        Map<StreamKey, StreamRecord> byKey = new LinkedHashMap<>();
        Map<StreamKey, List<IntervalRecord>> rows = new LinkedHashMap<>();
        // intervals come before their summary in a bundle: their order is the order the streams ran
        for (IntervalRecord i : intervals) {
            keys.add(i.key());
            rows.computeIfAbsent(i.key(), k -> new ArrayList<>()).add(i);
        }
        for (StreamRecord s : summaries) {
            keys.add(s.key());
            byKey.put(s.key(), s);
        }
        List<Stream> out = new ArrayList<>();
        for (StreamKey k : keys) {
            out.add(Stream.of(k, liveUnits.getOrDefault(k, null), byKey.get(k), rows.getOrDefault(k, List.of()), bundleDir,
                    agents.stream().filter(a -> a.key().equals(k)).toList()));
        }
        return new StreamSamples(out);
    }

    @JsonIgnore
    public boolean isEmpty() {
        return streams.isEmpty();
    }

    /** Variants that ran streams, in order. */
    public List<String> variants() {
        return streams.stream().map(s -> s.key().variant()).distinct().toList();
    }

    /** The streams of one variant, in order. */
    public List<Stream> of(String variant) {
        return streams.stream().filter(s -> s.key().variant().equals(variant)).toList();
    }

    /** The stream with this key, or null. */
    public Stream get(StreamKey key) {
        return streams.stream().filter(s -> s.key().equals(key)).findFirst().orElse(null);
    }

    /**
     * Streams grouped by everything but the thread count, in order: each group with two or more
     * members is a thread sweep (throughput and p95 against threads).
     */
    public List<List<Stream>> byThreadSweep() {
        List<List<Stream>> groups = new ArrayList<>();
        for (Stream s : streams) {
            groups.stream().filter(g -> g.get(0).key().sameSweep(s.key())).findFirst()
                    .ifPresentOrElse(g -> g.add(s), () -> groups.add(new ArrayList<>(List.of(s))));
        }
        return groups;
    }

    /** Operations that ran as streams, in order (a report draws one set of charts per operation). */
    public List<String> operations() {
        return streams.stream().map(s -> s.key().operation()).distinct().toList();
    }

    /** Streams whose key matches, for a variant and an operation. */
    public List<Stream> of(String variant, String operation) {
        return streams.stream().filter(s -> s.key().variant().equals(variant) && Objects.equals(s.key().operation(), operation)).toList();
    }

    private static FiveNumberSummary box(List<IntervalRecord> intervals, ToDoubleFunction<IntervalRecord> f) {
        double[] values = intervals.stream().mapToDouble(f).filter(Double::isFinite).toArray();
        return values.length == 0 ? null : FiveNumberSummary.of(values);
    }
}

package io.benchlab.core.bundle;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.stream.ErrorClass;
import io.benchlab.core.stream.KindSample;
import io.benchlab.core.stream.KindTotal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What one stream's totals are made of, as every face shows it: each kind of its operations
 * (transaction types) with its share and response times, each named count (statements by class,
 * new orders) in total, per second and per operation, each class of error, and — for a stream
 * that counts its statements by sysbench's classes — sysbench's "SQL statistics" block. Computed
 * once here from the stream's records, so {@code show}, its JSON, the report and the GUI print the
 * same figures.
 *
 * @param kinds     per kind, in the workload's order; empty for a stream whose operations are all alike
 * @param counts    per named count, in the workload's order; empty for none
 * @param errors    per class of error that occurred, in {@link ErrorClass} order; empty without errors
 * @param sql       sysbench's figures; null unless the stream counts {@link SqlStatistics#CLASSES}
 * @param intervals per interval, the rates sysbench's {@code --report-interval} prints (and the kinds' and
 *                  counts' rates); empty when the stream has neither kinds nor counts
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record StreamBreakdown(List<KindRow> kinds, List<CountRow> counts, List<ErrorRow> errors, SqlStatistics sql,
                              List<IntervalRates> intervals) {

    public StreamBreakdown {
        kinds = List.copyOf(kinds);
        counts = List.copyOf(counts);
        errors = List.copyOf(errors);
        intervals = List.copyOf(intervals);
    }

    /**
     * One kind over the measured run.
     *
     * @param share its part of the stream's successful operations (0..1)
     */
    public record KindRow(String kind, long operations, double perSecond, double share, double p50Micros, double p95Micros,
                          double p99Micros, double maxMicros, long errors) {
    }

    /** One named count over the measured run; {@code perOperation} per successful operation. */
    public record CountRow(String name, long total, double perSecond, double perOperation) {
    }

    /**
     * One class of error over the measured run.
     *
     * @param retried whether the engine rolled such errors back and went on (those sysbench ignores)
     */
    public record ErrorRow(String errorClass, long errors, double perSecond, boolean retried) {
    }

    /**
     * sysbench's summary of an OLTP run ("SQL statistics"), for a stream whose operations are
     * transactions and whose counts are its statements by class: queries performed (read, write,
     * other, total), transactions and queries per second, ignored errors (the ones the engine
     * rolls back and retries: deadlock, lock wait timeout, 1020), reconnects, and the latency of a
     * transaction (min, avg, max, 95th percentile, sum).
     *
     * @param reconnects      always 0: benchlab does not reconnect (a lost connection ends the stream), as sysbench
     *                        does not with its default {@code --mysql-ignore-errors}
     * @param latencyMinMillis from the histogram log; null without one
     * @param latencySumSeconds the transactions' latencies added up (sysbench's "sum")
     */
    public record SqlStatistics(long reads, long writes, long other, long queries, long transactions, double seconds,
                                double transactionsPerSecond, double queriesPerSecond, long ignoredErrors,
                                double ignoredErrorsPerSecond, long reconnects, Double latencyMinMillis, double latencyAvgMillis,
                                double latencyMaxMillis, double latency95Millis, double latencySumSeconds) {
        /** The counts a stream declares to be read as sysbench's statement classes (reads, writes, other). */
        public static final List<String> CLASSES = List.of("reads", "writes", "other");
    }

    /**
     * One interval's rates (sysbench's intermediate report: tps, qps with r/w/o, p95, errors/s;
     * and each kind's operations/s and each count's rate).
     *
     * @param endSeconds seconds from the start of measurement to the interval's end
     * @param p95Millis  null when no operation finished in it
     * @param kinds      operations/s per kind, in the workload's order; empty without kinds
     * @param counts     per second per count, in the workload's order; empty without counts
     */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record IntervalRates(int index, double endSeconds, double operationsPerSecond, double unitsPerSecond, Double p95Millis,
                                double errorsPerSecond, Map<String, Double> kinds, Map<String, Double> counts) {
    }

    /**
     * The breakdown of a finished stream; null without a summary (a run still going, or killed
     * before it wrote one) or when it has neither kinds, counts nor classed errors.
     *
     * @param latencyMinMicros the smallest response time from the histogram log; NaN without one
     */
    static StreamBreakdown of(StreamRecord s, List<IntervalRecord> intervals, double latencyMinMicros) {
        if (s == null || (s.kinds() == null && s.counts() == null && s.errorClasses() == null)) {
            return null;
        }
        double seconds = s.elapsedSeconds();
        List<KindRow> kinds = new ArrayList<>();
        if (s.kinds() != null) {
            for (Map.Entry<String, KindTotal> e : s.kinds().entrySet()) {
                KindTotal k = e.getValue();
                kinds.add(new KindRow(e.getKey(), k.operations(), rate(k.operations(), seconds),
                        s.operations() > 0 ? k.operations() / (double) s.operations() : Double.NaN, k.latency().p50Micros(),
                        k.latency().p95Micros(), k.latency().p99Micros(), k.latency().maxMicros(), k.errors()));
            }
        }
        List<CountRow> counts = new ArrayList<>();
        if (s.counts() != null) {
            s.counts().forEach((name, n) -> counts.add(new CountRow(name, n, rate(n, seconds),
                    s.operations() > 0 ? n / (double) s.operations() : Double.NaN)));
        }
        List<ErrorRow> errors = new ArrayList<>();
        long ignored = 0;
        if (s.errorClasses() != null) {
            for (ErrorClass c : ErrorClass.values()) {
                long n = s.errorClasses().getOrDefault(c.wireName(), 0L);
                if (n > 0) {
                    errors.add(new ErrorRow(c.wireName(), n, rate(n, seconds), c.retryable()));
                    ignored += c.retryable() ? n : 0;
                }
            }
        }
        SqlStatistics sql = null;
        if (s.counts() != null && s.counts().keySet().containsAll(SqlStatistics.CLASSES)) {
            long reads = s.counts().get("reads");
            long writes = s.counts().get("writes");
            long other = s.counts().get("other");
            long queries = reads + writes + other;
            var lat = s.latency();
            sql = new SqlStatistics(reads, writes, other, queries, s.operations(), seconds, rate(s.operations(), seconds),
                    rate(queries, seconds), ignored, rate(ignored, seconds), 0,
                    Double.isFinite(latencyMinMicros) ? latencyMinMicros / 1000 : null, lat.meanMicros() / 1000, lat.maxMicros() / 1000,
                    lat.p95Micros() / 1000, lat.count() == 0 ? 0 : lat.meanMicros() * lat.count() / 1e6);
        }
        List<IntervalRates> rates = new ArrayList<>();
        if (s.kinds() != null || s.counts() != null) {
            for (IntervalRecord i : intervals) {
                double length = i.lengthMillis() / 1000.0;
                Map<String, Double> kindRates = new java.util.LinkedHashMap<>();
                if (i.kinds() != null) {
                    for (Map.Entry<String, KindSample> e : i.kinds().entrySet()) {
                        kindRates.put(e.getKey(), rate(e.getValue().operations(), length));
                    }
                }
                Map<String, Double> countRates = new java.util.LinkedHashMap<>();
                if (i.counts() != null) {
                    i.counts().forEach((name, n) -> countRates.put(name, rate(n, length)));
                }
                rates.add(new IntervalRates(i.index(), i.endSeconds(), i.operationsPerSecond(), i.unitsPerSecond(),
                        i.p95Micros() == null ? null : i.p95Micros() / 1000, rate(i.errors(), length), kindRates, countRates));
            }
        }
        return new StreamBreakdown(kinds, counts, errors, sql, rates);
    }

    private static double rate(long n, double seconds) {
        return seconds > 0 ? n / seconds : Double.NaN;
    }
}

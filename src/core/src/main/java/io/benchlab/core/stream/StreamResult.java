package io.benchlab.core.stream;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of one stream run. Counts and latencies cover the measured part only (warmup
 * excluded); {@code operations}, {@code units} and {@code errors} equal the sums over
 * {@code intervals}.
 *
 * @param operation   the stream operation's name
 * @param unit        what units count (rows, queries)
 * @param reason      why the run stopped
 * @param message     a human-readable explanation for QUEUE_FULL, ERROR and CANCELLED; empty otherwise
 * @param operations  successful operations
 * @param units       units those operations reported
 * @param errors      failed operations
 * @param elapsed     measured time, from the end of warmup to the stop of the last worker
 * @param latency     response time over the whole run (arrival mode: from the intended arrival)
 * @param serviceTime time spent in {@code execute} only; equals {@code latency} in closed loop
 * @param arrivals    scheduler statistics in arrival-rate mode; {@code null} in closed loop
 * @param intervals   every interval, in order (one small record per interval, never per operation)
 * @param driverCpuMicrosPerOperation CPU time the worker threads used per operation they ran (warmup
 *                    included; JDBC driver and plugin code, not JIT or GC threads): what the client
 *                    costs, to tell whether the driver could be the bottleneck; NaN if unknown
 * @param kinds       per kind of the operation, in its order; null when it declares none
 * @param counts      the workers' named counts over the measured run; null when it declares none
 * @param errorClasses errors by {@link ErrorClass#wireName()}, summing to {@code errors}; null when there were none
 * @param processCpuMicrosPerOperation CPU time of this whole process (user + system, every thread: JIT, GC, sampler,
 *                    listener included) during the measured time, per operation; beside the worker threads' own
 *                    figure it says what the client really costs; NaN when unknown (a stream run on load hosts)
 */
public record StreamResult(String operation, String unit, StopReason reason, String message,
                           long operations, long units, long errors, Duration elapsed,
                           LatencySummary latency, LatencySummary serviceTime, ArrivalStats arrivals,
                           List<IntervalSample> intervals, double driverCpuMicrosPerOperation,
                           Map<String, KindTotal> kinds, Map<String, Long> counts, Map<String, Long> errorClasses,
                           double processCpuMicrosPerOperation) {

    public StreamResult {
        message = message == null ? "" : message;
        intervals = List.copyOf(intervals);
        kinds = kinds == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(kinds));
        counts = counts == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(counts));
        errorClasses = errorClasses == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(errorClasses));
    }

    /** A result of a stream whose operations are all alike, without counts or classified errors. */
    public StreamResult(String operation, String unit, StopReason reason, String message,
                        long operations, long units, long errors, Duration elapsed,
                        LatencySummary latency, LatencySummary serviceTime, ArrivalStats arrivals,
                        List<IntervalSample> intervals, double driverCpuMicrosPerOperation) {
        this(operation, unit, reason, message, operations, units, errors, elapsed, latency, serviceTime, arrivals, intervals,
                driverCpuMicrosPerOperation, null, null, null);
    }

    /** A result without the whole process's CPU (measured elsewhere, e.g. merged from load hosts). */
    public StreamResult(String operation, String unit, StopReason reason, String message,
                        long operations, long units, long errors, Duration elapsed,
                        LatencySummary latency, LatencySummary serviceTime, ArrivalStats arrivals,
                        List<IntervalSample> intervals, double driverCpuMicrosPerOperation,
                        Map<String, KindTotal> kinds, Map<String, Long> counts, Map<String, Long> errorClasses) {
        this(operation, unit, reason, message, operations, units, errors, elapsed, latency, serviceTime, arrivals, intervals,
                driverCpuMicrosPerOperation, kinds, counts, errorClasses, Double.NaN);
    }

    /** Operations per second over the measured time. */
    public double operationsPerSecond() {
        double s = elapsed.toNanos() / 1e9;
        return s > 0 ? operations / s : Double.NaN;
    }

    /** Units per second over the measured time. */
    public double unitsPerSecond() {
        double s = elapsed.toNanos() / 1e9;
        return s > 0 ? units / s : Double.NaN;
    }
}

package io.benchlab.core.stream;

/**
 * One kind's part of a whole stream run: successful and failed operations and the response times
 * of the successful ones (in arrival mode from the intended arrival, queue wait included).
 */
public record KindTotal(long operations, long errors, LatencySummary latency) {
}

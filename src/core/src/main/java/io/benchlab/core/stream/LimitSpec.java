package io.benchlab.core.stream;

/**
 * A response time a kind of a stream's operations must meet at a percentile ({@code StreamOperation.limits}),
 * as bundles keep it: the faces check it against the kind's histogram in the stream's log.
 *
 * @param kind        the kind
 * @param percentile  e.g. 90
 * @param limitMillis the limit in milliseconds
 */
public record LimitSpec(String kind, double percentile, double limitMillis) {
}

package io.benchlab.core.compare;

import io.benchlab.core.stats.Direction;

/**
 * One figure a comparison decides on: a query's seconds, a stream's throughput or p99 over its
 * intervals, a node's lag.
 *
 * @param kind      where the samples come from
 * @param subject   what is measured: an operation ({@code Q1.1}), a stream ({@code insert · 4 threads}), a node's
 *                  view of a stream ({@code replica1 · insert · 2 threads})
 * @param measure   which figure of it: {@code seconds}, {@code rows/s}, {@code p99 ms}, {@code transactions behind}
 * @param direction whether lower or higher is better
 */
public record Figure(Kind kind, String subject, String measure, Direction direction) {

    /** Where a figure's samples come from (the test suites of a JUnit rendering, say). */
    public enum Kind {
        /** A timed query's seconds, one sample per warm phase (and the phase total). */
        QUERY,
        /** A stream's figure, one sample per interval. */
        STREAM,
        /** A stream's whole-run figure, one sample per run of it (phase, round). */
        STREAM_RUN,
        /** A cluster node's figure during a stream, one sample per interval. */
        NODE,
        /** A fault as a stream lived it (recovery, operations lost, the dip), one sample per run of the stream (phase, round). */
        FAULT,
        /** A durability audit of a stream's acknowledged writes on one node, one sample per run of the stream. */
        AUDIT
    }

    /** "insert · 4 threads · rows/s", as the CLI names a figure. */
    public String name() {
        return subject + " · " + measure;
    }
}

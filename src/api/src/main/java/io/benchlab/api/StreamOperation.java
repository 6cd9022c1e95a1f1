package io.benchlab.api;

import java.util.List;
import java.util.Objects;

/**
 * A stream of operations run by N workers for a duration, an operation count, or at an arrival
 * rate; the engine records per-interval throughput and latency percentiles. How long and how many
 * workers is the experiment's choice ({@code stream:} block), not the plugin's.
 *
 * <p>An operation may be of several <em>kinds</em> (the transaction types of an order-entry mix,
 * the statements of a weighted SQL mix): the engine then keeps each kind's operations, errors and
 * latency percentiles per interval beside the stream's own, and the worker says which kind each
 * operation was ({@link StreamWorker.Tally#kind}). It may also declare named <em>counts</em> that
 * its workers add to per operation (statements by class, new orders committed): the engine sums
 * them per interval and over the run ({@link StreamWorker.Tally#add}).
 *
 * @param name    unique operation name, e.g. {@code insert}
 * @param group   report grouping; may be empty
 * @param workers creates one worker per thread
 * @param unit    what {@link StreamWorker#execute} counts, e.g. {@code rows} or {@code queries}
 * @param readOnly whether the workers only read (no INSERT, UPDATE, DELETE, DDL, no locking reads).
 *                On a replication cluster such a stream may run on the replicas
 *                ({@code stream.readFrom}); a stream that writes always runs where the experiment
 *                writes ({@code stream.writeTo}), since a write to a replica would make it differ
 *                from its primary.
 * @param kinds   the kinds an operation may be, in the order {@link StreamWorker.Tally#kind} numbers
 *                them; empty when every operation is alike (the default). Names without commas or
 *                spaces (they tag the stream's histogram log); {@code benchlab.} starts none of them
 * @param counts  the names of the counts workers add to, in the order {@link StreamWorker.Tally#add}
 *                numbers them; empty for none (the default)
 * @since API 1 ({@code kinds} and {@code counts} added in benchlab 0.2: the engine of 0.1 ignores them)
 */
public record StreamOperation(String name, String group, StreamWorker.Factory workers, String unit, boolean readOnly,
                              List<String> kinds, List<String> counts) implements Operation {

    /** Checks the name and factory; a blank unit becomes {@code operations}; kinds and counts are unique, non-blank names. */
    public StreamOperation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(workers, "workers");
        group = group == null ? "" : group;
        unit = unit == null || unit.isBlank() ? "operations" : unit;
        kinds = names("kind", kinds);
        counts = names("count", counts);
    }

    /** A stream whose operations are all alike and count nothing beyond their units. */
    public StreamOperation(String name, String group, StreamWorker.Factory workers, String unit, boolean readOnly) {
        this(name, group, workers, unit, readOnly, List.of(), List.of());
    }

    /** A stream that may write: it runs where the experiment writes. */
    public StreamOperation(String name, String group, StreamWorker.Factory workers, String unit) {
        this(name, group, workers, unit, false);
    }

    /** A stream whose workers only read: on a cluster it runs where the experiment reads ({@code stream.readFrom}). */
    public static StreamOperation reads(String name, String group, StreamWorker.Factory workers, String unit) {
        return new StreamOperation(name, group, workers, unit, true);
    }

    /** This stream with its operations of these kinds (see {@link StreamWorker.Tally#kind}). */
    public StreamOperation withKinds(List<String> kinds) {
        return new StreamOperation(name, group, workers, unit, readOnly, kinds, counts);
    }

    /** This stream with these named counts (see {@link StreamWorker.Tally#add}). */
    public StreamOperation withCounts(List<String> counts) {
        return new StreamOperation(name, group, workers, unit, readOnly, kinds, counts);
    }

    /** This stream with another worker factory (e.g. wrapping each worker), everything else kept. */
    public StreamOperation withWorkers(StreamWorker.Factory workers) {
        return new StreamOperation(name, group, workers, unit, readOnly, kinds, counts);
    }

    private static List<String> names(String what, List<String> names) {
        if (names == null) {
            return List.of();
        }
        List<String> copy = List.copyOf(names);
        for (int i = 0; i < copy.size(); i++) {
            String n = copy.get(i);
            if (n.isBlank() || n.chars().anyMatch(ch -> ch == ',' || Character.isWhitespace(ch)) || n.startsWith("benchlab.")) {
                // a kind's name tags its lines in the stream's HdrHistogram log, where "benchlab." marks the engine's own
                throw new IllegalArgumentException("a stream operation's " + what + " needs a name without commas or spaces, "
                        + "not starting with 'benchlab.': '" + n + "'");
            }
            if (copy.subList(0, i).contains(n)) {
                throw new IllegalArgumentException("a stream operation names the " + what + " '" + n + "' twice");
            }
        }
        return copy;
    }
}

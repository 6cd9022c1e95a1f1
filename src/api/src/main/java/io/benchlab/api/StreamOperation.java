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
 * <p>What a workload's own rules make of its figures is declared here too, so that every face shows
 * them alike: {@linkplain #rates() rates} computed from its counts or from server counters (TPC-C's
 * NOPM and TPM, with the efficiency against a ceiling), {@linkplain #limits() limits} a kind's response
 * time must meet at a percentile, {@linkplain #notes() notes} a reader must see beside the figures (what
 * the workload is and is not, which mix ran), and the {@linkplain #minimumWorkers() fewest workers} it
 * can run with, checked before anything starts.
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
 * @param rates   rates the engine computes from the counts or from server status counters; empty for none
 * @param limits  response times kinds must meet at a percentile; empty for none
 * @param notes   lines shown with the stream's figures wherever they are shown; empty for none
 * @param minimumWorkers the fewest workers the stream runs with and why; null for no minimum
 * @since API 1 ({@code kinds} and {@code counts}, then {@code rates}, {@code limits}, {@code notes} and
 *        {@code minimumWorkers}, added in benchlab 0.2: the engine of 0.1 ignores them)
 */
public record StreamOperation(String name, String group, StreamWorker.Factory workers, String unit, boolean readOnly,
                              List<String> kinds, List<String> counts, List<StreamRate> rates, List<LatencyLimit> limits,
                              List<String> notes, MinimumWorkers minimumWorkers) implements Operation {

    /**
     * Checks the name and factory; a blank unit becomes {@code operations}; kinds and counts are unique,
     * non-blank names; rates are uniquely named and add declared counts; limits name declared kinds.
     */
    public StreamOperation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(workers, "workers");
        group = group == null ? "" : group;
        unit = unit == null || unit.isBlank() ? "operations" : unit;
        kinds = names("kind", kinds);
        counts = names("count", counts);
        rates = rates == null ? List.of() : List.copyOf(rates);
        limits = limits == null ? List.of() : List.copyOf(limits);
        notes = notes == null ? List.of() : List.copyOf(notes);
        names("rate", rates.stream().map(StreamRate::name).toList());
        for (StreamRate r : rates) {
            for (String c : r.counts()) {
                if (!counts.contains(c)) {
                    throw new IllegalArgumentException("stream rate " + r.name() + " adds the count '" + c + "', which the stream does not declare");
                }
            }
        }
        for (LatencyLimit l : limits) {
            if (!kinds.contains(l.kind())) {
                throw new IllegalArgumentException("a latency limit names the kind '" + l.kind() + "', which the stream does not declare");
            }
        }
    }

    /** A stream with kinds and counts, without rates, limits, notes or a minimum of workers. */
    public StreamOperation(String name, String group, StreamWorker.Factory workers, String unit, boolean readOnly,
                           List<String> kinds, List<String> counts) {
        this(name, group, workers, unit, readOnly, kinds, counts, List.of(), List.of(), List.of(), null);
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
        return new StreamOperation(name, group, workers, unit, readOnly, kinds, counts, rates, limits, notes, minimumWorkers);
    }

    /** This stream with these named counts (see {@link StreamWorker.Tally#add}). */
    public StreamOperation withCounts(List<String> counts) {
        return new StreamOperation(name, group, workers, unit, readOnly, kinds, counts, rates, limits, notes, minimumWorkers);
    }

    /** This stream with another worker factory (e.g. wrapping each worker), everything else kept. */
    public StreamOperation withWorkers(StreamWorker.Factory workers) {
        return new StreamOperation(name, group, workers, unit, readOnly, kinds, counts, rates, limits, notes, minimumWorkers);
    }

    /** This stream with these rates (declare the counts they add first, with {@link #withCounts}). */
    public StreamOperation withRates(List<StreamRate> rates) {
        return new StreamOperation(name, group, workers, unit, readOnly, kinds, counts, rates, limits, notes, minimumWorkers);
    }

    /** This stream with these latency limits (declare the kinds they name first, with {@link #withKinds}). */
    public StreamOperation withLimits(List<LatencyLimit> limits) {
        return new StreamOperation(name, group, workers, unit, readOnly, kinds, counts, rates, limits, notes, minimumWorkers);
    }

    /** This stream with these notes, shown with its figures (e.g. "TPC-C-derived, not an audited TPC-C result"). */
    public StreamOperation withNotes(List<String> notes) {
        return new StreamOperation(name, group, workers, unit, readOnly, kinds, counts, rates, limits, notes, minimumWorkers);
    }

    /**
     * This stream refusing to run with fewer than {@code workers} workers: the engine checks every thread
     * count the experiment asks for before anything starts and refuses a smaller one in one line that
     * says {@code reason} (e.g. "spec mode runs 10 terminals per warehouse").
     */
    public StreamOperation withMinimumWorkers(int workers, String reason) {
        return new StreamOperation(name, group, this.workers, unit, readOnly, kinds, counts, rates, limits, notes,
                new MinimumWorkers(workers, reason));
    }

    /**
     * The fewest workers a stream runs with, and why (shown to the user when an experiment asks for fewer).
     *
     * @param workers at least 1
     * @param reason  one line, e.g. "spec mode runs 10 terminals per warehouse"
     */
    public record MinimumWorkers(int workers, String reason) {
        /** Checks the count and the reason. */
        public MinimumWorkers {
            if (workers < 1) {
                throw new IllegalArgumentException("a minimum of workers must be at least 1, not " + workers);
            }
            Objects.requireNonNull(reason, "reason");
        }
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

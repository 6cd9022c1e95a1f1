package io.benchlab.core.stream;

import java.time.Duration;

/**
 * How a stream runs: how many worker threads, when it stops (whichever limit comes first), the
 * sampling interval, closed loop or arrival rate, an optional warmup whose operations are excluded
 * from every result, and what a worker error does.
 *
 * @param workers       worker threads, each with its own connection (≥ 1)
 * @param duration      measured time after warmup; {@code null} for no time limit
 * @param maxOperations measured operations; 0 for no limit
 * @param maxUnits      measured units (rows, queries); 0 for no limit
 * @param interval      sampling period; {@code null} means 1 s
 * @param mode          {@link ClosedLoop}, {@link ArrivalRate} or {@link Rounds}; {@code null} means closed loop
 * @param warmup        time run before measuring, excluded from results; {@code null} means none
 * @param errorPolicy   what a failing operation does; {@code null} means stop on the first error
 * @param iterations    measured operations of each worker (mysqlslap's iterations per client), closed loop
 *                      only: a worker that did its share stops, and the stream completes when the last one
 *                      did; 0 for no limit
 * @param reconnect     how a worker whose server went away gets back to it; {@code null}: it does not (the stream stops)
 */
public record StreamPlan(int workers, Duration duration, long maxOperations, long maxUnits, Duration interval,
                         Mode mode, Duration warmup, ErrorPolicy errorPolicy, long iterations, Reconnect reconnect) {

    /** Default sampling period. */
    public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(1);

    public StreamPlan {
        if (workers < 1) {
            throw new IllegalArgumentException("workers must be at least 1, not " + workers);
        }
        if (duration != null && (duration.isNegative() || duration.isZero())) {
            throw new IllegalArgumentException("duration must be positive, not " + duration);
        }
        if (maxOperations < 0 || maxUnits < 0 || iterations < 0) {
            throw new IllegalArgumentException("maxOperations, maxUnits and iterations must not be negative");
        }
        if (duration == null && maxOperations == 0 && maxUnits == 0 && iterations == 0 && !(mode instanceof Rounds)) {
            throw new IllegalArgumentException("a stream needs a duration, a maximum of operations or of units, iterations per worker or rounds");
        }
        interval = interval == null ? DEFAULT_INTERVAL : interval;
        if (interval.toMillis() < 1) {
            throw new IllegalArgumentException("interval must be at least 1 ms, not " + interval);
        }
        mode = mode == null ? new ClosedLoop() : mode;
        warmup = warmup == null ? Duration.ZERO : warmup;
        if (warmup.isNegative()) {
            throw new IllegalArgumentException("warmup must not be negative");
        }
        errorPolicy = errorPolicy == null ? ErrorPolicy.STOP_ON_FIRST_ERROR : errorPolicy;
        if (iterations > 0 && mode instanceof ArrivalRate) {
            throw new IllegalArgumentException("iterations per worker apply to a closed loop; arrivals are shared by the workers");
        }
        if (mode instanceof Rounds && (iterations > 0 || maxOperations > 0 || maxUnits > 0 || !warmup.isZero() || reconnect != null)) {
            throw new IllegalArgumentException("rounds end a stream by themselves: no iterations, operation or unit limits, warmup or reconnection");
        }
    }

    /** A plan whose workers do not reconnect. */
    public StreamPlan(int workers, Duration duration, long maxOperations, long maxUnits, Duration interval, Mode mode, Duration warmup,
                      ErrorPolicy errorPolicy, long iterations) {
        this(workers, duration, maxOperations, maxUnits, interval, mode, warmup, errorPolicy, iterations, null);
    }

    /** A plan without iterations per worker whose workers do not reconnect. */
    public StreamPlan(int workers, Duration duration, long maxOperations, long maxUnits, Duration interval, Mode mode, Duration warmup,
                      ErrorPolicy errorPolicy) {
        this(workers, duration, maxOperations, maxUnits, interval, mode, warmup, errorPolicy, 0, null);
    }

    /** A closed-loop plan that runs {@code workers} threads for {@code duration}. */
    public static StreamPlan closedLoop(int workers, Duration duration) {
        return new StreamPlan(workers, duration, 0, 0, null, null, null, null);
    }

    /** An arrival-rate plan at {@code perSecond} arrivals per second for {@code duration}. */
    public static StreamPlan arrivalRate(int workers, Duration duration, double perSecond, long seed, int queueCapacity) {
        return new StreamPlan(workers, duration, 0, 0, null, new ArrivalRate(perSecond, seed, queueCapacity), null, null);
    }

    public StreamPlan withDuration(Duration d) {
        return new StreamPlan(workers, d, maxOperations, maxUnits, interval, mode, warmup, errorPolicy, iterations, reconnect);
    }

    public StreamPlan withMaxOperations(long n) {
        return new StreamPlan(workers, duration, n, maxUnits, interval, mode, warmup, errorPolicy, iterations, reconnect);
    }

    public StreamPlan withMaxUnits(long n) {
        return new StreamPlan(workers, duration, maxOperations, n, interval, mode, warmup, errorPolicy, iterations, reconnect);
    }

    public StreamPlan withInterval(Duration d) {
        return new StreamPlan(workers, duration, maxOperations, maxUnits, d, mode, warmup, errorPolicy, iterations, reconnect);
    }

    public StreamPlan withMode(Mode m) {
        return new StreamPlan(workers, duration, maxOperations, maxUnits, interval, m, warmup, errorPolicy, iterations, reconnect);
    }

    public StreamPlan withWarmup(Duration d) {
        return new StreamPlan(workers, duration, maxOperations, maxUnits, interval, mode, d, errorPolicy, iterations, reconnect);
    }

    public StreamPlan withErrorPolicy(ErrorPolicy p) {
        return new StreamPlan(workers, duration, maxOperations, maxUnits, interval, mode, warmup, p, iterations, reconnect);
    }

    /** Each worker stops after {@code n} measured operations (0: no such limit). */
    public StreamPlan withIterations(long n) {
        return new StreamPlan(workers, duration, maxOperations, maxUnits, interval, mode, warmup, errorPolicy, n, reconnect);
    }

    public StreamPlan withReconnect(Reconnect r) {
        return new StreamPlan(workers, duration, maxOperations, maxUnits, interval, mode, warmup, errorPolicy, iterations, r);
    }

    /**
     * How a worker gets back to its server after a fault (a killed, stopped or restarting server, a
     * node leaving its cluster): it waits {@code first}, then twice as long after each failed attempt
     * up to {@code most}, opens a new connection from the same source, opens its
     * {@link io.benchlab.api.StreamWorker} again on it and goes on. The stream's clock keeps running,
     * so the time without work is in its intervals.
     *
     * @param first the first wait (&gt; 0)
     * @param most  the longest wait (&ge; first)
     */
    public record Reconnect(Duration first, Duration most) {
        /**
         * 50 ms doubling to 250 ms: a refused connection costs the server nothing, and a worker finds
         * a restarted server within a quarter of a second, so a fault's recovery time is the
         * server's, not benchlab's waiting.
         */
        public static final Reconnect DEFAULT = new Reconnect(Duration.ofMillis(50), Duration.ofMillis(250));

        public Reconnect {
            if (first == null || most == null || first.isNegative() || first.isZero() || most.compareTo(first) < 0) {
                throw new IllegalArgumentException("reconnect waits must be positive, the longest at least the first: " + first + ", " + most);
            }
        }

        /** The wait after {@code wait}: twice as long, at most {@link #most}. */
        long nextNanos(long waitNanos) {
            return Math.min(Math.max(first.toNanos(), waitNanos * 2), most.toNanos());
        }
    }

    /** Closed loop, arrival rate or rounds. */
    public sealed interface Mode permits ClosedLoop, ArrivalRate, Rounds {
        /** The mode in the bundle's words ({@code mode} of streams.jsonl). */
        default String wireName() {
            return switch (this) {
                case ClosedLoop c -> "closed-loop";
                case ArrivalRate a -> "arrival-rate";
                case Rounds r -> "rounds";
            };
        }
    }

    /**
     * mysqlslap's rounds ({@code --iterations}): {@code count} times, every worker opens a new
     * session, all of them start together once every one is connected (a barrier), each runs
     * {@code sessionQueries} operations and disconnects; the next round begins when the last one
     * has. Each round is one interval of the stream, so its counts, percentiles, counters and thread
     * states are that round's; its connect and query times are a {@link RoundSample}.
     *
     * @param count          rounds (&ge; 1)
     * @param sessionQueries operations each session runs per round (&ge; 1; mysqlslap's
     *                       {@code --number-of-queries} divided by {@code --concurrency})
     */
    public record Rounds(int count, long sessionQueries) implements Mode {
        public Rounds {
            if (count < 1 || sessionQueries < 1) {
                throw new IllegalArgumentException("rounds and queries per session must be at least 1, not " + count + " and " + sessionQueries);
            }
        }
    }

    /** Each worker starts its next operation as soon as the previous one finished. */
    public record ClosedLoop() implements Mode {
    }

    /**
     * Open loop: one scheduler thread generates a Poisson arrival process (exponential
     * inter-arrival times with mean 1/λ from a seeded generator) into a bounded queue; workers take
     * arrivals from it. Response time is measured from the intended arrival time, so queue wait is
     * included (no coordinated omission). A full queue when an arrival is due stops the run with
     * {@link StopReason#QUEUE_FULL}.
     *
     * @param perSecond     λ, arrivals per second (&gt; 0)
     * @param seed          seed of the inter-arrival generator; the same seed gives the same schedule
     * @param queueCapacity how many arrivals may wait (≥ 1)
     */
    public record ArrivalRate(double perSecond, long seed, int queueCapacity) implements Mode {
        public ArrivalRate {
            if (!(perSecond > 0) || Double.isInfinite(perSecond)) {
                throw new IllegalArgumentException("arrival rate must be a positive number, not " + perSecond);
            }
            if (queueCapacity < 1) {
                throw new IllegalArgumentException("queue capacity must be at least 1, not " + queueCapacity);
            }
        }
    }

    /** What a failing operation (an exception from {@code StreamWorker.execute}) does. */
    public enum ErrorPolicy {
        /** The first error stops the run with {@link StopReason#ERROR}. */
        STOP_ON_FIRST_ERROR,
        /**
         * Errors are counted and the worker goes on while its connection is still valid
         * ({@code Connection.isValid}); a dead connection stops the run with {@link StopReason#ERROR}.
         */
        CONTINUE_WHILE_CONNECTED
    }
}

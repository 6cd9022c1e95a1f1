package io.benchlab.core.plan;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The experiment's {@code stream:} block, resolved: an experiment without one gets these with every
 * default, so the engine never asks whether the block was there.
 *
 * @param points        the sweep's points in run order (one point without {@code threadSweep}), each with every stream
 *                      operation's threads
 * @param maxWorkers    the most stream workers connected at once over the sweep (the operations' threads added when they
 *                      run together, the largest when one after another)
 * @param duration      how long each stream measures; null: until {@code operations}, {@code iterations} or the rounds end
 * @param operations    operations to stop after; 0: no such limit
 * @param iterations    each worker's operations to stop after; 0: no such limit
 * @param interval      the sampling interval
 * @param warmup        run before measuring
 * @param rate          an open system's arrival rate; null: closed loop
 * @param queueCapacity the arrival queue's bound (also handed to load hosts without a rate)
 * @param counters      the status counters sampled per interval
 * @param together      the workload's streams run at the same time
 * @param onLoadHosts   the streams run on load hosts ({@code stream.agents})
 * @param reconnect     whether workers reconnect after a lost connection
 * @param audit         what is audited after each stream
 * @param rounds        mysqlslap's rounds of new sessions; null: one session per worker for the whole stream
 */
public record StreamSettings(List<ThreadPoint> points, int maxWorkers, Duration duration, long operations, long iterations,
                             Duration interval, Duration warmup, ArrivalRate rate, int queueCapacity, List<String> counters,
                             boolean together, boolean onLoadHosts, Reconnect reconnect, Audit audit, Rounds rounds) {

    public StreamSettings {
        points = List.copyOf(points);
        counters = List.copyOf(counters);
    }

    /**
     * One point of the thread sweep.
     *
     * @param threads      the point's count ({@code threadSweep}'s value, or {@code threads})
     * @param perOperation each stream operation's threads at this point ({@code operationThreads} where it names one)
     */
    public record ThreadPoint(int threads, Map<String, Integer> perOperation) {
        public ThreadPoint {
            perOperation = Map.copyOf(perOperation);
        }

        /** The threads of {@code operation} at this point. */
        public int of(String operation) {
            Integer own = perOperation.get(operation);
            if (own == null) {
                throw new IllegalArgumentException("stream operation '" + operation + "' was not planned");
            }
            return own;
        }
    }

    /** Poisson arrivals at {@code perSecond}, queued up to {@code queueCapacity}, from {@code seed}. */
    public record ArrivalRate(double perSecond, long seed, int queueCapacity) {
    }

    /** {@code count} rounds of new sessions, each running {@code sessionQueries} operations. */
    public record Rounds(int count, long sessionQueries) {
    }

    /** Whether acknowledged writes are audited after each stream. */
    public boolean auditsAcknowledged() {
        return audit == Audit.ACKNOWLEDGED;
    }
}

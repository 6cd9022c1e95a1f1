package io.benchlab.core.plan;

import java.time.Duration;

/**
 * The experiment's {@code options:}, resolved.
 *
 * @param dropCaches          also drop the whole OS page cache for cold phases
 * @param explain             capture EXPLAIN plans
 * @param analyze             also run ANALYZE FORMAT=JSON / EXPLAIN ANALYZE once per query
 * @param keepServer          leave a managed server running after the run
 * @param queryTimeoutSeconds cancel a query after this long (0 = never)
 * @param parallelServers     managed servers of different variants may run at the same time
 * @param check               whether answers are checked
 * @param tolerance           how far apart numbers that are not whole may be
 * @param stateInterval       how often the run's sessions' thread states are sampled; null: never
 * @param openTables          also count SHOW OPEN TABLES at every thread-state sample
 */
public record RunSettings(boolean dropCaches, boolean explain, boolean analyze, boolean keepServer, int queryTimeoutSeconds,
                          boolean parallelServers, Check check, Tolerance tolerance, Duration stateInterval, boolean openTables) {
}

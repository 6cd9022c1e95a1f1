package io.benchlab.core.stream;

/**
 * One round of a stream in {@link StreamPlan.Rounds} mode, as mysqlslap times one of its
 * iterations, with the connecting told apart: the interval of the same index holds the round's
 * operations, percentiles and counters.
 *
 * @param index             the round, from 0 (the interval of the same index)
 * @param sessions          sessions that took part (mysqlslap's clients)
 * @param sessionQueries    operations each session was to run (mysqlslap's queries per client)
 * @param connectAvgSeconds the sessions' mean time from the round's start to connected (the worker opened on it)
 * @param connectSeconds    from the round's start until the last session was connected: when they all started
 * @param querySeconds      from that start until the last session ran its last operation: mysqlslap's
 *                          "seconds to run all queries", without the connecting
 * @param totalSeconds      from the round's start until the last session disconnected (what mysqlslap's own
 *                          figure spans: its clients connect after its clock starts)
 */
public record RoundSample(int index, int sessions, long sessionQueries, double connectAvgSeconds, double connectSeconds,
                          double querySeconds, double totalSeconds) {
}

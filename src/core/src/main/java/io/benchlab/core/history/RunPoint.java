package io.benchlab.core.history;

import java.time.Instant;

/**
 * One run's value of a series: the median of the figure's samples in that run, with a
 * distribution-free 95% interval of that median ({@link MedianInterval}).
 *
 * @param run       the run's id (its bundle folder's name)
 * @param startedAt when the run started: the series' order
 * @param value     the median of the run's samples
 * @param low       lower end of the interval
 * @param high      upper end of the interval
 * @param samples   how many samples the run had (warm repeats of a query, intervals of a stream)
 */
public record RunPoint(String run, Instant startedAt, double value, double low, double high, int samples) {
}

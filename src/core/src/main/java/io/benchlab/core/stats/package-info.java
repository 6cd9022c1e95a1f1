/**
 * Statistics for comparisons, reports and stability views, on Apache Commons Math 3.
 *
 * <ul>
 * <li>{@link io.benchlab.core.stats.Summary}: mean, median, sd, CV and Student-t interval of one series.
 * <li>{@link io.benchlab.core.stats.FiveNumberSummary}: boxplot numbers (R-7 quartiles, Tukey whiskers);
 *     the only source of boxes for both the GUI and the HTML report.
 * <li>{@link io.benchlab.core.stats.Comparison}: baseline vs candidate, with speedup, bootstrap interval,
 *     Mann-Whitney p-value and a {@link io.benchlab.core.stats.Verdict}; the rules are documented there.
 * <li>{@link io.benchlab.core.stats.RegressionGate}: the {@code --fail-on-regression} CI gate.
 * <li>{@link io.benchlab.core.stats.Normalized}: counters per operation / per 1000 transactions.
 * </ul>
 *
 * <p>Everything here is deterministic: the same inputs give the same numbers and sentences.
 */
package io.benchlab.core.stats;

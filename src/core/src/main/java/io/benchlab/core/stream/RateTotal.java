package io.benchlab.core.stream;

/**
 * One of a stream's declared rates ({@code StreamOperation.rates}) over a whole run: what it is, what it
 * adds, and its value per its period over the measured time (TPC-C's NOPM, TPM), with the share of its
 * ceiling when it has one (TPC-C's efficiency). Bundles keep it as it is.
 *
 * @param name         e.g. {@code NOPM}
 * @param description  what it counts, in one line
 * @param source       what is added: {@code count new_orders} or {@code server Com_commit + Com_rollback}
 * @param perSeconds   the period the rate is per, in seconds (60 for per minute)
 * @param value        the rate over the run; null when what it adds was not measured (no server counters)
 * @param ceiling      the most it can be by the workload's rules; null without one
 * @param ceilingShare what {@code share} is called (e.g. efficiency); null without a ceiling
 * @param share        value / ceiling; null without a ceiling or a value
 */
public record RateTotal(String name, String description, String source, double perSeconds, Double value, Double ceiling,
                        String ceilingShare, Double share) {
}

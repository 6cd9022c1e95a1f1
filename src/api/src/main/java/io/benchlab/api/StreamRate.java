package io.benchlab.api;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * A rate a stream reports beside its operations per second, per interval and over each run: the sum
 * of some of the stream's own {@linkplain StreamOperation#counts() counts}, or of server status
 * counters, per {@code per}. TPC-C's NOPM is the count of New-Orders committed per minute; its TPM the
 * server's {@code Com_commit} and {@code Com_rollback} per minute. The engine samples the status
 * counters a stream's rates name every interval, whatever else the experiment samples.
 *
 * @param name           what it is called in tables and charts, e.g. {@code NOPM}
 * @param description    one line saying what it counts, for the reader of a report
 * @param counts         names among the stream's counts to add; empty when the rate is of status counters
 * @param serverCounters global status counters to add (their change over the interval); empty when the rate is of counts
 * @param per            the time the rate is per, e.g. one minute
 * @param ceiling        the most the rate can be by the workload's own rules (TPC-C with keying and think
 *                       times: 12.86 New-Orders per minute per warehouse), or 0 for none; with one the
 *                       engine also reports the rate as a share of it
 * @param ceilingShare   what that share is called, e.g. {@code efficiency}; empty without a ceiling
 * @since API 1 (added in benchlab 0.2: the engine of 0.1 ignores a stream's rates)
 */
public record StreamRate(String name, String description, List<String> counts, List<String> serverCounters, Duration per,
                         double ceiling, String ceilingShare) {

    /** Checks that exactly one of counts and server counters is given, the period is positive and a ceiling is named. */
    public StreamRate {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a stream rate needs a name");
        }
        description = description == null ? "" : description;
        counts = counts == null ? List.of() : List.copyOf(counts);
        serverCounters = serverCounters == null ? List.of() : List.copyOf(serverCounters);
        if (counts.isEmpty() == serverCounters.isEmpty()) {
            throw new IllegalArgumentException("stream rate " + name + " adds either the stream's counts or server counters, not both or neither");
        }
        Objects.requireNonNull(per, "per");
        if (per.isNegative() || per.isZero()) {
            throw new IllegalArgumentException("stream rate " + name + ": per must be positive");
        }
        if (!(ceiling >= 0) || Double.isInfinite(ceiling)) {
            throw new IllegalArgumentException("stream rate " + name + ": the ceiling must be 0 (none) or positive");
        }
        ceilingShare = ceilingShare == null ? "" : ceilingShare;
        if (ceiling > 0 && ceilingShare.isBlank()) {
            throw new IllegalArgumentException("stream rate " + name + ": name the share of its ceiling (e.g. efficiency)");
        }
    }

    /** The sum of these counts of the stream per {@code per}. */
    public static StreamRate ofCounts(String name, String description, Duration per, String... counts) {
        return new StreamRate(name, description, List.of(counts), List.of(), per, 0, "");
    }

    /** The sum of these global status counters' change per {@code per}. */
    public static StreamRate ofServerCounters(String name, String description, Duration per, String... counters) {
        return new StreamRate(name, description, List.of(), List.of(counters), per, 0, "");
    }

    /** This rate with a ceiling, reported as a share called {@code share} (e.g. efficiency = NOPM / ceiling). */
    public StreamRate withCeiling(double ceiling, String share) {
        return new StreamRate(name, description, counts, serverCounters, per, ceiling, share);
    }
}

package io.benchlab.core.experiment;

import static io.benchlab.core.experiment.ExperimentLimits.MAX_AGENTS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_COUNTERS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_QUEUE_CAPACITY;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_RATE;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STREAM_DURATION;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_THREADS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_THREAD_SWEEP;
import static io.benchlab.core.experiment.ExperimentLimits.MIN_INTERVAL;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment.StreamSpec;
import io.benchlab.core.util.Durations;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The checks of the {@code stream} block: threads (or a thread sweep, or per operation), how long
 * (duration, operations, warmup), sampling (interval, counters), arrival rate and its queue, and
 * the load hosts that run it ({@code agents}), each against its bound ({@link ExperimentLimits}).
 * Whether the workload has stream operations at all, and their names, is known once the plugin
 * made its workload ({@link PluginChecks}).
 */
final class StreamChecks {
    private static final Pattern STATUS_NAME = Pattern.compile("[A-Za-z0-9_]+");
    /** A DNS name, IPv4 or IPv6 address: nothing a shell or ssh would read as an option or a second word. */
    private static final Pattern HOST_NAME = Pattern.compile("[A-Za-z0-9_.:\\[\\]][A-Za-z0-9_.:\\[\\]-]*");
    private static final Pattern LOGIN_NAME = Pattern.compile("[A-Za-z0-9_.][A-Za-z0-9_.-]*");
    private static final String DURATION_EXAMPLES = "a duration such as 500ms, 10s, 5m or 1h";

    private final Problems problems;

    StreamChecks(Problems problems) {
        this.problems = problems;
    }

    void check(StreamSpec s) {
        if (s == null) {
            return;
        }
        checkThreads(s);
        Duration duration = duration("stream.duration", s.duration(), false);
        if (s.operations() != null && s.operations() < 1) {
            problems.add("stream.operations", "stream.operations must be 1 or more, not " + s.operations());
        }
        checkIterations(s);
        checkRounds(s);
        Duration interval = duration("stream.interval", s.interval(), false);
        if (interval != null && interval.compareTo(MIN_INTERVAL) < 0) {
            problems.add("stream.interval", "stream.interval must be at least " + MIN_INTERVAL.toMillis() + "ms, not " + s.interval());
        } else if (interval != null && duration != null && interval.compareTo(duration) > 0) {
            problems.add("stream.interval", "stream.interval (" + s.interval() + ") is longer than stream.duration (" + s.duration()
                    + "); no interval would complete");
        }
        if (s.rate() != null && !(s.rate() > 0 && s.rate() <= MAX_RATE)) {
            problems.add("stream.rate", "stream.rate is arrivals per second: a number above 0 and at most " + (long) MAX_RATE + ", not "
                    + s.rate());
        }
        if (s.queueCapacity() != null) {
            if (s.rate() == null) {
                problems.add("stream.queueCapacity", "stream.queueCapacity applies to arrival-rate mode only; set stream.rate or remove it");
            } else if (s.queueCapacity() < 1 || s.queueCapacity() > MAX_QUEUE_CAPACITY) {
                problems.add("stream.queueCapacity", "stream.queueCapacity must be from 1 to " + MAX_QUEUE_CAPACITY + ", not "
                        + s.queueCapacity());
            }
        }
        duration("stream.warmup", s.warmup(), true);
        checkAgents(s);
        if (s.togetherOrDefault() && s.onLoadHosts()) {
            // a load host runs one stream at a time; streams together would need their start agreed across hosts
            problems.add("stream.together", "stream.together cannot be combined with stream.agents yet; remove one of them");
        }
        checkOperationThreads(s);
        checkCounters(s.counters());
    }

    /** mysqlslap's iterations per client: a closed loop's, each thread's share. */
    private void checkIterations(StreamSpec s) {
        if (s.iterations() == null) {
            return;
        }
        if (s.iterations() < 1) {
            problems.add("stream.iterations", "stream.iterations is how many operations each thread runs: 1 or more, not " + s.iterations());
        }
        if (s.rate() != null) {
            problems.add("stream.iterations", "stream.iterations runs each thread its share in a closed loop; at an arrival rate (stream.rate)"
                    + " the threads share the arrivals: remove one of them");
        }
        if (s.onLoadHosts()) {
            problems.add("stream.iterations", "stream.iterations cannot be combined with stream.agents yet; remove one of them");
        }
    }

    /** mysqlslap's iterations: rounds of new sessions, each session its sessionQueries; nothing else ends or paces the stream. */
    private void checkRounds(StreamSpec s) {
        if (s.rounds() == null) {
            if (s.sessionQueries() != null) {
                problems.add("stream.sessionQueries", "stream.sessionQueries is how many operations each session of a round runs;"
                        + " set stream.rounds too, or remove it");
            }
            return;
        }
        if (s.rounds() < 1) {
            problems.add("stream.rounds", "stream.rounds is how many times new sessions start together: 1 or more, not " + s.rounds());
        }
        if (s.sessionQueries() != null && s.sessionQueries() < 1) {
            problems.add("stream.sessionQueries", "stream.sessionQueries is how many operations each session of a round runs: 1 or more,"
                    + " not " + s.sessionQueries());
        }
        for (var other : List.of(
                Map.entry("rate", s.rate() != null),
                Map.entry("iterations", s.iterations() != null),
                Map.entry("operations", s.operations() != null),
                Map.entry("warmup", s.warmup() != null),
                Map.entry("agents", s.onLoadHosts()),
                Map.entry("reconnect", Boolean.TRUE.equals(s.reconnect())))) {
            if (other.getValue()) {
                problems.add("stream.rounds", "stream.rounds cannot be combined with stream." + other.getKey()
                        + " (each round's sessions run their sessionQueries and disconnect); remove one of them");
            }
        }
    }

    private void checkThreads(StreamSpec s) {
        if (s.threads() != null && s.rounds() != null && s.threads() < 1) {
            problems.add("stream.threads", "stream.threads is the sessions each round opens (stream.rounds): from 1 to " + MAX_THREADS
                    + ", not " + s.threads());
        } else if (s.threads() != null) {
            checkThreads("stream.threads", s.threads());
        }
        if (s.threadSweep() == null) {
            return;
        }
        if (s.threads() != null) {
            problems.add("stream.threadSweep", "give stream.threads or stream.threadSweep, not both");
        }
        if (s.threadSweep().isEmpty() || s.threadSweep().size() > MAX_THREAD_SWEEP) {
            problems.add("stream.threadSweep", "stream.threadSweep must list 1 to " + MAX_THREAD_SWEEP + " thread counts (e.g. [1, 2, 4, 8])");
        }
        for (Integer t : s.threadSweep()) {
            if (t == null) {
                problems.add("stream.threadSweep", "stream.threadSweep has an empty entry; list thread counts (e.g. [1, 2, 4, 8])");
            } else {
                checkThreads("stream.threadSweep", t);
            }
        }
    }

    private void checkOperationThreads(StreamSpec s) {
        if (s.operationThreads() == null) {
            return;
        }
        for (Map.Entry<String, Integer> t : s.operationThreads().entrySet()) {
            String at = "stream.operationThreads." + t.getKey();
            if (t.getKey() == null || t.getKey().isBlank()) {
                problems.add("stream.operationThreads", "stream.operationThreads maps a stream operation's name to its threads (e.g. {query: 2})");
            } else if (t.getValue() == null) {
                problems.add(at, at + " must be a number of threads from 1 to " + MAX_THREADS);
            } else if (!checkThreads(at, t.getValue())) {
                continue;
            } else if (s.onLoadHosts() && t.getValue() < s.agents().size()) {
                problems.add(at, at + " has " + t.getValue() + " thread(s), fewer than the " + s.agents().size()
                        + " load hosts in stream.agents; give each host one at least");
            }
        }
    }

    private void checkCounters(List<String> counters) {
        if (counters == null) {
            return;
        }
        if (counters.size() > MAX_COUNTERS) {
            problems.add("stream.counters", "stream.counters names " + counters.size() + " counters; at most " + MAX_COUNTERS + " are sampled");
        }
        for (String c : counters) {
            if (c == null || !STATUS_NAME.matcher(c).matches()) {
                problems.add("stream.counters", "stream.counters must be status variable names (e.g. Innodb_rows_inserted), not '" + c + "'");
            }
        }
    }

    /** Load hosts: each names a host, the SSH login is checked as far as it can be without connecting. */
    private void checkAgents(StreamSpec s) {
        if (s.agents() == null) {
            return;
        }
        if (s.agents().isEmpty() || s.agents().size() > MAX_AGENTS) {
            problems.add("stream.agents", "stream.agents must list 1 to " + MAX_AGENTS + " load hosts (e.g. [{host: load1}, {host: load2}])");
        }
        for (int i = 0; i < s.agents().size(); i++) {
            String at = "stream.agents[" + i + "]";
            Experiment.AgentSpec a = s.agents().get(i);
            if (a == null || a.host() == null || a.host().isBlank()) {
                problems.add(at + ".host", at + ".host must name a load host (a host name or address)");
            } else if (!HOST_NAME.matcher(a.host()).matches()) {
                problems.add(at + ".host", at + ".host must be a host name or address, not '" + a.host() + "'");
            }
            Experiment.SshSpec ssh = a == null ? null : a.ssh();
            if (ssh != null) {
                checkAgentSsh(at, ssh);
            }
        }
        String field = s.threadSweep() != null ? "threadSweep" : "threads";
        List<Integer> counts = s.threadSweep() != null ? s.threadSweep() : List.of(s.threadsOrDefault());
        for (Integer t : counts.stream().filter(Objects::nonNull).distinct().toList()) {
            if (t >= 1 && t < s.agents().size()) {
                problems.add("stream." + field, "stream " + field + " has " + t + " thread(s), fewer than the " + s.agents().size()
                        + " load hosts in stream.agents; give each host one at least");
            }
        }
    }

    private void checkAgentSsh(String at, Experiment.SshSpec ssh) {
        if (ssh.port() != null && (ssh.port() < 1 || ssh.port() > 65535)) {
            problems.add(at + ".ssh.port", at + ".ssh.port must be a TCP port from 1 to 65535, not " + ssh.port());
        }
        if (ssh.user() != null && !LOGIN_NAME.matcher(ssh.user()).matches()) {
            problems.add(at + ".ssh.user", at + ".ssh.user must be a login name (letters, digits, . _ -), not '" + ssh.user() + "'");
        }
        if (ssh.identityFile() != null && ssh.identityFile().isBlank()) {
            problems.add(at + ".ssh.identityFile", at + ".ssh.identityFile must name the private key file (e.g. ~/.ssh/id_ed25519)");
        }
        if (ssh.knownHosts() != null && ssh.knownHosts().isBlank()) {
            problems.add(at + ".ssh.knownHosts", at + ".ssh.knownHosts must name a known_hosts file (e.g. ~/.ssh/known_hosts)");
        }
    }

    /** Whether the count is within bounds; a problem when not. */
    private boolean checkThreads(String at, int threads) {
        if (threads < 1 || threads > MAX_THREADS) {
            problems.add(at, at + " must be from 1 to " + MAX_THREADS + " (each thread holds a connection), not " + threads);
            return false;
        }
        return true;
    }

    /** The duration, or null when absent or not one (then a problem says so). */
    private Duration duration(String at, String text, boolean zeroAllowed) {
        return duration(at, text, zeroAllowed, DURATION_EXAMPLES);
    }

    /**
     * As {@link #duration(String, String, boolean)}, with {@code examples} saying what one looks like
     * (a fault's {@code at} is a time on the stream's clock, read and bounded as the stream's durations are).
     */
    Duration duration(String at, String text, boolean zeroAllowed, String examples) {
        if (text == null) {
            return null;
        }
        Duration d;
        try {
            d = Durations.parse(at, text);
        } catch (BenchlabException ex) {
            problems.add(at, at + " must be " + examples + ", not '" + text + "'");
            return null;
        }
        if (d.isNegative() || !zeroAllowed && d.isZero()) {
            problems.add(at, at + " must be " + (zeroAllowed ? "0 or more" : "more than 0") + ", not " + text);
            return null;
        }
        if (d.compareTo(MAX_STREAM_DURATION) > 0) {
            problems.add(at, at + " is " + text + "; at most " + MAX_STREAM_DURATION.toDays() + " days are allowed");
            return null;
        }
        return d;
    }
}

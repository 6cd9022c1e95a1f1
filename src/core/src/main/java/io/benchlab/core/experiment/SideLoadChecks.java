package io.benchlab.core.experiment;

import static io.benchlab.core.experiment.ExperimentLimits.MAX_RATE;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_SIDELOADS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_THREADS;
import static io.benchlab.core.experiment.ExperimentLimits.MIN_SIDELOAD_PERIOD;

import io.benchlab.api.Operation;
import io.benchlab.api.StreamOperation;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.Experiment.SideLoadSpec;
import io.benchlab.core.experiment.Experiment.StreamSpec;
import io.benchlab.core.util.Durations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The checks of {@code sideload:} before anything starts: each entry exactly one of plugin, sql and
 * command, the fields that belong to its kind only, a period that is a period, a start within the
 * stream's measured time, a phase the experiment has, names given once, and a command only where
 * there is a host to run it on (a server benchlab runs: here, or over SSH). Whether the plugin exists
 * and takes its parameters is the runner's check with the plugins installed ({@code CheckedExperiment});
 * whether the workload has streams to run beside is known once its plugin made it ({@link #checkWorkload}).
 */
final class SideLoadChecks {
    static final String EXAMPLE = "{sql: 'DROP TABLE big', at: 20s}, {sql: 'ANALYZE TABLE t', every: 10s} or"
            + " {plugin: oltp_read_only, threads: 2}";
    private static final String DURATION_EXAMPLES = "a time such as 500ms, 20s or 2m";

    private final Problems problems;
    private final StreamChecks durations;

    SideLoadChecks(Problems problems) {
        this.problems = problems;
        this.durations = new StreamChecks(problems);
    }

    void check(Experiment e) {
        List<SideLoadSpec> loads = e.sideload();
        if (loads == null) {
            return;
        }
        if (loads.isEmpty()) {
            problems.add("sideload", "sideload must list at least one side load, e.g. " + EXAMPLE + " (or leave it out)");
            return;
        }
        if (loads.size() > MAX_SIDELOADS) {
            problems.add("sideload", "sideload lists " + loads.size() + " side loads; at most " + MAX_SIDELOADS + " are allowed");
        }
        StreamSpec stream = e.stream();
        if (stream != null && stream.onLoadHosts()) {
            problems.add("sideload", "sideload: streams on load hosts (stream.agents) do not run side loads yet; remove stream.agents"
                    + " or the side loads");
        }
        Duration measured = streamDuration(stream);
        List<ServerSpec> servers = new ArrayList<>(RunChecks.servers(e).values().stream().map(RunChecks.Used::server).toList());
        Set<String> names = new HashSet<>();
        for (int i = 0; i < loads.size(); i++) {
            String at = "sideload[" + i + "]";
            SideLoadSpec s = loads.get(i);
            if (s == null) {
                problems.add(at, at + " is empty; a side load is " + EXAMPLE);
                continue;
            }
            if (s.name() != null && !names.add(s.name())) {
                problems.add(at + ".name", at + ".name: side load '" + s.name() + "' is named twice; give each its own name");
            }
            int given = (s.plugin() != null ? 1 : 0) + (s.sql() != null ? 1 : 0) + (s.command() != null ? 1 : 0);
            if (given != 1) {
                problems.add(at, at + " must be exactly one of plugin (another workload's stream), sql (a statement) and command"
                        + " (a shell command on the server's host), e.g. " + EXAMPLE);
                continue;
            }
            checkKind(at, s);
            Duration start = durations.duration(at + ".at", s.at(), true, DURATION_EXAMPLES);
            Duration every = durations.duration(at + ".every", s.every(), false, DURATION_EXAMPLES);
            if (every != null && every.compareTo(MIN_SIDELOAD_PERIOD) < 0) {
                problems.add(at + ".every", at + ".every must be at least " + Durations.format(MIN_SIDELOAD_PERIOD) + ", not " + s.every()
                        + "; for a statement without pause write a workload (plugin: sql-file) instead");
            }
            if (start != null && measured != null && start.compareTo(measured) >= 0) {
                problems.add(at + ".at", at + ".at (" + s.at() + ") is not before the stream's end (" + Durations.format(measured)
                        + " measured): it would never run; make it earlier or stream.duration longer");
            }
            if (s.phase() != null && !e.phases().labels().contains(s.phase())) {
                problems.add(at + ".phase", at + ".phase must name a phase of the experiment (" + String.join(", ", e.phases().labels())
                        + "), not '" + s.phase() + "'");
            }
            for (ServerSpec server : servers) {
                checkServer(at, s, server);
            }
        }
    }

    /** The fields of one kind only: threads, rate and parameters are a stream's; every is a statement's or command's. */
    private void checkKind(String at, SideLoadSpec s) {
        if (s.plugin() != null) {
            if (s.plugin().isBlank()) {
                problems.add(at + ".plugin", at + ".plugin must name a workload plugin (see `benchlab plugins`)");
            }
            if (s.every() != null) {
                problems.add(at + ".every", at + ".every repeats a statement or a command; a plugin's stream runs until the measured"
                        + " streams end (remove every, or give sql instead of plugin)");
            }
            if (s.threads() != null && (s.threads() < 1 || s.threads() > MAX_THREADS)) {
                problems.add(at + ".threads", at + ".threads must be 1 – " + String.format(java.util.Locale.ROOT, "%,d", MAX_THREADS)
                        + ", not " + s.threads());
            }
            if (s.rate() != null && !(s.rate() > 0 && s.rate() <= MAX_RATE)) {
                problems.add(at + ".rate", at + ".rate must be above 0 and at most " + String.format(java.util.Locale.ROOT, "%,.0f", MAX_RATE)
                        + " per second, not " + s.rate());
            }
            return;
        }
        String what = s.sql() != null ? "sql" : "command";
        if ((s.sql() != null ? s.sql() : s.command()).isBlank()) {
            problems.add(at + "." + what, at + "." + what + " is empty; give the " + (s.sql() != null ? "statement" : "command") + " to run");
        }
        for (String[] f : new String[][] {{"threads", s.threads() == null ? null : ""}, {"rate", s.rate() == null ? null : ""},
                {"parameters", s.parameters() == null ? null : ""}}) {
            if (f[1] != null) {
                problems.add(at + "." + f[0], at + "." + f[0] + " belongs to a plugin's stream; a side load with " + what
                        + " runs on one connection (remove " + f[0] + ")");
            }
        }
    }

    /** A statement needs a server; a command needs a host benchlab can run it on: this machine or the remote server's. */
    private void checkServer(String at, SideLoadSpec s, ServerSpec server) {
        if (server.knownKind().isEmpty()) {
            return; // the server block's own line
        }
        if (server.none()) {
            problems.add(at, at + ": server type none has no server to run a side load against; remove the side load");
            return;
        }
        if (s.command() != null && !server.managed() && !server.remote()) {
            problems.add(at + ".command", at + ".command runs on the server's host, and benchlab has no access to the host of "
                    + (server.cluster() ? "an existing cluster (nodeUrls)" : "an external server (type " + server.typeOrDefault() + ")")
                    + "; use a server benchlab runs (embedded, binaries, remote) or give the work as sql");
        }
    }

    /**
     * Side loads run beside streams: a workload without stream operations has nothing to run them beside.
     */
    void checkWorkload(Experiment e, String pluginId, List<Operation> operations) {
        if (e.sideloadOrEmpty().isEmpty() || operations.stream().anyMatch(StreamOperation.class::isInstance)) {
            return;
        }
        problems.add("sideload", "sideload: workload '" + pluginId + "' has no stream operations with these parameters, and side loads"
                + " run beside streams; remove the side loads or choose a stream workload");
    }

    /** How long the stream measures: its duration, the default one, or null when only a count ends it. */
    private static Duration streamDuration(StreamSpec s) {
        if (s == null) {
            return ExperimentDefaults.STREAM_DURATION;
        }
        try {
            return s.durationOrDefault();
        } catch (BenchlabException unreadable) {
            return null;
        }
    }
}

package io.benchlab.core.experiment;

import io.benchlab.core.plan.NodeChoice;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment.FaultSpec;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.Experiment.StreamSpec;
import io.benchlab.core.experiment.Experiment.VariantSpec;
import io.benchlab.core.plan.FaultAction;
import io.benchlab.core.util.Durations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks of {@code faults:} (the experiment's and each variant's own) and of the stream fields
 * faults bring ({@code stream.reconnect}, {@code stream.audit}), before anything starts: each fault's
 * action, time and phase, a target the server has (one server: {@code server}; a cluster: {@code
 * primary} or a node's name), a server benchlab can signal (one it runs: embedded, binaries, remote,
 * a cluster sandbox — never an external server or an existing cluster), a time within the stream,
 * a pause that ends (a {@code for:} or a later resume), no load hosts. Whether the workload has
 * streams at all is known once its plugin made it (the runner asks).
 *
 * <p>Each problem is added to the one list of the experiment's problems, at its field.
 */
final class FaultChecks {
    private static final String DURATION_EXAMPLES = "a time such as 500ms, 20s or 2m";

    private final Problems problems;
    /** A fault's times are read and bounded as the stream's durations are. */
    private final StreamChecks durations;

    FaultChecks(Problems problems) {
        this.problems = problems;
        this.durations = new StreamChecks(problems);
    }

    /**
     * What only the workload's operations tell, once its plugin made them: faults strike while
     * streams run, so a workload without stream operations has nothing to strike; an audit needs a
     * stream that reports its acknowledged writes.
     */
    void checkWorkload(Experiment e, String pluginId, List<io.benchlab.api.Operation> operations) {
        List<io.benchlab.api.StreamOperation> streams = operations.stream().filter(io.benchlab.api.StreamOperation.class::isInstance)
                .map(io.benchlab.api.StreamOperation.class::cast).toList();
        if (streams.isEmpty()) {
            String at = e.faults() != null && !e.faults().isEmpty() ? "faults" : null;
            for (int i = 0; at == null && i < e.variants().size(); i++) {
                VariantSpec v = e.variants().get(i);
                at = v != null && v.faults() != null && !v.faults().isEmpty() ? "variants[" + i + "].faults" : null;
            }
            if (at != null) {
                problems.add(at, at + ": workload '" + pluginId + "' has no stream operations with these parameters, and faults strike"
                        + " while streams run; remove the faults or choose a stream workload");
            }
        }
        if (e.stream() != null && e.stream().auditsAcknowledged() && streams.stream().noneMatch(s -> s.audit() != null)) {
            problems.add("stream.audit", "stream.audit: acknowledged: no stream of workload '" + pluginId + "' reports the keys its"
                    + " commits were acknowledged for (insert-stream's do); remove the line");
        }
    }

    /** Adds the problems of the experiment's and its variants' faults. */
    void check(Experiment e) {
        checkStream(e);
        List<ServerSpec> sharing = new ArrayList<>();
        for (VariantSpec v : e.variants()) {
            if (v != null && v.faults() == null) {
                sharing.add(v.server() != null ? v.server() : e.server());
            }
        }
        if (e.variants().isEmpty()) {
            sharing.add(e.server());
        }
        if (e.faults() != null) {
            check(e, "faults", e.faults(), sharing);
        }
        for (int i = 0; i < e.variants().size(); i++) {
            VariantSpec v = e.variants().get(i);
            if (v != null && v.faults() != null) {
                check(e, "variants[" + i + "].faults", v.faults(), List.of(v.server() != null ? v.server() : e.server()));
            }
        }
    }

    private void checkStream(Experiment e) {
        StreamSpec s = e.stream();
        if (s == null) {
            return;
        }
        if (s.audit() != null && !StreamSpec.AUDITS.contains(s.audit())) {
            problems.add("stream.audit", "stream.audit must be " + String.join(" or ", StreamSpec.AUDITS) + ", not '" + s.audit() + "'");
        }
        if (s.onLoadHosts() && Boolean.TRUE.equals(s.reconnect())) {
            problems.add("stream.reconnect", "stream.reconnect: load hosts (stream.agents) do not reconnect yet; remove one of them");
        }
        if (s.onLoadHosts() && s.auditsAcknowledged()) {
            problems.add("stream.audit", "stream.audit: the acknowledged keys stay on the load hosts (stream.agents); remove one of them");
        }
    }

    private void check(Experiment e, String at, List<FaultSpec> faults, List<ServerSpec> servers) {
        if (!faults.isEmpty() && e.stream() != null && e.stream().inRounds()) {
            problems.add(at, at + ": a stream in rounds (stream.rounds) opens new sessions each round and does not reconnect;"
                    + " remove stream.rounds or the faults");
        }
        if (!faults.isEmpty() && e.stream() != null && e.stream().onLoadHosts()) {
            problems.add(at, at + ": streams on load hosts (stream.agents) do not survive faults yet; remove stream.agents or the faults");
            return;
        }
        Duration stream = streamDuration(e.stream());
        for (int j = 0; j < faults.size(); j++) {
            String f = at + "[" + j + "]";
            FaultSpec fault = faults.get(j);
            if (fault == null) {
                problems.add(f, f + " is empty; a fault is {at: 20s, action: kill, target: server}");
                continue;
            }
            if (fault.knownAction().isEmpty()) {
                problems.add(f + ".action", f + ".action must be " + String.join(", ", FaultSpec.ACTIONS.subList(0, 4)) + " or resume"
                        + (fault.action() == null ? "" : ", not '" + fault.action() + "'"));
                continue;
            }
            Duration when = duration(f + ".at", fault.at(), true);
            Duration lasting = duration(f + ".for", fault.forDuration(), false);
            if (fault.at() == null) {
                problems.add(f + ".at", f + ".at is required: when the fault strikes after the stream's measured start, e.g. 20s");
            }
            FaultAction action = fault.faultAction();
            if (lasting != null && !action.takesFor()) {
                problems.add(f + ".for", f + ": resume ends a pause and takes no for: (give the pause its for: instead)");
            }
            if (fault.phase() != null && !e.phases().labels().contains(fault.phase())) {
                problems.add(f + ".phase", f + ".phase must name a phase of the experiment (" + String.join(", ", e.phases().labels())
                        + "), not '" + fault.phase() + "'");
            }
            if (when != null && stream != null && when.compareTo(stream) >= 0) {
                problems.add(f + ".at", f + ".at (" + fault.at() + ") is not before the stream's end (" + Durations.format(stream)
                        + " measured): it would never strike; make it earlier or stream.duration longer");
            } else if (when != null && lasting != null && stream != null && when.plus(lasting).compareTo(stream) > 0) {
                problems.add(f + ".for", f + ": at " + fault.at() + " for " + fault.forDuration() + " ends after the stream ("
                        + Durations.format(stream) + " measured); shorten for: or make stream.duration longer");
            }
            for (ServerSpec server : servers) {
                checkTarget(f, fault, server);
            }
            if (action == FaultAction.PAUSE && lasting == null && !resumed(faults, j)) {
                problems.add(f, f + ": a pause of " + target(fault, servers) + " needs for: (e.g. for: 10s) or a later resume of it");
            }
            if (action == FaultAction.RESUME && !paused(faults, j)) {
                problems.add(f, f + ": resume of " + target(fault, servers) + " follows no earlier pause of it without for:");
            }
        }
    }

    /** The server must be one benchlab signals, and have the node named. */
    private void checkTarget(String f, FaultSpec fault, ServerSpec server) {
        if (!server.takesFaults()) {
            problems.add(f, f + ": benchlab cannot signal " + (server.cluster() ? "an existing cluster's nodes (nodeUrls)"
                    : "an external server (type " + server.typeOrDefault() + ")") + "; faults need a server it runs: embedded, binaries,"
                    + " remote or a cluster sandbox");
            return;
        }
        String target = fault.target();
        if (!server.cluster()) {
            if (target != null && !FaultSpec.SERVER.equals(target)) {
                problems.add(f + ".target", f + ".target: server type " + server.typeOrDefault() + " is one server; write target: server"
                        + " (or leave it out), not '" + target + "'");
            }
            return;
        }
        List<String> nodes = server.nodeNames();
        if (target != null && !NodeChoice.PRIMARY.equals(target) && !nodes.contains(target)) {
            problems.add(f + ".target", f + ".target must be primary or a node of the " + server.typeOrDefault() + " cluster ("
                    + String.join(", ", nodes) + "), not '" + target + "'");
        }
    }

    /** A later resume of the same node in a phase the pause strikes in. */
    private static boolean resumed(List<FaultSpec> faults, int pause) {
        FaultSpec p = faults.get(pause);
        for (int k = 0; k < faults.size(); k++) {
            FaultSpec r = faults.get(k);
            if (k != pause && r != null && r.knownAction().orElse(null) == FaultAction.RESUME && sameNode(p, r) && samePhase(p, r) && later(p, r)) {
                return true;
            }
        }
        return false;
    }

    /** An earlier pause without for: of the same node. */
    private static boolean paused(List<FaultSpec> faults, int resume) {
        FaultSpec r = faults.get(resume);
        for (int k = 0; k < faults.size(); k++) {
            FaultSpec p = faults.get(k);
            if (k != resume && p != null && p.knownAction().orElse(null) == FaultAction.PAUSE && p.forDuration() == null && sameNode(p, r) && samePhase(p, r)
                    && later(p, r)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameNode(FaultSpec a, FaultSpec b) {
        return java.util.Objects.equals(a.target(), b.target());
    }

    private static boolean samePhase(FaultSpec a, FaultSpec b) {
        return a.phase() == null || b.phase() == null || a.phase().equals(b.phase());
    }

    /** Whether {@code b} strikes after {@code a} (unreadable times were already refused). */
    private static boolean later(FaultSpec a, FaultSpec b) {
        try {
            Duration x = Durations.parse("at", a.at());
            Duration y = Durations.parse("at", b.at());
            return x != null && y != null && y.compareTo(x) > 0;
        } catch (BenchlabException unreadable) {
            return true;
        }
    }

    private static String target(FaultSpec f, List<ServerSpec> servers) {
        if (f.target() != null) {
            return f.target();
        }
        return servers.stream().anyMatch(ServerSpec::cluster) ? NodeChoice.PRIMARY : FaultSpec.SERVER;
    }

    /** How long the stream measures: its duration, the default one, or null when only a count (operations, iterations) ends it. */
    private static Duration streamDuration(StreamSpec s) {
        if (s == null) {
            return ExperimentDefaults.STREAM_DURATION;
        }
        try {
            return s.durationOrDefault();
        } catch (BenchlabException unreadable) {
            return null; // the stream block's own check says so
        }
    }

    private Duration duration(String at, String text, boolean zeroAllowed) {
        return durations.duration(at, text, zeroAllowed, DURATION_EXAMPLES);
    }
}

package io.benchlab.core.experiment;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.util.JdbcUrls;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks everything about an experiment that can be checked without its plugin or a server, and
 * collects every problem into one list rather than stopping at the first: a block at a time, each
 * block its own small check — {@link ServerChecks} (server, cluster, remote), {@link NodeChecks}
 * (where a cluster's workers connect, per-node settings), {@link VariantChecks} (variants, sweep),
 * {@link StreamChecks} (stream, agents), {@link FaultChecks} (faults, stream.reconnect and
 * stream.audit), {@link SessionChecks} (scripted sessions), {@link SideLoadChecks} (side loads) and {@link RunChecks} (name, phases, options, studies, size) — each value against its bound ({@link ExperimentLimits}). The plugin's part is
 * {@link PluginChecks}; the live server's comes when the run connects.
 *
 * <p>The CLI ({@code ExperimentFile.read}, the runner) and the GUI editor (an {@link Experiment}
 * built from its form) ask the same checks, so they can never accept different files.
 */
public final class ExperimentValidator {
    private final Experiment experiment;

    public ExperimentValidator(Experiment experiment) {
        this.experiment = experiment;
    }

    /** Adds every problem of the experiment's structure to {@code problems}. */
    public void check(Problems problems) {
        ServerChecks servers = new ServerChecks(problems);
        NodeChecks nodes = new NodeChecks(problems);
        new RunChecks(problems).check(experiment);
        servers.check("server", experiment.server());
        new VariantChecks(problems, servers, nodes).check(experiment);
        new StreamChecks(problems).check(experiment.stream());
        new FaultChecks(problems).check(experiment);
        new SessionChecks(problems).check(experiment.sessions());
        new SideLoadChecks(problems).check(experiment);
        nodes.check(experiment);
    }

    /**
     * Adds what running it needs beyond its structure (a cold phase needs a server benchlab can
     * restart): the run and the editor ask it with {@link #check}; reading a file does not.
     */
    public void checkRunnable(Problems problems) {
        new RunChecks(problems).checkRunnable(experiment);
    }

    /** Things that are allowed but probably not meant; the run goes on and says so (field and message, no line). */
    public List<Problem> warnings() {
        List<Problem> out = new ArrayList<>();
        warnUrl("server", experiment.server(), out);
        for (int i = 0; i < experiment.variants().size(); i++) {
            if (experiment.variants().get(i) != null) {
                warnUrl("variants[" + i + "].server", experiment.variants().get(i).server(), out);
            }
        }
        return out;
    }

    private static void warnUrl(String at, ServerSpec s, List<Problem> out) {
        if (s != null && s.url() != null) {
            JdbcUrls.passwordWarning(s.url()).ifPresent(w -> out.add(new Problem(at + ".url", null, null, at + ".url: " + w)));
        }
    }
}

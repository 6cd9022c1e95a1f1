package io.benchlab.core.run;

import io.benchlab.core.experiment.Experiment.ServerSpec;

/**
 * Turns an experiment's server block into the {@link Target} a run uses: the seam a new kind of
 * server plugs into. {@link ServerTargets} is benchlab's; tests hand the runner stubs to drive its
 * failure paths.
 */
public interface TargetFactory {

    /** Server blocks with equal keys share one target in a run (a managed profile, an external URL and user, …). */
    String key(ServerSpec spec);

    /**
     * Creates the target of a server block, checking what can be checked before anything starts
     * (passwords, binaries, the profile's lock); the server itself starts at {@link Target#ensure}.
     * A {@link io.benchlab.core.BenchlabException} is the one line the user sees (the runner adds
     * the experiment field).
     */
    Target create(ServerSpec spec, RunScope run);
}

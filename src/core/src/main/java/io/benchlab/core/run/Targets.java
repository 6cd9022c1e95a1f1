package io.benchlab.core.run;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The targets of one run, one per distinct server block ({@link TargetFactory#key}), created on
 * first use and closed at the end (which stops the servers this run started unless the experiment
 * keeps them, and gives back their profiles' locks). Unless the experiment allows parallel
 * servers, only one server this run started runs at a time, so two versions never compete for
 * the machine.
 */
final class Targets implements AutoCloseable {
    private final TargetFactory factory;
    private final RunScope run;
    private final boolean parallel;
    private final Map<String, Target> targets = new LinkedHashMap<>();

    /** @param parallel let the servers of different variants run at the same time */
    Targets(TargetFactory factory, RunScope run, boolean parallel) {
        this.factory = factory;
        this.run = run;
        this.parallel = parallel;
    }

    /** Call before using a target: stops the other servers this run started (unless parallel), saying so. */
    void activate(Target target) {
        if (parallel) {
            return;
        }
        for (Target t : targets.values()) {
            if (t != target && t.holdsMachine()) {
                run.notices().accept("stopping " + t.label() + " while " + target.label() + " runs (one server at a time)");
                t.suspend();
            }
        }
    }

    Target of(ServerSpec spec) {
        String key = factory.key(spec);
        Target known = targets.get(key);
        if (known != null) {
            return known;
        }
        Target created = factory.create(spec, run);
        targets.put(key, created);
        return created;
    }

    @Override
    public void close() {
        RuntimeException first = null;
        for (Target t : targets.values()) {
            try {
                t.close();
            } catch (RuntimeException e) {
                // one target failing to stop must not leave the others running or locked
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}

package io.benchlab.core.run;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ServerFactory;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The servers of one run, one per distinct server block (managed profile or external URL),
 * created on first use and closed at the end; managed servers this run started are stopped unless
 * the experiment keeps them. Unless the experiment allows parallel servers, only one managed
 * server this run started runs at a time, so two versions never compete for the machine.
 */
final class Targets implements AutoCloseable {
    private final ServerFactory factory;
    private final boolean keepServers;
    private final boolean parallel;
    private final Map<String, Target> targets = new LinkedHashMap<>();

    Targets(ServerFactory factory, boolean keepServers, boolean parallel) {
        this.factory = factory;
        this.keepServers = keepServers;
        this.parallel = parallel;
    }

    /** Call before using a target: stops the other managed servers this run started (unless parallel), saying so. */
    void activate(Target target, RunListener listener) {
        if (parallel) {
            return;
        }
        for (Target t : targets.values()) {
            if (t != target && t instanceof Target.Managed m && m.startedHere() && m.server().isRunning()) {
                listener.message("stopping " + t.label() + " while " + target.label() + " runs (one server at a time)");
                m.suspend();
            }
        }
    }

    Target of(ServerSpec spec) {
        String key = spec.managed() ? "managed:" + spec.profileOrDefault() : "external:" + spec.url() + "|" + spec.user();
        return targets.computeIfAbsent(key, k -> spec.managed()
                ? new Target.Managed(factory.managed(spec))
                : new Target.External(ServerFactory.external(spec)));
    }

    Iterable<Target> all() {
        return targets.values();
    }

    @Override
    public void close() {
        for (Target t : targets.values()) {
            t.close();
            if (t instanceof Target.Managed m && m.startedHere() && !keepServers) {
                m.server().stop();
            }
        }
    }
}

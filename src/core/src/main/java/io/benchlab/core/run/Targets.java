package io.benchlab.core.run;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ServerFactory;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The servers of one run, one per distinct server block (managed profile or external URL),
 * created on first use and closed at the end; managed servers this run started are stopped unless
 * the experiment keeps them.
 */
final class Targets implements AutoCloseable {
    private final ServerFactory factory;
    private final boolean keepServers;
    private final Path folder;
    private final Map<String, Target> targets = new LinkedHashMap<>();

    /** @param folder the experiment file's folder, where relative paths (passwordFile, basedir) start */
    Targets(ServerFactory factory, boolean keepServers, Path folder) {
        this.factory = factory;
        this.keepServers = keepServers;
        this.folder = folder;
    }

    Target of(ServerSpec spec) {
        String key = spec.managed() ? "managed:" + spec.profileOrDefault() : "external:" + spec.url() + "|" + spec.user();
        return targets.computeIfAbsent(key, k -> spec.managed()
                ? new Target.Managed(factory.managed(spec, folder))
                : new Target.External(ServerFactory.external(spec, folder)));
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

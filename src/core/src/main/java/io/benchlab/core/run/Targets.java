package io.benchlab.core.run;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerProfile;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The servers of one run, one per distinct server block (managed profile or external URL),
 * created on first use and closed at the end; managed servers this run started are stopped unless
 * the experiment keeps them. Each managed profile is locked for the run (see {@link ProfileLock}).
 */
final class Targets implements AutoCloseable {
    private final ServerFactory factory;
    private final boolean keepServers;
    private final Path folder;
    private final String purpose;
    private final Consumer<String> notices;
    private final Map<String, Target> targets = new LinkedHashMap<>();

    /**
     * @param folder  the experiment file's folder, where relative paths (passwordFile, basedir) start
     * @param purpose what the run is, for the lock of each managed profile (a refused run names it)
     * @param notices where to say what was cleaned up after a dead run
     */
    Targets(ServerFactory factory, boolean keepServers, Path folder, String purpose, Consumer<String> notices) {
        this.factory = factory;
        this.keepServers = keepServers;
        this.folder = folder;
        this.purpose = purpose;
        this.notices = notices;
    }

    Target of(ServerSpec spec) {
        String key = spec.managed() ? "managed:" + spec.profileOrDefault() : "external:" + spec.url() + "|" + spec.user();
        return targets.computeIfAbsent(key, k -> spec.managed() ? managed(spec) : new Target.External(ServerFactory.external(spec, folder)));
    }

    /** The profile is locked before its server is looked at: a second run is refused before it can restart or reload anything. */
    private Target managed(ServerSpec spec) {
        ProfileLock lock = ProfileLock.acquire(ServerProfile.in(factory.home().servers(), spec.profileOrDefault()), purpose);
        lock.previous().ifPresent(dead -> notices.accept("server profile '" + spec.profileOrDefault() + "' was held by a benchlab process"
                + " that ended without releasing it (" + dead.describe() + "); taken over"));
        try {
            ManagedServer server = factory.managed(spec, folder);
            return new Target.Managed(server, lock, notices);
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    Iterable<Target> all() {
        return targets.values();
    }

    @Override
    public void close() {
        for (Target t : targets.values()) {
            t.close();
            if (t instanceof Target.Managed m) {
                try {
                    if (m.startedHere() && !keepServers) {
                        m.server().stop();
                    }
                } finally {
                    m.release();
                }
            }
        }
    }
}

package io.benchlab.core.run;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.remote.HostKeyPolicy;
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
 * Unless the experiment allows parallel servers, only one managed server this run started runs at
 * a time, so two versions never compete for the machine.
 */
final class Targets implements AutoCloseable {
    private final ServerFactory factory;
    private final boolean keepServers;
    private final boolean parallel;
    private final Path folder;
    private final String purpose;
    private final Consumer<String> notices;
    private final Map<String, Target> targets = new LinkedHashMap<>();
    private HostKeyPolicy hostKeys = HostKeyPolicy.KNOWN_ONLY;

    /**
     * @param parallel let the managed servers of different variants run at the same time
     * @param folder   the experiment file's folder, where relative paths (passwordFile, basedir, tarball) start
     * @param purpose  what the run is, for the lock of each managed profile (a refused run names it)
     * @param notices  where to say what was cleaned up after a dead run, and which server was stopped for another
     */
    Targets(ServerFactory factory, boolean keepServers, boolean parallel, Path folder, String purpose, Consumer<String> notices) {
        this.factory = factory;
        this.keepServers = keepServers;
        this.parallel = parallel;
        this.folder = folder;
        this.purpose = purpose;
        this.notices = notices;
    }

    /** How an unknown SSH host key of a remote server is treated (a changed one is always refused). */
    Targets hostKeys(HostKeyPolicy policy) {
        this.hostKeys = policy;
        return this;
    }

    /** Call before using a target: stops the other managed servers this run started (unless parallel), saying so. */
    void activate(Target target) {
        if (parallel) {
            return;
        }
        for (Target t : targets.values()) {
            if (t != target && t instanceof Target.Managed m && m.startedHere() && m.server().isRunning()) {
                notices.accept("stopping " + t.label() + " while " + target.label() + " runs (one server at a time)");
                m.suspend();
            }
        }
    }

    Target of(ServerSpec spec) {
        if (spec.remote()) {
            String at = spec.host() + ":" + (spec.ssh().port() == null ? 22 : spec.ssh().port());
            String remoteKey = "remote:" + at + "|" + (spec.service() != null ? "service:" + spec.url() : spec.profileOrDefault());
            return targets.computeIfAbsent(remoteKey, k -> RemoteTarget.open(spec, folder, factory, hostKeys, notices));
        }
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
            if (t instanceof RemoteTarget r) {
                r.end(keepServers);
            }
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

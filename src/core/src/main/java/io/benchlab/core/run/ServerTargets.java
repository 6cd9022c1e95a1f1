package io.benchlab.core.run;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.remote.SshTarget;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerProfile;

/**
 * Benchlab's targets, one kind per server {@code type:}. A new kind is one {@link Target}
 * implementation plus one case in {@link #key} and in {@link #create}.
 */
public final class ServerTargets implements TargetFactory {
    private final ServerFactory servers;
    private final HostKeyPolicy hostKeys;

    public ServerTargets(ServerFactory servers) {
        this(servers, HostKeyPolicy.KNOWN_ONLY);
    }

    /** @param hostKeys how a remote server's unknown SSH host key is treated (a changed one is always refused) */
    public ServerTargets(ServerFactory servers, HostKeyPolicy hostKeys) {
        this.servers = servers;
        this.hostKeys = hostKeys;
    }

    @Override
    public String key(ServerSpec spec) {
        return switch (spec.typeOrDefault()) {
            case "none" -> "none";
            case "external" -> "external:" + spec.url() + "|" + spec.user();
            case "remote" -> "remote:" + spec.host() + ":" + (spec.ssh().port() == null ? SshTarget.DEFAULT_PORT : spec.ssh().port()) + "|"
                    + (spec.service() != null ? "service:" + spec.url() : spec.profileOrDefault());
            case "replication", "galera" -> spec.sandbox() ? "cluster:" + spec.profileOrDefault() : "nodes:" + spec.nodeUrls() + "|" + spec.user();
            default -> "managed:" + spec.profileOrDefault(); // embedded, binaries
        };
    }

    @Override
    public Target create(ServerSpec spec, RunScope run) {
        return switch (spec.typeOrDefault()) {
            case "none" -> new NoServerTarget(run.workloadFiles());
            case "external" -> new ExternalTarget(ServerFactory.external(spec, run.folder()));
            case "remote" -> RemoteTarget.open(spec, run, servers, hostKeys);
            case "replication", "galera" -> spec.sandbox() ? ClusterTarget.create(servers, spec, run.folder())
                    : ExistingClusterTarget.create(spec, run.folder());
            default -> managed(spec, run); // embedded, binaries
        };
    }

    /** The profile is locked before its server is looked at: a second run is refused before it can restart or reload anything. */
    private Target managed(ServerSpec spec, RunScope run) {
        ProfileLock lock = ProfileLock.acquire(ServerProfile.in(servers.home().servers(), spec.profileOrDefault()), run.purpose());
        lock.previous().ifPresent(dead -> run.notices().accept("server profile '" + spec.profileOrDefault() + "' was held by a benchlab"
                + " process that ended without releasing it (" + dead.describe() + "); taken over"));
        try {
            ManagedServer server = servers.managed(spec, run.folder());
            return new ManagedTarget(server, lock, run.notices(), run.keepServers());
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }
}

package io.benchlab.core.run;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.remote.SshTarget;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerProfile;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Benchlab's targets, one per {@link io.benchlab.core.experiment.ServerKind}. A new kind is one
 * {@link Target} implementation plus its row in {@link #kind}.
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
        return kind(spec).key().apply(spec);
    }

    @Override
    public Target create(ServerSpec spec, RunScope run) {
        return kind(spec).create().apply(spec, run);
    }

    /**
     * What a server kind becomes in a run: its target's class (which {@code ServerKindTest} holds to
     * the kind's declared capabilities), the key under which blocks share one target, and how it is
     * made. One exhaustive switch: a new {@link ServerKind} does not compile until it has its row.
     */
    record KindTarget(Class<? extends Target> type, Function<ServerSpec, String> key, BiFunction<ServerSpec, RunScope, Target> create) {
    }

    KindTarget kind(ServerSpec spec) {
        return switch (spec.kind()) {
            case NONE -> new KindTarget(NoServerTarget.class, s -> "none", (s, run) -> new NoServerTarget(run.workloadFiles()));
            case EXTERNAL -> new KindTarget(ExternalTarget.class, s -> "external:" + s.url() + "|" + s.user(),
                    (s, run) -> new ExternalTarget(ServerFactory.external(s, run.folder())));
            case REMOTE -> new KindTarget(RemoteTarget.class, s -> "remote:" + s.host() + ":" + (s.ssh().port() == null ? SshTarget.DEFAULT_PORT
                    : s.ssh().port()) + "|" + (s.service() != null ? "service:" + s.url() : s.profileOrDefault()),
                    (s, run) -> RemoteTarget.open(s, run, servers, hostKeys));
            case REPLICATION, GALERA -> spec.sandbox()
                    ? new KindTarget(ClusterTarget.class, s -> "cluster:" + s.profileOrDefault(), (s, run) -> ClusterTarget.create(servers, s, run.folder()))
                    : new KindTarget(ExistingClusterTarget.class, s -> "nodes:" + s.nodeUrls() + "|" + s.user(),
                    (s, run) -> ExistingClusterTarget.create(s, run.folder()));
            case EMBEDDED, BINARIES -> new KindTarget(ManagedTarget.class, s -> "managed:" + s.profileOrDefault(), this::managed);
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

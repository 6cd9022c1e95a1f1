package io.benchlab.testkit;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerState;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.util.BenchlabHome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One real embedded MariaDB per test JVM, in a throw-away benchlab home, started by the engine's
 * own {@link ServerFactory} on first use and stopped when JUnit finishes. Test methods of the kit's
 * suites receive it as a parameter. The server binaries are extracted once per machine into
 * benchlab's cache ({@code -Dbenchlab.cache} or {@code BENCHLAB_CACHE} move it).
 */
public final class KitServer implements ExtensionContext.Store.CloseableResource {
    private final Path home;
    private final ManagedServer server;
    private final ServerState state;

    private KitServer() {
        try {
            home = Files.createTempDirectory("benchlab-kit-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server = new ServerFactory(new BenchlabHome(home)).managed(ServerSpec.embedded("kit"));
        state = server.ensureRunning(new StartupOptions(Map.of()), 0);
    }

    /** The throw-away benchlab home (runs, server datadir). */
    public Path home() {
        return home;
    }

    /** JDBC URL of the server, without a schema. */
    public String url() {
        return "jdbc:mysql://127.0.0.1:" + state.port() + "/";
    }

    /** A connection pool as the engine opens it; close it after use. */
    public ConnectionPool pool(int connections) {
        return ConnectionPool.open(ServerFactory.endpoint(server), connections);
    }

    @Override
    public void close() throws IOException {
        try {
            server.stop();
        } finally {
            try (Stream<Path> walk = Files.walk(home)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** Resolves {@link KitServer} parameters: one server for the whole run, kept in JUnit's root store. */
    public static final class Extension implements ParameterResolver {
        @Override
        public boolean supportsParameter(ParameterContext p, ExtensionContext c) {
            return p.getParameter().getType() == KitServer.class;
        }

        @Override
        public Object resolveParameter(ParameterContext p, ExtensionContext c) {
            return c.getRoot().getStore(ExtensionContext.Namespace.create(KitServer.class))
                    .getOrComputeIfAbsent(KitServer.class, k -> new KitServer(), KitServer.class);
        }
    }
}

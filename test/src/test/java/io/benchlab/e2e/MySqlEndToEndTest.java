package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.RunStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MySQL 9.7 as a managed and as an external server (the build {@link MySqlBuild} gives): the
 * shipped demo with its buffer-pool variants, cold and warm; settings in the scope MySQL needs; a
 * removed variable refused with its replacement named.
 */
class MySqlEndToEndTest {
    @TempDir
    static Path dir;
    static Cli cli;

    @BeforeAll
    static void home() {
        cli = new Cli(dir.resolve("home"));
    }

    @AfterAll
    static void stop() {
        cli.stopServer("e2e-mysql");
        cli.stopServer("e2e-mysql-external");
    }

    /** examples/sql-file.yaml on MySQL 9.7 instead of the embedded MariaDB, one warm run instead of three. */
    private static Path demo(String name, String phases) throws Exception {
        Path examples = Path.of(System.getProperty("benchlab.root", "..")).resolve("examples");
        Path exp = Files.createDirectories(dir.resolve(name));
        Files.createDirectories(exp.resolve("sql"));
        for (String f : List.of("orders-setup.sql", "orders-queries.sql")) {
            Files.copy(examples.resolve("sql").resolve(f), exp.resolve("sql").resolve(f));
        }
        String yaml = Files.readString(examples.resolve("sql-file.yaml"))
                .replaceAll("(?m)^server:\n(  .*\n)+", "server: " + MySqlBuild.serverBlock("e2e-mysql") + "\n")
                .replaceAll("(?m)^phases:\n(  .*\n)+", phases + "\n");
        Path file = exp.resolve("demo.yaml");
        Files.writeString(file, yaml);
        return file;
    }

    @Test
    void theDemoRunsColdAndWarmOnBothBufferPools() throws Exception {
        Path file = demo("demo", "phases: {cold: true, warm: 1}");
        Cli.Result run = cli.ok("run", file.toString(), "--quiet");
        Bundle b = new BundleReader().read(Path.of(run.out().strip()));
        assertEquals(RunStatus.COMPLETE, b.manifest().status(), run.err());
        for (Records.VariantRecord v : b.variants()) {
            assertEquals("MYSQL", v.flavor());
            assertTrue(v.version().startsWith(MySqlBuild.RELEASE), v.version());
            // a global-only variable on a managed server: a start-up option, never a SET SESSION
            assertTrue(v.startup().containsKey("innodb_buffer_pool_size"), v.startup().toString());
            assertFalse(v.session().containsKey("innodb_buffer_pool_size"));
            assertFalse(v.tls(), "managed servers' benchmark sessions are plain TCP, as MariaDB's");
            assertEquals("caching_sha2_password", v.authPlugin());
        }
        assertEquals(List.of("8388608", "268435456"), b.variants().stream().map(v -> v.effective().get("innodb_buffer_pool_size")).toList());
        assertEquals(2 * 2 * 4, b.measurements().stream().filter(m -> m.error() == null).count());
        List<Records.PhaseRecord> coldPhases = b.phases().stream().filter(p -> p.coldProof() != null).toList();
        assertEquals(2, coldPhases.size());
        for (Records.PhaseRecord phase : coldPhases) {
            Records.ColdProof p = phase.coldProof();
            assertTrue(p.dumpLoadDisabled(), "innodb_buffer_pool_dump_at_shutdown/load_at_startup are off");
            assertNotNull(p.firstLoginSeconds(), "the first login after the restart is measured");
            assertTrue(p.firstLoginSeconds() > 0);
            assertTrue(p.settle().settled(), "no page of a user table dirty after the restart: " + p.settle().summary());
            assertTrue(p.settle().pending().containsKey("dirty pages of user tables"), p.settle().summary());
            // MySQL reads its own data dictionary at start: 8M (512 pages) can be full of system pages before any query,
            // so only the pool larger than everything the server reads at start proves it is not full of the data
            if (phase.variant().equals("bp-256M")) {
                assertTrue(p.bufferPoolPagesData() < p.bufferPoolPagesTotal(), "the buffer pool is not full after the restart");
            }
        }
        // plans read from MySQL's tabular EXPLAIN though 9.7 defaults to FORMAT=TREE
        assertTrue(b.plans().stream().allMatch(p -> p.fingerprint().contains("ix_customer") || p.fingerprint().startsWith("orders:")
                || p.fingerprint().contains("o:")), b.plans().stream().map(Records.PlanRecord::fingerprint).toList().toString());
        assertTrue(b.plans().stream().allMatch(p -> p.json() != null && p.tree() != null));
        // the warm 256M phase reads (next to) no page from disk, the 8M one thousands: the variants do what they say.
        // Innodb_buffer_pool_reads is global: MySQL's background threads (persistent statistics after the load) read a
        // page of a system table now and then (1 in a CI run), so "none" is asked as "a hundredth of the small pool's"
        long reads8 = readsIn(b, "bp-8M", "Run1");
        long reads256 = readsIn(b, "bp-256M", "Run1");
        assertTrue(reads8 > 100 && reads256 * 100 < reads8, reads8 + " vs " + reads256);
        String shown = cli.ok("show", b.id()).out();
        assertTrue(shown.contains("Server MySQL 9.7."), shown);
        assertTrue(shown.contains("no TLS, caching_sha2_password"), shown);
        assertTrue(shown.contains("first login after the start"), shown);
    }

    private static long readsIn(Bundle b, String variant, String phase) {
        return b.measurements().stream().filter(m -> m.variant().equals(variant) && m.phase().equals(phase))
                .mapToLong(m -> m.globalStatus().getOrDefault("Innodb_buffer_pool_reads", 0L)).sum();
    }

    @Test
    void aRemovedVariableIsRefusedWithItsReplacementNamed() throws Exception {
        Path file = demo("removed", "phases: {cold: false, warm: 1}");
        Files.writeString(file, Files.readString(file).replace("innodb_buffer_pool_size: 8M", "expire_logs_days: 7"));
        Cli.Result r = cli.run("run", file.toString(), "--quiet");
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains("expire_logs_days was removed in MySQL 8.2.0: set binlog_expire_logs_seconds instead"), r.err());
        assertEquals(1, r.err().lines().filter(l -> l.contains("expire_logs_days")).count(), r.err());
    }

    /** An example that needs a MariaDB-only feature says so in one line when pointed at MySQL, before any dataset loads. */
    @Test
    void theBkaExampleSaysItNeedsMariadb() throws Exception {
        Path examples = Path.of(System.getProperty("benchlab.root", "..")).resolve("examples");
        Path file = Files.createDirectories(dir.resolve("bka")).resolve("dbt3-bka.yaml");
        Files.writeString(file, Files.readString(examples.resolve("dbt3-bka.yaml"))
                .replaceAll("(?m)^server:\n(  .*\n)+", "server: " + MySqlBuild.serverBlock("e2e-mysql") + "\n"));
        Cli.Result r = cli.run("run", file.toString(), "--quiet");
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains("join_cache_level is MariaDB's own (MySQL 9.7."), r.err());
        assertTrue(r.err().contains("this experiment needs a MariaDB server"), r.err());
        assertFalse(r.err().contains("did you mean"), "no misspelling: " + r.err());
    }

    @Test
    void onAnExternalMysqlAGlobalOnlyVariableIsSetGloballyAndAReadOnlyOneRefused() throws Exception {
        String started = cli.ok("server", "start", "--profile", "e2e-mysql-external", "--build", MySqlBuild.version()).out();
        String port = started.replaceAll("(?s).*port=(\\d+).*", "$1");
        String server = "server:\n  type: external\n  url: jdbc:mysql://127.0.0.1:" + port + "/\n  user: root\n";
        Path file = Experiments.write(dir.resolve("ext"), "ext", "unused", """
                phases: {cold: false, warm: 1}
                variants:
                  - name: old-blocks-0
                    settings: {innodb_old_blocks_time: 0, sort_buffer_size: 1M}
                """);
        Files.writeString(file, Files.readString(file).replaceAll("(?s)server:\n  type: embedded\n  profile: unused\n", server));
        Cli.Result run = cli.ok("run", file.toString(), "--quiet");
        Bundle b = new BundleReader().read(Path.of(run.out().strip()));
        Records.VariantRecord v = b.variants().get(0);
        assertEquals("0", v.global().get("innodb_old_blocks_time"), "global-only on an external server: SET GLOBAL");
        assertTrue(v.session().containsKey("sort_buffer_size"), "a session variable stays per session");
        assertEquals("0", v.effective().get("innodb_old_blocks_time"));

        Files.writeString(file, Files.readString(file).replace("innodb_old_blocks_time: 0", "innodb_page_size: 8K"));
        Cli.Result refused = cli.run("run", file.toString(), "--quiet");
        assertEquals(2, refused.exitCode(), refused.err());
        List<String> lines = refused.err().lines().filter(l -> l.contains("innodb_page_size")).toList();
        assertEquals(1, lines.size(), refused.err());
        assertTrue(lines.get(0).contains("can only be set at server start-up"), lines.get(0));
    }
}

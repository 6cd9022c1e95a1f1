package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.WaitRecords.EventKind;
import io.benchlab.core.bundle.WaitRecords.WaitIntervalRecord;
import io.benchlab.core.bundle.WaitSamples;
import io.benchlab.core.bundle.WaitSamples.EventShare;
import io.benchlab.core.bundle.WaitSamples.OperationWaits;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code options.performanceSchema} on real servers: MariaDB 11.8 (managed, so started with
 * performance_schema on) and MySQL 9.7 (on by default), each under a load that must wait on a
 * metadata lock — one session holds the table in an open transaction while the other truncates
 * it — record that wait and that stage by name with time, beside each interval, in show, its JSON
 * and CSV, the report and compare. An external server running with performance_schema is sampled
 * and gets back the instruments as they were; one running without it is refused in one line before
 * anything runs.
 */
class PerformanceSchemaEndToEndTest {
    static final String MDL_WAIT = "wait/lock/metadata/sql/mdl";
    static final String MDL_STAGE = "stage/sql/Waiting for table metadata lock";

    @RegisterExtension
    static final StreamServer external = StreamServer.shared();
    @TempDir
    static Path dir;
    static Cli cli;

    @BeforeAll
    static void home() {
        cli = new Cli(dir.resolve("home"));
    }

    @AfterAll
    static void stop() {
        cli.run("server", "stop", "--profile", "pfs-mariadb");
        cli.run("server", "stop", "--profile", "pfs-mysql");
        cli.run("server", "stop", "--profile", "pfs-external");
    }

    /** Session 1 holds the table's metadata lock in a transaction for 0.3 s; session 2's TRUNCATE needs it exclusively. */
    private static Path lockingLoad(String name) throws Exception {
        Path folder = Files.createDirectories(dir.resolve(name));
        Files.writeString(folder.resolve("setup.sql"), """
                DROP TABLE IF EXISTS held;
                CREATE TABLE held (id INT PRIMARY KEY) ENGINE=InnoDB;
                INSERT INTO held VALUES (1), (2), (3);
                DROP PROCEDURE IF EXISTS hold_or_truncate;
                DELIMITER //
                CREATE PROCEDURE hold_or_truncate(session INT)
                BEGIN
                  IF session = 1 THEN
                    START TRANSACTION;
                    SELECT COUNT(*) INTO @n FROM held;
                    DO SLEEP(0.3);
                    COMMIT;
                  ELSE
                    TRUNCATE TABLE held;
                  END IF;
                END //
                DELIMITER ;
                """);
        Files.writeString(folder.resolve("queries.sql"), """
                -- name: hold_or_truncate
                -- stream
                CALL hold_or_truncate(${thread});
                """);
        return folder;
    }

    private static String experiment(Path folder, String server) {
        return """
                name: pfs
                server: %s
                workload:
                  plugin: sql-file
                  parameters: {setup: %s/setup.sql, queries: %s/queries.sql, schema: pfs}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, iterations: 8, interval: 500ms}
                options: {performanceSchema: true}
                """.formatted(server, folder, folder);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mariadb", "mysql"})
    void aMetadataLockWaitIsRecordedByNameBesideEachIntervalAndInEveryFace(String flavour) throws Exception {
        String version = flavour.equals("mariadb") ? FetchedServers.mariadb() : FetchedServers.mysql();
        Path folder = lockingLoad(flavour);
        Path yaml = Files.writeString(folder.resolve("pfs.yaml"),
                experiment(folder, "{type: embedded, version: " + version + ", profile: pfs-" + flavour + "}"));
        Cli.Result run = cli.ok("run", yaml.toString(), "--quiet");
        Path bundleDir = Path.of(run.out().strip());
        Bundle b = new BundleReader().read(bundleDir);
        assertTrue(b.variants().get(0).version().contains(flavour.equals("mariadb") ? "MariaDB" : "9.7."), b.variants().get(0).version());

        List<IntervalRecord> intervals = b.intervals();
        List<WaitIntervalRecord> records = new BundleReader().records(b.dir(), BundleFormat.WAITS, WaitIntervalRecord.class);
        assertEquals(intervals.size(), records.size(), "the waits of every interval, beside it");
        for (int k = 0; k < intervals.size(); k++) {
            assertEquals(intervals.get(k).index(), records.get(k).index());
            assertEquals(2, records.get(k).threads());
        }
        // a session is counted in the intervals up to the one it disconnects in (its last counts read as it closed)
        assertTrue(records.stream().allMatch(r -> r.sessions() <= 2) && records.get(0).sessions() == 2,
                "the workers' sessions found in performance_schema.threads: " + records);
        long mdlWaits = records.stream().flatMap(r -> r.waits().stream()).filter(e -> e.event().equals(MDL_WAIT)).mapToLong(e -> e.count()).sum();
        assertTrue(mdlWaits >= 2, "the metadata-lock waits of the whole stream, the last interval's too: " + mdlWaits);

        OperationWaits waits = WaitSamples.of(b).of("default", "hold_or_truncate");
        assertNotNull(waits, "the stream's waits: " + WaitSamples.of(b));
        EventShare mdl = waits.event(MDL_WAIT).orElseThrow(() -> new AssertionError("no metadata-lock wait: " + waits));
        assertEquals(EventKind.WAIT, mdl.kind());
        assertTrue(mdl.seconds() > 0 && mdl.count() > 0, "the metadata-lock wait has time: " + mdl);
        EventShare stage = waits.event(MDL_STAGE).orElseThrow(() -> new AssertionError("no metadata-lock stage: " + waits));
        assertEquals(EventKind.STAGE, stage.kind());
        assertTrue(stage.seconds() > 0, "the stage has time: " + stage);
        assertTrue(waits.waits().stream().noneMatch(e -> e.event().equals("idle")), "idle is the client's time, not a wait: " + waits);
        assertTrue(waits.waits().stream().allMatch(e -> e.share() >= 0 && e.share() <= 1), "shares of the sessions' time: " + waits);

        String shown = cli.ok("show", bundleDir.toString()).out();
        assertTrue(shown.contains("performance_schema waits and stages") && shown.contains(MDL_WAIT) && shown.contains(MDL_STAGE), shown);
        JsonNode json = Json.mapper().readTree(cli.ok("show", bundleDir.toString(), "--format=json").out());
        assertTrue(json.path("waits").path("operations").get(0).path("waits").toString().contains(MDL_WAIT), json.path("waits").toString());
        String csv = cli.ok("show", bundleDir.toString(), "--format=csv").out();
        assertTrue(csv.lines().anyMatch(l -> l.startsWith("wait,") && l.contains(MDL_WAIT)), csv);
        Path report = dir.resolve(flavour + ".html");
        cli.ok("report", bundleDir.toString(), "-o", report.toString());
        String html = Files.readString(report);
        assertTrue(html.contains("performance_schema") && html.contains(MDL_WAIT), "the report's waits section");
        String compared = cli.ok("compare", bundleDir.toString(), bundleDir.toString()).out();
        assertTrue(compared.contains("performance_schema") && compared.contains(MDL_WAIT), compared);
    }

    @Test
    void onAnExternalServerWithPerformanceSchemaTheInstrumentsTurnedOnAreSetBackAfterTheRun() throws Exception {
        String started = cli.ok("server", "start", "--profile", "pfs-external", "--build", FetchedServers.mariadb(),
                "-O", "performance_schema=ON").out();
        String url = "jdbc:mysql://127.0.0.1:" + started.replaceAll("(?s).*port=(\\d+).*", "$1") + "/";
        String disabled = "SELECT COUNT(*) FROM performance_schema.setup_instruments WHERE NAME = '" + MDL_WAIT + "' AND ENABLED = 'NO'";
        try (var c = java.sql.DriverManager.getConnection(url + "?sslMode=DISABLED", "root", ""); var st = c.createStatement()) {
            try (var rs = st.executeQuery(disabled)) {
                rs.next();
                assertEquals(1, rs.getInt(1), "MariaDB ships the metadata-lock instrument off");
            }
            Path folder = lockingLoad("external-on");
            Path yaml = Files.writeString(folder.resolve("pfs.yaml"), experiment(folder, "{type: external, url: '" + url + "', user: root}"));
            Bundle b = new BundleReader().read(Path.of(cli.ok("run", yaml.toString(), "--quiet").out().strip()));
            assertTrue(WaitSamples.of(b).of("default", "hold_or_truncate").event(MDL_WAIT).isPresent(), "sampled while on: " + WaitSamples.of(b));
            try (var rs = st.executeQuery(disabled)) {
                rs.next();
                assertEquals(1, rs.getInt(1), "the external server's instrument is off again, as it was");
            }
        }
    }

    @Test
    void anExternalServerWithoutPerformanceSchemaIsRefusedInOneLineBeforeAnythingRuns() throws Exception {
        Path folder = lockingLoad("external");
        Path yaml = Files.writeString(folder.resolve("pfs.yaml"), experiment(folder, "{type: external, url: '" + external.url() + "', user: root}"));
        Path home = dir.resolve("external-home");
        Cli.Result r = new Cli(home).run("run", yaml.toString(), "--quiet");
        assertEquals(2, r.exitCode(), r.err());
        String err = r.err().strip();
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.contains("options.performanceSchema") && err.contains("performance_schema OFF") && err.contains("restart it"), err);
        try (var c = external.connect(); var st = c.createStatement(); var rs = st.executeQuery("SHOW DATABASES LIKE 'pfs'")) {
            assertFalse(rs.next(), "the workload's setup never ran");
        }
        assertFalse(Files.exists(home.resolve("runs")) && !new BundleReader().list(home.resolve("runs")).isEmpty(), "no bundle");
    }
}

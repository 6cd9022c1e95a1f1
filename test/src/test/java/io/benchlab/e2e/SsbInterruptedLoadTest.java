package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.dataset.DatasetLoader;
import io.benchlab.core.dataset.DatasetMarker;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A `dataset load` killed in the middle of lineorder leaves a marker that says "loading"; the next
 * load must notice it and load again, completely.
 */
class SsbInterruptedLoadTest {

    private static final String SCHEMA = "ssb_sf0_05";
    private static final long LINEORDER_ROWS_SF005 = 299_714;

    @Test
    void aKilledLoadIsReloaded(@TempDir Path dir) throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Path log = dir.resolve("killed-load.log");
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"),
                "-Dbenchlab.cache=" + new BenchlabHome(cli.home()).cache(),
                "io.benchlab.cli.Main", "dataset", "load", "ssb", "--sf", "0.05", "--home", cli.home().toString());
        Process load = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            // wait for the server that process starts, then for its LOAD DATA into lineorder
            Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
            ManagedServer server = server(cli);
            while (server.state().isEmpty() && load.isAlive() && Instant.now().isBefore(deadline)) {
                Thread.sleep(100);
                server = server(cli); // reads the state file the other process writes
            }
            assertTrue(server.state().isPresent(), () -> "the load never started a server: " + read(log));
            try (ConnectionPool pool = ConnectionPool.open(ServerFactory.endpoint(server), 2)) {
                boolean inLineorder = false;
                while (!inLineorder && load.isAlive() && Instant.now().isBefore(deadline)) {
                    inLineorder = loadingLineorder(pool);
                    Thread.sleep(20);
                }
                assertTrue(inLineorder, () -> "never saw the LOAD DATA into lineorder: " + read(log));
                load.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
                assertFalse(load.isAlive());

                try (Connection c = pool.connection()) {
                    Optional<DatasetMarker> marker = DatasetLoader.marker(c, SCHEMA);
                    assertTrue(marker.isPresent(), "the killed load left no marker");
                    assertEquals("loading", marker.get().status(), "a killed load must not look complete");
                }
            }

            cli.ok("dataset", "load", "ssb", "--sf", "0.05");

            try (ConnectionPool pool = ConnectionPool.open(ServerFactory.endpoint(server(cli)), 2); Connection c = pool.connection()) {
                DatasetMarker marker = DatasetLoader.marker(c, SCHEMA).orElseThrow();
                assertTrue(marker.complete(), "status after the reload: " + marker.status());
                assertEquals(LINEORDER_ROWS_SF005, marker.rows().get("lineorder"));
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + SCHEMA + ".lineorder")) {
                    rs.next();
                    assertEquals(LINEORDER_ROWS_SF005, rs.getLong(1));
                }
            }
        } finally {
            load.destroyForcibly();
            cli.stopServer("default");
        }
    }

    private static ManagedServer server(Cli cli) {
        return new ServerFactory(new BenchlabHome(cli.home())).managed(ServerSpec.embedded());
    }

    private static boolean loadingLineorder(ConnectionPool pool) throws Exception {
        try (Connection c = pool.connection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM information_schema.PROCESSLIST"
                     + " WHERE INFO LIKE 'LOAD DATA%lineorder%'")) {
            rs.next();
            return rs.getLong(1) > 0;
        }
    }

    private static String read(Path log) {
        try {
            return Files.readString(log);
        } catch (Exception e) {
            return "(no log: " + e + ")";
        }
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.BundleReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Bad options of sysbench's OLTP scripts, through the real CLI: each gets one clear line naming
 * what would be right and a non-zero exit, before any dataset is loaded or bundle written.
 */
class OltpBadOptionsTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-oltp-bad");
    static final Path dir = cli.dir();

    /** Runs the experiment; asserts one line on stderr, a non-zero exit, no stack trace, no bundle; returns the line. */
    private static String refused(String name, String workload, String stream) throws IOException {
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, "name: " + name + "\nserver: {profile: e2e-oltp-bad}\nworkload:\n" + workload
                + "phases: {cold: false, warm: 1}\nstream:\n" + stream);
        Cli.Result r = cli.run("run", file.toString(), "--quiet");
        assertNotEquals(0, r.exitCode(), r.all());
        assertFalse(r.all().contains("\tat "), "no stack trace: " + r.all());
        String[] lines = r.err().strip().split("\n");
        String last = lines[lines.length - 1];
        assertTrue(last.startsWith("benchlab: "), r.err());
        assertTrue(new BundleReader().list(cli.home().resolve("runs")).isEmpty(), "nothing ran: " + r.all());
        return last;
    }

    @Test
    void noTables() throws IOException {
        String line = refused("tables", "  plugin: oltp_read_write\n  parameters: {tables: 0}\n", "  duration: 1s\n");
        assertTrue(line.contains("tables") && line.contains("1"), line);
    }

    @Test
    void aRangeWiderThanTheTable() throws IOException {
        String line = refused("range", "  plugin: oltp_read_only\n  parameters: {tableSize: 50, rangeSize: 100}\n", "  duration: 1s\n");
        assertTrue(line.contains("'oltp_read_only'") && line.contains("rangeSize 100 is larger than tableSize 50"), line);
    }

    @Test
    void anUnknownDistribution() throws IOException {
        String line = refused("rand", "  plugin: oltp_point_select\n  parameters: {randType: zipfian}\n", "  duration: 1s\n");
        assertTrue(line.contains("randType") && line.contains("uniform, gaussian, special, pareto"), line);
    }

    @Test
    void deleteInsertsOnAReadOnlyScript() throws IOException {
        String line = refused("ro-writes", "  plugin: oltp_read_only\n  parameters: {deleteInserts: 2}\n", "  duration: 1s\n");
        assertTrue(line.contains("unknown parameter 'deleteInserts'") && line.contains("pointSelects"), line);
    }

    @Test
    void randomPointsOnSeveralTables() throws IOException {
        String line = refused("points", "  plugin: select_random_points\n  parameters: {tables: 2}\n", "  duration: 1s\n");
        assertTrue(line.contains("'select_random_points'") && line.contains("tables must be 1, not 2"), line);
    }

    @Test
    void moreThreadsThanTheServerAllows() throws IOException {
        String line = refused("maxconn", "  plugin: oltp_read_write\n", "  threadSweep: [4, 400]\n  duration: 1s\n");
        assertTrue(line.contains("needs 404 connections") && line.contains("max_connections"), line);
    }
}

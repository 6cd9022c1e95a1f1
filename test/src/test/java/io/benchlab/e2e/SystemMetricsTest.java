package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.probe.BlockDevice;
import io.benchlab.core.util.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A short iiBench stream on the embedded server: {@code show --format json} has the intervals,
 * percentiles, exit velocity and, per interval, what the machine did (CPU shares, the datadir's
 * disk, the server process) with sane values.
 */
class SystemMetricsTest {
    @TempDir
    Path home;

    @Test
    void anInsertStreamRecordsCpuAndDiskPerInterval() throws Exception {
        Cli cli = new Cli(home);
        Path experiment = home.resolve("iib-metrics.yaml");
        Files.writeString(experiment, """
                name: iib-metrics
                server: {type: embedded, profile: metrics}
                workload:
                  plugin: insert-stream
                  parameters: {schema: iib_metrics, rowsPerStatement: 50, rowsPerCommit: 100, secondaryIndexes: 3}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 2s, interval: 500ms}
                """, StandardCharsets.UTF_8);
        try {
            cli.ok("run", experiment.toString());
        } finally {
            cli.stopServer("metrics");
        }
        JsonNode doc = Json.mapper().readTree(cli.ok("show", "latest", "--format", "json").out());
        JsonNode stream = doc.path("streams").get(0);
        assertEquals("rows", stream.path("unit").asText());
        JsonNode intervals = stream.path("intervals");
        assertTrue(intervals.size() >= 3, "2 s in 500 ms intervals: " + intervals.size());
        JsonNode latency = stream.path("summary").path("latency");
        assertTrue(latency.path("p50Micros").asDouble() > 0 && latency.path("p99Micros").asDouble() >= latency.path("p50Micros").asDouble());
        assertTrue(stream.path("rateVsUnits").path("exitVelocity").asDouble() > 0, "exit velocity");
        assertEquals(stream.path("summary").path("units").asLong(), stream.path("rateVsUnits").path("units").asLong());
        assertFalse(stream.path("distribution").isEmpty(), "percentiles from the histogram log");

        double written = 0;
        for (JsonNode i : intervals) {
            JsonNode m = i.path("system");
            assertFalse(m.isMissingNode(), "every interval has a machine sample: " + i);
            for (String share : new String[] {"cpuUser", "cpuSystem", "cpuIowait", "cpuSteal"}) {
                double v = m.path(share).asDouble(-1);
                assertTrue(v >= 0 && v <= 1, share + " is a share of all CPUs: " + v);
            }
            assertTrue(m.path("cpuUser").asDouble() + m.path("cpuSystem").asDouble() > 0, "something ran: " + m);
            assertTrue(m.path("serverCpuCores").asDouble(-1) >= 0, "server process CPU: " + m);
            assertTrue(m.path("serverRssBytes").asLong() > 10L << 20, "a MariaDB server holds more than 10 MB: " + m);
            assertTrue(m.path("pageCacheBytes").asLong() > 0, m.toString());
            if (m.has("device")) {
                for (String counter : new String[] {"readsPerSecond", "writesPerSecond", "readMBPerSecond", "writeMBPerSecond",
                        "awaitMillis", "inFlight"}) {
                    assertTrue(m.path(counter).asDouble(-1) >= 0, counter + " is never negative: " + m);
                }
                double util = m.path("utilization").asDouble(-1);
                assertTrue(util >= 0 && util <= 1, "utilization " + util);
                written += m.path("writesPerSecond").asDouble();
            }
        }
        Path datadir = home.resolve("servers/metrics/data");
        boolean hasDevice = BlockDevice.holding(datadir).isPresent();
        Assumptions.assumeTrue(hasDevice, "the datadir's filesystem has no block device here (tmpfs, overlay): disk figures not checked");
        assertTrue(intervals.get(0).path("system").has("device"), "the device holding the datadir is recorded");
        assertEquals(BlockDevice.holding(datadir).get().name(), intervals.get(0).path("system").path("device").asText());
        assertTrue(written > 0, "inserts with a commit every 100 rows write to the datadir's disk");

        String text = cli.ok("show", "latest").out();
        assertTrue(text.contains("Machine per interval — Run1/insert, 2 thread(s)"), text);
    }
}

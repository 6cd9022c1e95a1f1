package io.benchlab.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.experiment.MetricsAddress;
import io.benchlab.core.stream.KindSample;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The endpoint a run serves, scraped over HTTP as Prometheus does (asking for OpenMetrics): what
 * it shows is the records it was handed — sums of the intervals as counters, the last interval's
 * rates and percentiles while the stream runs — and a port in use is one line.
 */
class LiveMetricsTest {
    private static final String OPEN_METRICS = "application/openmetrics-text; version=1.0.0; charset=utf-8";

    @Test
    void servesTheRecordsItWasHandedInOpenMetrics() throws Exception {
        try (LiveMetrics m = LiveMetrics.serve(new MetricsAddress("127.0.0.1", 0), "exp", "test-deadlock")) {
            m.started("20250101-000000-exp");
            m.phaseStarted("v1", "Run1");
            m.measured(new Measurement("v1", "Run1", 1, "Q1", null, Instant.EPOCH, 0.25, 3, "c", false, Map.of(), Map.of(), null));
            m.interval(interval(0, 100, Map.of("deadlock", 2L), 250.0), "transactions", List.of());
            m.interval(interval(1, 140, Map.of("deadlock", 1L, "lock_wait_timeout", 4L), 300.0), "transactions",
                    List.of(new NodeIntervalRecord("v1", "Run1", 1, "swap", 4, 1, 1000, "replica1", "replica", false, false,
                            Map.of(), Map.of(), 2L, 17L, null, null, null, null, "running", 0.5, 1_000_000L)));

            String text = scrape(m);
            assertTrue(text.endsWith("# EOF\n"), "OpenMetrics ends with # EOF: " + text);
            String stream = "operation=\"swap\",phase=\"Run1\",threads=\"4\",variant=\"v1\"";
            assertTrue(text.contains("benchlab_stream_operations_total{" + stream + "} 240.0"), text);
            assertTrue(text.contains("benchlab_stream_interval{" + stream + "} 1.0"), text);
            assertTrue(text.contains("benchlab_stream_operations_per_second{" + stream + "} 140.0"), text);
            assertTrue(text.contains("benchlab_stream_units_total{operation=\"swap\",phase=\"Run1\",threads=\"4\",unit=\"transactions\","
                    + "variant=\"v1\"} 480.0"), text);
            assertTrue(text.contains("benchlab_stream_errors_total{class=\"deadlock\"," + stream + "} 3.0"), text);
            assertTrue(text.contains("benchlab_stream_errors_total{class=\"lock_wait_timeout\"," + stream + "} 4.0"), text);
            assertTrue(text.contains("benchlab_stream_errors_total{class=\"connection_lost\"," + stream + "} 0.0"),
                    "every class is there from the start: " + text);
            assertTrue(text.contains("benchlab_stream_latency_seconds{" + stream + ",quantile=\"0.99\"} 3.0E-4"), text);
            assertTrue(text.contains("benchlab_stream_counts_total{count=\"updates\"," + stream + "} 480.0"), text);
            assertTrue(text.contains("benchlab_stream_counts_per_second{count=\"updates\"," + stream + "} 560.0"), text);
            assertTrue(text.contains("benchlab_kind_operations_total{kind=\"backward\"," + stream + "} 120.0"), text);
            assertTrue(text.contains("benchlab_stream_rate{operation=\"swap\",phase=\"Run1\",rate=\"NOPM\",threads=\"4\",variant=\"v1\"}"
                    + " 16800.0"), text);
            assertTrue(text.contains("benchlab_kind_operations_per_second{kind=\"backward\"," + stream + "} 140.0"), text);
            assertTrue(text.contains("benchlab_kind_latency_seconds{kind=\"forward\"," + stream + ",quantile=\"0.95\"} 2.0E-4"), text);
            assertTrue(text.contains("benchlab_machine_cpu_ratio{mode=\"user\",variant=\"v1\"} 0.5"), text);
            assertTrue(text.contains("benchlab_machine_disk_read_bytes_per_second{device=\"sda\",variant=\"v1\"} 2000000.0"), text);
            assertTrue(text.contains("benchlab_node_transactions_behind{node=\"replica1\",phase=\"Run1\",role=\"replica\",variant=\"v1\"} 17.0"),
                    text);
            assertTrue(text.contains("benchlab_query_seconds{operation=\"Q1\",phase=\"Run1\",variant=\"v1\"} 0.25"), text);
            assertTrue(text.contains("benchlab_phase_info{phase=\"Run1\",variant=\"v1\"} 1"), text);
            assertTrue(text.contains("benchlab_run_info{experiment=\"exp\",run=\"20250101-000000-exp\",workload=\"test-deadlock\"} 1"), text);
            assertTrue(text.contains("# TYPE benchlab_stream_latency_seconds summary") && text.contains("# UNIT benchlab_stream_latency_seconds seconds"),
                    text);

            m.streamFinished(stream());
            String after = scrape(m);
            assertTrue(after.contains("benchlab_stream_operations_total{" + stream + "} 240.0"), "sums stay after the stream: " + after);
            assertFalse(after.contains("benchlab_stream_operations_per_second{"), "a finished stream has no current rate: " + after);
            assertFalse(after.contains("benchlab_machine_cpu_ratio{"), "nor the machine it carried: " + after);
            assertFalse(after.contains("benchlab_node_transactions_behind{"), "nor its nodes' gauges: " + after);
        }
    }

    @Test
    void everyServedNameIsAFamilysName() throws Exception {
        try (LiveMetrics m = LiveMetrics.serve(new MetricsAddress("127.0.0.1", 0), "exp", "w")) {
            m.interval(interval(0, 10, Map.of("deadlock", 1L), 100.0), "rows", List.of());
            for (String line : scrape(m).split("\n")) {
                if (!line.startsWith("#") && !line.isEmpty()) {
                    String name = line.replaceAll("[{ ].*", "");
                    assertTrue(Family.servedNames().contains(name), name + " is not a family's served name: " + Family.servedNames());
                }
            }
        }
    }

    @Test
    void aPortInUseIsOneLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            BenchlabException e = assertThrows(BenchlabException.class,
                    () -> LiveMetrics.serve(new MetricsAddress("127.0.0.1", taken.getLocalPort()), "exp", "w"));
            assertEquals("metrics: cannot listen on 127.0.0.1:" + taken.getLocalPort() + ": the port is in use (by another program or"
                    + " another run); choose another port", e.getMessage());
        }
    }

    private static String scrape(LiveMetrics m) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(m.url()))
                .header("Accept", OPEN_METRICS).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/openmetrics-text"), r.headers().toString());
        return r.body();
    }

    private static IntervalRecord interval(int index, long operations, Map<String, Long> errorClasses, double p99Micros) {
        Map<String, KindSample> kinds = new LinkedHashMap<>();
        kinds.put("forward", new KindSample(operations / 2, 0, 100.0, 200.0, 300.0, 400.0));
        kinds.put("backward", new KindSample(operations / 2, errorClasses.values().stream().mapToLong(Long::longValue).sum(), 100.0, 200.0,
                300.0, 400.0));
        SystemSample system = new SystemSample(0.5, 0.2, 0.1, 0.0, "sda", 10.0, 20.0, 2.0, 3.0, 1.5, 0.25, 1L, 1.25, 1_000L, 2_000L);
        return new IntervalRecord("v1", "Run1", 1, "swap", 4, index, index * 500L, 500, operations, 2 * operations, operations * 1.0,
                operations * 2.0, 100.0, 200.0, p99Micros, 400.0, errorClasses.values().stream().mapToLong(Long::longValue).sum(),
                Map.of("schema_bytes", 65536L), system, kinds, Map.of("updates", 2 * operations), errorClasses,
                Map.of("NOPM", operations * 120.0));
    }

    private static StreamRecord stream() {
        return new StreamRecord("v1", "Run1", 1, "swap", "transactions", 4, "closed-loop", "duration", null, 240, 480, 7, 1.0, 240, 480,
                null, null, null, null, null, null);
    }
}

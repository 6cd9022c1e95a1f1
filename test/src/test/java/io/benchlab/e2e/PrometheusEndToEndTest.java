package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Live metrics end to end: Debian's real Prometheus server (scripts/install-test-deps.sh installs
 * it) scrapes {@code benchlab run --metrics} on 127.0.0.1 while a short stream with kinds, counts
 * and real deadlocks runs, and its HTTP API is asked afterwards for what it stored. Every scraped
 * value must be the bundle's: at each scrape, the interval index it names, the operations, errors
 * by class, kinds and counts summed up to that interval, and that interval's throughput, p99 and
 * machine sample; the run's labels name the bundle and its variant. A replication sandbox's run
 * is scraped likewise for its nodes' figures. Then every query of the
 * Grafana dashboard (resources/grafana) runs on that Prometheus over the run, and the panels that
 * apply to such a run return data. Prometheus gets its own config, data folder and ports in a
 * temp folder and is stopped by its PID. A screenshot of its own graph page is kept in
 * target/screenshots. Nothing is timed.
 */
class PrometheusEndToEndTest {
    private static final Path PROMETHEUS = Path.of("/usr/bin/prometheus");
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final Duration WAIT = Duration.ofSeconds(120);
    private static final String STREAM = "{variant=\"default\",phase=\"Run1\",operation=\"swap\",threads=\"4\"}";

    @RegisterExtension
    static final StreamServer server = StreamServer.perClass();

    @TempDir
    Path folder;

    private final HttpClient http = HttpClient.newHttpClient();
    private int webPort;

    @Test
    void prometheusScrapesARunAndStoresWhatItsBundleRecorded() throws Exception {
        int metricsPort = freePort();
        Process prometheus = startPrometheus(metricsPort);
        try {
            Instant before = Instant.now();
            // options.metrics here; run --metrics in the test below
            Bundle b = server.run("live", """
                    workload: {plugin: test-deadlock}
                    phases: {cold: false, warm: 1}
                    stream: {threads: 4, duration: 4s, interval: 500ms}
                    options: {metrics: '127.0.0.1:%d'}
                    """.formatted(metricsPort));
            Instant after = Instant.now();
            List<IntervalRecord> intervals = b.intervals();

            JsonNode run = series("benchlab_run_info{run=\"" + b.dir().getFileName() + "\"}");
            assertEquals(1, run.size(), "the run's info names its bundle: " + run);
            assertEquals("live", run.get(0).path("metric").path("experiment").asText());
            assertEquals("test-deadlock", run.get(0).path("metric").path("workload").asText());
            JsonNode phase = series("benchlab_phase_info");
            assertEquals(1, phase.size(), phase.toString());
            assertEquals("default", phase.get(0).path("metric").path("variant").asText(), "the run's variant is a label");
            assertEquals("Run1", phase.get(0).path("metric").path("phase").asText());

            // each scrape as Prometheus stored it: the interval it saw last, and the figures scraped with it
            Map<Double, Double> index = samples("benchlab_stream_interval" + STREAM);
            assertTrue(index.values().stream().distinct().count() >= 2, "scrapes saw several intervals: " + index);
            agree(index, "benchlab_stream_operations_total" + STREAM, intervals, true, i -> i.operations());
            agree(index, "benchlab_stream_errors_total" + withLabel("class", "deadlock"), intervals, true, i -> i.errorsOf("deadlock"));
            agree(index, "benchlab_kind_operations_total" + withLabel("kind", "backward"), intervals, true,
                    i -> i.kinds().get("backward").operations());
            agree(index, "benchlab_stream_counts_total" + withLabel("count", "updates"), intervals, true, i -> i.counts().get("updates"));
            agree(index, "benchlab_stream_operations_per_second" + STREAM, intervals, false, IntervalRecord::operationsPerSecond);
            agree(index, "benchlab_stream_latency_seconds" + withLabel("quantile", "0.99"), intervals, false, i -> i.p99Micros() / 1e6);
            if (intervals.get(0).system() != null && intervals.get(0).system().cpuUser() != null) {
                agree(index, "benchlab_machine_cpu_ratio{variant=\"default\",mode=\"user\"}", intervals, false,
                        i -> i.system().cpuUser());
            }
            long deadlocks = intervals.stream().mapToLong(i -> i.errorsOf("deadlock")).sum();
            assertTrue(deadlocks > 0, "the run had deadlocks to count: " + b.streams().get(0).errorClasses());

            dashboardQueriesAnswer(before, after);
            screenshot();
        } finally {
            stop(prometheus);
        }
    }

    /**
     * A replication sandbox (primary + replica of the embedded MariaDB) under an insert stream: the
     * replica's transactions behind and each node's server CPU and memory as Prometheus scraped them
     * are the bundle's node records of the interval each scrape saw.
     */
    @Test
    void aClustersNodeFiguresAreWhatItsBundleRecorded() throws Exception {
        int metricsPort = freePort();
        Process prometheus = startPrometheus(metricsPort);
        Cli cli = new Cli(folder.resolve("cluster-home"));
        try {
            Path yaml = folder.resolve("repl-metrics.yaml");
            Files.writeString(yaml, "name: repl-metrics\n" + ClusterRunTest.WORKLOAD + """
                    server: {type: replication, replicas: 1, profile: e2epromrepl}
                    phases: {cold: false, warm: 1}
                    stream: {threads: 2, duration: 4s, interval: 500ms}
                    """);
            Cli.Result r = cli.run("run", yaml.toString(), "--metrics", "127.0.0.1:" + metricsPort);
            assertEquals(0, r.exitCode(), r.all());
            Bundle b = new BundleReader().read(Path.of(r.out().strip().lines().reduce((x, y) -> y).orElseThrow()));
            List<NodeIntervalRecord> nodes = ClusterSamples.of(b).intervals();
            Map<Double, Double> index = samples("benchlab_stream_interval{variant=\"default\",phase=\"Run1\",operation=\"insert\",threads=\"2\"}");
            nodesAgree(index, "benchlab_node_transactions_behind", "replica1", "replica", nodes, NodeIntervalRecord::transactionsBehind);
            double cpu = 0;
            for (String[] node : new String[][] {{"primary", "primary"}, {"replica1", "replica"}}) {
                cpu += nodesAgree(index, "benchlab_node_cpu_cores", node[0], node[1], nodes, NodeIntervalRecord::serverCpuCores);
                nodesAgree(index, "benchlab_node_rss_bytes", node[0], node[1], nodes, NodeIntervalRecord::serverRssBytes);
            }
            assertTrue(cpu > 0, "the nodes' servers used CPU while they were scraped");
        } finally {
            stop(prometheus);
            cli.run("server", "stop", "--profile", "e2epromrepl");
        }
    }

    @Test
    void aPortInUseIsOneLineBeforeAnythingStartsAndTheOptionWinsOverTheFile() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Path yaml = folder.resolve("busy.yaml");
            Files.writeString(yaml, "name: busy\nserver: {type: external, url: '" + server.url() + "', user: root}\n"
                    + "workload: {plugin: test-deadlock}\nphases: {cold: false, warm: 1}\nstream: {duration: 1s}\n"
                    + "options: {metrics: " + freePort() + "}\n");
            Cli cli = new Cli(folder.resolve("home"));
            Cli.Result r = cli.run("run", yaml.toString(), "--metrics", "127.0.0.1:" + taken.getLocalPort());
            assertEquals(2, r.exitCode(), r.all());
            assertEquals("benchlab: metrics: cannot listen on 127.0.0.1:" + taken.getLocalPort() + ": the port is in use (by another"
                    + " program or another run); choose another port", r.err().strip());
            assertTrue(!Files.exists(folder.resolve("home").resolve("runs")) || Files.list(folder.resolve("home").resolve("runs"))
                    .findAny().isEmpty(), "nothing started: no bundle");
        }
    }

    @Test
    void aMetricsAddressThatIsNoAddressIsRefusedAtItsField() throws Exception {
        Path yaml = folder.resolve("bad.yaml");
        Files.writeString(yaml, "name: bad\nserver: {type: external, url: '" + server.url() + "', user: root}\n"
                + "workload: {plugin: test-deadlock}\nphases: {cold: false, warm: 1}\noptions:\n  metrics: 'localhost:99999'\n");
        Cli.Result r = new Cli(folder.resolve("home")).run("run", yaml.toString());
        assertEquals(2, r.exitCode(), r.all());
        assertTrue(r.err().contains("bad.yaml") && r.err().contains("line 6") && r.err().contains("options.metrics")
                && r.err().contains("the port must be from 1 to 65535"), r.err());
        Cli.Result usage = new Cli(folder.resolve("home")).run("run", yaml.toString(), "--metrics", "nine");
        assertEquals(64, usage.exitCode(), usage.all());
        assertTrue(usage.err().contains("'nine' is not a metrics address"), usage.err());
    }

    /**
     * At every scrape, the scraped value equals the bundle's at the interval the scrape saw: a sum
     * of intervals 0..k for a counter, interval k's own value for a gauge.
     */
    private void agree(Map<Double, Double> index, String selector, List<IntervalRecord> intervals, boolean summed,
                       ToDoubleFunction<IntervalRecord> value) throws Exception {
        Map<Double, Double> scraped = samples(selector);
        int compared = 0;
        for (Map.Entry<Double, Double> s : scraped.entrySet()) {
            Double k = index.get(s.getKey());
            if (k == null) {
                continue; // a counter scraped after the stream ended, without an interval beside it
            }
            int at = k.intValue();
            double expected = summed ? intervals.subList(0, at + 1).stream().mapToDouble(value).sum() : value.applyAsDouble(intervals.get(at));
            assertEquals(expected, s.getValue(), Math.abs(expected) * 1e-12, selector + " at interval " + at);
            compared++;
        }
        assertTrue(compared >= 2, selector + ": scrapes compared with the bundle: " + compared);
    }

    /**
     * At every scrape during the stream, a node's gauge equals its node record of the interval the
     * scrape saw; returns the sum of the values compared (so a caller can tell they were not all zero).
     */
    private double nodesAgree(Map<Double, Double> index, String family, String node, String role, List<NodeIntervalRecord> records,
                              Function<NodeIntervalRecord, Number> value) throws Exception {
        Map<Double, Double> scraped = samples(family + "{variant=\"default\",phase=\"Run1\",node=\"" + node + "\",role=\"" + role + "\"}");
        int compared = 0;
        double sum = 0;
        for (Map.Entry<Double, Double> s : scraped.entrySet()) {
            Double k = index.get(s.getKey());
            if (k == null) {
                continue; // scraped before the first interval or after the stream
            }
            NodeIntervalRecord rec = records.stream().filter(n -> n.node().equals(node) && n.index() == k.intValue()).findFirst()
                    .orElseThrow(() -> new AssertionError("no node record of " + node + " at interval " + k.intValue()));
            assertEquals(value.apply(rec).doubleValue(), s.getValue(), 0, family + " of " + node + " at interval " + k.intValue());
            sum += s.getValue();
            compared++;
        }
        assertTrue(compared >= 2, family + " of " + node + ": scrapes compared with the node records: " + compared + " of " + scraped);
        return sum;
    }

    /** Each panel's and annotation's query over the run, its variables at All: valid, and with data where the run has it. */
    private void dashboardQueriesAnswer(Instant from, Instant to) throws Exception {
        JsonNode dashboard;
        try (InputStream in = getClass().getResourceAsStream("/io/benchlab/resources/grafana/benchlab-run.json")) {
            dashboard = Json.mapper().readTree(in);
        }
        List<String> withData = List.of("Phase now", "Units per second", "Operations per second", "Response time per interval: p50, p95, p99, max",
                "Errors per second by class", "Counts per second", "Operations per second by kind", "p95 and p99 by kind", "Errors so far");
        List<String> answered = new ArrayList<>();
        for (JsonNode panel : dashboard.path("panels")) {
            for (JsonNode target : panel.path("targets")) {
                JsonNode result = rangeQuery(target.path("expr").asText(), from, to);
                if (!result.isEmpty() && !answered.contains(panel.path("title").asText())) {
                    answered.add(panel.path("title").asText());
                }
            }
        }
        for (JsonNode annotation : dashboard.path("annotations").path("list")) {
            if (annotation.has("expr")) {
                assertTrue(!rangeQuery(annotation.path("expr").asText(), from, to).isEmpty(), "the phase annotations find the phase");
            }
        }
        for (String title : withData) {
            assertTrue(answered.contains(title), "panel '" + title + "' shows nothing for this run; panels with data: " + answered);
        }
    }

    private JsonNode rangeQuery(String expr, Instant from, Instant to) throws Exception {
        String q = expr.replace("$instance", ".*").replace("$variant", ".*").replace("$operation", ".*").replace("$__rate_interval", "2s");
        JsonNode r = api("/api/v1/query_range?query=" + enc(q) + "&start=" + from.getEpochSecond() + "&end=" + (to.getEpochSecond() + 1)
                + "&step=0.5");
        assertEquals("success", r.path("status").asText(), "the dashboard's query does not run: " + expr + ": " + r);
        return r.path("data").path("result");
    }

    /** Every series of a selector with its raw samples (over the last 10 minutes). */
    private JsonNode series(String selector) throws Exception {
        JsonNode r = api("/api/v1/query?query=" + enc(selector + "[10m]"));
        assertEquals("success", r.path("status").asText(), r.toString());
        return r.path("data").path("result");
    }

    /** The raw samples of the one series a selector names: scrape time → value. */
    private Map<Double, Double> samples(String selector) throws Exception {
        JsonNode result = series(selector);
        assertEquals(1, result.size(), selector + " names one series: " + result);
        Map<Double, Double> out = new TreeMap<>();
        result.get(0).path("values").forEach(v -> out.put(v.get(0).asDouble(), Double.parseDouble(v.get(1).asText())));
        return out;
    }

    private JsonNode api(String pathAndQuery) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + webPort + pathAndQuery)).build(),
                HttpResponse.BodyHandlers.ofString());
        return Json.mapper().readTree(r.body());
    }

    private void awaitReady(Process prometheus, Path log) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!prometheus.isAlive()) {
                throw new AssertionError("prometheus exited: " + Files.readString(log));
            }
            try {
                if (http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + webPort + "/-/ready")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(100);
        }
        throw new AssertionError("prometheus never became ready: " + Files.readString(log));
    }

    /** Debian's Prometheus with its own config, data folder and port, scraping 127.0.0.1:metricsPort every 200 ms. */
    private Process startPrometheus(int metricsPort) throws Exception {
        assertTrue(Files.isExecutable(PROMETHEUS), PROMETHEUS + " is missing: run scripts/install-test-deps.sh");
        webPort = freePort();
        Path config = folder.resolve("prometheus-" + metricsPort + ".yml");
        Files.writeString(config, """
                global:
                  scrape_interval: 200ms
                  scrape_timeout: 180ms
                scrape_configs:
                  - job_name: benchlab
                    static_configs:
                      - targets: ['127.0.0.1:%d']
                """.formatted(metricsPort));
        Path log = folder.resolve("prometheus-" + metricsPort + ".log");
        Process prometheus = new ProcessBuilder(PROMETHEUS.toString(), "--config.file=" + config,
                "--storage.tsdb.path=" + folder.resolve("data-" + metricsPort), "--web.listen-address=127.0.0.1:" + webPort)
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            awaitReady(prometheus, log);
            awaitFirstScrape(); // Prometheus applies its targets some seconds after it is ready
            return prometheus;
        } catch (Exception | AssertionError e) {
            stop(prometheus);
            throw e;
        }
    }

    /** Stops the Prometheus this test started, by its process (SIGTERM, then SIGKILL if it hangs). */
    private static void stop(Process prometheus) throws InterruptedException {
        prometheus.destroy();
        if (!prometheus.waitFor(60, TimeUnit.SECONDS)) {
            prometheus.destroyForcibly();
        }
    }

    /** Waits until Prometheus has tried the target once (it is down until the run listens: up is 0). */
    private void awaitFirstScrape() throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!api("/api/v1/query?query=up").path("data").path("result").isEmpty()) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("prometheus never scraped: " + api("/api/v1/targets"));
    }

    /** Prometheus's own graph page (its classic UI, which Debian's package serves) drawing a stream's operations per second. */
    private void screenshot() throws Exception {
        String url = "http://127.0.0.1:" + webPort + "/classic/graph?g0.expr=" + enc("benchlab_stream_operations_per_second")
                + "&g0.tab=0&g0.range_input=20s&g0.step_input=0.25";
        try (HeadlessChromium chrome = new HeadlessChromium()) {
            chrome.send("Page.enable");
            chrome.send("Page.navigate", Map.of("url", url));
            chrome.awaitEvent("Page.loadEventFired");
            // the graph is drawn after the page loaded, once the query came back
            for (int i = 0; i < 100 && !chrome.evaluate("!!document.querySelector('.graph canvas, .graph svg')").asBoolean(); i++) {
                Thread.sleep(100);
            }
            chrome.screenshot(SCREENSHOTS.resolve("prometheus-graph.png"), false);
        }
    }

    private static String withLabel(String name, String value) {
        return STREAM.substring(0, STREAM.length() - 1) + "," + name + "=\"" + value + "\"}";
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }
}

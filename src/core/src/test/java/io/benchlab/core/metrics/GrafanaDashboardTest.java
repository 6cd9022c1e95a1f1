package io.benchlab.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Grafana dashboard shipped for live metrics (resources/grafana/benchlab-run.json) against
 * Grafana's own JSON schemas (src/test/resources/grafana-schema, from Grafana's foundation SDK):
 * the dashboard, each time-series and stat panel's options and field config, each Prometheus
 * query. And against what benchlab serves: every metric a query names is one a run serves, and
 * the report's pictures are all there. Grafana itself cannot be installed here, so it is not
 * provisioned; PrometheusEndToEndTest runs every query against a real Prometheus.
 */
class GrafanaDashboardTest {
    /** Where the dashboard is inside core's jar (resources/ is packaged under io/benchlab/resources). */
    static final String DASHBOARD = "/io/benchlab/resources/grafana/benchlab-run.json";
    private static final Pattern METRIC = Pattern.compile("\\bbenchlab_[a-z_]+");

    private final JsonSchemaFactory schemas = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7);

    @Test
    void theDashboardIsAGrafanaDashboard() throws IOException {
        assertValid("dashboard", "Dashboard", dashboard(), "the dashboard");
    }

    @Test
    void eachPanelsOptionsFieldConfigAndQueriesAreWhatItsPluginTakes() throws IOException {
        int checked = 0;
        for (JsonNode panel : panels()) {
            String where = "panel '" + panel.path("title").asText() + "'";
            switch (panel.path("type").asText()) {
                case "timeseries" -> {
                    assertValid("timeseries", "Options", panel.path("options"), where + " options");
                    assertValid("timeseries", "FieldConfig", panel.path("fieldConfig").path("defaults").path("custom"), where + " custom");
                }
                case "stat" -> assertValid("stat", "Options", panel.path("options"), where + " options");
                case "row" -> {
                    continue;
                }
                default -> throw new AssertionError(where + " is a " + panel.path("type") + ", which this test does not check");
            }
            for (JsonNode target : panel.path("targets")) {
                assertValid("prometheus", "Dataquery", target, where + " query " + target.path("refId").asText());
            }
            checked++;
        }
        assertTrue(checked > 10, "panels checked: " + checked);
    }

    @Test
    void everyMetricAQueryNamesIsOneARunServes() throws IOException {
        List<String> named = metricsNamed(dashboard());
        assertFalse(named.isEmpty());
        for (String name : named) {
            assertTrue(Family.servedNames().contains(name), "the dashboard queries " + name + ", which no run serves; served: "
                    + Family.servedNames());
        }
    }

    @Test
    void itShowsWhatTheReportShows() throws IOException {
        List<String> named = metricsNamed(dashboard());
        for (Family f : List.of(Family.STREAM_UNITS_RATE, Family.STREAM_OPERATIONS_RATE, Family.MACHINE_CPU, Family.SERVER_CPU,
                Family.MACHINE_DISK_READ_BYTES, Family.STREAM_LATENCY, Family.STREAM_ERRORS, Family.STREAM_COUNTS_RATE, Family.STREAM_RATE,
                Family.KIND_OPERATIONS_RATE, Family.KIND_LATENCY, Family.NODE_BEHIND, Family.NODE_LAG, Family.NODE_FLOW_CONTROL_PAUSED,
                Family.QUERY_SECONDS, Family.PHASE)) {
            assertTrue(named.contains(f.servedName()), "no panel shows " + f.servedName());
        }
        // throughput first, the machine right below it, as the report draws them
        JsonNode throughput = panel("Units per second");
        JsonNode cpu = panel("CPU of the server's machine");
        assertEquals(throughput.path("gridPos").path("y").asInt() + throughput.path("gridPos").path("h").asInt(),
                cpu.path("gridPos").path("y").asInt(), "the machine's CPU sits right under the throughput");
    }

    @Test
    void panelsHaveUniqueIdsAndDoNotOverlap() throws IOException {
        Set<Integer> ids = new HashSet<>();
        List<int[]> boxes = new ArrayList<>();
        for (JsonNode p : panels()) {
            assertTrue(ids.add(p.path("id").asInt()), "two panels have id " + p.path("id"));
            JsonNode g = p.path("gridPos");
            int[] box = {g.path("x").asInt(), g.path("y").asInt(), g.path("w").asInt(), g.path("h").asInt()};
            for (int[] o : boxes) {
                boolean apart = box[0] >= o[0] + o[2] || o[0] >= box[0] + box[2] || box[1] >= o[1] + o[3] || o[1] >= box[1] + box[3];
                assertTrue(apart, "panel '" + p.path("title").asText() + "' overlaps another");
            }
            boxes.add(box);
        }
    }

    static JsonNode dashboard() throws IOException {
        try (InputStream in = GrafanaDashboardTest.class.getResourceAsStream(DASHBOARD)) {
            assertTrue(in != null, DASHBOARD + " is not on the class path");
            return Json.mapper().readTree(in);
        }
    }

    /** Every metric named by a panel's query, an annotation or a variable. */
    static List<String> metricsNamed(JsonNode dashboard) {
        List<String> out = new ArrayList<>();
        List<JsonNode> expressions = new ArrayList<>();
        dashboard.findValues("expr").forEach(expressions::add);
        dashboard.path("templating").path("list").forEach(v -> expressions.add(v.path("query")));
        for (JsonNode e : expressions) {
            Matcher m = METRIC.matcher(e.asText());
            while (m.find()) {
                if (!out.contains(m.group())) {
                    out.add(m.group());
                }
            }
        }
        return out;
    }

    private static List<JsonNode> panels() throws IOException {
        List<JsonNode> out = new ArrayList<>();
        dashboard().path("panels").forEach(out::add);
        return out;
    }

    private static JsonNode panel(String title) throws IOException {
        return panels().stream().filter(p -> title.equals(p.path("title").asText())).findFirst()
                .orElseThrow(() -> new AssertionError("no panel '" + title + "'"));
    }

    /** Validates {@code node} against one definition of one of Grafana's schemas. */
    private void assertValid(String schemaFile, String definition, JsonNode node, String what) throws IOException {
        JsonNode root;
        try (InputStream in = getClass().getResourceAsStream("/grafana-schema/" + schemaFile + ".jsonschema.json")) {
            root = Json.mapper().readTree(in);
        }
        ObjectNode schema = root.deepCopy();
        schema.put("$ref", "#/definitions/" + definition);
        JsonSchema s = schemas.getSchema(schema);
        Set<ValidationMessage> problems = s.validate(node);
        assertTrue(problems.isEmpty(), what + " is not a valid " + schemaFile + " " + definition + ": " + problems);
    }
}

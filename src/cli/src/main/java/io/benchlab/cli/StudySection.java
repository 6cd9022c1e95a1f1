package io.benchlab.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import java.util.List;

/** The plan-stability and statistics-variance studies of a run: distinct plans with frequencies, CV per index column. */
final class StudySection {
    private StudySection() {
    }

    /** Empty when the run declared no study. */
    static String render(Bundle b) {
        return planStability(b.jsonRecords(BundleFormat.PLAN_STABILITY)) + statistics(b.jsonRecords(BundleFormat.STATISTICS));
    }

    private static String planStability(List<JsonNode> records) {
        StringBuilder out = new StringBuilder();
        for (JsonNode r : records) {
            JsonNode plans = r.path("plans");
            int runs = r.path("runs").asInt();
            out.append('\n').append("Plan stability — ").append(r.path("variant").asText()).append(" / ").append(r.path("query").asText())
                    .append(": ").append(plans.size()).append(plans.size() == 1 ? " plan" : " distinct plans").append(" in ").append(runs)
                    .append(" EXPLAINs, ").append(r.path("between").asText()).append(" between runs")
                    .append(r.path("executed").asBoolean() ? ", each executed" : "").append('\n');
            TextTable t = new TextTable(List.of("Plan", "Runs", "Share", "First run", "Median s", "Min s", "Max s"));
            for (int i = 0; i < plans.size(); i++) {
                JsonNode p = plans.get(i);
                int count = p.path("count").asInt();
                JsonNode secs = p.path("seconds");
                t.row(List.of("P" + (i + 1), Integer.toString(count), String.format("%.0f%%", 100.0 * count / Math.max(1, runs)),
                        p.path("firstRun").asText(), seconds(p.path("medianSeconds")), extreme(secs, true), extreme(secs, false)));
            }
            out.append(t.render());
            for (int i = 0; i < plans.size(); i++) {
                out.append("  P").append(i + 1).append(": ").append(plans.get(i).path("fingerprint").asText()).append('\n');
            }
        }
        return out.toString();
    }

    private static String statistics(List<JsonNode> records) {
        StringBuilder out = new StringBuilder();
        String group = null;
        TextTable t = null;
        for (JsonNode r : records) {
            String g = r.path("variant").asText() + ": " + (r.path("persistent").asBoolean() ? "persistent" : "transient") + " statistics, "
                    + r.path("samplePages").asLong() + " sample pages, " + r.path("runs").asInt() + " ANALYZE TABLE runs";
            if (!g.equals(group)) {
                if (t != null) {
                    out.append(t.render());
                }
                out.append('\n').append("Index cardinality variation — ").append(g).append('\n');
                t = new TextTable(List.of("Table.index (column)", "Mean", "Min", "Max", "CV"));
                group = g;
            }
            long min = Long.MAX_VALUE;
            long max = Long.MIN_VALUE;
            for (JsonNode v : r.path("values")) {
                min = Math.min(min, v.asLong());
                max = Math.max(max, v.asLong());
            }
            t.row(List.of(r.path("table").asText() + "." + r.path("index").asText() + " (" + r.path("seq").asInt() + ": "
                            + r.path("column").asText() + ")", String.format("%,.0f", r.path("mean").asDouble()), String.format("%,d", min),
                    String.format("%,d", max), String.format("%.2f%%", 100 * r.path("cv").asDouble())));
        }
        if (t != null) {
            out.append(t.render());
        }
        return out.toString();
    }

    private static String seconds(JsonNode n) {
        return n.isNumber() ? TextTable.seconds(n.asDouble()) : "-";
    }

    private static String extreme(JsonNode secs, boolean min) {
        if (secs.isEmpty()) {
            return "-";
        }
        double x = min ? Double.MAX_VALUE : -Double.MAX_VALUE;
        for (JsonNode s : secs) {
            x = min ? Math.min(x, s.asDouble()) : Math.max(x, s.asDouble());
        }
        return TextTable.seconds(x);
    }
}

package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Records.DistinctPlan;
import io.benchlab.core.bundle.Records.PlanStabilityRecord;
import io.benchlab.core.bundle.Records.StatisticsRecord;
import java.util.List;
import java.util.Locale;

/** The plan-stability and statistics-variance studies of a run: distinct plans with frequencies, CV per index column. */
final class StudySection {
    private StudySection() {
    }

    /** Empty when the run declared no study. */
    static String render(Bundle b) {
        return planStability(b.planStability()) + statistics(b.statistics());
    }

    private static String planStability(List<PlanStabilityRecord> records) {
        StringBuilder out = new StringBuilder();
        for (PlanStabilityRecord r : records) {
            List<DistinctPlan> plans = r.plans() == null ? List.of() : r.plans();
            int runs = r.runs();
            out.append('\n').append("Plan stability — ").append(text(r.variant())).append(" / ").append(text(r.query()))
                    .append(": ").append(plans.size()).append(plans.size() == 1 ? " plan" : " distinct plans").append(" in ").append(runs)
                    .append(" EXPLAINs, ").append(text(r.between())).append(" between runs")
                    .append(r.executed() ? ", each executed" : "").append('\n');
            TextTable t = new TextTable(List.of("Plan", "Runs", "Share", "First run", "Median s", "Min s", "Max s"));
            for (int i = 0; i < plans.size(); i++) {
                DistinctPlan p = plans.get(i);
                int count = p.count();
                t.row(List.of("P" + (i + 1), Integer.toString(count), String.format(Locale.ROOT, "%.0f%%", 100.0 * count / Math.max(1, runs)),
                        Integer.toString(p.firstRun()), TextTable.seconds(p.medianSeconds()), extreme(p.seconds(), true), extreme(p.seconds(), false)));
            }
            out.append(t.render());
            for (int i = 0; i < plans.size(); i++) {
                out.append("  P").append(i + 1).append(": ").append(text(plans.get(i).fingerprint())).append('\n');
            }
        }
        return out.toString();
    }

    private static String statistics(List<StatisticsRecord> records) {
        StringBuilder out = new StringBuilder();
        String group = null;
        TextTable t = null;
        for (StatisticsRecord r : records) {
            String g = text(r.variant()) + ": " + (r.persistent() ? "persistent" : "transient") + " statistics, "
                    + r.samplePages() + " sample pages, " + r.runs() + " ANALYZE TABLE runs";
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
            for (long v : r.values() == null ? List.<Long>of() : r.values()) {
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
            t.row(List.of(text(r.table()) + "." + text(r.index()) + " (" + r.seq() + ": " + text(r.column()) + ")",
                    String.format(Locale.ROOT, "%,.0f", r.mean()), String.format(Locale.ROOT, "%,d", min), String.format(Locale.ROOT, "%,d", max),
                    String.format(Locale.ROOT, "%.2f%%", 100 * r.cv())));
        }
        if (t != null) {
            out.append(t.render());
        }
        return out.toString();
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }


    private static String extreme(List<Double> secs, boolean min) {
        if (secs == null || secs.isEmpty()) {
            return "-";
        }
        double x = min ? Double.MAX_VALUE : -Double.MAX_VALUE;
        for (double s : secs) {
            x = min ? Math.min(x, s) : Math.max(x, s);
        }
        return TextTable.seconds(x);
    }
}

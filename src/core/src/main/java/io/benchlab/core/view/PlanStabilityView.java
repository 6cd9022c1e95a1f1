package io.benchlab.core.view;

import io.benchlab.core.bundle.Records.DistinctPlan;
import io.benchlab.core.bundle.Records.PlanStabilityRecord;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The plan-stability study ({@code planStability:}) laid out once for {@code show}, the report and
 * the GUI: per variant and query, one table of its distinct plans (how often, from which run, how
 * fast), titled with how many EXPLAINs found them.
 */
public final class PlanStabilityView {
    public static final String CORNER = "plan";
    public static final String TITLE = "Plan stability";
    public static final List<String> HEADERS = List.of("runs", "share", "first run", "median s", "min s", "max s",
            "join order : access : key");

    private PlanStabilityView() {
    }

    /** One table per record (a variant's query), in the bundle's order; empty when the run declared no study. */
    public static List<TitledTable> of(List<PlanStabilityRecord> records) {
        List<TitledTable> out = new ArrayList<>();
        for (PlanStabilityRecord r : records) {
            out.add(new TitledTable("plan-stability-" + out.size(), title(r), CORNER, table(r)));
        }
        return out;
    }

    /** "v / Q8: 2 distinct plans in 30 EXPLAINs, analyze between runs, each executed". */
    static String title(PlanStabilityRecord r) {
        int n = plans(r).size();
        return text(r.variant()) + " / " + text(r.query()) + ": " + n + (n == 1 ? " plan" : " distinct plans") + " in " + r.runs()
                + " EXPLAINs, " + text(r.between()) + " between runs" + (r.executed() ? ", each executed" : "");
    }

    static Table table(PlanStabilityRecord r) {
        List<DistinctPlan> plans = plans(r);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < plans.size(); i++) {
            DistinctPlan p = plans.get(i);
            rows.add(new Row("P" + (i + 1), List.of(Cell.num(Integer.toString(p.count())),
                    Cell.num(String.format(Locale.ROOT, "%.0f%%", 100.0 * p.count() / Math.max(1, r.runs()))),
                    Cell.num(Integer.toString(p.firstRun())), Cell.num(orDash(p.medianSeconds())),
                    Cell.num(extreme(p.seconds(), true)), Cell.num(extreme(p.seconds(), false)), Cell.of(text(p.fingerprint())))));
        }
        return new Table(HEADERS, rows);
    }

    private static List<DistinctPlan> plans(PlanStabilityRecord r) {
        return r.plans() == null ? List.of() : r.plans();
    }

    private static String orDash(Double s) {
        return s == null ? "-" : Numbers.secondsColumn(s);
    }

    private static String extreme(List<Double> secs, boolean min) {
        if (secs == null || secs.isEmpty()) {
            return "-";
        }
        return orDash(min ? secs.stream().mapToDouble(Double::doubleValue).min().getAsDouble()
                : secs.stream().mapToDouble(Double::doubleValue).max().getAsDouble());
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }
}

package io.benchlab.core.study;

import io.benchlab.core.plan.Between;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.Records.DistinctPlan;
import io.benchlab.core.bundle.Records.PlanStabilityRecord;
import io.benchlab.core.experiment.Experiment.PlanStabilitySpec;
import io.benchlab.core.probe.ExplainProbe;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Is the optimizer's plan for a query stable? EXPLAIN it {@code runs} times (optionally refreshing the
 * statistics or restarting the server before each run after the first, optionally executing it),
 * fingerprint each plan with {@link ExplainProbe#fingerprint}, and write one record per query with
 * the distinct plans, how often each came out, and the execution times under each plan.
 */
public final class PlanStabilityStudy {
    private final PlanStabilitySpec spec;

    public PlanStabilityStudy(PlanStabilitySpec spec) {
        this.spec = spec;
    }

    /** Runs the study for every declared query; {@code sqlByName} maps operation names to their SQL. */
    public void run(StudyContext ctx, Map<String, String> sqlByName) throws SQLException {
        List<String> tables = spec.betweenChoice() == Between.ANALYZE ? SchemaTables.of(ctx.connection(), ctx.schema()) : List.of();
        for (String query : spec.queries()) {
            String sql = sqlByName.get(query);
            ctx.append(BundleFormat.PLAN_STABILITY, study(ctx, query, sql, SchemaTables.readBy(sql, tables)));
        }
    }

    private PlanStabilityRecord study(StudyContext ctx, String query, String sql, List<String> tables) throws SQLException {
        int runs = spec.runsOrDefault();
        Map<String, Integer> index = new LinkedHashMap<>();
        List<String> fingerprints = new ArrayList<>();
        List<Integer> firstRuns = new ArrayList<>();
        List<List<Map<String, String>>> explains = new ArrayList<>();
        List<List<Double>> seconds = new ArrayList<>();
        List<Integer> sequence = new ArrayList<>();
        for (int run = 1; run <= runs; run++) {
            ctx.checkCancelled();
            ctx.progress("plan stability of " + query + " (" + spec.betweenChoice().word() + " between runs)", run - 1, runs);
            if (run > 1) {
                switch (spec.betweenChoice()) {
                    case ANALYZE -> SchemaTables.analyze(ctx.connection(), tables);
                    case RESTART -> ctx.restart();
                    case NONE -> {
                    }
                }
            }
            List<Map<String, String>> explain = ExplainProbe.tabular(ctx.connection(), sql);
            String fp = ExplainProbe.fingerprint(explain);
            Integer i = index.get(fp);
            if (i == null) {
                i = fingerprints.size();
                index.put(fp, i);
                fingerprints.add(fp);
                firstRuns.add(run);
                explains.add(explain);
                seconds.add(new ArrayList<>());
            }
            sequence.add(i);
            if (spec.executeOrDefault()) {
                seconds.get(i).add(execute(ctx.connection(), sql));
            }
        }
        ctx.progress("plan stability of " + query, runs, runs);
        List<DistinctPlan> plans = new ArrayList<>();
        for (int i = 0; i < fingerprints.size(); i++) {
            int n = i;
            int count = (int) sequence.stream().filter(x -> x == n).count();
            plans.add(new DistinctPlan(fingerprints.get(i), count, firstRuns.get(i), List.copyOf(seconds.get(i)), median(seconds.get(i)),
                    explains.get(i)));
        }
        return new PlanStabilityRecord(ctx.variant(), query, runs, spec.betweenChoice().word(), spec.executeOrDefault(), plans, sequence);
    }

    private static double execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            long t0 = System.nanoTime();
            if (s.execute(sql)) {
                try (ResultSet rs = s.getResultSet()) {
                    while (rs.next()) {
                        rs.getObject(1); // fetch every row, as a measured query does
                    }
                }
            }
            return (System.nanoTime() - t0) / 1e9;
        }
    }

    static Double median(List<Double> xs) {
        if (xs.isEmpty()) {
            return null;
        }
        List<Double> s = xs.stream().sorted().toList();
        int m = s.size() / 2;
        return s.size() % 2 == 1 ? s.get(m) : (s.get(m - 1) + s.get(m)) / 2;
    }
}

package io.benchlab.core.run;

import io.benchlab.api.DataCheck;
import io.benchlab.api.Operation;
import io.benchlab.api.QueryOperation;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.study.StudyContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What runs once a variant's last phase is measured: its plans captured (EXPLAIN, and ANALYZE when
 * asked), the studies' context, and the workload's own data checks (TPC-C's consistency conditions).
 */
final class VariantEnd {
    private VariantEnd() {
    }

    /**
     * After a variant's last measurement: the workload checks its data (TPC-C's consistency conditions) on the
     * variant's server; every condition goes to checks.jsonl. Returns how many did not hold.
     */
    static int checkData(RunState run, VariantSession s) {
        if (!s.target().hasServer()) {
            return 0;
        }
        long start = System.nanoTime();
        List<DataCheck> checks = PluginFailure.guard(run.pluginId(), "check()", () -> run.workload().check(s.bench()));
        if (checks == null || checks.isEmpty()) {
            return 0;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        int failed = 0;
        for (DataCheck c : checks) {
            run.bundle().append(BundleFormat.CHECKS, new Records.CheckRecord(s.variant().name(), c.name(), c.rule(), c.holds(),
                    c.holds() ? null : c.violation(), seconds));
            if (!c.holds()) {
                failed++;
                run.listener().message("consistency: " + c.name() + " did not hold in " + s.variant().name() + ": " + c.rule()
                        + "; first offending row: " + c.violation());
            }
        }
        if (failed == 0) {
            run.listener().message(String.format(java.util.Locale.ROOT, "consistency: all %d conditions held in %s (checked in %.1f s)",
                    checks.size(), s.variant().name(), seconds));
        }
        return failed;
    }


    static void capturePlans(VariantSession s, List<Operation> operations, boolean analyze, BundleWriter bundle, RunListener listener) {
        for (Operation op : operations) {
            if (op instanceof QueryOperation q && q.isExplainable()) {
                listener.progress("capturing plans", operations.indexOf(op), operations.size());
                try {
                    bundle.append(BundleFormat.PLANS, s.explain(q, analyze));
                } catch (SQLException ex) {
                    bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "warning", s.variant().name(),
                            "EXPLAIN of " + q.name() + " failed: " + ex.getMessage()));
                }
            }
        }
    }


    static StudyContext studyContext(VariantSession s, BundleWriter bundle, RunListener listener, RunControl control) {
        return new StudyContext() {
            @Override
            public String variant() {
                return s.variant().name();
            }

            @Override
            public String schema() {
                return s.schema();
            }

            @Override
            public Connection connection() {
                return s.bench();
            }

            @Override
            public void restart() {
                ColdProof proof = s.target().coldRestart(false);
                VariantPreparation.reopen(s);
                bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "info", s.variant().name(),
                        "restart for the plan-stability study: " + proof.method()));
            }

            @Override
            public void checkCancelled() {
                control.check();
            }

            @Override
            public void progress(String step, long done, long total) {
                listener.progress(step, done, total);
            }

            @Override
            public void append(String file, Object record) {
                bundle.append(file, record);
            }
        };
    }


    static Map<String, String> sqlByName(List<Operation> operations) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Operation op : operations) {
            if (op instanceof QueryOperation q) {
                out.put(q.name(), q.sql());
            }
        }
        return out;
    }
}

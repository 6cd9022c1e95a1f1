package io.benchlab.plugin.tpcc;

import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import java.util.List;

/**
 * TPC-C-derived order entry (the TPC-C specification's data, five transactions, mix, keying and think
 * times and consistency conditions; not an audited TPC-C result, as HammerDB's TPROC-C is not), with
 * CH-benCHmark's analytical queries as a second stream to run beside it. Its data is the {@code tpcc}
 * dataset's, whose parameters ({@code warehouses}, {@code seed}) it takes as its own.
 */
public final class TpccWorkloadPlugin implements WorkloadPlugin {
    public static final String ID = "tpcc";
    static final String DATASET = "tpcc";

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "TPC-C-derived order entry (not an audited TPC-C result): five transactions, NOPM and TPM, a consistency check; "
                + "CH-benCHmark's analytical queries beside it";
    }

    @Override
    public String inheritsParametersOf() {
        return DATASET;
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.choice("mode", "noWait", List.of("noWait", "spec"),
                        "noWait: each thread a terminal running transactions back to back (HammerDB's default); spec: 10 terminals per"
                                + " warehouse with the specification's keying and think times"),
                ParameterSpec.stringList("mix", List.of(),
                        "Transaction weights in percent instead of the specification's 45/43/4/4/4, e.g. [new_order=50, payment=50]"),
                ParameterSpec.bool("analytics", false,
                        "Add CH-benCHmark's 22 analytical queries as a second stream, 'chbench' (run it beside the transactions with stream.together)"),
                ParameterSpec.bool("consistencyCheck", true,
                        "Check TPC-C's consistency conditions 1-9 after each variant; one that fails marks the run wrong (exit code 3)"));
    }

    @Override
    public Workload create(Parameters p) throws WorkloadException {
        int warehouses = (int) (p.has("warehouses") ? p.getLong("warehouses") : 1);
        long seed = p.has("seed") ? p.getLong("seed") : 1;
        boolean spec = "spec".equals(p.has("mode") ? p.getString("mode") : "noWait");
        Mix mix = Mix.parse(p.has("mix") ? p.getStringList("mix") : List.of());
        boolean analytics = p.has("analytics") && p.getBoolean("analytics");
        boolean check = !p.has("consistencyCheck") || p.getBoolean("consistencyCheck");
        return new TpccWorkload(new TpccSettings(warehouses, seed, spec, mix, analytics, check));
    }
}

package io.benchlab.plugin.tpcc;

import io.benchlab.api.DataCheck;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.LatencyLimit;
import io.benchlab.api.Operation;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamRate;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A configured tpcc workload: the {@code tpcc} stream of terminals (its kinds the five transactions,
 * its counts what NOPM and the profiles' shares are read from, its rates NOPM and TPM, in spec mode
 * the 90th-percentile limits and the efficiency), optionally CH-benCHmark's {@code chbench} stream, and
 * the consistency check after each variant.
 */
final class TpccWorkload implements Workload {
    static final String TRANSACTIONS = "tpcc";
    static final String ANALYTICS = "chbench";
    private final TpccSettings settings;

    TpccWorkload(TpccSettings settings) {
        this.settings = settings;
    }

    @Override
    public List<DatasetRequirement> datasets() {
        return List.of(new DatasetRequirement(TpccWorkloadPlugin.DATASET, Map.of()));
    }

    @Override
    public void prepare(WorkloadContext context) throws Exception {
        Nurand n = Nurand.forRun(context.connection(), settings.seed());
        context.log(String.format(Locale.ROOT, "tpcc: %d warehouse(s), %s mode; NURand constants of this run: C_LAST %d, C_ID %d, OL_I_ID %d",
                settings.warehouses(), settings.spec() ? "spec" : "noWait", n.cLast(), n.cId(), n.cItem()));
    }

    @Override
    public List<Operation> operations() {
        List<Operation> out = new ArrayList<>();
        out.add(transactions());
        if (settings.analytics()) {
            List<String> queries = ChQueries.texts();
            out.add(StreamOperation.reads(ANALYTICS, "CH-benCHmark", (i, n) -> new Analyst(queries, i), "queries")
                    .withKinds(ChQueries.names())
                    .withCounts(List.of("rows"))
                    .withNotes(List.of("CH-benCHmark's 22 analytical queries (Cole et al., 2011) on the order-entry tables, in a loop")));
        }
        return out;
    }

    private StreamOperation transactions() {
        StreamRate nopm = StreamRate.ofCounts("NOPM", "New-Orders committed per minute", Duration.ofMinutes(1),
                Count.NEW_ORDERS.wire());
        StreamRate tpm = StreamRate.ofServerCounters("TPM", "the server's commits and rollbacks per minute, every session's",
                Duration.ofMinutes(1), "Com_commit", "Com_rollback");
        List<String> notes = new ArrayList<>();
        notes.add("TPC-C-derived order entry: the TPC-C specification's data and transactions, not an audited TPC-C result"
                + " (as HammerDB's TPROC-C); figures are not comparable with published tpmC");
        notes.add(settings.mix().standard()
                ? "mix: the specification's, " + settings.mix().describe() + " (percent, dealt from a shuffled deck of 100)"
                : "mix: NOT the specification's: " + settings.mix().describe() + " (percent); NOPM is not comparable with the standard mix's");
        StreamOperation op = new StreamOperation(TRANSACTIONS, "TPC-C-derived", (i, n) -> new Terminal(settings, i), "transactions");
        if (settings.spec()) {
            double ceiling = settings.nopmPerWarehouse() * settings.warehouses();
            nopm = nopm.withCeiling(ceiling, "efficiency");
            notes.add(String.format(Locale.ROOT, "mode: spec: 10 terminals per warehouse with keying and think times (outside the response"
                    + " times); efficiency = NOPM / (%.2f × %d warehouses); Delivery runs in the terminal, not deferred",
                    settings.nopmPerWarehouse(), settings.warehouses()));
            List<LatencyLimit> limits = new ArrayList<>();
            for (Transaction t : Transaction.values()) {
                limits.add(new LatencyLimit(t.kind(), 90, t.limit90()));
            }
            op = op.withKinds(Transaction.kinds()).withLimits(limits)
                    .withMinimumWorkers(TpccSettings.TERMINALS_PER_WAREHOUSE * settings.warehouses(),
                            "spec mode runs 10 terminals per warehouse: " + settings.warehouses() + " warehouse(s)");
        } else {
            notes.add("mode: noWait: each thread is a terminal of warehouse (thread mod W) + 1 running transactions back to back");
            op = op.withKinds(Transaction.kinds());
        }
        notes.add("TPM counts the server's Com_commit + Com_rollback (every session); the count commits + rollbacks is the terminals' own");
        return op.withCounts(Count.names()).withRates(List.of(nopm, tpm)).withNotes(notes);
    }

    @Override
    public List<DataCheck> check(Connection connection) throws SQLException {
        return settings.check() ? Consistency.check(connection) : List.of();
    }
}

package io.benchlab.cli;

import io.benchlab.core.bundle.AnswerSummary;
import io.benchlab.core.bundle.DataCheckSummary;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BufferPoolFigures;
import io.benchlab.core.view.BufferPoolView;
import io.benchlab.core.bundle.VariantSizes;
import io.benchlab.core.view.SizesView;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.ColdWrite;
import io.benchlab.core.bundle.Environment;
import io.benchlab.core.settings.WarmReads;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.RoundSamples;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.bundle.WaitSamples;
import io.benchlab.core.report.RunCsv;
import io.benchlab.core.report.RunDocument;
import io.benchlab.core.settings.OptimizerSwitch;
import io.benchlab.core.settings.SettingText;
import io.benchlab.core.settings.VariableDiff;
import io.benchlab.core.util.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Print a run bundle: variant × phase totals, per-query times, counter diffs, cold proof, plans.")
final class ShowCommand implements Callable<Integer> {

    enum Format { text, json, csv }

    @Parameters(paramLabel = "BUNDLE", defaultValue = "latest", description = "Run: folder, id or id prefix, experiment name (its newest run), or 'latest' (default).")
    String bundle;

    @Option(names = "--format", defaultValue = "text", description = "text (default), json (schema: docs/bundle-format.md) or csv (one"
            + " row per timed query, stream interval and kind in an interval; columns: docs/cli.md).")
    Format format;

    @Option(names = "--counters", defaultValue = "10", description = "How many status counters to show (default ${DEFAULT-VALUE}).")
    int counters;

    @Mixin
    HomeOption home;

    @Override
    public Integer call() throws Exception {
        Bundle b = BundleArgument.read(bundle, home.resolve());
        if (format == Format.csv) {
            RunCsv.write(b, System.out); // assembled in core from the bundle's records, as the JSON is
            System.out.flush();
            return ExitCode.OK.code();
        }
        if (format == Format.json) {
            // assembled in core, from the summaries the report reads too
            System.out.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(RunDocument.of(b)));
            return ExitCode.OK.code();
        }
        BundleSummary s = BundleSummary.of(b);
        System.out.print(render(b, s, counters));
        return ExitCode.OK.code();
    }

    /** Effective settings in the experiment's units (256M, not 268435456), optimizer_switch cut to the flags the variant set. */
    private static Map<String, String> shownSettings(Bundle b, Records.VariantRecord v) {
        Map<String, String> out = new java.util.LinkedHashMap<>(SettingText.of(b, v.variant()).texts(v.effective()));
        out.computeIfPresent("optimizer_switch", (k, value) ->
                OptimizerSwitch.requestedFlags(value, v.requested() == null ? null : v.requested().get(k)));
        return out;
    }

    /** A field of the environment as printed: empty when not recorded. */
    /** {@code CPU model, N cores, 8.0 GiB RAM}; unknown parts as the other lines show them. */
    private static String machine(Environment.Host host) {
        if (host == null) {
            return text(null);
        }
        return text(host.cpuModel()) + ", " + text(host.cores()) + " cores, "
                + TextTable.bytes(host.memoryBytes() != null ? host.memoryBytes() : -1) + " RAM";
    }

    /**
     * {@code vda, model QEMU HARDDISK, scheduler mq-deadline, not rotational, ext4 (rw,relatime) · SMT on, turbo unknown}:
     * what the seeds state of their machines; a value the probe could not read is "unknown".
     */
    private static String disk(Environment.Host host) {
        Environment.Disk d = host.datadirDisk();
        if (d.error() != null) {
            return "unknown (" + d.error() + ")";
        }
        return known(d.blockDevice()) + ", model " + known(d.model()) + ", scheduler " + known(d.scheduler()) + ", "
                + (d.rotational() == null ? "rotational unknown" : d.rotational() ? "rotational" : "not rotational") + ", "
                + known(d.filesystem()) + " (" + known(d.mountOptions()) + ") · SMT " + onOff(host.smt()) + ", turbo " + onOff(host.turbo());
    }

    private static String known(String value) {
        return value == null ? "unknown" : value;
    }

    private static String onOff(Boolean value) {
        return value == null ? "unknown" : value ? "on" : "off";
    }

    private static String text(Object value) {
        return value == null ? "" : value.toString();
    }

    static String render(Bundle b, BundleSummary s, int counterLimit) {
        StringBuilder out = new StringBuilder();
        out.append("Run ").append(s.id()).append("  [").append(s.status()).append("]");
        if (s.message() != null) {
            out.append("  ").append(s.message());
        }
        out.append('\n');
        out.append("Experiment ").append(s.experiment()).append(", workload ").append(s.workload())
                .append(", variants run ").append(s.order()).append('\n');
        Environment env = Environment.of(b);
        if (env.server() != null) {
            out.append("Server ").append(text(env.server().named())).append(" · ");
            if (env.unseenHost() != null) {
                out.append("on ").append(env.unseenHost()).append(", a machine benchlab cannot look into");
            } else {
                Environment.Host host = env.host();
                if (host != null && host.seenOver() != null) {
                    out.append("on ").append(host.hostname() != null ? host.hostname() + " " : "").append("(read over ")
                            .append(host.seenOver()).append("): ");
                }
                out.append(machine(host));
            }
            out.append('\n');
            if (env.host() != null && env.host().datadirDisk() != null) {
                out.append("Datadir disk ").append(disk(env.host())).append('\n');
            }
            if (env.client() != null) {
                // the stream figures of an external server's run describe this machine, not the server's
                out.append("benchlab ran on ").append(text(env.client().hostname())).append(": ").append(machine(env.client())).append('\n');
            }
        }
        for (Records.VariantRecord v : b.variants()) {
            out.append("  ").append(v.variant()).append(": ").append(v.server()).append(", ").append(v.version()).append(", ").append(v.connection());
            if (!v.effective().isEmpty()) {
                out.append(", ").append(shownSettings(b, v));
            }
            out.append('\n');
        }
        // where warm figures come from: the device when InnoDB bypasses the page cache
        WarmReads.of(b).forEach(w -> out.append("  ").append(w.describe()).append('\n'));
        out.append(VariableSection.render(VariableDiff.of(b))); // before any timing: a changed default can explain it all
        // a run of streams only (e.g. storage IO without a server) has no timed queries: no empty tables
        boolean timedQueries = !s.operations().isEmpty();
        if (timedQueries) {
            out.append('\n').append("Total seconds per variant and phase (lower is better; whole phases only)\n");
            List<String> header = new ArrayList<>(List.of("Variant"));
            header.addAll(s.phases());
            TextTable totals = new TextTable(header);
            for (String v : s.variants()) {
                List<String> row = new ArrayList<>(List.of(v));
                for (String p : s.phases()) {
                    row.add(s.totalText(v, p, TextTable::seconds)); // a partial or failed phase has no total: it says so
                }
                totals.row(row);
            }
            out.append(totals.render());
            for (String v : s.variants()) {
                out.append('\n').append("Seconds per operation — ").append(v).append('\n');
                List<String> h = new ArrayList<>(List.of("Operation"));
                h.addAll(s.phases());
                TextTable t = new TextTable(h);
                for (String op : s.operations()) {
                    Map<String, Double> byPhase = s.operationSeconds().getOrDefault(v, Map.of()).get(op);
                    if (byPhase == null) {
                        continue;
                    }
                    List<String> row = new ArrayList<>(List.of(op));
                    for (String p : s.phases()) {
                        row.add(TextTable.seconds(byPhase.get(p)));
                    }
                    t.row(row);
                }
                out.append(t.render());
            }
        }
        out.append(SweepSection.render(b, s));
        List<String> top = s.topCounters(counterLimit);
        if (!top.isEmpty()) {
            for (String v : s.variants()) {
                out.append('\n').append("Status counter changes (SHOW GLOBAL STATUS, summed over operations) — ").append(v).append('\n');
                List<String> h = new ArrayList<>(List.of("Counter"));
                h.addAll(s.phases());
                TextTable t = new TextTable(h);
                for (String c : top) {
                    List<String> row = new ArrayList<>(List.of(c));
                    for (String p : s.phases()) {
                        Map<String, Long> m = s.counters().getOrDefault(v, Map.of()).get(p);
                        row.add(m == null ? "-" : TextTable.count(m.getOrDefault(c, 0L)));
                    }
                    t.row(row);
                }
                out.append(t.render());
            }
        }
        List<String> gauges = s.topGauges(counterLimit);
        if (!gauges.isEmpty()) {
            for (String v : s.variants()) {
                out.append('\n').append("Status gauges (current values, before the first → after the last operation) — ").append(v).append('\n');
                List<String> h = new ArrayList<>(List.of("Gauge"));
                h.addAll(s.phases());
                TextTable t = new TextTable(h);
                for (String g : gauges) {
                    List<String> row = new ArrayList<>(List.of(g));
                    for (String p : s.phases()) {
                        Records.Gauge value = s.gauges().getOrDefault(v, Map.of()).getOrDefault(p, Map.of()).get(g);
                        row.add(value == null ? "=" : TextTable.count(value.before()) + " → " + TextTable.count(value.after()));
                    }
                    t.row(row);
                }
                out.append(t.render());
            }
        }
        VariantSizes sizes = VariantSizes.of(b);
        if (!sizes.isEmpty()) {
            out.append('\n').append(SizesView.TITLE).append('\n');
            out.append(TextTable.of(SizesView.CORNER, SizesView.of(sizes)).render());
        }
        BufferPoolFigures pool = BufferPoolFigures.of(b);
        for (String v : pool.variants()) {
            out.append('\n').append(BufferPoolView.TITLE).append(" — ").append(v).append('\n');
            out.append(TextTable.of(BufferPoolView.CORNER, BufferPoolView.ofVariant(pool.of(v))).render());
        }
        if (!s.coldProofs().isEmpty()) {
            out.append('\n').append("How cold was made cold\n");
            s.coldProofs().forEach((v, byPhase) -> byPhase.forEach((p, proof) -> out.append(proof.bufferPoolPagesTotal() < 0
                    // no server: the workload's own files were evicted, there is no buffer pool
                    ? String.format(Locale.ROOT, "  %s / %s: workload files %s, resident in page cache after eviction %s%n",
                            v, p, TextTable.bytes(proof.datadirBytes()), TextTable.bytes(proof.residentBytesBefore()))
                    : String.format(Locale.ROOT, "  %s / %s: datadir %s, resident in page cache after eviction %s, at first query %s; buffer pool %s%n",
                    v, p, TextTable.bytes(proof.datadirBytes()), TextTable.bytes(proof.residentBytesBefore()),
                    TextTable.bytes(proof.residentBytesAtFirstQuery()), proof.bufferPoolText()))));
            s.coldProofs().forEach((v, byPhase) -> byPhase.forEach((p, proof) -> {
                if (proof.settle() != null) {
                    out.append("  ").append(v).append(" / ").append(p).append(" cold restart: ").append(proof.settle().summary()).append('\n');
                }
            }));
            s.coldProofs().values().stream().flatMap(m -> m.values().stream()).findFirst()
                    .ifPresent(p -> out.append("  method: ").append(p.method()).append('\n'));
            s.coldProofs().values().stream().flatMap(m -> m.values().stream()).filter(p -> p.settle() != null).findFirst()
                    .ifPresent(p -> out.append("  settle step: ").append(p.settle().how()).append('\n'));
            ColdWrite.of(b).forEach(w -> out.append("  WARNING ").append(w.describe()).append('\n'));
        }
        if (!s.planFingerprints().isEmpty()) {
            out.append('\n').append("Plans (join order : access : key [markers])\n");
            s.planFingerprints().forEach((v, byOp) -> byOp.forEach((op, fp) -> out.append("  ").append(v).append(" / ").append(op)
                    .append(": ").append(fp).append('\n')));
        }
        out.append(StudySection.render(b));
        AnswerSummary answers = AnswerSummary.of(b);
        if (answers != null) {
            out.append('\n').append(answers.headline()).append('\n');
            answers.problems().forEach(p -> out.append("  ").append(p).append('\n'));
        }
        DataCheckSummary consistency = DataCheckSummary.of(b);
        if (consistency != null) {
            out.append('\n').append(consistency.headline()).append('\n');
            consistency.problems().forEach(p -> out.append("  ").append(p).append('\n'));
        }
        if (!s.changedResults().isEmpty()) {
            out.append('\n').append("RESULTS CHANGED on the same data:\n");
            s.changedResults().forEach(c -> out.append("  ").append(c).append('\n'));
        }
        if (!s.errors().isEmpty()) {
            out.append('\n').append("Errors:\n");
            s.errors().forEach(e -> out.append("  ").append(e).append('\n'));
        }
        out.append(StreamSection.queries(RunDocument.machine(b), Environment.of(b)));
        out.append(StreamSection.render(b));
        out.append(StateSection.render(StateSamples.of(b)));
        out.append(WaitSection.render(WaitSamples.of(b)));
        out.append(RoundSection.render(RoundSamples.of(b)));
        out.append(SessionSection.render(b));
        out.append(ClusterSection.render(b));
        out.append(FaultSection.render(b));
        out.append(SideLoadSection.render(b));
        out.append('\n').append("Bundle: ").append(b.dir()).append('\n');
        return out.toString();
    }
}

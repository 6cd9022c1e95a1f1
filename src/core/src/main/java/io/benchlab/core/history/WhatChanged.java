package io.benchlab.core.history;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Environment;
import io.benchlab.core.bundle.Records.DatasetRecord;
import io.benchlab.core.compare.DefinitionDifference;
import io.benchlab.core.settings.VariableDiff;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What differs between the two runs around a change: the last run of the old level and the first of
 * the new. Each a {@link Difference} of a kind, so the CLI, the report and the app show the same.
 */
public final class WhatChanged {
    private WhatChanged() {
    }

    /** A closed vocabulary of what can change between two runs. */
    public enum Kind {
        SERVER_VERSION("server version"),
        VARIABLE("variable"),
        DATASET("dataset"),
        HOST("host"),
        /** benchlab itself (its version is in every manifest). */
        TOOL_VERSION("benchlab version"),
        DEFINITION("experiment definition");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * One difference.
     *
     * @param kind   what kind
     * @param name   what exactly (a variable's name, "CPU", "kernel", an operation), or empty
     * @param before the value in the run before
     * @param after  the value in the run of the change
     */
    public record Difference(Kind kind, String name, String before, String after) {
        /** {@code variable innodb_buffer_pool_size: 128M → 1G}. */
        public String sentence() {
            return kind.label() + (name.isEmpty() ? "" : " " + name) + ": " + (before == null ? "–" : before) + " → "
                    + (after == null ? "–" : after);
        }
    }

    /** The differences between a variant in the run before and the run of the change, in the order of {@link Kind}. */
    public static List<Difference> between(Bundle before, Bundle after, String variant) {
        List<Difference> out = new ArrayList<>();
        Environment ea = Environment.of(before);
        Environment eb = Environment.of(after);
        String va = ea.server() == null ? null : ea.server().flavor() + " " + ea.server().version();
        String vb = eb.server() == null ? null : eb.server().flavor() + " " + eb.server().version();
        if (!Objects.equals(va, vb)) {
            out.add(new Difference(Kind.SERVER_VERSION, "", va, vb));
        }
        VariableDiff vars = VariableDiff.between(before, variant, "before", after, variant, "after");
        for (VariableDiff.Row r : vars.variables()) {
            out.add(new Difference(Kind.VARIABLE, r.label(), r.values().get(0), r.values().get(1)));
        }
        for (VariableDiff.Row r : vars.optimizerSwitch()) {
            out.add(new Difference(Kind.VARIABLE, "optimizer_switch " + r.label(), r.values().get(0), r.values().get(1)));
        }
        String da = datasets(before, variant);
        String db = datasets(after, variant);
        if (!Objects.equals(da, db)) {
            out.add(new Difference(Kind.DATASET, "", da, db));
        }
        host(out, "CPU", ea, eb, h -> h.cpuModel() + (h.cores() == null ? "" : " × " + h.cores()));
        host(out, "memory", ea, eb, h -> h.memoryBytes() == null ? null : h.memoryBytes() / (1024 * 1024) + " MiB");
        host(out, "kernel", ea, eb, h -> h.os() + " " + h.kernel());
        host(out, "machine", ea, eb, Environment.Host::hostname);
        host(out, "JVM", ea, eb, Environment.Host::jvm);
        if (!Objects.equals(before.manifest().benchlabVersion(), after.manifest().benchlabVersion())) {
            out.add(new Difference(Kind.TOOL_VERSION, "", before.manifest().benchlabVersion(), after.manifest().benchlabVersion()));
        }
        for (DefinitionDifference d : DefinitionDifference.between(before, after)) {
            out.add(new Difference(Kind.DEFINITION, d.operation() == null ? "" : d.operation(), null, d.sentence("before", "after")));
        }
        experimentLines(out, before.experimentText(), after.experimentText());
        return out;
    }

    /**
     * The lines of the experiment file that differ (a stream's rate, phases, a variant's settings are
     * there and not in the operations' definitions), comments and blank lines aside; at most a few,
     * each line before paired with the line after in order.
     */
    private static void experimentLines(List<Difference> out, String before, String after) {
        List<String> a = meaningful(before);
        List<String> b = meaningful(after);
        List<String> gone = new ArrayList<>(a);
        gone.removeAll(b);
        List<String> come = new ArrayList<>(b);
        come.removeAll(a);
        int shown = Math.min(MAX_LINES, Math.max(gone.size(), come.size()));
        for (int i = 0; i < shown; i++) {
            out.add(new Difference(Kind.DEFINITION, "line", i < gone.size() ? gone.get(i) : null, i < come.size() ? come.get(i) : null));
        }
    }

    private static final int MAX_LINES = 5;

    private static List<String> meaningful(String text) {
        List<String> out = new ArrayList<>();
        if (text != null) {
            text.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).forEach(out::add);
        }
        return out;
    }

    private static void host(List<Difference> out, String name, Environment a, Environment b, Function<Environment.Host, String> value) {
        String va = a.host() == null ? null : value.apply(a.host());
        String vb = b.host() == null ? null : value.apply(b.host());
        if (va != null && vb != null && !va.equals(vb)) {
            out.add(new Difference(Kind.HOST, name, va, vb));
        }
    }

    /** The variant's datasets and their identity (generator, scale, seed), one text. */
    private static String datasets(Bundle b, String variant) {
        List<String> parts = new ArrayList<>();
        for (DatasetRecord d : b.datasets()) {
            if (variant.equals(d.variant())) {
                parts.add(d.dataset() + (d.identity() == null || d.identity().isEmpty() ? "" : " " + new java.util.TreeMap<>(d.identity())));
            }
        }
        return parts.isEmpty() ? null : String.join(", ", parts);
    }
}

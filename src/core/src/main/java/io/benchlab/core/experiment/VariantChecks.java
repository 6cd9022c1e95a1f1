package io.benchlab.core.experiment;

import static io.benchlab.core.experiment.ExperimentLimits.MAX_SWEEP_VALUES;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.Experiment.SweepSpec;
import io.benchlab.core.experiment.Experiment.VariantSpec;
import io.benchlab.core.settings.BufferPoolMinimum;
import io.benchlab.core.settings.VariableCatalog;
import io.benchlab.core.util.SizeOrNumber;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * The checks of what is compared: the declared variants (names, own servers, settings, start-up
 * options, per-node settings) and the sweep that generates more of them. Settings are checked as
 * far as they can be without a server (single values, flags on or off, a buffer pool InnoDB starts
 * with); the live server checks the rest when the run connects.
 */
final class VariantChecks {
    private final Problems problems;
    private final ServerChecks servers;
    private final NodeChecks nodes;

    VariantChecks(Problems problems, ServerChecks servers, NodeChecks nodes) {
        this.problems = problems;
        this.servers = servers;
        this.nodes = nodes;
    }

    void check(Experiment e) {
        checkVariants(e);
        checkNoServer(e);
        checkSweep(e.sweep());
    }

    private void checkVariants(Experiment e) {
        Set<String> names = new HashSet<>();
        for (int i = 0; i < e.variants().size(); i++) {
            VariantSpec v = e.variants().get(i);
            String at = "variants[" + i + "]";
            if (v == null) {
                problems.add(at, "variant " + (i + 1) + " is empty; give at least 'name:'");
                continue;
            }
            if (v.name() == null || v.name().isBlank()) {
                problems.add(at, "variant " + (i + 1) + " needs a 'name'");
            } else {
                RunChecks.checkName(problems, at + ".name", v.name(), "the variant's name");
                if (!names.add(v.name())) {
                    problems.add(at + ".name", "variant name '" + v.name() + "' is used twice");
                }
            }
            if (v.server() != null) {
                servers.check(at + ".server", v.server());
            }
            checkSettings(at + ".settings", v.settings());
            checkBufferPool(at, v);
            ServerSpec server = v.server() != null ? v.server() : e.server();
            nodes.checkNodeSettings(at + ".nodeSettings", v.nodeSettingsOrEmpty(), server, this);
            if (!v.startup().isEmpty() && !server.takesStartupOptions() && !server.none()) {
                problems.add(at + ".startup", "startup options need a managed server (benchlab starts it); this variant's server is "
                        + (server.remote() ? "a remote service, started by its own command" : "external"));
            }
            for (var opt : v.startup().entrySet()) {
                if (opt.getKey() == null || opt.getKey().isBlank()) {
                    problems.add(at + ".startup", "a start-up option needs a name (e.g. skip-log-bin: \"\")");
                } else if (opt.getValue() instanceof Map<?, ?> || opt.getValue() instanceof List<?>) {
                    problems.add(at + ".startup." + opt.getKey(), "start-up option '" + opt.getKey() + "' takes a single value (\"\" for a"
                            + " bare flag), not a list or mapping");
                }
            }
        }
    }

    /** With {@code type: none} there is no server: nothing to set, sweep, explain or analyze. */
    private void checkNoServer(Experiment e) {
        for (int i = 0; i < e.variants().size(); i++) {
            VariantSpec v = e.variants().get(i);
            ServerSpec server = v == null || v.server() == null ? e.server() : v.server();
            if (v != null && server.none() && (!v.settings().isEmpty() || !v.startup().isEmpty())) {
                problems.add("variants[" + i + "]" + (v.settings().isEmpty() ? ".startup" : ".settings"), "variant '" + v.name()
                        + "' runs without a server (type: none), so it has no server settings to set");
            }
        }
        if (e.server().none()) {
            if (e.sweep() != null) {
                problems.add("sweep", "sweep varies a server setting, and server type none has no server");
            }
            if (e.planStability() != null) {
                problems.add("planStability", "the study needs a server, and server type none has none");
            }
            if (e.statisticsVariance() != null) {
                problems.add("statisticsVariance", "the study needs a server, and server type none has none");
            }
        }
    }

    /** Settings hold one value each (a flag set: flags on or off); the live server checks names and values. */
    void checkSettings(String at, Map<String, Object> settings) {
        for (var s : settings.entrySet()) {
            String name = s.getKey();
            if (name == null || name.isBlank()) {
                problems.add(at, "a setting needs a variable name");
                continue;
            }
            Object value = s.getValue();
            if (value == null) {
                problems.add(at + "." + name, "setting '" + name + "' has no value; give one (e.g. " + name + ": 16M) or remove the line");
            } else if (value instanceof List<?>) {
                problems.add(at + "." + name, "setting '" + name + "' takes a single value, not a list (a sweep over values goes in 'sweep:')");
            } else if (value instanceof Map<?, ?> flags) {
                for (var f : flags.entrySet()) {
                    if (f.getValue() instanceof Map<?, ?> || f.getValue() instanceof List<?> || f.getValue() == null) {
                        problems.add(at + "." + name + "." + f.getKey(), "flag '" + f.getKey() + "' of " + name + " takes on or off");
                    }
                }
            }
        }
    }

    /** A buffer pool InnoDB does not start with is refused here, not by a server that will not start ({@link BufferPoolMinimum}). */
    private void checkBufferPool(String at, VariantSpec v) {
        long page = BufferPoolMinimum.pageSize(v.settings()).or(() -> BufferPoolMinimum.pageSize(v.startup()))
                .orElse(BufferPoolMinimum.DEFAULT_PAGE_SIZE);
        for (var group : List.of(Map.entry(".settings", v.settings()), Map.entry(".startup", v.startup()))) {
            for (var setting : group.getValue().entrySet()) {
                if (setting.getKey() != null && VariableCatalog.normalise(setting.getKey()).equals(BufferPoolMinimum.VARIABLE)) {
                    BufferPoolMinimum.refusal(setting.getValue(), page)
                            .ifPresent(why -> problems.add(at + group.getKey() + "." + setting.getKey(), why));
                }
            }
        }
    }

    private void checkSweep(SweepSpec s) {
        if (s == null) {
            return;
        }
        boolean variable = s.variable() != null && !s.variable().isBlank();
        boolean parameter = s.parameter() != null && !s.parameter().isBlank();
        if (variable == parameter) {
            problems.add("sweep", variable
                    ? "sweep names both a variable and a parameter: a sweep runs over one of them (variable: a server setting,"
                    + " parameter: a workload parameter)"
                    : "sweep.variable is required (the setting whose values make the variants, e.g. join_buffer_size), or"
                    + " sweep.parameter for a workload parameter (e.g. rowsPerCommit)");
        }
        boolean explicit = s.values() != null && !s.values().isEmpty();
        boolean series = s.from() != null && s.to() != null;
        if (explicit == series) {
            problems.add("sweep", "sweep needs either 'values' or 'from' and 'to'");
        }
        if (explicit) {
            checkValues(s.values());
        }
        checkBufferPool(s);
        boolean factorOk = s.factor() == null || s.factor() > 1 && s.factor() <= 1e6;
        if (!factorOk) {
            problems.add("sweep.factor", "sweep.factor must be greater than 1 (e.g. 2 doubles each step), not " + s.factor());
        }
        if (series) {
            checkSeries(s, factorOk);
        }
        if (s.cross() != null) {
            for (int i = 0; i < s.cross().size(); i++) {
                Map<String, Object> c = s.cross().get(i);
                if (c == null || c.isEmpty()) {
                    problems.add("sweep.cross[" + i + "]", "sweep.cross entries are settings maps (e.g. {optimizer_switch: {mrr: on}});"
                            + " entry " + (i + 1) + " is empty");
                } else {
                    checkSettings("sweep.cross[" + i + "]", c);
                }
            }
        }
    }

    private void checkValues(List<Object> values) {
        if (values.size() > MAX_SWEEP_VALUES) {
            problems.add("sweep.values", "sweep.values has " + values.size() + " values; at most " + MAX_SWEEP_VALUES + " are allowed");
        }
        if (values.stream().anyMatch(v -> v == null || v instanceof Map<?, ?> || v instanceof List<?>)) {
            problems.add("sweep.values", "sweep.values must be single values (e.g. [128K, 1M, 8M])");
        } else if (new HashSet<>(values.stream().map(String::valueOf).toList()).size() < values.size()) {
            problems.add("sweep.values", "sweep.values names a value twice");
        }
    }

    /** A geometric series: from and to numbers or sizes, from positive and not above to, and not too many values ({@link SweepValues}). */
    private void checkSeries(SweepSpec s, boolean factorOk) {
        OptionalDouble from = number("sweep.from", s.from());
        OptionalDouble to = number("sweep.to", s.to());
        if (from.isEmpty() || to.isEmpty()) {
            return;
        }
        if (from.getAsDouble() <= 0 || to.getAsDouble() < from.getAsDouble()) {
            problems.add("sweep.from", "sweep: 'from' must be positive and not above 'to' (from " + s.from() + ", to " + s.to() + ")");
            return;
        }
        long steps = factorOk ? SweepValues.count(s) : 0;
        if (steps > MAX_SWEEP_VALUES) {
            problems.add("sweep", "sweep from " + s.from() + " to " + s.to() + " × " + SweepValues.factor(s) + " gives "
                    + steps + " values; at most " + MAX_SWEEP_VALUES + " are allowed (raise 'factor' or narrow the range)");
        }
    }

    /** The same buffer-pool minimum for a sweep over the buffer pool (at the default page size). */
    private void checkBufferPool(SweepSpec s) {
        if (s.variable() == null || !VariableCatalog.normalise(s.variable()).equals(BufferPoolMinimum.VARIABLE)) {
            return;
        }
        long page = BufferPoolMinimum.DEFAULT_PAGE_SIZE;
        List<Object> values = s.values() == null ? List.of() : s.values();
        values.stream().filter(v -> !(v instanceof Map<?, ?> || v instanceof List<?>))
                .map(value -> BufferPoolMinimum.refusal(value, page)).flatMap(java.util.Optional::stream).findFirst()
                .ifPresent(why -> problems.add("sweep.values", "sweep.values: " + why));
        if (s.from() != null) {
            BufferPoolMinimum.refusal(s.from(), page).ifPresent(why -> problems.add("sweep.from", "sweep.from: " + why));
        }
    }

    private OptionalDouble number(String at, Object value) {
        OptionalDouble n = SizeOrNumber.of(value);
        if (n.isEmpty()) {
            problems.add(at, at + " must be a number or a size such as 128K or 16M, not '" + String.valueOf(value).strip() + "'");
        }
        return n;
    }
}

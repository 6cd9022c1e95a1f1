package io.benchlab.core.experiment;

import static io.benchlab.core.experiment.ExperimentLimits.MAX_NAME_LENGTH;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_QUERY_TIMEOUT_SECONDS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STATE_INTERVAL;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STEPS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STUDY_RUNS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_SWEEP_VALUES;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_THREAD_SWEEP;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_VARIANTS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_WARM;
import static io.benchlab.core.experiment.ExperimentLimits.MIN_STATE_INTERVAL;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.Experiment.VariantSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The checks of how the experiment runs: its name and workload, the phases (and what they need of
 * the servers), the options, the studies, and the size of the whole run (variants after the sweep,
 * steps) against its bounds.
 */
final class RunChecks {
    private final Problems problems;

    RunChecks(Problems problems) {
        this.problems = problems;
    }

    void check(Experiment e) {
        checkName(problems, "name", e.name(), "a short name for the experiment, used in bundle names");
        if (e.workload() == null || e.workload().plugin() == null || e.workload().plugin().isBlank()) {
            problems.add("workload", "field 'workload.plugin' is required (see `benchlab plugins` for the installed workloads)");
        }
        checkPhases(e);
        checkOptions(e.options());
        checkStudies(e);
        checkSize(e);
    }

    static void checkName(Problems problems, String at, String name, String what) {
        if (name == null || name.isBlank()) {
            problems.add(at, "field '" + at + "' is required (" + what + ")");
        } else if (name.length() > MAX_NAME_LENGTH) {
            problems.add(at, at + " has " + name.length() + " characters; at most " + MAX_NAME_LENGTH + " are allowed");
        } else if (name.chars().anyMatch(Character::isISOControl)) {
            problems.add(at, at + " contains a control character (a tab or line break?); use plain text");
        }
    }

    private void checkPhases(Experiment e) {
        var p = e.phases();
        if (p.warm() != null && (p.warm() < 0 || p.warm() > MAX_WARM)) {
            problems.add("phases.warm", "phases.warm must be a whole number from 0 to " + MAX_WARM + ", not " + p.warm());
        } else if (!p.coldOrDefault() && p.warmOrDefault() == 0) {
            problems.add("phases", "phases run nothing: enable cold or set warm to 1 or more");
        }
        if (p.interleaveOrDefault() && !e.server().restartable() && !e.server().none()) {
            problems.add("phases.interleave", "interleaved runs restore the cold state before each step, which needs a managed server");
        }
    }

    /**
     * What running the experiment needs of its servers beyond a well-formed file: a cold phase needs a
     * server benchlab can restart. A run (and the editor) asks it with the structure; reading a file
     * alone does not, so a file can be read, shown and edited before its servers are settled.
     */
    void checkRunnable(Experiment e) {
        if (!e.phases().coldOrDefault() || e.phases().interleaveOrDefault() && !e.server().restartable() && !e.server().none()) {
            return; // no cold phase, or interleave already refused for the same reason
        }
        servers(e).forEach((at, v) -> {
            if (v.server().knownKind().isPresent() && !v.server().restartable() && !v.server().none()) {
                // the server block is what makes the phase impossible (phases.cold is true by default, often unwritten)
                problems.add(at, "variant '" + v.name() + "': cold phases need a managed server (benchlab must restart it and empty"
                        + " its caches); set phases.cold: false for an external server or an existing cluster (nodeUrls)");
            }
        });
    }

    /** Each server block a variant runs on, by its field path, with the first variant that uses it. */
    static Map<String, Used> servers(Experiment e) {
        Map<String, Used> out = new LinkedHashMap<>();
        if (e.variants().isEmpty()) {
            out.put("server", new Used(ExperimentDefaults.VARIANT_NAME, e.server()));
        }
        for (int i = 0; i < e.variants().size(); i++) {
            VariantSpec v = e.variants().get(i);
            if (v != null && v.server() != null) {
                out.putIfAbsent("variants[" + i + "].server", new Used(v.name(), v.server()));
            } else if (v != null) {
                out.putIfAbsent("server", new Used(v.name(), e.server()));
            }
        }
        return out;
    }

    /** A server block and the (first) variant that runs on it. */
    record Used(String name, ServerSpec server) {
    }

    private void checkOptions(Experiment.RunOptions o) {
        Integer t = o.queryTimeoutSeconds();
        if (t != null && (t < 0 || t > MAX_QUERY_TIMEOUT_SECONDS)) {
            problems.add("options.queryTimeoutSeconds", "options.queryTimeoutSeconds must be 0 (never) or a number of seconds up to "
                    + MAX_QUERY_TIMEOUT_SECONDS + " (7 days), not " + t);
        }
        if (o.check() != null && !Experiment.RunOptions.CHECKS.contains(o.check())) {
            problems.add("options.check", "options.check must be one of " + String.join(", ", Experiment.RunOptions.CHECKS) + ", not '"
                    + o.check() + "'");
        }
        if (o.metrics() != null) {
            try {
                MetricsAddress.parse(o.metrics());
            } catch (IllegalArgumentException e) {
                problems.add("options.metrics", "options.metrics: " + e.getMessage());
            }
        }
        if (o.tolerance() != null && !Experiment.RunOptions.TOLERANCES.contains(o.tolerance())) {
            problems.add("options.tolerance", "options.tolerance must be one of " + String.join(", ", Experiment.RunOptions.TOLERANCES)
                    + " (numbers to the cent, or TPC-H's $100 on sums and 1% on averages and ratios), not '" + o.tolerance() + "'");
        }
        checkStateInterval(o.stateInterval());
        if (o.analyzeOrDefault() && !o.explainOrDefault()) {
            problems.add("options.analyze", "options.analyze needs options.explain (plans are analysed as they are captured); set explain:"
                    + " true or remove analyze");
        }
    }

    /** How often thread states are sampled: a duration within its bounds, or off. */
    private void checkStateInterval(String text) {
        if (text == null || Experiment.RunOptions.OFF.contains(text.strip().toLowerCase(java.util.Locale.ROOT))) {
            return;
        }
        java.time.Duration d;
        try {
            d = io.benchlab.core.util.Durations.parse("options.stateInterval", text);
        } catch (io.benchlab.core.BenchlabException ex) {
            problems.add("options.stateInterval", "options.stateInterval must be a duration such as 100ms or 1s, or off, not '" + text + "'");
            return;
        }
        if (d.compareTo(MIN_STATE_INTERVAL) < 0 || d.compareTo(MAX_STATE_INTERVAL) > 0) {
            problems.add("options.stateInterval", "options.stateInterval must be from " + MIN_STATE_INTERVAL.toMillis() + "ms to "
                    + MAX_STATE_INTERVAL.toSeconds() + "s (or off), not " + text);
        }
    }

    private void checkStudies(Experiment e) {
        if (e.planStability() != null) {
            var p = e.planStability();
            if (p.queries().isEmpty()) {
                problems.add("planStability", "planStability.queries is required (e.g. [Q8])");
            } else if (p.queries().stream().anyMatch(q -> q == null || q.isBlank())) {
                problems.add("planStability.queries", "planStability.queries has an empty entry; list operation names (e.g. [Q8])");
            }
            if (p.runs() != null && (p.runs() < 1 || p.runs() > MAX_STUDY_RUNS)) {
                problems.add("planStability.runs", "planStability.runs must be from 1 to " + MAX_STUDY_RUNS + ", not " + p.runs());
            }
            if (!Experiment.PlanStabilitySpec.BETWEEN.contains(p.betweenOrDefault())) {
                problems.add("planStability.between", "planStability.between must be one of "
                        + String.join(", ", Experiment.PlanStabilitySpec.BETWEEN) + ", not '" + p.between() + "'");
            } else if (p.betweenChoice() == io.benchlab.core.plan.Between.RESTART && !e.server().restartable()) {
                problems.add("planStability.between", "planStability.between: restart needs a managed server");
            }
        }
        if (e.statisticsVariance() != null) {
            var s = e.statisticsVariance();
            if (s.runs() != null && (s.runs() < 2 || s.runs() > MAX_STUDY_RUNS)) {
                problems.add("statisticsVariance.runs", "statisticsVariance.runs must be from 2 to " + MAX_STUDY_RUNS
                        + " (a variation needs several samples), not " + s.runs());
            }
            if (s.samplePages().stream().anyMatch(n -> n == null || n < 1)) {
                problems.add("statisticsVariance.samplePages", "statisticsVariance.samplePages must be page counts of 1 or more");
            }
            if (s.samplePages().size() > MAX_THREAD_SWEEP) {
                problems.add("statisticsVariance.samplePages", "statisticsVariance.samplePages lists at most " + MAX_THREAD_SWEEP + " sizes");
            }
            if (s.tables().stream().anyMatch(t -> t == null || t.isBlank())) {
                problems.add("statisticsVariance.tables", "statisticsVariance.tables has an empty entry; list table names");
            }
        }
    }

    /** Variants after the sweep, and steps of the whole run, within bounds (a sweep refused for its own size is not counted again). */
    private void checkSize(Experiment e) {
        long declared = Math.max(1, e.variants().size());
        long variants = declared;
        if (e.sweep() != null) {
            long values = SweepValues.count(e.sweep());
            if (values > MAX_SWEEP_VALUES) {
                return;
            }
            long crosses = e.sweep().cross() == null || e.sweep().cross().isEmpty() ? 1 : e.sweep().cross().size();
            variants = declared * Math.max(1, values) * crosses;
        }
        if (variants > MAX_VARIANTS) {
            problems.add(e.sweep() != null ? "sweep" : "variants", "the experiment makes " + variants + " variants; at most " + MAX_VARIANTS
                    + " are allowed");
            return;
        }
        if (e.phases().warm() != null && (e.phases().warm() < 0 || e.phases().warm() > MAX_WARM)) {
            return; // phases.warm is refused for its own bound
        }
        int phases = (e.phases().coldOrDefault() ? 1 : 0) + e.phases().warmOrDefault();
        long steps = variants * phases;
        if (steps > MAX_STEPS) {
            problems.add("phases", variants + " variant(s) × " + phases + " phase(s) make " + steps + " steps; at most " + MAX_STEPS
                    + " are allowed in one run");
        }
    }
}

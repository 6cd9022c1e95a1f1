package io.benchlab.core.run;

import io.benchlab.api.Operation;
import io.benchlab.api.StreamOperation;
import io.benchlab.core.experiment.RunPlanner;
import io.benchlab.core.plan.RunPlan;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.experiment.ExperimentValidator;
import io.benchlab.core.experiment.PluginChecks;
import io.benchlab.core.experiment.Problems;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.experiment.Variant;
import io.benchlab.core.experiment.VariantPlanner;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An experiment checked in full before anything starts: its structure ({@link ExperimentValidator})
 * and everything its plugin decides ({@link PluginChecks}: parameters and the files they name, the
 * server it needs, the names given to its operations), every problem in one list
 * ({@link io.benchlab.core.experiment.ExperimentProblems}) — so a file with five mistakes gets five
 * lines in one run. What only the live servers can tell comes later, when the run connects.
 *
 * @param file       the experiment file
 * @param plugin     its workload's plugin
 * @param parameters the plugin's parameters, typed, paths resolved against the file's folder
 * @param workload   the workload the plugin made of them
 * @param operations what it runs, in order
 * @param sideWorkloads    the workloads of side loads that run another plugin's stream
 * @param variantWorkloads the workloads of the variants that override workload parameters, by variant name
 * @param variants         its variants, a sweep's expanded ({@link VariantPlanner})
 * @param plan             what the engine runs, every default applied ({@link RunPlanner})
 */
public record CheckedExperiment(ExperimentFile file, WorkloadPlugin plugin, Parameters parameters, Workload workload,
                                List<Operation> operations, List<SideWorkload> sideWorkloads, Map<String, VariantWorkload> variantWorkloads,
                                List<Variant> variants, RunPlan plan) {

    public CheckedExperiment {
        operations = List.copyOf(operations);
        sideWorkloads = sideWorkloads == null ? List.of() : List.copyOf(sideWorkloads);
        variantWorkloads = variantWorkloads == null ? Map.of() : Map.copyOf(variantWorkloads);
        variants = List.copyOf(variants);
    }

    /** Checks {@code file} with the plugins installed; throws every problem found at once. */
    public static CheckedExperiment of(ExperimentFile file, PluginRegistry plugins) {
        Experiment e = file.experiment();
        Problems problems = Problems.of(file);
        ExperimentValidator validator = new ExperimentValidator(e);
        validator.check(problems);
        validator.checkRunnable(problems);
        WorkloadPlugin plugin = null;
        String id = e.workload() == null ? null : e.workload().plugin();
        if (id != null && !id.isBlank()) {
            try {
                plugin = plugins.workload(id);
            } catch (BenchlabException ex) {
                problems.add("workload.plugin", ex.getMessage());
            }
        }
        Parameters parameters = null;
        Workload workload = null;
        List<Operation> operations = List.of();
        if (plugin != null) {
            PluginChecks checks = new PluginChecks(problems, e);
            checks.serverNeed(plugin);
            parameters = checks.parameters(plugin, file.folder());
            if (parameters != null) {
                WorkloadPlugin p = plugin;
                Parameters values = parameters;
                try {
                    workload = PluginFailure.guard(p.id(), "create()", () -> p.create(values));
                    operations = PluginFailure.guard(p.id(), "operations()", workload::operations);
                    if (operations == null || operations.isEmpty()) {
                        operations = List.of();
                        problems.add("workload", "plugin '" + p.id() + "' has no operations to run with these parameters");
                    } else {
                        checks.operations(p.id(), operations);
                    }
                } catch (PluginFailure ex) {
                    problems.add("workload", ex.getMessage(), ex);
                }
            }
        }
        Map<String, VariantWorkload> variantWorkloads = new LinkedHashMap<>();
        boolean overrides = (e.sweep() != null && e.sweep().parameter() != null)
                || e.variants().stream().anyMatch(v -> v != null && !v.workloadOrEmpty().isEmpty());
        // planned only from a sound file: a bad sweep is the structure checks' one line, not a failure of its expansion
        if (overrides && problems.size() == 0 && plugin != null && workload != null && !operations.isEmpty()) {
            variantWorkloads = variantWorkloads(problems, e, plugin, file, operations);
        }
        List<SideWorkload> sides = sideWorkloads(e, plugins, file, problems);
        problems.throwIfAny();
        if (!plugin.needsServer() && operations.stream().anyMatch(QueryOperation.class::isInstance)) {
            // the plugin contradicts itself: its fault, not the file's
            throw new BenchlabException("plugin '" + plugin.id() + "' declares it needs no server but returned SQL queries to run");
        }
        List<Variant> variants = VariantPlanner.plan(e);
        // a variant's own workload keeps the experiment's operation names (checked above), so one list of stream names serves every variant
        List<String> streams = operations.stream().filter(StreamOperation.class::isInstance).map(Operation::name).toList();
        return new CheckedExperiment(file, plugin, parameters, workload, operations, sides, variantWorkloads, variants,
                RunPlanner.plan(e, variants, streams));
    }

    /**
     * Each variant that overrides workload parameters: the merged parameters checked by the plugin's
     * rules (problems named at the overriding field), the plugin's workload of them and its operations,
     * which must keep the experiment's names (a variant compares with the others operation by operation).
     */
    private static Map<String, VariantWorkload> variantWorkloads(Problems problems, Experiment e, WorkloadPlugin plugin, ExperimentFile file,
                                                                 List<Operation> operations) {
        Map<String, VariantWorkload> out = new LinkedHashMap<>();
        PluginChecks checks = new PluginChecks(problems, e);
        List<String> names = operations.stream().map(Operation::name).toList();
        for (Variant v : VariantPlanner.plan(e)) {
            if (v.workload().isEmpty()) {
                continue;
            }
            Parameters merged = checks.variantParameters(plugin.id(), plugin.parameters(), file.folder(), v);
            if (merged == null) {
                if (v.fieldPath().equals("sweep") && e.sweep().parameter() != null) {
                    break; // a swept name the plugin does not know is the same at every point: once is enough
                }
                continue;
            }
            String field = v.fieldPath().equals("sweep") ? "sweep.values" : v.fieldPath() + ".workload";
            try {
                Workload w = PluginFailure.guard(plugin.id(), "create()", () -> plugin.create(merged));
                List<Operation> ops = PluginFailure.guard(plugin.id(), "operations()", w::operations);
                List<String> own = ops == null ? List.of() : ops.stream().map(Operation::name).toList();
                if (!own.equals(names)) {
                    problems.add(field, "variant " + v.name() + ": these workload parameters change what runs (operations " + own
                            + " instead of " + names + "); a variant may change how the workload runs, not which operations it has");
                } else {
                    out.put(v.name(), new VariantWorkload(merged, w, ops));
                }
            } catch (PluginFailure ex) {
                problems.add(field, "variant " + v.name() + ": " + ex.getMessage(), ex);
            }
        }
        return out;
    }

    /**
     * The side loads that run another plugin's stream: the plugin installed, its parameters as its
     * own checks take them, a stream operation among what it makes of them — each problem at the side
     * load's field.
     */
    private static List<SideWorkload> sideWorkloads(Experiment e, PluginRegistry plugins, ExperimentFile file, Problems problems) {
        List<SideWorkload> out = new java.util.ArrayList<>();
        for (int i = 0; i < e.sideloadOrEmpty().size(); i++) {
            Experiment.SideLoadSpec s = e.sideloadOrEmpty().get(i);
            if (s == null || s.plugin() == null || s.plugin().isBlank() || s.sql() != null || s.command() != null) {
                continue; // not a stream, or the structure's checks said why
            }
            String at = "sideload[" + i + "]";
            WorkloadPlugin p;
            try {
                p = plugins.workload(s.plugin());
            } catch (BenchlabException ex) {
                problems.add(at + ".plugin", at + ".plugin: " + ex.getMessage());
                continue;
            }
            if (!p.needsServer()) {
                problems.add(at + ".plugin", at + ".plugin: workload '" + p.id() + "' needs no database server; a side load runs beside"
                        + " the measured streams on their server (choose a workload that uses one)");
                continue;
            }
            Parameters values = new PluginChecks(problems, e).parameters(p.id(), p.parameters(), file.folder(), s.parametersOrEmpty(),
                    at + ".parameters");
            if (values == null) {
                continue;
            }
            try {
                Workload w = PluginFailure.guard(p.id(), "create()", () -> p.create(values));
                List<Operation> ops = PluginFailure.guard(p.id(), "operations()", w::operations);
                io.benchlab.api.StreamOperation stream = ops == null ? null : ops.stream()
                        .filter(io.benchlab.api.StreamOperation.class::isInstance).map(io.benchlab.api.StreamOperation.class::cast)
                        .findFirst().orElse(null);
                if (stream == null) {
                    problems.add(at + ".plugin", at + ".plugin: workload '" + p.id() + "' has no stream operation with these parameters;"
                            + " a side load runs a stream (or give sql or command instead)");
                } else {
                    out.add(new SideWorkload(i, p.id(), w, stream));
                }
            } catch (PluginFailure ex) {
                problems.add(at + ".plugin", ex.getMessage(), ex);
            }
        }
        return out;
    }

    public Experiment experiment() {
        return file.experiment();
    }
}

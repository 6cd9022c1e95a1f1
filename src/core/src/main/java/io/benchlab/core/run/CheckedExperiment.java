package io.benchlab.core.run;

import io.benchlab.api.StreamOperation;
import io.benchlab.core.experiment.RunPlanner;
import io.benchlab.core.experiment.Variant;
import io.benchlab.core.experiment.VariantPlanner;
import io.benchlab.core.plan.RunPlan;
import io.benchlab.api.Operation;
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
import java.util.List;

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
 * @param variants   its variants, a sweep's expanded ({@link VariantPlanner})
 * @param plan       what the engine runs, every default applied ({@link RunPlanner})
 */
public record CheckedExperiment(ExperimentFile file, WorkloadPlugin plugin, Parameters parameters, Workload workload,
                                List<Operation> operations, List<Variant> variants, RunPlan plan) {

    public CheckedExperiment {
        operations = List.copyOf(operations);
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
        problems.throwIfAny();
        if (!plugin.needsServer() && operations.stream().anyMatch(QueryOperation.class::isInstance)) {
            // the plugin contradicts itself: its fault, not the file's
            throw new BenchlabException("plugin '" + plugin.id() + "' declares it needs no server but returned SQL queries to run");
        }
        List<Variant> variants = VariantPlanner.plan(e);
        List<String> streams = operations.stream().filter(StreamOperation.class::isInstance).map(Operation::name).toList();
        return new CheckedExperiment(file, plugin, parameters, workload, operations, variants, RunPlanner.plan(e, variants, streams));
    }

    public Experiment experiment() {
        return file.experiment();
    }
}

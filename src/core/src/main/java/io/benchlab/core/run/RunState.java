package io.benchlab.core.run;

import io.benchlab.core.plan.RunPlan;
import io.benchlab.api.Operation;
import io.benchlab.api.Workload;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.experiment.Variant;
import java.util.List;
import java.util.Map;

/**
 * One run once it measures: what the runner's steps share, so each takes this instead of a long
 * list of parameters.
 *
 * @param sessions each variant's live session, by variant name
 * @param targets  the run's servers (one per distinct server block)
 * @param bundle   where everything measured goes, as it is measured
 * @param sideWorkloads the workloads of side loads that run another plugin's stream
 * @param variantWorkloads the workloads of the variants that override workload parameters, by variant name
 */
record RunState(ExperimentFile file, RunPlan plan, Workload workload, String pluginId, List<Operation> operations, List<Variant> variants, List<Phase> phases,
                Map<String, VariantSession> sessions, Targets targets, BundleWriter bundle, RunListener listener, RunControl control,
                List<SideWorkload> sideWorkloads, Map<String, VariantWorkload> variantWorkloads) {

    /** The workload this variant prepares and runs: its own when it overrides parameters, else the experiment's. */
    Workload workloadOf(Variant v) {
        VariantWorkload own = variantWorkloads.get(v.name());
        return own != null ? own.workload() : workload;
    }

    /** The operations this variant runs: its own workload's when it overrides parameters, else the experiment's. */
    List<Operation> operationsOf(Variant v) {
        VariantWorkload own = variantWorkloads.get(v.name());
        return own != null ? own.operations() : operations;
    }

    Experiment experiment() {
        return file.experiment();
    }
}

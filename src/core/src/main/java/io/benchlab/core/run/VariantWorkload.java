package io.benchlab.core.run;

import io.benchlab.api.Operation;
import io.benchlab.api.Parameters;
import io.benchlab.api.Workload;
import java.util.List;

/**
 * The workload of a variant that overrides workload parameters ({@code variants[i].workload}, or a
 * sweep over {@code sweep.parameter}): made by the plugin from the workload block's parameters with
 * the variant's on top, checked by the same rules before anything starts. The run prepares and runs
 * this variant with it; the other variants keep the experiment's workload.
 *
 * @param parameters the merged parameters, typed
 * @param workload   what the plugin made of them
 * @param operations what it runs, in order (the same names as the experiment's workload)
 */
public record VariantWorkload(Parameters parameters, Workload workload, List<Operation> operations) {
    public VariantWorkload {
        operations = List.copyOf(operations);
    }
}

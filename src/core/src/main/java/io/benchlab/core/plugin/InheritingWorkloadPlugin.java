package io.benchlab.core.plugin;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.Operation;
import io.benchlab.api.ParameterException;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.AnswerReference;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A workload as the engine offers it when it takes a dataset's parameters as its own
 * ({@link WorkloadPlugin#inheritsParametersOf()}): its parameters followed by the dataset's, and its
 * requirement for that dataset completed with their values. Done once here, so the CLI, the GUI's
 * form and the runner all see the same list.
 */
final class InheritingWorkloadPlugin implements WorkloadPlugin {
    private final WorkloadPlugin plugin;
    private final DatasetProvider dataset;
    private final List<ParameterSpec> inherited;
    private final List<ParameterSpec> all;

    InheritingWorkloadPlugin(WorkloadPlugin plugin, DatasetProvider dataset) {
        this.plugin = plugin;
        this.dataset = dataset;
        Set<String> own = plugin.parameters().stream().map(ParameterSpec::name).collect(Collectors.toSet());
        this.inherited = dataset.parameters().stream().filter(s -> !own.contains(s.name())).toList();
        List<ParameterSpec> specs = new ArrayList<>(plugin.parameters());
        specs.addAll(inherited);
        this.all = List.copyOf(specs);
    }

    @Override
    public int apiVersion() {
        return plugin.apiVersion();
    }

    @Override
    public String id() {
        return plugin.id();
    }

    @Override
    public String description() {
        return plugin.description();
    }

    @Override
    public List<ParameterSpec> parameters() {
        return all;
    }

    @Override
    public String inheritsParametersOf() {
        return dataset.id();
    }

    @Override
    public Workload create(Parameters parameters) throws WorkloadException {
        Map<String, Object> values = new LinkedHashMap<>();
        for (ParameterSpec spec : inherited) {
            if (parameters.has(spec.name())) {
                values.put(spec.name(), parameters.asMap().get(spec.name()));
            }
        }
        // the plugin sees the dataset as it will be loaded (its declared indexes, say), not a copy it keeps itself
        Completed workload = new Completed(plugin.create(parameters, plan(values)), dataset.id(), values);
        for (DatasetRequirement r : workload.datasets()) {
            if (r.dataset().equals(dataset.id()) && !r.parameters().equals(values)) {
                plan(r.parameters()); // the workload set some of the dataset's values itself: those must plan too
            }
        }
        return workload;
    }

    /**
     * Plans the dataset now (cheap: no rows), so that a combination the dataset refuses (say a row
     * format its engine lacks) is reported with the experiment's other mistakes, before any server starts.
     */
    private DatasetPlan plan(Map<String, Object> raw) throws WorkloadException {
        try {
            return dataset.plan(Parameters.validate(dataset.parameters(), raw));
        } catch (ParameterException e) {
            throw new WorkloadException(e.getMessage(), e);
        }
    }

    /** The plugin's workload with the inherited values added to its requirement for the dataset. */
    private record Completed(Workload workload, String dataset, Map<String, Object> values) implements Workload {
        @Override
        public List<DatasetRequirement> datasets() {
            List<DatasetRequirement> out = new ArrayList<>();
            for (DatasetRequirement r : workload.datasets()) {
                if (r.dataset().equals(dataset)) {
                    Map<String, Object> merged = new LinkedHashMap<>(values);
                    merged.putAll(r.parameters());
                    out.add(new DatasetRequirement(dataset, merged));
                } else {
                    out.add(r);
                }
            }
            return out;
        }

        @Override
        public String schema() {
            return workload.schema();
        }

        @Override
        public void prepare(WorkloadContext context) throws Exception {
            workload.prepare(context);
        }

        @Override
        public List<Operation> operations() {
            return workload.operations();
        }

        // every other method of Workload is forwarded too: a default here would silently replace the plugin's own

        @Override
        public AnswerReference answerReference(QueryOperation query) {
            return workload.answerReference(query);
        }

        @Override
        public List<io.benchlab.api.DataCheck> check(java.sql.Connection connection) throws java.sql.SQLException {
            return workload.check(connection);
        }

        @Override
        public List<java.nio.file.Path> files() {
            return workload.files();
        }

        @Override
        public void finish() throws Exception {
            workload.finish();
        }
    }
}

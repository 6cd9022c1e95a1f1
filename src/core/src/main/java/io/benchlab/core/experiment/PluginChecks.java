package io.benchlab.core.experiment;

import io.benchlab.api.Operation;
import io.benchlab.api.ParameterException;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.ParameterType;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.TextFiles;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.util.UserPaths;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checks that need the workload's plugin: its parameters (each against its spec, by the plugin
 * API's own rules, and every file it will read present, UTF-8 text and within
 * {@link ExperimentLimits#MAX_INPUT_FILE_BYTES}), whether it needs a server, and — once the plugin
 * made its workload — the names the file gives its operations ({@code stream.operationThreads},
 * {@code planStability.queries}) and whether a {@code stream:} block has streams to apply to.
 */
public final class PluginChecks {
    private final Problems problems;
    private final Experiment experiment;

    public PluginChecks(Problems problems, Experiment experiment) {
        this.problems = problems;
        this.experiment = experiment;
    }

    /**
     * The workload's parameters, each checked on its own so every bad one is named; null when any is
     * bad. Paths are made absolute against {@code folder} and FILE parameters read once there.
     *
     * @param folder the experiment file's folder; null for an experiment not saved yet (no file is read)
     */
    public Parameters parameters(WorkloadPlugin plugin, Path folder) {
        return parameters(plugin.id(), plugin.parameters(), folder);
    }

    /** As {@link #parameters(WorkloadPlugin, Path)}, for a plugin known by its id and parameter specs. */
    public Parameters parameters(String pluginId, List<ParameterSpec> specs, Path folder) {
        return parameters(pluginId, specs, folder, experiment.workload().parameters(), "workload.parameters");
    }

    /**
     * As {@link #parameters(WorkloadPlugin, Path)}, for parameters given elsewhere in the file (a side
     * load's), each problem at {@code at}{@code .NAME}.
     */
    public Parameters parameters(String pluginId, List<ParameterSpec> specs, Path folder, Map<String, Object> raw, String at) {
        // a side load's plugin is named at its field, the workload's as it always was
        String who = at.equals("workload.parameters") ? "workload '" + pluginId + "'" : at + ": plugin '" + pluginId + "'";
        return parameters(pluginId, specs, folder, raw, name -> at + "." + name, who);
    }

    /**
     * A variant's parameters: the workload block's with the variant's overrides ({@code variants[i].workload},
     * or a sweep's value of {@code sweep.parameter}), checked by the same rules; a problem is named at the field
     * that overrides (an override's own name, {@code sweep.parameter} for an unknown swept name, {@code sweep.values}
     * for a value the plugin refuses). Null when the variant overrides nothing or a problem was found.
     */
    public Parameters variantParameters(String pluginId, List<ParameterSpec> specs, Path folder, Variant v) {
        if (v.workload().isEmpty()) {
            return null;
        }
        Map<String, Object> raw = new LinkedHashMap<>(experiment.workload().parameters());
        raw.putAll(v.workload());
        boolean swept = v.fieldPath().equals("sweep");
        java.util.function.Function<String, String> field = name -> !v.workload().containsKey(name) ? "workload.parameters." + name
                : swept && experiment.sweep() != null && name.equals(experiment.sweep().parameter()) ? "sweep.values"
                : v.fieldPath() + ".workload." + name;
        if (swept && experiment.sweep() != null && experiment.sweep().parameter() != null
                && specs.stream().noneMatch(sp -> sp.name().equals(experiment.sweep().parameter()))) {
            problems.add("sweep.parameter", "sweep.parameter: workload '" + pluginId + "' has no parameter '" + experiment.sweep().parameter()
                    + "'; known: " + String.join(", ", specs.stream().map(ParameterSpec::name).toList()));
            return null;
        }
        return parameters(pluginId, specs, folder, raw, field, "workload '" + pluginId + "' (variant " + v.name() + ")");
    }

    private Parameters parameters(String pluginId, List<ParameterSpec> specs, Path folder, Map<String, Object> raw,
                                  java.util.function.Function<String, String> field, String who) {
        Set<String> known = specs.stream().map(ParameterSpec::name).collect(java.util.stream.Collectors.toCollection(java.util.LinkedHashSet::new));
        int before = problems.size();
        for (String given : raw.keySet()) {
            if (!known.contains(given)) {
                problems.add(field.apply(given), who + ": unknown parameter '" + given + "'; known: "
                        + (known.isEmpty() ? "(none)" : String.join(", ", known)));
            }
        }
        for (ParameterSpec spec : specs) {
            Map<String, Object> one = new LinkedHashMap<>();
            if (raw.get(spec.name()) != null) {
                one.put(spec.name(), raw.get(spec.name()));
            }
            try {
                Parameters.validate(List.of(spec), one);
            } catch (ParameterException ex) {
                problems.add(field.apply(ex.parameter()), who + ": " + ex.getMessage());
            }
        }
        if (problems.size() > before) {
            return null;
        }
        Parameters params;
        try {
            params = Parameters.validate(specs, raw);
            if (folder != null) {
                params = params.withResolvedPaths(specs, p -> UserPaths.resolve(p, folder).toString());
            }
        } catch (ParameterException ex) {
            problems.add(field.apply(ex.parameter()), who + ": " + ex.getMessage());
            return null;
        }
        if (folder != null) {
            readFiles(specs, params, raw, field);
        }
        return problems.size() > before ? null : params;
    }

    /** Every file the plugin will read, read once here: a binary or missing file is named with the experiment's line. */
    private void readFiles(List<ParameterSpec> specs, Parameters params, Map<String, Object> raw,
                           java.util.function.Function<String, String> field) {
        for (ParameterSpec spec : specs) {
            if (spec.type() == ParameterType.FILE && params.getString(spec.name()) != null) {
                try {
                    TextFiles.read(Path.of(params.getString(spec.name())), ExperimentLimits.MAX_INPUT_FILE_BYTES);
                } catch (IOException ex) {
                    String given = String.valueOf(raw.get(spec.name()));
                    boolean relative = !Path.of(given.replaceFirst("^~(?=/|$)", "/")).isAbsolute();
                    problems.add(field.apply(spec.name()), field.apply(spec.name()) + ": " + ex.getMessage()
                            + (relative ? " (relative paths start at the experiment file's folder)" : ""));
                }
            }
        }
    }

    /**
     * {@code server: {type: none}} exactly for workloads that declare they need no server: a
     * storage workload on a database server would have its cold phases restart the wrong thing.
     */
    public void serverNeed(WorkloadPlugin plugin) {
        RunChecks.servers(experiment).forEach((at, used) -> {
            if (used.server().knownKind().isEmpty()) {
                return;
            }
            if (used.server().none() && plugin.needsServer()) {
                problems.add(at, "workload '" + plugin.id() + "' needs a database server; server type none is only for"
                        + " workloads that need none (see `benchlab plugins -v`)");
            } else if (!used.server().none() && !plugin.needsServer()) {
                problems.add(at, "workload '" + plugin.id() + "' needs no database server: write server: {type: none}");
            }
        });
    }

    /** The names the file gives the workload's operations, and a stream block without streams. */
    public void operations(String pluginId, List<Operation> operations) {
        List<String> streams = operations.stream().filter(StreamOperation.class::isInstance).map(Operation::name).toList();
        List<String> queries = operations.stream().filter(QueryOperation.class::isInstance).map(Operation::name).toList();
        Experiment.StreamSpec s = experiment.stream();
        if (s != null && streams.isEmpty()) {
            problems.add("stream", "'stream:' sets how stream operations run, and workload '" + pluginId
                    + "' has none with these parameters; remove the block");
        } else if (s != null && s.operationThreads() != null) {
            // names of stream operations are only known once the plugin made its workload, still before anything starts
            for (String name : s.operationThreads().keySet()) {
                if (name != null && !name.isBlank() && !streams.contains(name)) {
                    problems.add("stream.operationThreads." + name, "stream.operationThreads: workload '" + pluginId
                            + "' has no stream operation '" + name + "' with these parameters; its stream operations are "
                            + String.join(", ", streams));
                }
            }
        }
        minimumWorkers(pluginId, operations);
        new FaultChecks(problems).checkWorkload(experiment, pluginId, operations);
        new SideLoadChecks(problems).checkWorkload(experiment, pluginId, operations);
        if (experiment.planStability() != null) {
            for (String q : experiment.planStability().queries()) {
                if (q != null && !q.isBlank() && !queries.contains(q)) {
                    problems.add("planStability.queries", "planStability.queries: '" + q + "' is not an operation of this workload (it has "
                            + String.join(", ", queries) + ")");
                }
            }
        }
    }

    /**
     * A stream that runs with no fewer than so many workers ({@code StreamOperation.minimumWorkers}: TPC-C's spec
     * mode, 10 terminals per warehouse) is refused every smaller thread count the experiment asks for.
     */
    private void minimumWorkers(String pluginId, List<Operation> operations) {
        Experiment.StreamSpec s = experiment.stream();
        for (Operation op : operations) {
            if (!(op instanceof StreamOperation so) || so.minimumWorkers() == null) {
                continue;
            }
            int least = so.minimumWorkers().workers();
            List<Integer> counts = s == null ? List.of(ExperimentDefaults.THREADS) : s.threadCounts();
            for (int t : counts) {
                int threads = s == null ? t : s.threadsOf(so.name(), t);
                if (threads < least) {
                    boolean own = s != null && s.operationThreads() != null && s.operationThreads().containsKey(so.name());
                    String field = own ? "stream.operationThreads." + so.name()
                            : s != null && s.threadSweep() != null ? "stream.threadSweep" : "stream.threads";
                    problems.add(field, field + ": workload '" + pluginId + "' runs its stream '" + so.name() + "' with at least " + least
                            + " threads (" + so.minimumWorkers().reason() + "), not " + threads);
                    return;
                }
            }
        }
    }
}

package io.benchlab.core.experiment;

import io.benchlab.api.ParameterException;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.ParameterType;
import io.benchlab.api.Parameters;
import io.benchlab.api.TextFiles;
import io.benchlab.core.util.UserPaths;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A workload's parameters as the experiment gives them, checked against the plugin's specs: types
 * and ranges, paths made absolute against the experiment file's folder, and every file the plugin
 * will read present, readable, UTF-8 text and within {@link ExperimentLimits#MAX_INPUT_FILE_BYTES} — all before
 * any server starts.
 */
public final class PluginParameters {
    private PluginParameters() {
    }

    /** The validated parameters of {@code file}'s workload for a plugin with these specs. */
    public static Parameters resolve(ExperimentFile file, String pluginId, List<ParameterSpec> specs) {
        Parameters params;
        try {
            Path folder = file.folder();
            params = Parameters.validate(specs, file.experiment().workload().parameters())
                    .withResolvedPaths(specs, p -> UserPaths.resolve(p, folder).toString());
        } catch (ParameterException ex) {
            throw new ExperimentException(file.at("workload.parameters." + ex.parameter()) + "workload '" + pluginId + "': " + ex.getMessage());
        }
        for (ParameterSpec spec : specs) {
            if (spec.type() == ParameterType.FILE && params.getString(spec.name()) != null) {
                try {
                    // read once here too: a binary file is named with the experiment's line, before any server starts
                    TextFiles.read(Path.of(params.getString(spec.name())), ExperimentLimits.MAX_INPUT_FILE_BYTES);
                } catch (IOException ex) {
                    String given = String.valueOf(file.experiment().workload().parameters().get(spec.name()));
                    boolean relative = !Path.of(given.replaceFirst("^~(?=/|$)", "/")).isAbsolute();
                    throw new ExperimentException(file.at("workload.parameters." + spec.name()) + "workload.parameters." + spec.name() + ": "
                            + ex.getMessage() + (relative ? " (relative paths start at the experiment file's folder)" : ""));
                }
            }
        }
        return params;
    }
}

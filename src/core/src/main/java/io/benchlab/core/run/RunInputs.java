package io.benchlab.core.run;

import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.ParameterType;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.BundleWriter.InputFile;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.experiment.ExperimentText;
import io.benchlab.core.util.Sha256;
import io.benchlab.core.util.UserPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a bundle keeps so that its run repeats anywhere: the files the experiment names for its
 * workload (FILE parameters, and PATH parameters naming a file) copied under {@code inputs/}, the
 * experiment's text pointing at those copies, and each operation's definition as a hash (a query's
 * SQL; a stream's workload and parameters) so {@code compare} can say when two runs ran different
 * things under one name.
 *
 * <p>Secrets are never copied: a password, passphrase or key file stays where it is, and its path,
 * like every other path the copy could not find from the bundle's folder (server binaries, a
 * tarball, known_hosts, a PATH parameter naming a folder), is made absolute in the copied text.
 *
 * @param experimentText the text the bundle keeps as experiment.yaml (credentials in JDBC URLs redacted)
 * @param files          bundle-relative name → the file to copy there
 * @param parameterFiles parameter → the bundle-relative name of its copied file
 */
record RunInputs(String experimentText, Map<String, InputFile> files, Map<String, String> parameterFiles) {
    /** The bundle folder the inputs go to. */
    static final String DIR = "inputs";
    /** Fields of an experiment that name a file or folder on this machine that is not copied. */
    private static final Set<String> PATH_FIELDS = Set.of("passwordFile", "passphraseFile", "identityFile", "knownHosts", "basedir",
            "tarball", "provider");
    private static final String PARAMETERS = "workload.parameters.";

    /**
     * @param specs    the workload's parameter specs
     * @param resolved its parameters with paths made absolute ({@code PluginParameters.resolve})
     */
    static RunInputs of(ExperimentFile file, List<ParameterSpec> specs, Parameters resolved) {
        Map<String, Object> given = file.experiment().workload().parameters();
        Map<String, InputFile> files = new LinkedHashMap<>();
        Map<Path, String> nameOf = new LinkedHashMap<>();
        Map<String, String> parameterFiles = new LinkedHashMap<>();
        Map<String, String> rewrites = new LinkedHashMap<>();
        for (ParameterSpec spec : specs) {
            String value = resolved.getString(spec.name());
            if (value == null || (spec.type() != ParameterType.FILE && spec.type() != ParameterType.PATH)) {
                continue;
            }
            Path source = Path.of(value);
            boolean written = given != null && given.containsKey(spec.name());
            if (spec.type() == ParameterType.FILE || Files.isRegularFile(source)) {
                String name = nameOf.computeIfAbsent(source, s -> freeName(files, spec.name(), s));
                files.putIfAbsent(name, new InputFile(PARAMETERS + spec.name(), source));
                parameterFiles.put(spec.name(), name);
                if (written) {
                    rewrites.put(PARAMETERS + spec.name(), name);
                }
            } else if (written) {
                rewrites.put(PARAMETERS + spec.name(), value); // a folder (e.g. where fileio writes): absolute, as resolved
            }
        }
        String stored = file.storedText();
        ExperimentText.scalars(stored).forEach((path, value) -> {
            String field = path.substring(path.lastIndexOf('.') + 1);
            if (PATH_FIELDS.contains(field) && !value.isBlank() && !value.matches("(?i)https?://.*")) {
                rewrites.putIfAbsent(path, UserPaths.resolve(value, file.folder()).toString());
            }
        });
        return new RunInputs(ExperimentText.replace(stored, rewrites), files, parameterFiles);
    }

    /** inputs/NAME, or inputs/PARAMETER-NAME when another file already took NAME. */
    private static String freeName(Map<String, InputFile> taken, String parameter, Path source) {
        String base = source.getFileName().toString();
        String name = DIR + "/" + base;
        for (int i = 2; taken.containsKey(name); i++) {
            name = DIR + "/" + parameter + (i == 2 ? "" : "-" + i) + "-" + base;
        }
        return name;
    }

    /**
     * Copies the inputs into the bundle and records what the run ran: its parameters (a copied file
     * by its SHA-256) and each operation's definition.
     */
    void keep(BundleWriter bundle, String pluginId, Parameters resolved, List<Operation> operations) {
        Map<String, String> sha = new LinkedHashMap<>();
        bundle.keepInputs(files).forEach(in -> sha.put(in.path(), in.sha256()));
        Map<String, String> parameters = new TreeMap<>();
        resolved.asMap().forEach((name, value) -> {
            String copied = parameterFiles.get(name);
            parameters.put(name, copied != null ? "sha256:" + sha.get(copied) : String.valueOf(value));
        });
        StringBuilder workload = new StringBuilder("workload ").append(pluginId).append('\n');
        parameters.forEach((k, v) -> workload.append(k).append('=').append(v).append('\n'));
        String streamHash = Sha256.of(workload.toString());
        Map<String, Manifest.Definition> definitions = new LinkedHashMap<>();
        for (Operation op : operations) {
            definitions.put(op.name(), op instanceof QueryOperation q
                    ? new Manifest.Definition(Manifest.Definition.SQL, Sha256.of(q.sql()))
                    : new Manifest.Definition(Manifest.Definition.PARAMETERS, streamHash));
        }
        bundle.recordDefinitions(parameters, definitions);
    }
}

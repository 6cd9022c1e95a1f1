package io.benchlab.gui.editor;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.experiment.ExperimentWriter;
import io.benchlab.core.experiment.ExperimentValidator;
import io.benchlab.core.experiment.FieldPositions;
import io.benchlab.core.experiment.PluginChecks;
import io.benchlab.core.experiment.Problems;
import io.benchlab.core.settings.LiveServer;
import io.benchlab.core.settings.VariableCatalog;
import io.benchlab.core.settings.VariableInfo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.Observable;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;

/**
 * The experiment being edited: workload plugin and its parameters (validated by the plugin API's
 * rules), variants as columns of a settings grid, phases and stream options. The form builds an
 * {@link Experiment} (fields it does not show — sweep, options, server, studies — are kept from the
 * loaded one), checks it with the checks of a run ({@link ExperimentValidator}, {@link PluginChecks}:
 * the editor restates no rule), shows each problem at the field its path maps to, and saves it
 * through {@link ExperimentWriter}, so the editor and the CLI can never disagree on what a file means.
 */
public final class EditorViewModel {
    /** Field keys of {@link #fieldErrors()}: where in the form a problem is shown. */
    public static final String NAME = "name";
    public static final String WORKLOAD = "workload";
    public static final String PHASES = "phases";
    public static final String THREADS = "streamThreads";
    public static final String DURATION = "streamDuration";
    public static final String VARIANTS = "variants";
    public static final String SERVER_VERSION = "serverVersion";
    public static final String EXPERIMENT = "experiment";

    /**
     * One problem of the form, shown next to its field.
     *
     * @param field   the form field ({@link #NAME}, {@code param-NAME} for a plugin parameter, …)
     * @param path    the experiment field it is about, as the file and the CLI name it (e.g. {@code stream.threads})
     * @param message what is wrong, in the words the CLI prints
     */
    public record Problem(String field, String path, String message) {
    }

    private final List<WorkloadPlugin> plugins;
    private final ObjectProperty<WorkloadPlugin> plugin = new SimpleObjectProperty<>();
    private final StringProperty name = new SimpleStringProperty("my-experiment");
    private final StringProperty description = new SimpleStringProperty("");
    private final StringProperty serverVersion = new SimpleStringProperty("");
    private final javafx.collections.ObservableList<String> serverVersions = javafx.collections.FXCollections.observableArrayList();
    private final ObservableList<ParamField> parameters = FXCollections.observableArrayList();
    private final BooleanProperty cold = new SimpleBooleanProperty(ExperimentDefaults.COLD);
    private final IntegerProperty warm = new SimpleIntegerProperty(ExperimentDefaults.WARM);
    private final StringProperty streamThreads = new SimpleStringProperty("");
    private final StringProperty streamDuration = new SimpleStringProperty("");
    private final ObservableList<String> variants = FXCollections.observableArrayList("A");
    private final ObservableList<SettingRow> settings = FXCollections.observableArrayList();
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>();
    private final ObservableList<String> optimizerFlags = FXCollections.observableArrayList();
    private final StringProperty status = new SimpleStringProperty("");
    private final ObservableMap<String, String> fieldErrors = FXCollections.observableHashMap();
    private final ObservableList<VariableInfo> catalogVariables = FXCollections.observableArrayList();
    private final BooleanProperty dirty = new SimpleBooleanProperty();
    private VariableCatalog catalog;
    private Experiment base = Experiment.empty();
    /** After a refused save, every edit re-checks the form so the messages follow the user's fixes. */
    private boolean complaining;
    /** While the form is filled from a file, edits are not the user's. */
    private boolean filling;

    public EditorViewModel(List<WorkloadPlugin> plugins) {
        this.plugins = List.copyOf(plugins);
        plugin.addListener((o, a, b) -> {
            parameters.setAll(b == null ? List.of() : b.parameters().stream().map(ParamField::new).toList());
            parameters.forEach(f -> f.textProperty().addListener((x, y, z) -> edited()));
            edited();
        });
        for (Observable p : List.<Observable>of(name, description, serverVersion, cold, warm, streamThreads, streamDuration, variants)) {
            p.addListener(x -> edited());
        }
        settings.addListener((ListChangeListener<SettingRow>) c -> {
            while (c.next()) {
                c.getAddedSubList().forEach(r -> r.revisionProperty().addListener(x -> edited()));
            }
            edited();
        });
        if (!plugins.isEmpty()) {
            plugin.set(plugins.get(0));
        }
    }

    /** Any change of the form: it no longer matches the file, and a pending complaint is re-checked. */
    private void edited() {
        if (filling) {
            return;
        }
        dirty.set(true);
        if (complaining) {
            validate();
        } else if (status.get().startsWith("Saved ") || status.get().startsWith("Loaded ")) {
            status.set("Unsaved changes");
        }
    }

    /** Back to an empty form (File › New experiment): defaults, one variant, no file. */
    public void reset() {
        filling = true;
        base = Experiment.empty();
        name.set("my-experiment");
        description.set("");
        serverVersion.set("");
        if (!plugins.isEmpty()) {
            plugin.set(null);
            plugin.set(plugins.get(0));
        }
        cold.set(ExperimentDefaults.COLD);
        warm.set(ExperimentDefaults.WARM);
        streamThreads.set("");
        streamDuration.set("");
        settings.clear();
        variants.setAll("A");
        file.set(null);
        filling = false;
        clean("");
    }

    private void clean(String note) {
        complaining = false;
        fieldErrors.clear();
        dirty.set(false);
        status.set(note);
    }

    public List<WorkloadPlugin> plugins() {
        return plugins;
    }

    public void selectPlugin(String id) {
        plugins.stream().filter(p -> p.id().equals(id)).findFirst().ifPresentOrElse(plugin::set,
                () -> {
                    throw new BenchlabException("no workload plugin '" + id + "' is installed");
                });
    }

    public ParamField parameter(String name) {
        return parameters.stream().filter(p -> p.spec().name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no parameter " + name));
    }

    public void addVariant(String variantName) {
        String n = variantName;
        for (int i = 2; variants.contains(n); i++) {
            n = variantName + "-" + i;
        }
        variants.add(n);
    }

    public void renameVariant(String from, String to) {
        int i = variants.indexOf(from);
        if (i >= 0 && !to.isBlank() && !variants.contains(to)) {
            settings.forEach(r -> r.rename(from, to));
            variants.set(i, to);
        }
    }

    public void removeVariant(String variantName) {
        if (variants.size() > 1) {
            variants.remove(variantName);
        }
    }

    public SettingRow addSetting(String settingName) {
        SettingRow r = new SettingRow(settingName);
        settings.add(r);
        return r;
    }

    /**
     * Every problem with the current form at once, each keyed by the form field it belongs to; empty
     * when the experiment can be saved. The form builds an {@link Experiment} and asks the checks a
     * run asks ({@link ExperimentValidator}, {@link PluginChecks}): the editor has no rules of its own,
     * it only maps each problem's field path onto its fields ({@link #formField}). Setting names are
     * also checked against a connected server's catalog, in the run's words.
     */
    public List<Problem> validate() {
        Problems found = new Problems(fileName(), FieldPositions.NONE);
        String threadsText = streamThreads.get().trim();
        if (!threadsText.isEmpty() && parseOrNull(threadsText) == null) {
            // the one conversion a text field needs, worded as the file reader words it
            found.add("stream.threads", "field 'stream.threads' must be a whole number, not '" + threadsText + "'");
        }
        Experiment e = toExperiment();
        ExperimentValidator validator = new ExperimentValidator(e);
        validator.check(found);
        validator.checkRunnable(found);
        if (plugin.get() != null) {
            PluginChecks checks = new PluginChecks(found, e);
            checks.serverNeed(plugin.get());
            checks.parameters(plugin.get(), null); // no folder before the file is saved: the run reads the files the parameters name
        }
        if (catalog != null) {
            for (SettingRow r : settings) {
                String n = r.nameProperty().get().trim();
                if (!n.isEmpty()) {
                    catalog.unknown(n).ifPresent(why -> found.add("variants", why));
                }
            }
        }
        List<Problem> problems = found.list().stream().map(p -> new Problem(formField(p.field()), p.field(), p.message())).toList();
        show(problems);
        return problems;
    }

    /**
     * The form field that shows a problem of the field at {@code path}: the name, the workload and
     * each of its parameters ({@code param-NAME}), the phases, the stream's threads and duration, the
     * variants grid; {@link #EXPERIMENT} for the fields of the file the form does not show.
     */
    public static String formField(String path) {
        String top = path.replaceAll("[.\\[].*", "");
        if (path.startsWith("workload.parameters.")) {
            return "param-" + path.substring("workload.parameters.".length()).replaceAll("[.\\[].*", "");
        }
        return switch (top) {
            case "name" -> NAME;
            case "server" -> path.equals("server.version") ? SERVER_VERSION : EXPERIMENT;
            case "workload" -> WORKLOAD;
            case "phases" -> path.equals("phases.interleave") ? EXPERIMENT : PHASES;
            case "variants" -> VARIANTS;
            case "stream" -> path.equals("stream.threads") ? THREADS : path.equals("stream.duration") ? DURATION : EXPERIMENT;
            default -> EXPERIMENT;
        };
    }

    /** Each problem at its field (a parameter's under its own field), and the count in the status line. */
    private void show(List<Problem> problems) {
        Map<String, String> byField = new LinkedHashMap<>();
        problems.forEach(p -> byField.merge(p.field(), p.message(), (x, y) -> x + "; " + y));
        fieldErrors.clear();
        fieldErrors.putAll(byField);
        for (ParamField f : parameters) {
            String own = byField.get("param-" + f.spec().name());
            if (own != null) {
                f.errorProperty().set(own);
            }
        }
        complaining = complaining && !problems.isEmpty();
        if (problems.isEmpty()) {
            if (status.get().startsWith("cannot save")) {
                status.set(dirty.get() ? "Unsaved changes" : "");
            }
        } else {
            status.set("cannot save: " + (problems.size() == 1 ? problems.get(0).message()
                    : problems.size() + " problems, each shown at its field — first: " + problems.get(0).message()));
        }
    }

    private String fileName() {
        return file.get() != null ? file.get().getFileName().toString() : name.get() + ".yaml";
    }

    /** The experiment the form describes; what the form does not show is kept from the loaded file. */
    public Experiment toExperiment() {
        Map<String, Object> params = new LinkedHashMap<>();
        boolean samePlugin = plugin.get() != null && base.workload() != null && plugin.get().id().equals(base.workload().plugin());
        for (ParamField f : parameters) {
            Object v = f.value();
            if (v != null) {
                Object was = samePlugin ? base.workload().parameters().get(f.spec().name()) : null;
                // an untouched value keeps its form (a list item may itself contain commas)
                params.put(f.spec().name(), was != null && ParamField.text(was).equals(f.textProperty().get()) ? was : v);
            }
        }
        Experiment.WorkloadSpec workload = new Experiment.WorkloadSpec(plugin.get() == null ? null : plugin.get().id(), params);
        Experiment.PhaseSpec phases = new Experiment.PhaseSpec(cold.get(), warm.get(), base.phases().interleave());
        Experiment.StreamSpec s = base.stream();
        Integer threads = streamThreads.get().isBlank() ? null : parseOrNull(streamThreads.get().trim());
        String duration = streamDuration.get().isBlank() ? null : streamDuration.get().trim();
        Experiment.StreamSpec stream = s == null && threads == null && duration == null ? null : s == null
                ? new Experiment.StreamSpec(threads, null, duration, null, null, null, null, null, null, null)
                : s.withThreadsAndDuration(threads, duration);
        List<Experiment.VariantSpec> vs = new ArrayList<>();
        for (String v : variants) {
            Experiment.VariantSpec old = base.variants().stream().filter(x -> x.name().equals(v)).findFirst().orElse(null);
            Map<String, Object> values = new LinkedHashMap<>();
            for (SettingRow r : settings) {
                String text = r.value(v).get();
                if (text != null && !text.isBlank()) {
                    String key = r.nameProperty().get().trim();
                    Object was = old == null ? null : old.settings().get(key);
                    // a value the user did not touch keeps its form in the file (a flag map stays a map)
                    values.put(key, was != null && settingText(was).equals(text.trim()) ? was : typed(text.trim()));
                }
            }
            // what the form does not show (a cluster's node settings, writeTo, readFrom) is kept from the file
            vs.add(old == null ? new Experiment.VariantSpec(v, null, values, null) : old.withSettings(values));
        }
        String about = description.get().isBlank() ? null
                : base.description() != null && base.description().strip().equals(description.get().strip()) ? base.description()
                : description.get();
        // a file without variants has one implicit variant, "default": the form shows it, the file need not
        boolean implicitOnly = base.variants().isEmpty() && vs.size() == 1 && vs.get(0).name().equals(ExperimentDefaults.VARIANT_NAME)
                && vs.get(0).settings().isEmpty();
        return new Experiment(name.get(), about, server(), workload,
                phases, implicitOnly ? List.of() : vs, base.sweep(), stream, base.options(), base.planStability(), base.statisticsVariance(),
                base.faults(), base.sessions(), base.sideload());
    }

    /**
     * The file's server block with the version the form names: unchanged when the field is, else the
     * block with that version (no block in the file: an embedded server of that version).
     */
    private Experiment.ServerSpec server() {
        String typed = serverVersion.get() == null ? "" : serverVersion.get().strip().split("\\s+")[0];
        Experiment.ServerSpec s = base.server();
        String was = s == null ? null : s.version();
        if (typed.isEmpty() ? was == null : typed.equals(was)) {
            return s;
        }
        return s == null ? Experiment.ServerSpec.embeddedVersion(null, typed.isEmpty() ? null : typed) : s.withVersion(typed.isEmpty() ? null : typed);
    }

    private static Integer parseOrNull(String t) {
        try {
            return Integer.valueOf(t);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Object typed(String v) {
        if (v.matches("-?[0-9]{1,18}")) {
            return Long.parseLong(v);
        }
        return v;
    }

    /** The file the form would write. */
    public String toYaml() {
        return ExperimentWriter.toYaml(toExperiment());
    }

    /** Validates everything and writes the file; nothing is written while any problem remains. */
    public void save(Path target) {
        List<Problem> problems = validate();
        if (!problems.isEmpty()) {
            complaining = true;
            throw new BenchlabException(status.get());
        }
        ExperimentWriter.write(toExperiment(), target);
        file.set(target);
        clean("Saved " + target.getFileName());
    }

    /**
     * Loads an experiment file (the same parser as the CLI, so a file that cannot be read names file and
     * line); a file that reads but has problems is loaded with each problem shown at its field.
     */
    public void load(Path source) {
        ExperimentFile f = ExperimentFile.readUnchecked(source);
        Experiment e = f.experiment();
        filling = true;
        try {
            fill(e);
        } finally {
            filling = false;
        }
        file.set(source);
        clean("Loaded " + source.getFileName());
        if (!validate().isEmpty()) {
            complaining = true;
            status.set("Loaded " + source.getFileName() + "; " + status.get());
        }
    }

    private void fill(Experiment e) {
        base = e;
        name.set(e.name() == null ? "" : e.name());
        description.set(e.description() == null ? "" : e.description().strip());
        serverVersion.set(e.server() == null || e.server().version() == null ? "" : e.server().version());
        if (e.workload() != null && e.workload().plugin() != null) {
            selectPlugin(e.workload().plugin());
            Map<String, Object> p = e.workload().parameters();
            for (ParamField pf : parameters) {
                pf.setFrom(p.get(pf.spec().name()));
            }
        }
        cold.set(e.phases().coldOrDefault());
        warm.set(e.phases().warmOrDefault());
        streamThreads.set(e.stream() == null || e.stream().threads() == null ? "" : String.valueOf(e.stream().threads()));
        streamDuration.set(e.stream() == null || e.stream().duration() == null ? "" : e.stream().duration());
        settings.clear();
        List<String> names = e.variants().stream().map(Experiment.VariantSpec::name).toList();
        variants.setAll(names.isEmpty() ? List.of(ExperimentDefaults.VARIANT_NAME) : names);
        Map<String, SettingRow> rows = new LinkedHashMap<>();
        for (Experiment.VariantSpec v : e.variants()) {
            v.settings().forEach((k, val) -> rows.computeIfAbsent(k, SettingRow::new).value(v.name()).set(settingText(val)));
        }
        settings.setAll(rows.values());
    }

    private static String settingText(Object val) {
        if (val instanceof Map<?, ?> m) {
            List<String> parts = new ArrayList<>();
            m.forEach((k, v) -> parts.add(k + "=" + (v instanceof Boolean b ? (b ? "on" : "off") : v)));
            return String.join(",", parts);
        }
        return String.valueOf(val);
    }

    /**
     * A server became reachable: its optimizer_switch flags become the grid's check boxes, its variables
     * the completion of setting names, and setting names are checked against it.
     */
    public void useLiveServer(LiveServer live) {
        catalog = live.catalog();
        optimizerFlags.setAll(live.optimizerFlags());
        catalogVariables.setAll(live.catalog().all().values());
    }

    /**
     * Variables of the connected server for a typed prefix: names starting with it first, then names
     * containing it; at most {@code limit}. Empty while no server was reached.
     */
    public List<VariableInfo> suggestions(String typed, int limit) {
        String t = typed == null ? "" : VariableCatalog.normalise(typed);
        if (t.isEmpty()) {
            return List.of();
        }
        List<VariableInfo> out = new ArrayList<>();
        catalogVariables.stream().filter(v -> v.name().startsWith(t)).limit(limit).forEach(out::add);
        catalogVariables.stream().filter(v -> !v.name().startsWith(t) && v.name().contains(t)).limit(limit - out.size())
                .forEach(out::add);
        return out;
    }

    /** One line about a variable, as the completion shows it: scope, type, default, description. */
    public static String describe(VariableInfo v) {
        String scope = v.sessionScope() ? "session + global" : "global";
        String type = v.type().isEmpty() ? "" : " · " + v.type().toLowerCase(java.util.Locale.ROOT);
        String dflt = v.defaultValue() == null ? "" : " · default " + (v.defaultValue().isEmpty() ? "''" : v.defaultValue());
        String dyn = v.dynamic() ? "" : " · start-up only";
        return scope + type + dflt + dyn + (v.comment().isEmpty() ? "" : " — " + v.comment());
    }

    public ObjectProperty<WorkloadPlugin> pluginProperty() {
        return plugin;
    }

    public StringProperty nameProperty() {
        return name;
    }

    /** The server version the experiment runs (server.version: 11.4.5, mysql-9.7.4, …); empty: the file's default server. */
    public StringProperty serverVersionProperty() {
        return serverVersion;
    }

    /** The versions the field offers (filled by whoever lists them: the main window hands the Server tab's list over). */
    public javafx.collections.ObservableList<String> serverVersions() {
        return serverVersions;
    }

    public StringProperty descriptionProperty() {
        return description;
    }

    public ObservableList<ParamField> parameters() {
        return parameters;
    }

    public BooleanProperty coldProperty() {
        return cold;
    }

    public IntegerProperty warmProperty() {
        return warm;
    }

    public StringProperty streamThreadsProperty() {
        return streamThreads;
    }

    public StringProperty streamDurationProperty() {
        return streamDuration;
    }

    public ObservableList<String> variants() {
        return variants;
    }

    public ObservableList<SettingRow> settings() {
        return settings;
    }

    public ObjectProperty<Path> fileProperty() {
        return file;
    }

    public ObservableList<String> optimizerFlags() {
        return optimizerFlags;
    }

    public StringProperty statusProperty() {
        return status;
    }

    /** Problems by field ({@link #NAME}, {@code param-NAME}, …) after a refused save; empty when fine. */
    public ObservableMap<String, String> fieldErrors() {
        return fieldErrors;
    }

    /** True when the form has changes that are not in its file. */
    public BooleanProperty dirtyProperty() {
        return dirty;
    }

    public ObservableList<VariableInfo> catalogVariables() {
        return catalogVariables;
    }
}

package io.benchlab.gui.editor;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The experiment being edited: workload plugin and its parameters (validated by the plugin API's
 * rules), variants as columns of a settings grid, phases and stream options. Loads and saves the
 * same YAML as examples/*.yaml; fields the form does not show (sweep, options, server) are kept.
 */
public final class EditorViewModel {
    private static final ObjectMapper YAML = YAMLMapper.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .build();

    private final List<WorkloadPlugin> plugins;
    private final ObjectProperty<WorkloadPlugin> plugin = new SimpleObjectProperty<>();
    private final StringProperty name = new SimpleStringProperty("my-experiment");
    private final StringProperty description = new SimpleStringProperty("");
    private final ObservableList<ParamField> parameters = FXCollections.observableArrayList();
    private final BooleanProperty cold = new SimpleBooleanProperty(true);
    private final IntegerProperty warm = new SimpleIntegerProperty(3);
    private final StringProperty streamThreads = new SimpleStringProperty("");
    private final StringProperty streamDuration = new SimpleStringProperty("");
    private final ObservableList<String> variants = FXCollections.observableArrayList("A");
    private final ObservableList<SettingRow> settings = FXCollections.observableArrayList();
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>();
    private final ObservableList<String> optimizerFlags = FXCollections.observableArrayList();
    private final StringProperty status = new SimpleStringProperty("");
    private Experiment base = Experiment.empty();

    public EditorViewModel(List<WorkloadPlugin> plugins) {
        this.plugins = List.copyOf(plugins);
        plugin.addListener((o, a, b) -> {
            parameters.setAll(b == null ? List.of() : b.parameters().stream().map(ParamField::new).toList());
            parameters.forEach(f -> f.textProperty().addListener((x, y, z) -> revalidateIfComplaining()));
        });
        name.addListener((o, a, b) -> revalidateIfComplaining());
        if (!plugins.isEmpty()) {
            plugin.set(plugins.get(0));
        }
    }

    /** Back to an empty form (File › New experiment): defaults, one variant, no file. */
    public void reset() {
        base = Experiment.empty();
        name.set("my-experiment");
        description.set("");
        if (!plugins.isEmpty()) {
            plugin.set(null);
            plugin.set(plugins.get(0));
        }
        cold.set(true);
        warm.set(3);
        streamThreads.set("");
        streamDuration.set("");
        settings.clear();
        variants.setAll("A");
        file.set(null);
        status.set("");
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

    /** Once a save was refused, the message follows the edits (and clears when the form is fine). */
    private void revalidateIfComplaining() {
        if (status.get().startsWith("cannot save")) {
            List<String> problems = validate();
            status.set(problems.isEmpty() ? "" : "cannot save: " + problems.get(0));
        }
    }

    /** Every problem with the current form, one line each; empty when the experiment can be saved. */
    public List<String> validate() {
        List<String> problems = new ArrayList<>();
        if (name.get() == null || !name.get().matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
            problems.add("name: letters, digits, '.', '_' or '-' (it becomes part of folder names)");
        }
        if (plugin.get() == null) {
            problems.add("workload: pick a plugin");
        }
        for (ParamField f : parameters) {
            if (!f.validate()) {
                problems.add(f.errorProperty().get());
            }
        }
        if (!cold.get() && warm.get() < 1) {
            problems.add("phases: a cold run or at least one warm run");
        }
        if (!streamThreads.get().isBlank() && !streamThreads.get().trim().matches("[1-9][0-9]*")) {
            problems.add("stream threads: a positive whole number");
        }
        if (!streamDuration.get().isBlank() && !streamDuration.get().trim().matches("[0-9]+(ms|s|m|h)")) {
            problems.add("stream duration: like 30s, 2m or 500ms");
        }
        Set<String> seen = new LinkedHashSet<>();
        for (String v : variants) {
            if (v.isBlank() || !seen.add(v)) {
                problems.add("variants: names must be unique and not blank ('" + v + "')");
            }
        }
        for (SettingRow r : settings) {
            if (r.nameProperty().get().isBlank()) {
                problems.add("variants: a setting row has no name");
            }
        }
        status.set(problems.isEmpty() ? "" : problems.get(0));
        return problems;
    }

    /** The experiment as the YAML file will hold it (ordered like examples/*.yaml). */
    public Map<String, Object> toYamlTree() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name.get());
        if (!description.get().isBlank()) {
            m.put("description", description.get());
        }
        m.put("server", prune(YAML.convertValue(base.server(), Map.class)));
        Map<String, Object> params = new LinkedHashMap<>();
        for (ParamField f : parameters) {
            Object v = f.value();
            if (v != null) {
                params.put(f.spec().name(), v);
            }
        }
        Map<String, Object> wl = new LinkedHashMap<>();
        wl.put("plugin", plugin.get() == null ? null : plugin.get().id());
        if (!params.isEmpty()) {
            wl.put("parameters", params);
        }
        m.put("workload", wl);
        Map<String, Object> ph = new LinkedHashMap<>();
        ph.put("cold", cold.get());
        ph.put("warm", warm.get());
        if (base.phases().interleaveOrDefault()) {
            ph.put("interleave", true);
        }
        m.put("phases", ph);
        Map<String, Object> stream = base.stream() == null ? new LinkedHashMap<>() : prune(YAML.convertValue(base.stream(), Map.class));
        stream.remove("threads");
        stream.remove("duration");
        if (!streamThreads.get().isBlank()) {
            stream.put("threads", Integer.parseInt(streamThreads.get().trim()));
        }
        if (!streamDuration.get().isBlank()) {
            stream.put("duration", streamDuration.get().trim());
        }
        if (!stream.isEmpty()) {
            m.put("stream", stream);
        }
        List<Map<String, Object>> vs = new ArrayList<>();
        for (String v : variants) {
            Map<String, Object> vm = new LinkedHashMap<>();
            vm.put("name", v);
            Map<String, Object> s = new LinkedHashMap<>();
            for (SettingRow r : settings) {
                String val = r.value(v).get();
                if (val != null && !val.isBlank()) {
                    s.put(r.nameProperty().get().trim(), typed(val.trim()));
                }
            }
            if (!s.isEmpty()) {
                vm.put("settings", s);
            }
            base.variants().stream().filter(x -> x.name().equals(v)).findFirst().ifPresent(old -> {
                if (old.server() != null) {
                    vm.put("server", prune(YAML.convertValue(old.server(), Map.class)));
                }
                if (!old.startup().isEmpty()) {
                    vm.put("startup", old.startup());
                }
            });
            vs.add(vm);
        }
        m.put("variants", vs);
        if (base.sweep() != null) {
            m.put("sweep", prune(YAML.convertValue(base.sweep(), Map.class)));
        }
        Map<String, Object> options = prune(YAML.convertValue(base.options(), Map.class));
        if (!options.isEmpty()) {
            m.put("options", options);
        }
        return m;
    }

    private static Object typed(String v) {
        if (v.matches("-?[0-9]{1,18}")) {
            return Long.parseLong(v);
        }
        return v;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> prune(Map<?, ?> in) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (in == null) {
            return out;
        }
        in.forEach((k, v) -> {
            if (v != null && !(v instanceof Map<?, ?> mm && mm.isEmpty()) && !(v instanceof List<?> l && l.isEmpty())) {
                out.put(String.valueOf(k), v instanceof Map<?, ?> mm ? prune(mm) : v);
            }
        });
        return out;
    }

    public String toYaml() {
        try {
            return YAML.writeValueAsString(toYamlTree());
        } catch (IOException e) {
            throw new BenchlabException("cannot write YAML: " + e.getMessage(), e);
        }
    }

    /**
     * Validates and writes the file; the text is read back with {@link ExperimentFile#parse} first so
     * a file the runner would refuse is never written.
     */
    public void save(Path target) {
        List<String> problems = validate();
        if (!problems.isEmpty()) {
            throw new BenchlabException("cannot save: " + problems.get(0));
        }
        String yaml = toYaml();
        ExperimentFile.parse(target, yaml);
        try {
            Path parent = target.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(target, yaml, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BenchlabException("cannot write " + target + ": " + e.getMessage(), e);
        }
        file.set(target);
        status.set("Saved " + target.getFileName());
    }

    /** Loads an experiment file (the same parser as the CLI, so errors name file and line). */
    public void load(Path source) {
        ExperimentFile f = ExperimentFile.read(source);
        Experiment e = f.experiment();
        base = e;
        name.set(e.name() == null ? "" : e.name());
        description.set(e.description() == null ? "" : e.description().strip());
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
        variants.setAll(names.isEmpty() ? List.of("default") : names);
        Map<String, SettingRow> rows = new LinkedHashMap<>();
        for (Experiment.VariantSpec v : e.variants()) {
            v.settings().forEach((k, val) -> rows.computeIfAbsent(k, SettingRow::new).value(v.name()).set(settingText(val)));
        }
        settings.setAll(rows.values());
        file.set(source);
        status.set("Loaded " + source.getFileName());
    }

    private static String settingText(Object val) {
        if (val instanceof Map<?, ?> m) {
            List<String> parts = new ArrayList<>();
            m.forEach((k, v) -> parts.add(k + "=" + (v instanceof Boolean b ? (b ? "on" : "off") : v)));
            return String.join(",", parts);
        }
        return String.valueOf(val);
    }

    /** Reads the live server's optimizer_switch flags so the grid can offer them as checkboxes. */
    public void useOptimizerFlags(List<String> flags) {
        optimizerFlags.setAll(flags);
    }

    public ObjectProperty<WorkloadPlugin> pluginProperty() {
        return plugin;
    }

    public StringProperty nameProperty() {
        return name;
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
}

package io.benchlab.gui.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.plugin.PluginRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EditorViewModelTest {
    private static PluginRegistry registry;
    private static List<WorkloadPlugin> plugins;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() {
        registry = PluginRegistry.load(EditorViewModelTest.class.getClassLoader(), List.of());
        plugins = registry.workloads().stream().map(l -> l.provider()).toList();
    }

    @AfterAll
    static void close() {
        registry.close();
    }

    @Test
    void pluginParametersBecomeFieldsValidatedByTheApiRules() {
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.selectPlugin("sql-file");
        assertEquals(List.of("queries", "setup", "schema", "repetitions", "variables"),
                vm.parameters().stream().map(p -> p.spec().name()).toList());
        List<String> problems = vm.validate().stream().map(EditorViewModel.Problem::message).toList();
        assertTrue(problems.stream().anyMatch(p -> p.contains("'queries' is required")), problems.toString());
        vm.parameter("queries").textProperty().set("q.sql");
        vm.parameter("repetitions").textProperty().set("0");
        assertTrue(vm.parameter("repetitions").errorProperty().get().contains("repetitions"), vm.parameter("repetitions").errorProperty().get());
        vm.parameter("repetitions").textProperty().set("two");
        assertFalse(vm.parameter("repetitions").errorProperty().get().isEmpty());
        vm.parameter("repetitions").textProperty().set("2");
        assertEquals("", vm.parameter("repetitions").errorProperty().get());
        assertEquals(List.of(), vm.validate());
    }

    @Test
    void theServerVersionFieldNamesTheBuildAndIsCheckedAsTheFileIs() throws Exception {
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.selectPlugin("sql-file");
        vm.parameter("queries").textProperty().set("q.sql");
        assertEquals(null, vm.toExperiment().server().version(), "an empty field: the file's server as it is");
        vm.serverVersionProperty().set("mysql-9.7.4  available · Debian sid (9.7.4-2)");
        assertEquals("mysql-9.7.4", vm.toExperiment().server().version(), "a listed line is its name");
        assertEquals("mysql-9.7.4", vm.toExperiment().server().profileOrDefault());
        vm.serverVersionProperty().set("percona-8");
        vm.validate();
        assertTrue(vm.fieldErrors().getOrDefault(EditorViewModel.SERVER_VERSION, "").contains("version must look like 10.11.5"),
                vm.fieldErrors().toString());
        vm.serverVersionProperty().set("mariadb-11.8");
        assertFalse(vm.validate().stream().anyMatch(p -> p.field().equals(EditorViewModel.SERVER_VERSION)));
        Path file = dir.resolve("versioned.yaml");
        vm.save(file);
        assertEquals("mariadb-11.8", ExperimentFile.read(file).experiment().server().version());
        vm.load(file);
        assertEquals("mariadb-11.8", vm.serverVersionProperty().get());
    }

    @Test
    void savesYamlTheCliReadsBack() throws Exception {
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.selectPlugin("sql-file");
        vm.nameProperty().set("bp-test");
        vm.parameter("queries").textProperty().set("sql/q.sql");
        vm.parameter("repetitions").textProperty().set("2");
        vm.parameter("variables").textProperty().set("a=1, b=2");
        vm.coldProperty().set(false);
        vm.warmProperty().set(2);
        vm.renameVariant("A", "small");
        vm.addVariant("big");
        SettingRow bp = vm.addSetting("innodb_buffer_pool_size");
        bp.value("small").set("8M");
        bp.value("big").set("256M");
        SettingRow j = vm.addSetting("join_buffer_size");
        j.value("big").set("1048576");
        Path file = dir.resolve("exp.yaml");
        vm.save(file);

        Experiment e = ExperimentFile.read(file).experiment();
        assertEquals("bp-test", e.name());
        assertEquals("sql-file", e.workload().plugin());
        assertEquals(Map.of("queries", "sql/q.sql", "repetitions", 2, "variables", List.of("a=1", "b=2")), e.workload().parameters());
        assertFalse(e.phases().coldOrDefault());
        assertEquals(2, e.phases().warmOrDefault());
        assertEquals(List.of("small", "big"), e.variants().stream().map(Experiment.VariantSpec::name).toList());
        assertEquals(Map.of("innodb_buffer_pool_size", "8M"), e.variants().get(0).settings());
        assertEquals(Map.of("innodb_buffer_pool_size", "256M", "join_buffer_size", 1048576), e.variants().get(1).settings());
        String text = Files.readString(file);
        assertFalse(text.startsWith("---"), text);
        assertFalse(text.contains("options"), text);
    }

    static java.util.stream.Stream<Path> examples() throws java.io.IOException {
        try (java.util.stream.Stream<Path> files = Files.list(Path.of("../../examples"))) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList().stream();
        }
    }

    /** The form edits an Experiment: loading any example and saving it untouched gives the same experiment. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.MethodSource("examples")
    void everyExampleSurvivesTheFormUnchanged(Path example) {
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.load(example);
        Path copy = dir.resolve(example.getFileName());
        vm.save(copy);
        assertEquals(ExperimentFile.read(example).experiment(), ExperimentFile.read(copy).experiment());
    }

    @Test
    void everyProblemIsReportedAtOnceAtItsField() {
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.selectPlugin("sql-file");
        vm.nameProperty().set(""); // the file's rule: a name is required (any text without control characters)
        vm.streamThreadsProperty().set("0");
        vm.streamDurationProperty().set("soon");
        assertThrows(BenchlabException.class, () -> vm.save(dir.resolve("x.yaml")));
        assertEquals(java.util.Set.of(EditorViewModel.NAME, "param-queries", EditorViewModel.THREADS, EditorViewModel.DURATION),
                vm.fieldErrors().keySet(), vm.fieldErrors().toString());
        assertTrue(vm.statusProperty().get().contains("4 problems"), vm.statusProperty().get());
        // fixing one field takes its message away at once; the others stay
        vm.nameProperty().set("fine");
        assertFalse(vm.fieldErrors().containsKey(EditorViewModel.NAME));
        assertTrue(vm.fieldErrors().containsKey(EditorViewModel.THREADS));
    }

    @Test
    void acceptsEveryDurationTheEngineAccepts() {
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.selectPlugin("sql-file");
        vm.parameter("queries").textProperty().set("q.sql");
        vm.streamDurationProperty().set("1.5s");
        assertEquals(List.of(), vm.validate());
    }

    @Test
    void anEditAfterSavingSaysTheFormIsUnsaved() {
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.selectPlugin("sql-file");
        vm.parameter("queries").textProperty().set("q.sql");
        vm.save(dir.resolve("a.yaml"));
        assertEquals("Saved a.yaml", vm.statusProperty().get());
        assertFalse(vm.dirtyProperty().get());
        vm.addSetting("sort_buffer_size").value("A").set("1M");
        assertEquals("Unsaved changes", vm.statusProperty().get());
        assertTrue(vm.dirtyProperty().get());
    }

    @Test
    void loadsTheExampleAndSavesItEquivalently() {
        Path example = Path.of("../../examples/sql-file.yaml");
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.load(example);
        assertEquals("sql-file", vm.pluginProperty().get().id());
        assertEquals("sql/orders-queries.sql", vm.parameter("queries").textProperty().get());
        assertEquals(List.of("bp-8M", "bp-256M"), vm.variants());
        Path copy = dir.resolve("copy.yaml");
        vm.save(copy);
        Experiment a = ExperimentFile.read(example).experiment();
        Experiment b = ExperimentFile.read(copy).experiment();
        assertEquals(a.workload(), b.workload());
        assertEquals(a.phases(), b.phases());
        assertEquals(a.variants(), b.variants());
        assertEquals(a.server(), b.server());
    }

    @Test
    void resetEmptiesTheForm() {
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.load(Path.of("../../examples/sql-file.yaml"));
        vm.reset();
        assertEquals(List.of("A"), vm.variants());
        assertTrue(vm.settings().isEmpty());
        assertEquals(null, vm.fileProperty().get());
        assertTrue(vm.parameters().stream().allMatch(p -> p.textProperty().get().isEmpty()));
    }

    /** The form takes what the file takes: a name with spaces is one, as in a file; its rules are the run's, not its own. */
    @Test
    void acceptsWhatTheFileAcceptsAndNothingElse() {
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.selectPlugin("sql-file");
        vm.parameter("queries").textProperty().set("q.sql");
        vm.nameProperty().set("has space");
        assertEquals(List.of(), vm.validate());
        vm.streamThreadsProperty().set("abc");
        assertEquals(List.of("field 'stream.threads' must be a whole number, not 'abc'"),
                vm.validate().stream().map(EditorViewModel.Problem::message).toList());
        vm.streamThreadsProperty().set("5000");
        assertEquals(List.of("stream.threads must be from 1 to 4096 (each thread holds a connection), not 5000"),
                vm.validate().stream().map(EditorViewModel.Problem::message).toList());
        assertEquals(List.of(EditorViewModel.THREADS), vm.validate().stream().map(EditorViewModel.Problem::field).toList());
    }

    @Test
    void mapsEachFieldPathOntoItsFormField() {
        assertEquals(EditorViewModel.NAME, EditorViewModel.formField("name"));
        assertEquals("param-sf", EditorViewModel.formField("workload.parameters.sf"));
        assertEquals(EditorViewModel.VARIANTS, EditorViewModel.formField("variants[1].settings.innodb_buffer_pool_size"));
        assertEquals(EditorViewModel.THREADS, EditorViewModel.formField("stream.threads"));
        assertEquals(EditorViewModel.DURATION, EditorViewModel.formField("stream.duration"));
        assertEquals(EditorViewModel.PHASES, EditorViewModel.formField("phases.warm"));
        assertEquals(EditorViewModel.EXPERIMENT, EditorViewModel.formField("stream.interval"));
        assertEquals(EditorViewModel.EXPERIMENT, EditorViewModel.formField("server.port"));
    }

    @Test
    void refusesToSaveAnInvalidForm() {
        EditorViewModel vm = new EditorViewModel(plugins);
        vm.selectPlugin("sql-file");
        vm.nameProperty().set("");
        BenchlabException e = assertThrows(BenchlabException.class, () -> vm.save(dir.resolve("x.yaml")));
        assertTrue(e.getMessage().contains("name"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("x.yaml")));
    }
}

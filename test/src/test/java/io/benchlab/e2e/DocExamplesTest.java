package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.benchlab.cli.Main;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.run.CheckedExperiment;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.run.ExperimentRunner;
import io.benchlab.core.run.RunControl;
import io.benchlab.core.run.RunListener;
import io.benchlab.core.run.RunScope;
import io.benchlab.core.run.Target;
import io.benchlab.core.run.TargetFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Every example in the README and the docs works as written: each YAML block is an experiment that
 * reads and validates (structure, workload and its parameters, and the real runner's checks up to
 * the first server, such as a cold phase on a server benchlab cannot restart), a block of fields is checked on the
 * default experiment below or on the example file its comment names, and every {@code benchlab}
 * command in a shell block parses with the real command line.
 *
 * <p>Markers, HTML comments right before a block (invisible on the page): {@code <!-- example base:
 * examples/FILE.yaml -->} puts the block's fields on that example; {@code <!-- example: reference -->}
 * marks a listing of every field (contradictory as one experiment), whose fields must only exist;
 * {@code <!-- example: prometheus -->} marks a Prometheus configuration (for live metrics), which
 * Debian's {@code promtool} must accept.
 */
class DocExamplesTest {
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    static final String DEFAULT_BASE = """
            name: doc-example
            workload: {plugin: sql-file, parameters: {setup: setup.sql, queries: queries.sql}}
            phases: {cold: false, warm: 1}
            """;
    private static final Pattern BLOCK = Pattern.compile("(?m)^(?:<!-- example(?: base: (\\S+)|: (reference|prometheus)) -->\\n)?```(\\w*)\\n(.*?)^```",
            Pattern.DOTALL);
    private static final ObjectMapper YAML = new YAMLMapper();

    /** Thrown where the runner first asks for a server: everything before it passed. */
    static final class ReachedTheServer extends RuntimeException {
        ReachedTheServer() {
            super("reached the server", null, false, false);
        }
    }

    static final TargetFactory NO_SERVER = new TargetFactory() {
        @Override
        public String key(Experiment.ServerSpec spec) {
            return "doc";
        }

        @Override
        public Target create(Experiment.ServerSpec spec, RunScope run) {
            throw new ReachedTheServer();
        }
    };

    @TempDir
    static Path work;
    static PluginRegistry plugins;

    /** A block of a page; {@code marker} is what its comment says it is (reference, prometheus), null for an experiment. */
    record Example(Path page, String language, String text, String base, String marker) {
        boolean reference() {
            return "reference".equals(marker);
        }

        boolean prometheus() {
            return "prometheus".equals(marker);
        }

        @Override
        public String toString() {
            return ROOT.relativize(page) + ": " + text.lines().findFirst().orElse("");
        }
    }

    @BeforeAll
    static void setUp() throws IOException {
        plugins = PluginRegistry.load(DocExamplesTest.class.getClassLoader(), List.of());
        Files.writeString(work.resolve("setup.sql"), "CREATE TABLE t (i INT);\n");
        Files.writeString(work.resolve("queries.sql"), "SELECT 1;\n");
        try (Stream<Path> files = Files.walk(ROOT.resolve("examples"))) { // the examples' own files, for blocks based on them
            for (Path f : files.sorted(Comparator.naturalOrder()).toList()) {
                Path target = work.resolve("examples").resolve(ROOT.resolve("examples").relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
    }

    static List<Example> examples() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("examples/README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<Example> out = new ArrayList<>();
        for (Path page : pages) {
            Matcher m = BLOCK.matcher(Files.readString(page));
            while (m.find()) {
                out.add(new Example(page, m.group(3), m.group(4), m.group(1), m.group(2)));
            }
        }
        return out;
    }

    /** The scrape configurations the docs show for live metrics are configurations Debian's Prometheus accepts. */
    @Test
    void everyPrometheusExampleIsAConfigurationPromtoolAccepts() throws Exception {
        List<Example> configs = examples().stream().filter(Example::prometheus).toList();
        assertTrue(!configs.isEmpty(), "docs/cli.md shows a scrape configuration");
        Path promtool = Path.of("/usr/bin/promtool");
        assertTrue(Files.isExecutable(promtool), promtool + " is missing: run scripts/install-test-deps.sh");
        List<String> problems = new ArrayList<>();
        int n = 0;
        for (Example e : configs) {
            Path file = work.resolve("prometheus-" + n++ + ".yml");
            Files.writeString(file, e.text());
            Process check = new ProcessBuilder(promtool.toString(), "check", "config", file.toString()).redirectErrorStream(true).start();
            String said = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (check.waitFor() != 0) {
                problems.add(e + " → " + said.strip());
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyYamlExampleIsAnExperimentThatValidates() throws IOException {
        List<Example> yaml = examples().stream().filter(e -> e.language().equals("yaml") && !e.prometheus()).toList();
        assertTrue(yaml.size() >= 12, "the README's and the docs' experiments are found: " + yaml);
        List<String> problems = new ArrayList<>();
        int n = 0;
        for (Example e : yaml) {
            try {
                if (e.reference()) {
                    // every field of the listing exists and has its type; the listing is no one experiment
                    YAML.copy().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).readValue(e.text(), Experiment.class);
                    continue;
                }
                ObjectNode tree = (ObjectNode) YAML.readTree(e.text());
                boolean whole = tree.has("name") && tree.has("workload") && e.base() == null;
                ObjectNode experiment = whole ? tree : (ObjectNode) YAML.readTree(e.base() == null ? DEFAULT_BASE
                        : Files.readString(ROOT.resolve(e.base())));
                if (!whole) {
                    experiment.setAll(tree); // the block's fields replace the base's
                }
                Path file = (e.base() == null ? work : work.resolve(e.base()).getParent()).resolve("example-" + n++ + ".yaml");
                Files.writeString(file, whole ? e.text() : YAML.writeValueAsString(experiment));
                ExperimentFile read = ExperimentFile.read(file);
                CheckedExperiment.of(read, plugins); // the file and its plugin's parameters, every problem at once
                // the real runner's checks up to the first server (e.g. a cold phase on a server benchlab cannot restart)
                new ExperimentRunner(plugins, NO_SERVER, work.resolve("work"), (session, variant, phase, round, ops, spec, bundle, control,
                        listener, tags) -> {
                    throw new AssertionError("no stream runs");
                }).run(read, work.resolve("runs"), new RunListener() {
                }, new RunControl());
                problems.add(e + " → the runner got past its servers");
            } catch (ReachedTheServer expected) {
                // everything that can be checked before a server was
            } catch (RuntimeException | IOException ex) {
                problems.add(e + " → " + ex.getMessage());
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyCommandInAShellBlockParses() throws IOException {
        List<String> problems = new ArrayList<>();
        int commands = 0;
        for (Example e : examples()) {
            if (!List.of("", "sh", "bash", "console").contains(e.language())) {
                continue;
            }
            for (String line : e.text().lines().toList()) {
                for (List<String> words : commands(line)) {
                    if (words.isEmpty() || !List.of("benchlab", "./benchlab").contains(words.get(0))) {
                        continue;
                    }
                    commands++;
                    try {
                        new CommandLine(new Main()).parseArgs(words.subList(1, words.size()).toArray(String[]::new));
                    } catch (CommandLine.ParameterException ex) {
                        problems.add(e.page().getFileName() + ": " + String.join(" ", words) + " → " + ex.getMessage());
                    }
                }
            }
        }
        assertTrue(commands >= 10, "the docs' commands are found: " + commands);
        assertEquals(List.of(), problems);
    }

    @Test
    void theParserSeesABrokenCommand() {
        assertFalse(commands("benchlab compare a b --fail-on-regression 5 # a comment").isEmpty());
        List<String> words = commands("benchlab compare a 'b c' --fail-on-regression 5% # a comment && x").get(0);
        assertEquals(List.of("benchlab", "compare", "a", "b c", "--fail-on-regression", "5%"), words);
        org.junit.jupiter.api.Assertions.assertThrows(CommandLine.ParameterException.class,
                () -> new CommandLine(new Main()).parseArgs("compare", "a", "--fail-on-regression", "5"));
    }

    /** A shell line's commands (split at {@code && || ; |}), each as its words; quotes kept together, comments dropped. */
    static List<List<String>> commands(String line) {
        List<List<String>> out = new ArrayList<>();
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        char quote = 0;
        boolean inWord = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '#' && !inWord) {
                break;
            } else if (Character.isWhitespace(c) || c == ';' || c == '|' || c == '&') {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
                if (c != ' ' && c != '\t' && !words.isEmpty()) {
                    out.add(words);
                    words = new ArrayList<>();
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        if (!words.isEmpty()) {
            out.add(words);
        }
        return out;
    }
}

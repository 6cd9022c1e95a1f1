package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.experiment.Experiment.VariantSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped examples' words against their settings: a claim an example (its comments, its description, its
 * section of examples/README.md) makes whose premise the experiment does not set is a wrong figure waiting to be
 * read. Each claim is a pattern of words and the setting it needs: "the warm runs read from the page cache" needs
 * buffered IO (the embedded MariaDB opens InnoDB's data files with O_DIRECT unless told otherwise); "O_DIRECT" in a
 * fileio example needs its files opened so.
 */
class ExampleClaimsTest {
    private static final Path EXAMPLES = Path.of("../../examples").toAbsolutePath().normalize();

    /** InnoDB flush methods that leave data-file reads to the OS page cache (all but O_DIRECT and O_DIRECT_NO_FSYNC). */
    private static final Set<String> BUFFERED = Set.of("fsync", "o_dsync", "littlesync", "nosync");

    /** A sentence that needs a setting. */
    private record Claim(String what, Pattern words, Predicate<Experiment> premise) {
    }

    private static final List<Claim> CLAIMS = List.of(
            new Claim("reads from the OS page cache need buffered IO (innodb_flush_method fsync, not the default O_DIRECT)",
                    Pattern.compile("(reads?|reading|read)\\b[^.;]{0,80}\\bfrom the (OS )?page cache|GB from the page cache|buffered IO",
                            Pattern.CASE_INSENSITIVE),
                    ExampleClaimsTest::buffered),
            new Claim("O_DIRECT needs the fileio workload's direct left on",
                    Pattern.compile("O_DIRECT"),
                    e -> !"fileio".equals(e.workload().plugin()) || !Boolean.FALSE.equals(e.workload().parameters().get("direct"))));

    /** Every variant of a server experiment reads InnoDB's data files through the page cache. */
    private static boolean buffered(Experiment e) {
        List<VariantSpec> variants = e.variants() == null || e.variants().isEmpty() ? List.of() : e.variants();
        if (variants.isEmpty()) {
            return false;
        }
        for (VariantSpec v : variants) {
            Object method = setting(v.settings(), "innodb_flush_method");
            if (method == null) {
                method = setting(v.startup(), "innodb_flush_method");
            }
            Object buffering = setting(v.settings(), "innodb_data_file_buffering");
            boolean ok = (method != null && BUFFERED.contains(method.toString().toLowerCase(Locale.ROOT)))
                    || (buffering != null && Set.of("on", "true", "1").contains(buffering.toString().toLowerCase(Locale.ROOT)));
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static Object setting(Map<String, Object> settings, String name) {
        return settings.entrySet().stream().filter(en -> en.getKey().replace('-', '_').equalsIgnoreCase(name)).map(Map.Entry::getValue)
                .findFirst().orElse(null);
    }

    /** The example's words: its comment lines and description, and its section (or table rows) of the README. */
    private static String words(Path yaml, String readme) throws IOException {
        String file = yaml.getFileName().toString();
        StringBuilder out = new StringBuilder();
        for (String line : Files.readAllLines(yaml)) {
            String t = line.strip();
            if (t.startsWith("#")) {
                out.append(t).append('\n');
            }
        }
        Object description = ExperimentFile.read(yaml).experiment().description();
        if (description != null) {
            out.append(description).append('\n');
        }
        boolean inSection = false;
        for (String line : readme.split("\n")) {
            if (line.startsWith("## ")) {
                inSection = line.contains(file);
            }
            if (inSection || (line.startsWith("|") && line.contains(file))) {
                out.append(line).append('\n');
            }
        }
        return out.toString();
    }

    /** What the example claims that its settings do not make true; empty when every claim holds. */
    static List<String> problems(Path yaml, String readme) throws IOException {
        String words = words(yaml, readme);
        Experiment e = ExperimentFile.read(yaml).experiment();
        List<String> out = new ArrayList<>();
        for (Claim c : CLAIMS) {
            var m = c.words().matcher(words);
            if (m.find() && !c.premise().test(e)) {
                out.add(yaml.getFileName() + " says \"" + m.group() + "\": " + c.what());
            }
        }
        return out;
    }

    @Test
    void everyExamplesClaimsHoldForItsSettings() throws IOException {
        String readme = Files.readString(EXAMPLES.resolve("README.md"));
        List<Path> yamls;
        try (var files = Files.list(EXAMPLES)) {
            yamls = files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertTrue(yamls.size() >= 20, "examples found: " + yamls);
        List<String> problems = new ArrayList<>();
        for (Path p : yamls) {
            problems.addAll(problems(p, readme));
        }
        assertEquals(List.of(), problems);
        // the claims are there to be checked: the SSB examples do speak of the page cache
        assertTrue(CLAIMS.get(0).words().matcher(words(EXAMPLES.resolve("ssb-bufferpool.yaml"), readme)).find());
    }

    @Test
    void aPageCacheClaimOnTheDefaultFlushMethodFails(@TempDir Path dir) throws IOException {
        String readme = Files.readString(EXAMPLES.resolve("README.md"));
        String yaml = Files.readString(EXAMPLES.resolve("ssb-bufferpool.yaml")).lines()
                .filter(l -> !l.contains("innodb_flush_method")).collect(Collectors.joining("\n", "", "\n"));
        Path copy = Files.writeString(dir.resolve("ssb-bufferpool.yaml"), yaml);
        List<String> problems = problems(copy, readme);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("buffered IO"), problems.get(0));
    }

    @Test
    void anODirectClaimOnBufferedFilesFails(@TempDir Path dir) throws IOException {
        String yaml = Files.readString(EXAMPLES.resolve("fileio-ssd.yaml")).replace("direct: true", "direct: false");
        Path copy = Files.writeString(dir.resolve("fileio-ssd.yaml"), yaml);
        List<String> problems = problems(copy, "");
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("O_DIRECT"), problems.get(0));
    }
}

package io.benchlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** docs/cli.md says what the program does: every command's help as it is, the exit codes, every environment variable and property. */
class CliDocsTest {

    @Test
    void thePageHoldsEveryCommandsHelpAndTheExitCodesAsTheProgramHasThem() throws IOException {
        String page = Files.readString(CliDocs.PAGE);
        String expected = CliDocs.regenerate(page);
        if (!expected.equals(page)) {
            Path fixed = Path.of("target/cli.md");
            Files.writeString(fixed, expected);
            assertEquals(expected, page, "docs/cli.md differs from the program's help; the page as it should be is in src/cli/" + fixed);
        }
        assertTrue(page.contains(ExitCode.table()), "the exit-code table is ExitCode's");
        List<String> sections = CliDocs.sections(page);
        for (String command : CliDocs.commands().keySet()) {
            assertTrue(sections.contains(command), "docs/cli.md has no section for " + command);
        }
    }

    /** Names of environment variables and system properties read by benchlab's own code and launcher. */
    private static final Pattern VARIABLE = Pattern.compile("\\b(BENCHLAB_[A-Z_]+)\\b");
    private static final Pattern PROPERTY = Pattern.compile("\"(benchlab\\.[a-zA-Z.]+)\"");

    @Test
    void everyEnvironmentVariableAndPropertyIsDocumentedInOnePlace() throws IOException {
        Set<String> read = new TreeSet<>();
        Path root = Path.of("../..");
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/main/")
                    && !p.toString().contains("/target/")).toList()) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                find(VARIABLE, text, read);
                Matcher m = PROPERTY.matcher(text);
                while (m.find()) {
                    if (text.contains("System.getProperty(\"" + m.group(1)) || text.contains("setting(\"" + m.group(1))) {
                        read.add("-D" + m.group(1));
                    }
                }
            }
        }
        find(VARIABLE, Files.readString(root.resolve("benchlab")), read);
        assertTrue(read.containsAll(List.of("BENCHLAB_HOME", "BENCHLAB_CACHE", "BENCHLAB_SYSTEM_METRICS", "-Dbenchlab.home")),
                "the scan finds what benchlab reads: " + read);
        String section = Files.readString(CliDocs.PAGE).split("(?m)^## Environment variables and properties\\n", 2)[1].split("(?m)^## ", 2)[0];
        for (String name : read) {
            assertTrue(section.contains("`" + name), "docs/cli.md, \"Environment variables and properties\", does not name " + name);
        }
    }

    private static void find(Pattern p, String text, Set<String> into) {
        Matcher m = p.matcher(text);
        while (m.find()) {
            into.add(m.group(1));
        }
    }

    @Test
    void onlyTheCommandsThatLoadPluginsOfferPlugins() {
        Set<String> offering = new TreeSet<>();
        CliDocs.commands().forEach((name, cl) -> {
            if (cl.getCommandSpec().findOption("--plugins") != null) {
                offering.add(name);
            }
        });
        assertEquals(Set.of("benchlab run", "benchlab rerun", "benchlab plugins", "benchlab plugins install", "benchlab dataset load",
                "benchlab dataset export"), offering);
    }
}

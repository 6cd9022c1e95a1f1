package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code benchlab compare} over the three fixture bundles, as text and as Markdown, byte for byte
 * against golden files (with the default locales {@link ShowGoldenTest} uses: the output is written
 * in {@link Locale#ROOT}): the query run's two variants, the sweep's first two values, the stream
 * run against itself. The verdicts are a table with the rules that reached them said once below
 * it. Rerun with {@code -Dgolden.update=true} for a deliberate change and review the diff.
 */
class CompareGoldenTest {
    private static final Path FIXTURES = Path.of("../src/core/src/test/resources/bundles").toAbsolutePath().normalize();
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final List<String> KINDS = List.of("query", "sweep", "stream");
    private static final List<String> FORMATS = List.of("text", "markdown");
    private static final List<Locale> LOCALES = List.of(Locale.US, Locale.GERMANY, Locale.forLanguageTag("ar-EG"));

    @TempDir
    Path home;

    static Stream<Arguments> cases() {
        return KINDS.stream().flatMap(kind -> FORMATS.stream().flatMap(format -> LOCALES.stream()
                .map(locale -> Arguments.of(kind, format, locale.toLanguageTag()))));
    }

    @ParameterizedTest(name = "{0} as {1} with the default locale {2}")
    @MethodSource("cases")
    void compareWritesTheGoldenTable(String kind, String format, String locale) throws IOException {
        Path golden = GOLDEN.resolve("compare-" + kind + ("markdown".equals(format) ? ".md" : ".txt"));
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, compare(kind, format, Locale.ROOT), StandardCharsets.UTF_8);
            return;
        }
        String expected = Files.exists(golden) ? Files.readString(golden, StandardCharsets.UTF_8) : "(no golden file " + golden + ")";
        assertEquals(expected, compare(kind, format, Locale.forLanguageTag(locale)), golden + " differs: if the output changed on"
                + " purpose, rerun with -Dgolden.update=true and review the diff; else a number was formatted in the default locale");
    }

    /** Each rule is said once, below the table, however many figures it decided; the rows carry a word, not the sentence. */
    @Test
    void theRuleThatDecidedIsSaidOnceBelowTheTable() {
        String out = compare("query", "text", Locale.ROOT);
        assertEquals(1, count(out, "cannot go below p=0.1"), out);
        assertFalse(out.contains("small-sample rule (with 3 vs 3"), "no line repeats the rule in the old sentence form:\n" + out);
        List<String> rows = out.lines().dropWhile(l -> !l.startsWith("Figure")).skip(2).takeWhile(l -> !l.startsWith("  ")).toList();
        assertEquals(List.of("total", "by-group", "self-join"), rows.stream().map(l -> l.split(" +")[0]).toList(), out);
        assertTrue(rows.stream().allMatch(l -> l.endsWith("too noisy") || l.endsWith("too noisy · plans differ")), out);
        String markdown = compare("query", "markdown", Locale.ROOT);
        assertTrue(markdown.contains("| Figure | A | B | B/A (95% CI) | p | Verdict |\n| :-- | --: | --: | --: | --: | :-- |\n"), markdown);
        assertTrue(markdown.contains("B b:range:PRIMARY\\[using where\\]") || markdown.contains("B b:range:PRIMARY[using where]"), markdown);
        assertEquals(1, count(markdown, "cannot go below p=0.1"), markdown);
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    /** {@code benchlab compare} of a fixture as printed with this default locale. */
    private String compare(String kind, String format, Locale locale) {
        String bundle = FIXTURES.resolve(kind).toString();
        List<String> args = new ArrayList<>(List.of("compare", bundle));
        if (kind.equals("stream")) {
            args.add(bundle); // one variant: against itself
        }
        args.addAll(List.of("--format", format));
        return DefaultLocale.during(locale, () -> new Cli(home).ok(args.toArray(String[]::new)).out())
                .replace(FIXTURES.toString(), "FIXTURES");
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code benchlab show} (text) over the checked-in fixture bundles (a query run, a sweep, thread states and
 * a stream thread sweep; scripts/make-fixture-bundles.sh), byte for byte against golden files,
 * with the JVM's default locale set to one that writes numbers as the CLI must (en-US), one
 * that writes them differently (de-DE: 1.234,5) and one with other digits (ar-EG): the CLI formats
 * in {@link Locale#ROOT}, as the report and the GUI do, so all three print the same text. The
 * golden files change only when the text does on purpose: rerun with {@code -Dgolden.update=true}
 * (which writes them from the run under {@link Locale#ROOT}) and review their diff.
 */
class ShowGoldenTest {
    private static final Path FIXTURES = Path.of("../src/core/src/test/resources/bundles").toAbsolutePath().normalize();
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final List<String> KINDS = List.of("query", "sweep", "stream", "states", "oltp", "studies");
    private static final List<Locale> LOCALES = List.of(Locale.US, Locale.GERMANY, Locale.forLanguageTag("ar-EG"));

    @TempDir
    Path home;

    static Stream<Arguments> kindsAndLocales() {
        return KINDS.stream().flatMap(kind -> LOCALES.stream().map(locale -> Arguments.of(kind, locale.toLanguageTag())));
    }

    @ParameterizedTest(name = "{0} with the default locale {1}")
    @MethodSource("kindsAndLocales")
    void showPrintsTheGoldenTextWhateverTheDefaultLocale(String kind, String locale) throws IOException {
        Path golden = GOLDEN.resolve("show-" + kind + ".txt");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, show(kind, Locale.ROOT), StandardCharsets.UTF_8);
            return;
        }
        String expected = Files.exists(golden) ? Files.readString(golden, StandardCharsets.UTF_8) : "(no golden file " + golden + ")";
        assertEquals(expected, show(kind, Locale.forLanguageTag(locale)), golden + " differs: if the text changed on purpose, rerun with"
                + " -Dgolden.update=true and review the diff; else a number was formatted in the default locale");
    }

    /** {@code benchlab show FIXTURE} as printed with this default locale, the fixtures' folder written as {@code FIXTURES}. */
    private String show(String kind, Locale locale) {
        return DefaultLocale.during(locale, () -> new Cli(home).ok("show", FIXTURES.resolve(kind).toString()).out())
                .replace(FIXTURES.toString(), "FIXTURES");
    }
}

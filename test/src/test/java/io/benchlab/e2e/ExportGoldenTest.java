package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.report.RunCsv;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.maven.plugin.surefire.log.api.NullConsoleLogger;
import org.apache.maven.plugins.surefire.report.ReportTestCase;
import org.apache.maven.plugins.surefire.report.ReportTestSuite;
import org.apache.maven.plugins.surefire.report.TestSuiteXmlParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The files benchlab writes for other tools, over the three fixture bundles, byte for byte against
 * golden files under three default locales (en-US, de-DE writing 1.234,5, ar-EG with other digits),
 * as {@link ShowGoldenTest} does for {@code show}: {@code show --format csv} and {@code compare
 * --fail-on-regression 5% --junit FILE}. Each file is also read back by what reads it: the CSV by
 * Commons CSV (every row as wide as the header, the intervals adding up to the stream's totals),
 * the JUnit report by Maven Surefire's own report parser (a test per figure, a failure per
 * regressed one). A bundle whose throughput fell to a quarter and latency grew fourfold shows the failures. Rerun
 * with {@code -Dgolden.update=true} to rewrite the golden files after a deliberate change.
 */
class ExportGoldenTest {
    private static final Path FIXTURES = Path.of("../src/core/src/test/resources/bundles").toAbsolutePath().normalize();
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final List<String> KINDS = List.of("query", "sweep", "stream");
    private static final List<Locale> LOCALES = List.of(Locale.US, Locale.GERMANY, Locale.forLanguageTag("ar-EG"));

    @TempDir
    Path home;

    static Stream<Arguments> kindsAndLocales() {
        return KINDS.stream().flatMap(kind -> LOCALES.stream().map(locale -> Arguments.of(kind, locale.toLanguageTag())));
    }

    @ParameterizedTest(name = "show {0} --format csv with the default locale {1}")
    @MethodSource("kindsAndLocales")
    void csv(String kind, String locale) throws IOException {
        String csv = inLocale(Locale.forLanguageTag(locale), () -> new Cli(home).ok("show", fixture(kind), "--format", "csv").out());
        assertGolden("show-" + kind + ".csv", csv);
    }

    @ParameterizedTest(name = "compare {0} --junit with the default locale {1}")
    @MethodSource("kindsAndLocales")
    void junit(String kind, String locale) throws Exception {
        Path file = home.resolve("compare-" + kind + ".xml");
        List<String> args = new ArrayList<>(List.of("compare", fixture(kind)));
        if (kind.equals("stream")) {
            args.add(fixture(kind)); // one variant: the run against itself
        }
        args.addAll(List.of("--fail-on-regression", "5%", "--junit", file.toString()));
        inLocale(Locale.forLanguageTag(locale), () -> new Cli(home).ok(args.toArray(String[]::new)));
        assertGolden("compare-" + kind + ".junit.xml", Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void theCsvHasOneRowPerSampleAndAddsUpToTheBundle() throws IOException {
        for (String kind : KINDS) {
            Bundle b = new BundleReader().read(FIXTURES.resolve(kind));
            List<CSVRecord> rows = parse(RunCsv.of(b));
            List<String> header = rows.get(0).toList();
            assertEquals(RunCsv.COLUMNS, header.subList(0, RunCsv.COLUMNS.size()));
            rows.forEach(r -> assertEquals(header.size(), r.size(), kind + ": every row as wide as the header: " + r));
            List<CSVRecord> body = rows.subList(1, rows.size());
            assertEquals(b.measurements().size(), body.stream().filter(r -> r.get(0).equals("query")).count(), kind + ": a row per query");
            assertEquals(b.intervals().size(), body.stream().filter(r -> r.get(0).equals("interval")).count(), kind + ": a row per interval");
            double seconds = body.stream().filter(r -> r.get(0).equals("query"))
                    .mapToDouble(r -> Double.parseDouble(r.get(header.indexOf("seconds")))).sum();
            assertEquals(b.measurements().stream().mapToDouble(Measurement::seconds).sum(), seconds, 1e-9, kind + ": the queries' seconds");
            for (StreamRecord s : b.streams()) {
                long operations = body.stream().filter(r -> r.get(0).equals("interval") && r.get(header.indexOf("operation")).equals(s.operation())
                                && r.get(header.indexOf("threads")).equals(Integer.toString(s.threads())))
                        .mapToLong(r -> Long.parseLong(r.get(header.indexOf("operations")))).sum();
                assertEquals(s.operations(), operations, kind + ": " + s.operation() + " × " + s.threads() + ": the intervals add up");
            }
        }
    }

    @Test
    void theJUnitReportsAreWhatSurefireReadsAndARegressionIsAFailure() throws Exception {
        for (String kind : KINDS) {
            Path golden = GOLDEN.resolve("compare-" + kind + ".junit.xml");
            List<ReportTestSuite> suites = surefire(golden);
            assertTrue(!suites.isEmpty() && suites.stream().allMatch(s -> s.getNumberOfTests() == s.getTestCases().size()), kind);
        }
        // the stream fixture against a copy whose throughput fell to a quarter and whose latency grew fourfold
        Path worse = home.resolve("worse");
        CliFixture.copyFolder(FIXTURES.resolve("stream"), worse);
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(worse.resolve("intervals.jsonl"))) {
            ObjectNode i = (ObjectNode) Json.mapper().readTree(line);
            for (String f : List.of("operations", "units")) {
                i.put(f, i.path(f).asLong() / 4);
            }
            for (String f : List.of("operationsPerSecond", "unitsPerSecond")) {
                i.put(f, i.path(f).asDouble() / 4);
            }
            for (String f : List.of("p50Micros", "p95Micros", "p99Micros", "maxMicros")) {
                i.put(f, i.path(f).asDouble() * 4);
            }
            lines.add(Json.mapper().writeValueAsString(i));
        }
        Files.write(worse.resolve("intervals.jsonl"), lines);
        Path file = home.resolve("regressed.xml");
        Cli.Result r = inLocale(Locale.GERMANY, () -> new Cli(home).run("compare", fixture("stream"), worse.toString(),
                "--fail-on-regression", "5%", "--junit", file.toString()));
        assertEquals(1, r.exitCode(), "the gate failed: " + r.all());
        String xml = Files.readString(file, StandardCharsets.UTF_8);
        assertGolden("compare-regressed.junit.xml", xml);
        List<ReportTestCase> failed = surefire(file).stream().flatMap(s -> s.getTestCases().stream()).filter(ReportTestCase::hasFailure)
                .toList();
        List<String> printed = r.out().lines().filter(l -> l.startsWith("REGRESSED ")).toList();
        assertTrue(!failed.isEmpty(), xml);
        assertEquals(printed, failed.stream().map(ReportTestCase::getFailureMessage).toList(),
                "each failure is the gate's line for its figure, as compare prints it");
        for (IntervalRecord i : new BundleReader().read(worse).intervals()) {
            assertTrue(i.operations() >= 0, "the copy is a readable bundle");
        }
    }

    /** A CI job that pastes the Markdown table into its pull request gets the same JUnit report. */
    @Test
    void theJUnitReportIsWrittenBesideTheMarkdownTable() throws Exception {
        Path file = home.resolve("markdown.xml");
        Cli.Result r = new Cli(home).ok("compare", fixture("query"), "--format", "markdown", "--fail-on-regression", "5%", "--junit",
                file.toString());
        assertTrue(r.out().contains("| "), "the Markdown table: " + r.out());
        assertGolden("compare-query.junit.xml", Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void junitWithoutAGateIsAUsageError() {
        Cli.Result r = new Cli(home).run("compare", fixture("query"), "--junit", home.resolve("x.xml").toString());
        assertEquals(64, r.exitCode(), r.all());
        assertTrue(r.err().contains("--junit writes the regression gate: give --fail-on-regression too"), r.err());
    }

    private static List<ReportTestSuite> surefire(Path file) throws Exception {
        TestSuiteXmlParser parser = new TestSuiteXmlParser(new NullConsoleLogger());
        List<ReportTestSuite> suites = parser.parse(file.toString());
        assertTrue(parser.isValid(), file + " is a JUnit report Surefire reads");
        return suites;
    }

    private static List<CSVRecord> parse(String csv) throws IOException {
        try (CSVParser p = CSVParser.parse(new StringReader(csv), CSVFormat.RFC4180)) {
            return p.getRecords();
        }
    }

    private static String fixture(String kind) {
        return FIXTURES.resolve(kind).toString();
    }

    /** Compares with the golden file (or writes it, under the root locale, with -Dgolden.update=true); the fixtures' folder as FIXTURES. */
    private static void assertGolden(String name, String actual) throws IOException {
        String text = actual.replace(FIXTURES.toString(), "FIXTURES");
        Path golden = GOLDEN.resolve(name);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, text, StandardCharsets.UTF_8);
            return;
        }
        String expected = Files.exists(golden) ? Files.readString(golden, StandardCharsets.UTF_8) : "(no golden file " + golden + ")";
        assertEquals(expected, text, golden + " differs: if the output changed on purpose, rerun with -Dgolden.update=true and review"
                + " the diff; else a number was written in the default locale");
    }

    /** The call under this default locale; under the root locale when the golden files are rewritten. */
    private static <T> T inLocale(Locale locale, Supplier<T> call) {
        return DefaultLocale.during(Boolean.getBoolean("golden.update") ? Locale.ROOT : locale, call);
    }
}

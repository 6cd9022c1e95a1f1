package io.benchlab.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.report.ReportModel;
import io.benchlab.core.report.RunDocument;
import io.benchlab.core.util.Json;
import io.benchlab.core.view.Row;
import io.benchlab.gui.TableData;
import io.benchlab.gui.results.ResultsViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One stream bundle (the checked-in fixture, a real iiBench thread sweep) read through the CLI
 * ({@code show} and {@code show --format json}), the report model and the GUI's Results
 * view-model: every face shows the same throughput, p99 and exit velocity of every stream.
 */
class StreamFiguresAgreeTest {
    private static final Path FIXTURE = Path.of("../src/core/src/test/resources/bundles/stream").toAbsolutePath().normalize();

    @TempDir
    Path home;

    @Test
    void cliJsonReportAndGuiShowTheSameStreamFigures() throws Exception {
        Bundle b = new BundleReader().read(FIXTURE);
        List<StreamSamples.Stream> streams = StreamSamples.of(b).streams();
        assertEquals(2, streams.size(), "the fixture is a thread sweep over 1 and 2 threads");
        Cli cli = new Cli(home);

        // JSON: exactly the core's document, and the same numbers, unformatted
        String json = cli.ok("show", FIXTURE.toString(), "--format", "json").out();
        assertEquals(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(RunDocument.of(b)), json.strip());
        JsonNode doc = Json.mapper().readTree(json);
        String text = cli.ok("show", FIXTURE.toString()).out();
        ReportModel report = ReportModel.of(List.of(b), null);
        ResultsViewModel gui = new ResultsViewModel(home.resolve("runs"));
        gui.open(FIXTURE);
        TableData guiTable = gui.totalsProperty().get();

        for (int i = 0; i < streams.size(); i++) {
            StreamSamples.Stream st = streams.get(i);
            double rate = st.summary().unitsPerSecond();
            double exit = st.exitVelocity();
            double medianPerInterval = st.unitsPerSecond().median();
            double p99 = st.summary().latency().p99Micros();
            assertTrue(rate > 0 && exit > 0 && medianPerInterval > 0, st.label());

            JsonNode js = doc.path("streams").get(i);
            assertEquals(st.key().threads(), js.path("key").path("threads").asInt());
            assertEquals(rate, js.path("summary").path("unitsPerSecond").asDouble());
            assertEquals(exit, js.path("rateVsUnits").path("exitVelocity").asDouble());
            assertEquals(medianPerInterval, js.path("unitsPerSecond").path("median").asDouble());
            assertEquals(p99, js.path("summary").path("latency").path("p99Micros").asDouble());

            // CLI text: totals row, boxplot row and the exit-velocity line of this thread count
            String totalsRow = line(text, "^Run1/insert\\s+" + st.key().threads() + "\\s+closed-loop.*");
            close(rate, number(totalsRow.split("\\s+")[6]), "CLI units/s, " + st.label());
            close(p99 / 1000, number(totalsRow.split("\\s+")[10]), "CLI p99 ms, " + st.label());
            String[] totalsCells = totalsRow.split("\\s+");
            close(exit, number(totalsCells[totalsCells.length - 1]), "CLI exit velocity in the totals, " + st.label());
            String boxRow = line(text, "^Run1/insert\\s+" + st.key().threads() + "\\s+\\d+\\s+[\\d,.]+.*");
            close(medianPerInterval, number(boxRow.split("\\s+")[5]), "CLI median per interval, " + st.label());
            Matcher m = Pattern.compile("Insert rate vs rows inserted — Run1/insert, " + st.key().threads()
                    + " thread\\(s\\)[\\s\\S]*?exit velocity \\(last 10% of rows\\) ([\\d,.]+) rows/s").matcher(text);
            assertTrue(m.find(), text);
            close(exit, number(m.group(1)), "CLI exit velocity, " + st.label());

            // report: the stream table row of this thread count
            Row row = report.stability().rows().stream()
                    .filter(r -> r.cells().get(1).text().contains("· " + st.key().threads() + " thread")).findFirst().orElseThrow();
            List<String> headers = report.stability().headers();
            close(rate, number(cell(row, headers, "units/s")), "report units/s, " + st.label());
            close(medianPerInterval, number(cell(row, headers, "median units/s per interval")), "report median, " + st.label());
            close(exit, number(cell(row, headers, "exit velocity (rows/s)")), "report exit velocity, " + st.label());

            // GUI: the streams table of the Results view
            List<String> g = guiTable.rows().get(i);
            assertEquals("default · " + st.key().label(), g.get(0), "the GUI's row is the stream's one label");
            assertEquals(Integer.toString(st.key().threads()), g.get(guiTable.headers().indexOf("Threads")));
            close(rate, number(g.get(guiTable.headers().indexOf("rows/s"))), "GUI units/s, " + st.label());
            close(p99 / 1000, number(g.get(guiTable.headers().indexOf("p99 ms"))), "GUI p99, " + st.label());
            close(exit, number(g.get(guiTable.headers().indexOf("Exit velocity/s"))), "GUI exit velocity, " + st.label());
            assertEquals(medianPerInterval, gui.boxesProperty().get().get(i).summary().median(), "GUI boxplot median, " + st.label());
        }
        assertFalse(report.hasMeasurements(), "a stream-only bundle has no query statistics");

        // compare: two stream bundles (here the fixture with itself) are compared stream by stream, with their distributions
        String compared = cli.ok("compare", FIXTURE.toString(), FIXTURE.toString()).out();
        for (StreamSamples.Stream st : streams) {
            assertTrue(compared.contains(String.format(Locale.ROOT, "%s, %d thread(s): A", st.key().label(), st.key().threads())), compared);
            double p99 = st.distribution().stream().filter(p -> p.percentile() == 99).findFirst().orElseThrow().micros();
            assertTrue(compared.contains(String.format(Locale.ROOT, "99%%  A %10.2f ms", p99 / 1000)), "p99 from the log, in\n" + compared);
        }
        assertTrue(compared.contains("(B/A 1.000)"), compared);
    }

    private static String line(String text, String regex) {
        Pattern p = Pattern.compile(regex);
        return text.lines().filter(l -> p.matcher(l).matches()).findFirst()
                .orElseThrow(() -> new AssertionError("no line matching " + regex + " in\n" + text));
    }

    private static String cell(Row row, List<String> headers, String header) {
        return row.cells().get(headers.indexOf(header)).text();
    }

    /** A printed number: "3,636", "2.69k", "57.05"; thousands separators and a k/M suffix understood. */
    private static double number(String printed) {
        String s = printed.replace(",", "").replace(" ", "").trim().toLowerCase(Locale.ROOT);
        double factor = 1;
        if (s.endsWith("k")) {
            factor = 1e3;
            s = s.substring(0, s.length() - 1);
        } else if (s.endsWith("m")) {
            factor = 1e6;
            s = s.substring(0, s.length() - 1);
        }
        return Double.parseDouble(s) * factor;
    }

    /** Equal up to what printing rounds away (three significant digits at worst). */
    private static void close(double expected, double printed, String what) {
        assertEquals(expected, printed, Math.abs(expected) * 0.005 + 0.01, what);
    }
}

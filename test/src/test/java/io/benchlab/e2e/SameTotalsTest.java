package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.report.ReportModel;
import io.benchlab.core.util.Json;
import io.benchlab.gui.TableData;
import io.benchlab.gui.ResultTables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A run whose second phase has a failed query: `show`, `show --format json`, the GUI's results
 * table and the report all give the first phase the same total and the second none ("failed").
 */
class SameTotalsTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-totals");
    static final Path dir = cli.dir();

    @Test
    void everyFacePrintsTheSameTotals() throws Exception {
        Path file = Experiments.write(dir.resolve("totals"), "totals", "e2e-totals", "phases: {cold: false, warm: 2}\n");
        Files.writeString(dir.resolve("totals").resolve("setup.sql"), Experiments.SETUP + "DROP TABLE IF EXISTS mark;\nCREATE TABLE mark (n INT);\n");
        Files.writeString(dir.resolve("totals").resolve("queries.sql"), """
                -- name: mark
                INSERT INTO mark VALUES (1);
                -- name: count-all
                SELECT COUNT(*) FROM t;
                -- name: fails-in-run2
                SELECT COUNT(*) FROM t WHERE id = (SELECT n FROM mark);
                """);
        Cli.Result run = cli.run("run", file.toString(), "--quiet");
        assertEquals(1, run.exitCode(), "complete with a failed operation: " + run.all());
        Bundle b = new BundleReader().read(Path.of(run.out().strip().lines().reduce((x, y) -> y).orElseThrow()));
        assertTrue(b.measurements().stream().anyMatch(m -> "Run2".equals(m.phase()) && m.error() != null), "Run2 has the failure");

        JsonNode json = Json.mapper().readTree(cli.ok("show", b.dir().toString(), "--format", "json").out());
        double run1 = json.path("totalSeconds").path("default").path("Run1").asDouble();
        double sum = b.measurements().stream().filter(m -> "Run1".equals(m.phase())).mapToDouble(m -> m.seconds()).sum();
        assertEquals(sum, run1, 1e-12, "Run1 is whole: its total is the sum of its operations");
        assertFalse(json.path("totalSeconds").path("default").has("Run2"), json.toString());
        assertEquals("failed", json.path("incompletePhases").path("default").path("Run2").asText());

        String text = String.format("%.3f", run1);
        String row = cli.ok("show", b.dir().toString()).out().lines().filter(l -> l.startsWith("default ")).findFirst().orElse("");
        assertTrue(row.matches("default\\s+" + java.util.regex.Pattern.quote(text) + "\\s+failed\\s*"), row);

        TableData gui = ResultTables.totals(BundleSummary.of(b));
        assertEquals(List.of("Variant", "Run1", "Run2"), gui.headers());
        assertEquals(List.of("default", String.format(Locale.ROOT, "%.3f", run1), "failed"), gui.rows().get(0));

        ReportModel report = ReportModel.of(List.of(b), null);
        List<String> cells = report.totals().rows().get(0).cells().stream().map(c -> c.text()).toList();
        assertEquals("failed", cells.get(1));
        assertEquals(run1, seconds(cells.get(0)), run1 * 0.006, "the report's Run1 total (3 significant digits): " + cells.get(0));
    }

    /** The report's "12.3 ms" / "1.23 s" / "456 µs" back to seconds. */
    private static double seconds(String text) {
        String[] p = text.split(" ");
        double v = Double.parseDouble(p[0].replace(",", ""));
        return switch (p[1]) {
            case "s" -> v;
            case "ms" -> v / 1e3;
            case "µs" -> v / 1e6;
            default -> throw new AssertionError("unit of " + text);
        };
    }
}

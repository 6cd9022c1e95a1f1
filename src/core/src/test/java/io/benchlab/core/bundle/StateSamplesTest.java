package io.benchlab.core.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.StateRecords.StateCount;
import io.benchlab.core.bundle.StateRecords.ThreadStateRecord;
import io.benchlab.core.bundle.StateSamples.OperationStates;
import io.benchlab.core.bundle.StateSamples.ShareChange;
import io.benchlab.core.bundle.StateSamples.StateShare;
import io.benchlab.core.bundle.StateSamples.Timeline;
import io.benchlab.core.golden.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one model of thread states, over the fixture bundle (a real run: a MyISAM key rebuilt, a procedure from four sessions). */
class StateSamplesTest {
    private final Bundle bundle = Fixtures.bundle("states");
    private final StateSamples samples = StateSamples.of(bundle);

    @Test
    void perVariantAndOperationTheSharesAreOfTheWholeSampledTime() {
        assertEquals(List.of("sort-buffer-16K", "sort-buffer-128M"), samples.variants());
        for (OperationStates o : samples.operations()) {
            assertEquals(1.0, o.states().stream().mapToDouble(StateShare::share).sum(), 1e-9, o.toString());
            assertTrue(o.samples() > 0);
            for (int i = 1; i < o.states().size(); i++) {
                assertTrue(o.states().get(i - 1).share() >= o.states().get(i).share(), "most session-time first");
            }
        }
        OperationStates proc = samples.of("sort-buffer-16K", "temp_scale_proc");
        assertTrue(proc.stream());
        assertTrue(proc.states().size() > 1, "four sessions of the procedure pass through more than one state: " + proc);
        assertTrue(proc.states().stream().mapToInt(StateShare::sessionsMax).max().orElse(0) <= 4, "never more sessions than the stream's");
        assertNotNull(proc.openTables(), "the fixture counted SHOW OPEN TABLES");
        assertEquals(1.0, samples.of("sort-buffer-16K", "enable_keys").share("Repair with keycache"), 1e-9);
        assertEquals(1.0, samples.of("sort-buffer-128M", "enable_keys").share("Repair by sorting"), 1e-9);
    }

    @Test
    void aQuerysPassesSayWhichRepairTheServerChose() {
        assertEquals(2, samples.passes().size());
        assertTrue(samples.passes().get(0).describe().matches("Repair with keycache \\d+\\.\\d\\d s"), samples.passes().get(0).describe());
        assertTrue(samples.passes().get(1).describe().startsWith("Repair by sorting"), samples.passes().get(1).describe());
    }

    @Test
    void aStreamsStatesSitOnItsIntervalsTimeAxis() {
        for (Timeline t : samples.timelines()) {
            List<IntervalRecord> intervals = bundle.intervals().stream().filter(i -> i.key().equals(t.key())).toList();
            assertEquals(intervals.size(), t.points().size(), "one point per interval of " + t.key());
            for (int k = 0; k < intervals.size(); k++) {
                assertEquals(intervals.get(k).endSeconds(), t.points().get(k).endSeconds(), 1e-9, "the throughput's own seconds");
                assertEquals(t.states(), List.copyOf(t.points().get(k).sessions().keySet()), "every point has every band, in order");
            }
            assertTrue(t.states().size() <= StateSamples.CHART_STATES + 1);
        }
    }

    @Test
    void everyStreamOfAnOperationHasTheSameStatesInTheSameOrderSoAStateKeepsItsColour() {
        assertEquals(2, samples.timelines().size(), "each variant's stream");
        assertEquals(samples.timelines().get(0).states(), samples.timelines().get(1).states());
    }

    @Test
    void statesBeyondTheChartsColoursAreSummedAsOther() {
        Map<String, StateCount> many = new java.util.LinkedHashMap<>();
        for (int i = 0; i < 10; i++) {
            many.put("state " + i, new StateCount(10 - i, 1));
        }
        ThreadStateRecord r = new ThreadStateRecord("v", "Run1", 1, "op", 2, 0, 100, 5, 55, many, null, null);
        IntervalRecord interval = new IntervalRecord("v", "Run1", 1, "op", 2, 0, 0, 1000, 5, 5, 5, 5, 1.0, 1.0, 1.0, 1.0, 0, Map.of(), null);
        Timeline t = StateSamples.of(List.of(r), List.of(interval)).timelines().get(0);
        assertEquals(StateSamples.CHART_STATES + 1, t.states().size());
        assertEquals(StateSamples.OTHER, t.states().get(StateSamples.CHART_STATES));
        assertEquals((3 + 2 + 1) / 5.0, t.points().get(0).sessions().get(StateSamples.OTHER), 1e-9, "the three smallest, per sample");
        assertEquals(1.0, t.points().get(0).endSeconds(), 1e-9);
    }

    @Test
    void mariadbBesideMysqlLinesUpSendingDataWithExecuting() {
        StateSamples maria = new StateSamples(List.of(new OperationStates("11.4", "q", false, 10, List.of(
                new StateShare("Sending data", 0.9, 1, 0.9), new StateShare("statistics", 0.1, 1, 0.1)), null)), List.of(), List.of());
        StateSamples mysql = new StateSamples(List.of(new OperationStates("9.7", "q", false, 10, List.of(
                new StateShare("executing", 0.95, 1, 0.95), new StateShare("statistics", 0.05, 1, 0.05)), null)), List.of(), List.of());
        List<String> across = StateSamples.between(maria, "11.4", mysql, "9.7", true).stream().map(ShareChange::describe).toList();
        assertEquals(List.of("statistics 10% → 5.0%", "executing (Sending data → executing) 90% → 95%"), across);
        List<String> asSaid = StateSamples.between(maria, "11.4", mysql, "9.7").stream().map(ShareChange::describe).toList();
        assertTrue(asSaid.contains("Sending data 90% → 0%") && asSaid.contains("executing 0% → 95%"), "one family's words, unmapped: " + asSaid);
    }

    @Test
    void twoVariantsSharesSideBySideTheStatesThatMovedMostFirst() {
        List<ShareChange> changes = StateSamples.between(samples, "sort-buffer-16K", samples, "sort-buffer-128M");
        List<ShareChange> keys = changes.stream().filter(c -> c.operation().equals("enable_keys")).toList();
        assertEquals(List.of("Repair with keycache 100% → 0%", "Repair by sorting 0% → 100%"), keys.stream().map(ShareChange::describe).toList());
        assertFalse(changes.stream().anyMatch(c -> c.before() < 0.01 && c.after() < 0.01), "states under 1% on both sides are left out");
        assertEquals(List.of("Repair with keycache", "Repair by sorting"), StateSamples.sideBySide(
                List.of(samples.of("sort-buffer-16K", "enable_keys"), samples.of("sort-buffer-128M", "enable_keys"))));
        List<OperationStates> sides = List.of(samples.of("sort-buffer-16K", "temp_scale_proc"), samples.of("sort-buffer-128M", "temp_scale_proc"));
        List<String> rows = StateSamples.sideBySide(sides);
        for (int i = 1; i < rows.size(); i++) {
            String a = rows.get(i - 1);
            String c = rows.get(i);
            assertTrue(sides.stream().mapToDouble(o -> o.share(a)).max().orElse(0) >= sides.stream().mapToDouble(o -> o.share(c)).max().orElse(0),
                    "the largest share in any variant first: " + rows);
        }
    }

    @Test
    void sharesAreWrittenAsTheFacesWriteThem() {
        assertEquals("62%", StateSamples.percent(0.62));
        assertEquals("3.0%", StateSamples.percent(0.03));
        assertEquals("<0.1%", StateSamples.percent(0.0004));
        assertEquals("0%", StateSamples.percent(0));
    }

    @Test
    void twoBundlesOfDifferentFlavoursAreLinedUpByTheCommonWordsAndOfOneFlavourAsSaid(@TempDir Path dir) throws IOException {
        Bundle maria = Fixtures.bundle("states");
        String a = maria.manifest().variants().get(0);
        String b = maria.manifest().variants().get(1);
        assertEquals(StateSamples.between(StateSamples.of(maria), a, StateSamples.of(maria), b, false),
                StateSamples.between(maria, a, maria, b), "both MariaDB: the states as the server said them");
        // the same records, with the second variant run on MySQL: what `compare` and the GUI's Compare tab then line up
        Path copy = dir.resolve("mysql");
        try (var files = Files.walk(maria.dir())) {
            for (Path f : files.toList()) {
                Path to = copy.resolve(maria.dir().relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(f, to);
                }
            }
        }
        Path variants = copy.resolve("variants.jsonl");
        List<String> lines = Files.readAllLines(variants);
        lines.set(1, lines.get(1).replace("\"flavor\":\"MARIADB\"", "\"flavor\":\"MYSQL\""));
        Files.write(variants, lines);
        Bundle mixed = new BundleReader().read(copy);
        assertEquals(StateSamples.between(StateSamples.of(mixed), a, StateSamples.of(mixed), b, true),
                StateSamples.between(mixed, a, mixed, b), "MariaDB beside MySQL: lined up by the documented mapping");
        assertTrue(StateSamples.between(mixed, a, mixed, b).stream().anyMatch(c -> c.state().startsWith("executing (Sending data")),
                StateSamples.between(mixed, a, mixed, b).toString());
    }
}

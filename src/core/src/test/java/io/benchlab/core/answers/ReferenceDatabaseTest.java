package io.benchlab.core.answers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.TableSpec;
import io.benchlab.core.answers.ReferenceAnswer.Kind;
import io.benchlab.core.server.FetchProgress;
import io.benchlab.core.server.MavenSource;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real reference engine (DuckDB, fetched once into the cache the tests share): a dataset's
 * MySQL DDL and generated rows go in unchanged, text that needs quoting comes back as it went in,
 * each result column gets its kind, and a LIMIT's tie group is read whole.
 */
class ReferenceDatabaseTest {
    @TempDir
    Path scratch;

    private static final List<String> TEXTS = Arrays.asList("plain", "tab\there", "say \"hi\"", "back\\slash", "\\N", null, "ünï",
            "new\nline");

    private static DatasetPlan plan() {
        TableSpec t = new TableSpec("date", """
                CREATE TABLE `date` (
                  id INT NOT NULL,
                  txt VARCHAR(20),
                  price DECIMAL(15,2) NOT NULL,
                  day DATE NOT NULL,
                  PRIMARY KEY (id),
                  KEY i_price (price)
                ) ENGINE=InnoDB DEFAULT CHARSET=latin1""", List.of("id", "txt", "price", "day"), "", TEXTS.size(), List.of(sink -> {
            for (int i = 0; i < TEXTS.size(); i++) {
                sink.add(i + 1).add(TEXTS.get(i)).addDecimal(i < 2 ? 900 : 700, 2).add("1998-12-0" + (i + 1)).endRow();
            }
        }));
        return new DatasetPlan("test", "1", "test", Map.of(), List.of(t), List.of("ALTER TABLE `date` ADD INDEX i_day (day)"));
    }

    @Test
    void anEngineThatCannotBeFetchedIsOneLine() throws Exception {
        ReferenceEngine offline = new ReferenceEngine(scratch.resolve("cache"),
                new MavenSource(Optional.empty(), Optional.of(scratch.resolve("m2")), true));
        ReferenceException e = assertThrows(ReferenceException.class, () -> offline.ensure(FetchProgress.NONE));
        assertEquals("the reference engine DuckDB " + ReferenceEngine.VERSION + " is not cached and benchlab is offline:"
                + " the first check while online fetches it (or `mvn dependency:get -Dartifact=org.duckdb:duckdb_jdbc:"
                + ReferenceEngine.VERSION + "`)", e.getMessage());
        assertFalse(offline.cached());
    }

    @Test
    void rowsGoInAsGeneratedAndAnswersComeBackTyped() throws Exception {
        ReferenceEngine engine = new ReferenceEngine(BenchlabHome.fromEnvironment().cache(), MavenSource.fromEnvironment());
        engine.ensure(FetchProgress.NONE);
        assertTrue(engine.cached());
        try (ReferenceDatabase db = ReferenceDatabase.load(engine, List.of(plan()), scratch, (t, d, n) -> { })) {
            ReferenceAnswer texts = db.query("SELECT txt FROM \"date\" ORDER BY id", List.of());
            assertEquals(TEXTS, texts.rows().stream().map(r -> r.get(0)).toList(), "tabs, quotes, backslashes, \\N and NULL as generated");

            ReferenceAnswer kinds = db.query("SELECT COUNT(*), SUM(price), AVG(price), MIN(day), 7 / 2, MAX(txt) FROM \"date\"", List.of());
            assertEquals(List.of(Kind.INTEGER, Kind.DECIMAL, Kind.FLOAT, Kind.DATE, Kind.FLOAT, Kind.TEXT), kinds.kinds());
            assertEquals(List.of("8", "60.00", "7.5", "1998-12-01", "3.5", "ünï"), kinds.rows().get(0));

            // prices 9.00, 9.00, then six rows at 7.00: LIMIT 3 cuts through the 7.00s, which are all read
            ReferenceAnswer cut = db.query("SELECT id, price FROM \"date\" ORDER BY price DESC LIMIT 3", List.of(2));
            assertEquals(3, cut.limit());
            assertEquals(8, cut.rows().size(), "the whole tie group");
            assertEquals(3, cut.expectedRows());
            ReferenceAnswer notCut = db.query("SELECT id, price FROM \"date\" ORDER BY price DESC LIMIT 2", List.of(2));
            assertEquals(2, notCut.rows().size(), "the limit falls between two groups: nothing more is read");
        }
        try (Stream<Path> left = Files.list(scratch)) {
            assertFalse(left.findAny().isPresent(), "the scratch database is deleted");
        }
    }
}

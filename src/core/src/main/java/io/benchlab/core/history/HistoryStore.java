package io.benchlab.core.history;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.compare.Figure;
import io.benchlab.core.stats.Direction;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The run history's index: an embedded H2 database in {@code HOME/history}, holding each indexed
 * run, each run's point of each series, and each series' last judgement (changes, erratic). The
 * bundles stay the truth: the store is dropped and rebuilt from them at will ({@code history
 * --reindex}), and one made by another version of this class is rebuilt when opened.
 *
 * <p>Held for one command ({@link History} opens it once and closes it at the end) or one look of
 * the desktop app, so a run finishing while another process reads the history waits for the
 * other's short hold of the file instead of failing (H2 locks the file per process).
 */
final class HistoryStore implements AutoCloseable {
    /** Bumped whenever the tables change: an index of another schema is rebuilt. */
    static final int SCHEMA = 1;
    private static final long LOCK_WAIT_MILLIS = 15_000;

    private final Connection c;

    private HistoryStore(Connection c) {
        this.c = c;
    }

    /** The index's folder in a home. */
    static Path folder(Path homeRoot) {
        return homeRoot.resolve("history");
    }

    /** Opens (creating) the index in {@code dir}; true in {@link #fresh()} when it was (re)created empty. */
    static HistoryStore open(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new BenchlabException("cannot create " + dir + ": " + e.getMessage(), e);
        }
        // no compaction when closing: H2 otherwise spends up to its default 200 ms rewriting pages at every close, most of a
        // query's own time (measured with JFR on 1,050 runs); a rebuild, the one bulk write, compacts once (compactAndClose)
        String url = "jdbc:h2:file:" + dir.resolve("index").toAbsolutePath() + ";DB_CLOSE_ON_EXIT=FALSE;MAX_COMPACT_TIME=0";
        long deadline = System.currentTimeMillis() + LOCK_WAIT_MILLIS;
        while (true) {
            try {
                Connection conn = DriverManager.getConnection(url, "benchlab", "");
                HistoryStore s = new HistoryStore(conn);
                s.ensureSchema();
                return s;
            } catch (SQLException e) {
                boolean locked = e.getErrorCode() == 90020; // DATABASE_ALREADY_OPEN: another benchlab holds it
                if (!locked || System.currentTimeMillis() > deadline) {
                    throw new BenchlabException("cannot open the run history's index in " + dir + (locked
                            ? ": another benchlab process keeps it open" : " (" + e.getMessage().lines().findFirst().orElse("") + ")")
                            + "; `benchlab history --reindex` rebuilds it from the bundles", e);
                }
                sleep();
            }
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            throw new BenchlabException("interrupted while waiting for the run history's index");
        }
    }

    private void ensureSchema() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS meta(k VARCHAR PRIMARY KEY, v VARCHAR)");
            String version = meta("schema");
            if (version != null && Integer.parseInt(version) == SCHEMA) {
                return;
            }
            for (String t : List.of("runs", "points", "series", "changes")) {
                s.execute("DROP TABLE IF EXISTS " + t);
            }
            s.execute("CREATE TABLE runs(id VARCHAR PRIMARY KEY, dir VARCHAR NOT NULL, experiment VARCHAR NOT NULL, started BIGINT NOT NULL,"
                    + " benchlab VARCHAR)");
            s.execute("CREATE TABLE series(id VARCHAR PRIMARY KEY, experiment VARCHAR NOT NULL, variant VARCHAR NOT NULL, kind VARCHAR NOT NULL,"
                    + " subject VARCHAR NOT NULL, measure VARCHAR NOT NULL, direction VARCHAR NOT NULL, judged_with VARCHAR,"
                    + " judged BOOLEAN, erratic BOOLEAN, noise DOUBLE)");
            s.execute("CREATE INDEX series_experiment ON series(experiment)");
            s.execute("CREATE TABLE points(series VARCHAR NOT NULL, run VARCHAR NOT NULL, started BIGINT NOT NULL, v DOUBLE NOT NULL,"
                    + " low DOUBLE NOT NULL, high DOUBLE NOT NULL, n INT NOT NULL, PRIMARY KEY(series, run))");
            s.execute("CREATE INDEX points_run ON points(run)");
            s.execute("CREATE TABLE changes(series VARCHAR NOT NULL, idx INT NOT NULL, run VARCHAR NOT NULL, previous VARCHAR NOT NULL,"
                    + " before_mean DOUBLE NOT NULL, after_mean DOUBLE NOT NULL, p DOUBLE NOT NULL, PRIMARY KEY(series, idx))");
            setMeta("schema", Integer.toString(SCHEMA));
        }
    }

    String meta(String key) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT v FROM meta WHERE k = ?")) {
            p.setString(1, key);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    void setMeta(String key, String value) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("MERGE INTO meta(k, v) KEY(k) VALUES (?, ?)")) {
            p.setString(1, key);
            p.setString(2, value);
            p.executeUpdate();
        }
    }

    /** Empties every table (a rebuild). */
    void clear() throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String t : List.of("runs", "points", "series", "changes")) {
                s.execute("TRUNCATE TABLE " + t);
            }
        }
    }

    /** The runs indexed, by id, with the folder each was read from. */
    Map<String, Path> runs() throws SQLException {
        Map<String, Path> out = new LinkedHashMap<>();
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT id, dir FROM runs")) {
            while (r.next()) {
                out.put(r.getString(1), Path.of(r.getString(2)));
            }
        }
        return out;
    }

    /** The folder an indexed run was read from, or null. */
    Path run(String id) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT dir FROM runs WHERE id = ?")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? Path.of(r.getString(1)) : null;
            }
        }
    }

    /**
     * Puts one run's points in (replacing what the run had), its series created as needed.
     *
     * @return the ids of the series it has a point in
     */
    List<String> putRun(String id, Path dir, String experiment, Instant started, String benchlab, Map<SeriesKey, RunPoint> points)
            throws SQLException {
        c.setAutoCommit(false);
        try {
            removeRun(id);
            try (PreparedStatement p = c.prepareStatement("INSERT INTO runs(id, dir, experiment, started, benchlab) VALUES (?, ?, ?, ?, ?)")) {
                p.setString(1, id);
                p.setString(2, dir.toAbsolutePath().normalize().toString());
                p.setString(3, experiment);
                p.setLong(4, started.toEpochMilli());
                p.setString(5, benchlab);
                p.executeUpdate();
            }
            List<String> touched = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("MERGE INTO series(id, experiment, variant, kind, subject, measure, direction)"
                    + " KEY(id) VALUES (?, ?, ?, ?, ?, ?, ?)");
                 PreparedStatement p = c.prepareStatement("INSERT INTO points(series, run, started, v, low, high, n) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                for (Map.Entry<SeriesKey, RunPoint> e : points.entrySet()) {
                    SeriesKey k = e.getKey();
                    RunPoint rp = e.getValue();
                    String sid = k.id();
                    touched.add(sid);
                    s.setString(1, sid);
                    s.setString(2, k.experiment());
                    s.setString(3, k.variant());
                    s.setString(4, k.figure().kind().name());
                    s.setString(5, k.figure().subject());
                    s.setString(6, k.figure().measure());
                    s.setString(7, k.figure().direction().name());
                    s.addBatch();
                    p.setString(1, sid);
                    p.setString(2, id);
                    p.setLong(3, started.toEpochMilli());
                    p.setDouble(4, rp.value());
                    p.setDouble(5, rp.low());
                    p.setDouble(6, rp.high());
                    p.setInt(7, rp.samples());
                    p.addBatch();
                }
                s.executeBatch();
                p.executeBatch();
            }
            c.commit();
            return touched;
        } catch (SQLException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    /** Forgets a run (a bundle deleted since): its points go, the series it was in are judged again by the caller. */
    List<String> removeRun(String id) throws SQLException {
        List<String> touched = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT series FROM points WHERE run = ?")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    touched.add(r.getString(1));
                }
            }
        }
        for (String sql : List.of("DELETE FROM points WHERE run = ?", "DELETE FROM runs WHERE id = ?")) {
            try (PreparedStatement p = c.prepareStatement(sql)) {
                p.setString(1, id);
                p.executeUpdate();
            }
        }
        return touched;
    }

    /** The series of an experiment (every series when null), ordered by experiment, variant, kind and subject. */
    List<SeriesKey> series(String experiment) throws SQLException {
        String sql = "SELECT experiment, variant, kind, subject, measure, direction FROM series"
                + (experiment == null ? "" : " WHERE experiment = ?") + " ORDER BY experiment, variant, kind, subject, measure";
        List<SeriesKey> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement(sql)) {
            if (experiment != null) {
                p.setString(1, experiment);
            }
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(new SeriesKey(r.getString(1), r.getString(2), new Figure(Figure.Kind.valueOf(r.getString(3)), r.getString(4),
                            r.getString(5), Direction.valueOf(r.getString(6)))));
                }
            }
        }
        return out;
    }

    /** The experiments indexed, by name. */
    List<String> experiments() throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT DISTINCT experiment FROM series ORDER BY experiment")) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }

    /** A series' points, oldest first (ties by run id, which begins with the start time). */
    List<RunPoint> points(String seriesId) throws SQLException {
        List<RunPoint> out = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT run, started, v, low, high, n FROM points WHERE series = ? ORDER BY started, run")) {
            p.setString(1, seriesId);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(new RunPoint(r.getString(1), Instant.ofEpochMilli(r.getLong(2)), r.getDouble(3), r.getDouble(4), r.getDouble(5),
                            r.getInt(6)));
                }
            }
        }
        return out;
    }

    /** The stored judgement of a series made with these options, or null (never judged, or with other options). */
    Series judgement(SeriesKey key, String options, List<RunPoint> points) throws SQLException {
        String sid = key.id();
        try (PreparedStatement p = c.prepareStatement("SELECT judged_with, judged, erratic, noise FROM series WHERE id = ?")) {
            p.setString(1, sid);
            try (ResultSet r = p.executeQuery()) {
                if (!r.next() || !options.equals(r.getString(1))) {
                    return null;
                }
                boolean judged = r.getBoolean(2);
                boolean erratic = r.getBoolean(3);
                double noise = r.getDouble(4);
                List<Change> changes = new ArrayList<>();
                try (PreparedStatement q = c.prepareStatement(
                        "SELECT idx, run, previous, before_mean, after_mean, p FROM changes WHERE series = ? ORDER BY idx")) {
                    q.setString(1, sid);
                    try (ResultSet cr = q.executeQuery()) {
                        while (cr.next()) {
                            changes.add(new Change(key, new ChangePoint(cr.getInt(1), cr.getDouble(4), cr.getDouble(5), cr.getDouble(6)),
                                    cr.getString(2), cr.getString(3)));
                        }
                    }
                }
                return new Series(key, points, List.copyOf(changes), judged, erratic, noise);
            }
        }
    }

    /** Stores a series' judgement made with these options, replacing the last. */
    void putJudgement(Series s, String options) throws SQLException {
        String sid = s.key().id();
        c.setAutoCommit(false);
        try {
            try (PreparedStatement p = c.prepareStatement("UPDATE series SET judged_with = ?, judged = ?, erratic = ?, noise = ? WHERE id = ?")) {
                p.setString(1, options);
                p.setBoolean(2, s.judged());
                p.setBoolean(3, s.erratic());
                p.setDouble(4, s.noise());
                p.setString(5, sid);
                p.executeUpdate();
            }
            try (PreparedStatement p = c.prepareStatement("DELETE FROM changes WHERE series = ?")) {
                p.setString(1, sid);
                p.executeUpdate();
            }
            try (PreparedStatement p = c.prepareStatement(
                    "INSERT INTO changes(series, idx, run, previous, before_mean, after_mean, p) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                for (Change ch : s.changes()) {
                    p.setString(1, sid);
                    p.setInt(2, ch.point().index());
                    p.setString(3, ch.run());
                    p.setString(4, ch.previous());
                    p.setDouble(5, ch.point().meanBefore());
                    p.setDouble(6, ch.point().meanAfter());
                    p.setDouble(7, ch.point().pValue());
                    p.addBatch();
                }
                p.executeBatch();
            }
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    /** Series ids by key, for those of a collection of ids that exist. */
    List<SeriesKey> seriesByIds(Collection<String> ids) throws SQLException {
        List<SeriesKey> out = new ArrayList<>();
        for (SeriesKey k : series(null)) {
            if (ids.contains(k.id())) {
                out.add(k);
            }
        }
        return out;
    }

    /** Compacts the file fully and closes (after a rebuild, which leaves most of the file's old pages unused). */
    void compactAndClose() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("SHUTDOWN COMPACT");
        } finally {
            close();
        }
    }

    @Override
    public void close() {
        try {
            c.close();
        } catch (SQLException e) {
            // closing a file database we only read or wrote through committed transactions: nothing left to lose
        }
    }
}

package io.benchlab.core.history;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.bundle.RunIndex;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.compare.FigureSamples;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The run history of a home: every complete run of the runs {@code benchlab runs} lists, each
 * variant's figures as points of series (experiment × variant × figure), each series judged for
 * change points. The index ({@link HistoryStore}) follows the bundles: {@link #update} adds the
 * runs not yet in it and forgets the ones deleted, judging again only the series those runs are in.
 * Close it when done ({@code try (History h = new History(home)) { … }}): it holds the index open.
 */
public final class History implements AutoCloseable {
    private final BenchlabHome home;
    private final RunIndex runs;
    private final BundleReader reader = new BundleReader();
    /**
     * The index, opened at first use and held until {@link #close}: one connection for all a command
     * asks (opening H2 costs more than most queries). A long-lived reader (the app) closes it after
     * each look, so a run ending meanwhile is not kept waiting for the file.
     */
    private HistoryStore store;

    public History(BenchlabHome home) {
        this.home = home;
        this.runs = new RunIndex(home);
    }

    /**
     * What an indexing did.
     *
     * @param added   runs read into the index
     * @param removed runs forgotten (their bundles are gone)
     * @param skipped bundles left out, each with its line in the warnings
     * @param judged  series judged again
     */
    public record Indexing(int added, int removed, int skipped, int judged) {
    }

    /** Drops the index and reads every bundle again. */
    public Indexing reindex(ChangePointOptions options, Consumer<String> warn) {
        try {
            HistoryStore store = store();
            store.clear();
            Indexing done = index(store, runs.folders(), Set.of(), options, warn);
            this.store = null; // reopened at the next use
            store.compactAndClose();
            return done;
        } catch (SQLException e) {
            throw failure(e);
        }
    }

    /** Brings the index up to the bundles: new runs read, deleted ones forgotten, only their series judged again. */
    public Indexing update(ChangePointOptions options, Consumer<String> warn) {
        try {
            HistoryStore store = store();
            Map<String, Path> indexed = store.runs();
            List<Path> present = runs.folders();
            Set<String> presentIds = new LinkedHashSet<>();
            List<Path> fresh = new ArrayList<>();
            for (Path dir : present) {
                String id = dir.getFileName().toString();
                presentIds.add(id);
                if (!indexed.containsKey(id)) {
                    fresh.add(dir);
                }
            }
            Set<String> gone = new LinkedHashSet<>(indexed.keySet());
            gone.removeAll(presentIds);
            return index(store, fresh, gone, options, warn);
        } catch (SQLException e) {
            throw failure(e);
        }
    }

    /** Adds one run that just completed (the hook at the end of {@code benchlab run}); its series judged again. */
    public Indexing add(Path bundleDir, ChangePointOptions options, Consumer<String> warn) {
        try {
            HistoryStore store = store();
            return index(store, List.of(bundleDir), Set.of(), options, warn);
        } catch (SQLException e) {
            throw failure(e);
        }
    }

    /**
     * The hook where a run ends ({@code benchlab run}, the app's run): a complete run goes into the
     * index and its series are judged again. A failure here loses nothing (the next {@code history}
     * reads the run from its bundle), so it is one line, never the run's failure.
     */
    public static void afterRun(BenchlabHome home, Path bundleDir, Consumer<String> warn) {
        if (bundleDir == null) {
            return;
        }
        try (History h = new History(home)) {
            h.add(bundleDir, ChangePointOptions.DEFAULTS, warn);
        } catch (BenchlabException e) {
            warn.accept("the run is not in the history's index yet (" + e.getMessage().lines().findFirst().orElse("") + "); `benchlab history`"
                    + " reads it from its bundle");
        }
    }

    private Indexing index(HistoryStore store, List<Path> dirs, Set<String> gone, ChangePointOptions options, Consumer<String> warn)
            throws SQLException {
        if (dirs.isEmpty() && gone.isEmpty()) {
            return new Indexing(0, 0, 0, 0); // nothing new: no series to judge again
        }
        Set<String> touched = new LinkedHashSet<>();
        for (String id : gone) {
            touched.addAll(store.removeRun(id));
        }
        int added = 0;
        int skipped = 0;
        for (Path dir : dirs) {
            RunPoints read = read(dir, warn);
            if (read == null) {
                skipped++;
                continue;
            }
            if (read.points().isEmpty()) {
                continue; // not complete, or no figure: nothing to follow
            }
            Manifest m = read.manifest();
            touched.addAll(store.putRun(dir.getFileName().toString(), dir, m.experiment(), m.startedAt(), m.benchlabVersion(), read.points()));
            added++;
        }
        String signature = options.toString();
        List<SeriesKey> keys = store.seriesByIds(touched);
        for (SeriesKey k : keys) {
            store.putJudgement(Series.judge(k, store.points(k.id()), options), signature);
        }
        return new Indexing(added, gone.size(), skipped, keys.size());
    }

    /** A run's manifest and its points by series; empty points for a run that is not complete. */
    private record RunPoints(Manifest manifest, Map<SeriesKey, RunPoint> points) {
    }

    /** Reads one bundle; null (with one line said) when it cannot be read or is too new. */
    private RunPoints read(Path dir, Consumer<String> warn) {
        Bundle b;
        try {
            b = reader.read(dir);
        } catch (BenchlabException e) {
            // the reader's own sentence, unless what it wraps is the JSON library's wording
            warn.accept("history: skipped " + dir + ": " + (e.getCause() instanceof java.io.IOException
                    ? "its files are not readable JSON (cut short, or not written by benchlab)" : oneLine(e)));
            return null;
        } catch (RuntimeException e) {
            warn.accept("history: skipped " + dir + ": its files are not readable as a benchlab bundle");
            return null;
        }
        Manifest m = b.manifest();
        if (m.status() != RunStatus.COMPLETE) {
            return new RunPoints(m, Map.of());
        }
        if (m.experiment() == null || m.startedAt() == null) {
            warn.accept("history: skipped " + dir + ": its manifest names no experiment or start time (written by an older benchlab?)");
            return null;
        }
        if (m.definitions() == null) {
            warn.accept("history: indexed " + dir + ", written by benchlab " + (m.benchlabVersion() == null ? "(unknown)" : m.benchlabVersion())
                    + " before bundles kept each operation's definition: whether its SQL changed around it is unknown");
        }
        Map<SeriesKey, RunPoint> points = new LinkedHashMap<>();
        try {
            for (String variant : m.variants()) {
                for (FigureSamples f : FigureSamples.of(b, variant)) {
                    double[] mi = MedianInterval.of(f.samples());
                    points.put(new SeriesKey(m.experiment(), variant, f.figure()),
                            new RunPoint(dir.getFileName().toString(), m.startedAt(), mi[0], mi[1],
                                    mi[2], f.samples().length));
                }
            }
        } catch (RuntimeException e) {
            warn.accept("history: skipped " + dir + ": its records are not readable as a benchlab bundle's");
            return null;
        }
        return new RunPoints(m, points);
    }

    private static String oneLine(Exception e) {
        String msg = e.getMessage() == null ? "unreadable" : e.getMessage();
        return msg.lines().findFirst().orElse(msg);
    }

    /** The experiments with series, by name. */
    public List<String> experiments() {
        try {
            HistoryStore store = store();
            return store.experiments();
        } catch (SQLException e) {
            throw failure(e);
        }
    }

    /** Nothing for null (every experiment) or a name with runs in the history; else one line naming those there are. */
    public void requireExperiment(String experiment) {
        if (experiment == null) {
            return;
        }
        List<String> names = experiments();
        if (!names.contains(experiment)) {
            throw new BenchlabException("no run of an experiment named '" + experiment + "' in the history"
                    + (names.isEmpty() ? " (it holds no complete run yet)" : " (experiments: " + String.join(", ", names) + ")"));
        }
    }

    /**
     * The series of an experiment (all when null) that pass the filter, judged with these options:
     * the stored judgement when it was made with them, else judged now (and not stored).
     */
    public List<Series> series(String experiment, Predicate<SeriesKey> filter, ChangePointOptions options) {
        try {
            HistoryStore store = store();
            String signature = options.toString();
            List<Series> out = new ArrayList<>();
            for (SeriesKey k : store.series(experiment)) {
                if (!filter.test(k)) {
                    continue;
                }
                List<RunPoint> points = store.points(k.id());
                Series s = store.judgement(k, signature, points);
                out.add(s != null ? s : Series.judge(k, points, options));
            }
            return out;
        } catch (SQLException e) {
            throw failure(e);
        }
    }

    /**
     * The series of an experiment (all when null) that pass the filter, each with its changes reported
     * (their triage, and what changed around each when asked): what every face shows.
     */
    public List<SeriesReport> reports(String experiment, Predicate<SeriesKey> filter, ChangePointOptions options, Map<String, Triage> triage,
                                      boolean withDifferences) {
        return new ChangeReport.Builder(this, triage).of(series(experiment, filter, options), withDifferences);
    }

    /** The bundle folder of an indexed run, or null. */
    public Path bundle(String runId) {
        try {
            HistoryStore store = store();
            return store.run(runId);
        } catch (SQLException e) {
            throw failure(e);
        }
    }

    private HistoryStore store() {
        if (store == null) {
            store = HistoryStore.open(HistoryStore.folder(home.root()));
        }
        return store;
    }

    /** Closes the index (a later call opens it again). */
    @Override
    public void close() {
        if (store != null) {
            store.close();
            store = null;
        }
    }

    private BenchlabException failure(SQLException e) {
        return new BenchlabException("the run history's index in " + HistoryStore.folder(home.root()) + " failed ("
                + oneLine(e) + "); `benchlab history --reindex` rebuilds it from the bundles", e);
    }
}

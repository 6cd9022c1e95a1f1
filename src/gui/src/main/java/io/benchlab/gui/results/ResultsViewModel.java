package io.benchlab.gui.results;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.AnswerSummary;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.BufferPoolFigures;
import io.benchlab.core.bundle.VariantSizes;
import io.benchlab.core.bundle.PhaseKinds;
import io.benchlab.core.bundle.ClusterSamples;
import io.benchlab.core.bundle.DataCheckSummary;
import io.benchlab.core.bundle.FaultSamples;
import io.benchlab.core.bundle.SideLoadSamples;
import io.benchlab.core.bundle.RunIndex;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.settings.VariableDiff;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.view.LoadHostTable;
import io.benchlab.core.view.SweepTable;
import io.benchlab.gui.ResultTables;
import io.benchlab.gui.StreamCharts;
import io.benchlab.gui.TableData;
import io.benchlab.gui.UiThread;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * State of the Results view: the runs of the home (HOME/runs and every folder {@code run -o} wrote
 * to, as {@code benchlab runs} lists them) and the one selected, with its tables. The list follows the
 * folders by itself ({@link #watch}): a run started from the CLI appears while the window is open, and
 * a run that ends stops saying "running". Plain JavaFX properties, no toolkit needed, so tests drive it
 * directly.
 */
public final class ResultsViewModel {
    /** How often the run folders are looked at again: a directory listing each, and the manifests of runs still running. */
    public static final Duration WATCH_EVERY = Duration.ofSeconds(2);

    private final Path runsDir;
    private final Supplier<List<Path>> lister;
    private final BundleReader reader = new BundleReader();
    private final ObservableList<Path> bundles = FXCollections.observableArrayList();
    /** Each listed run's entry, read from its manifest once and again only while it says running (replaced whole, never changed). */
    private volatile Map<Path, RunEntry> entries = Map.of();
    /** Counts changes of entries already listed (a run that ended), so the list redraws its cells. */
    private final IntegerProperty entriesChanged = new SimpleIntegerProperty();
    /** Counts runs opened, set when every property of the run is (the view chooses its tab then). */
    private final IntegerProperty opened = new SimpleIntegerProperty();
    private ScheduledExecutorService watcher;
    private final ObjectProperty<Bundle> bundle = new SimpleObjectProperty<>();
    private final ObjectProperty<BundleSummary> summary = new SimpleObjectProperty<>();
    /** check: answers of the selected run, one line as show prints it (AnswerSummary); empty when it did not check. */
    private final javafx.beans.property.StringProperty answers = new javafx.beans.property.SimpleStringProperty("");
    /** The workload's check of its data (TPC-C's consistency), the verdict and what failed as show prints it; empty when none. */
    private final StringProperty consistency = new SimpleStringProperty("");
    /** The workloads' own figures of the streams (rates such as NOPM, latency limits) and their notes. */
    private final ObservableList<String> phases = FXCollections.observableArrayList();
    private final StringProperty phase = new SimpleStringProperty(ResultTables.ALL_PHASES);
    private final PerQueryModel perQuery = new PerQueryModel();
    private final WorkloadFiguresModel workloadFigures = new WorkloadFiguresModel();
    private final FaultsModel faultTables = new FaultsModel();
    private final StudiesModel studies = new StudiesModel();
    private final RoundsModel rounds = new RoundsModel();
    private final SessionsModel sessions = new SessionsModel();
    private final StringProperty counterFilter = new SimpleStringProperty("");
    private final ObjectProperty<TableData> totals = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> counters = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<ClusterSamples> cluster = new SimpleObjectProperty<>();
    private final ObjectProperty<TableData> nodes = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<FaultSamples> faults = new SimpleObjectProperty<>(new FaultSamples(List.of(), List.of()));
    private final ObjectProperty<StreamSamples> streams = new SimpleObjectProperty<>(StreamSamples.of(List.of(), List.of(), Map.of()));
    private final ObjectProperty<List<ResultTables.Box>> boxes = new SimpleObjectProperty<>(List.of());
    private final ObjectProperty<List<ResultTables.Titled>> breakdown = new SimpleObjectProperty<>(List.of());
    private final ObjectProperty<StateSamples> threadStates = new SimpleObjectProperty<>(StateSamples.none());
    private final ObjectProperty<TableData> statesTable = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> bufferPool = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> sizes = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> waitsTable = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> variables = new SimpleObjectProperty<>(TableData.empty());
    /** Each load host's share of the streams that ran on agents (show's "Load hosts" table); empty otherwise. */
    private final ObjectProperty<TableData> loadHosts = new SimpleObjectProperty<>(TableData.empty());
    /** A sweep's verdict tables, one per series, as show and the report print them; empty without a sweep. */
    private final ObjectProperty<List<SweepTable>> sweeps = new SimpleObjectProperty<>(List.of());
    private final StringProperty variablesTitle = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty totalsTitle = new SimpleStringProperty("Total seconds, variant × phase");

    private final ObjectProperty<Path> overlay = new SimpleObjectProperty<>();
    private final ObjectProperty<List<StreamCharts.Line>> streamLines = new SimpleObjectProperty<>(List.of());

    /** A run in the list: what it was, when, how it ended (from its manifest alone). */
    public record RunEntry(Path dir, String experiment, String started, String status, String workload) {

        /** "iibench · 2026-11-23 05:09 · complete · insert-stream" */
        public String text() {
            return experiment + " · " + started + " · " + status + " · " + workload;
        }

        /** Still running when last read: read again at the next look. */
        boolean running() {
            return RunStatus.RUNNING.label().equals(status);
        }
    }

    /** The runs of a home: HOME/runs and the folders {@code run -o} wrote to ({@link RunIndex}). */
    public ResultsViewModel(BenchlabHome home) {
        this(home.runs(), new RunIndex(home)::folders);
    }

    /** The runs of one folder. */
    public ResultsViewModel(Path runsDir) {
        this(runsDir, () -> new BundleReader().list(runsDir));
    }

    private ResultsViewModel(Path runsDir, Supplier<List<Path>> lister) {
        this.runsDir = runsDir;
        this.lister = lister;
        phase.addListener((o, a, b) -> {
            recomputeCounters();
            perQuery.show(bundle.get(), b);
        });
        overlay.addListener((o, a, b) -> recomputeStreamLines());
        counterFilter.addListener((o, a, b) -> recomputeCounters());
    }

    public Path runsDir() {
        return runsDir;
    }

    /** Re-lists the run folders (newest first) now, keeping the selection when it still exists. */
    public void refresh() {
        apply(scan());
    }

    /**
     * What the run folders hold now: the bundles, newest first, and each one's entry — read from its
     * manifest when it is new to the list or was running at the last look, else kept. Reads the disk:
     * call it off the FX thread ({@link #watch} does).
     *
     * @param bundles the bundle folders, newest first
     * @param entries their entries
     */
    public record Scan(List<Path> bundles, Map<Path, RunEntry> entries) {
    }

    public Scan scan() {
        List<Path> dirs;
        try {
            dirs = lister.get();
        } catch (BenchlabException e) {
            dirs = List.copyOf(bundles);
        }
        Map<Path, RunEntry> known = entries;
        Map<Path, RunEntry> now = new LinkedHashMap<>();
        for (Path d : dirs) {
            RunEntry e = known.get(d);
            now.put(d, e == null || e.running() ? read(d) : e);
        }
        return new Scan(dirs, now);
    }

    /**
     * Shows a {@link #scan} (FX thread): the list changes only where the folders did, so the selection
     * and the scroll stay; a run that ended redraws its line, and, when it is the one shown, its tables.
     */
    public void apply(Scan s) {
        Map<Path, RunEntry> before = entries;
        Map<Path, RunEntry> after = new LinkedHashMap<>(s.entries());
        bundles.stream().filter(p -> !after.containsKey(p)).forEach(p -> after.put(p, before.getOrDefault(p, read(p)))); // opened from elsewhere
        entries = Map.copyOf(after);
        List<Path> list = new ArrayList<>(s.bundles());
        bundles.stream().filter(p -> !s.bundles().contains(p) && java.nio.file.Files.isDirectory(p)).forEach(p -> list.add(0, p));
        if (!list.equals(bundles)) {
            // moved item by item, never replaced whole: a list's selection follows its item, not its index
            bundles.removeIf(p -> !list.contains(p));
            for (int i = 0; i < list.size(); i++) {
                Path p = list.get(i);
                if (i >= bundles.size() || !bundles.get(i).equals(p)) {
                    bundles.remove(p);
                    bundles.add(i, p);
                }
            }
        }
        boolean changed = s.entries().entrySet().stream()
                .anyMatch(e -> before.containsKey(e.getKey()) && !before.get(e.getKey()).equals(e.getValue()));
        if (changed) {
            entriesChanged.set(entriesChanged.get() + 1);
            Bundle shown = bundle.get();
            if (shown != null && before.containsKey(shown.dir()) && !before.get(shown.dir()).equals(after.get(shown.dir()))) {
                open(shown.dir()); // the run shown ended: its last measurements and status
            }
        }
    }

    /**
     * Looks at the run folders every {@link #WATCH_EVERY} on a background thread and shows what
     * changed on the UI thread. A second call does nothing; {@link #stopWatching} ends it.
     */
    public void watch(UiThread ui) {
        if (watcher != null) {
            return;
        }
        watcher = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "benchlab-gui-runs");
            t.setDaemon(true);
            return t;
        });
        watcher.scheduleWithFixedDelay(() -> {
            try {
                Scan s = scan();
                ui.execute(() -> apply(s));
            } catch (RuntimeException e) {
                ui.execute(() -> error.set("cannot list the runs: " + e.getMessage()));
            }
        }, WATCH_EVERY.toMillis(), WATCH_EVERY.toMillis(), TimeUnit.MILLISECONDS);
    }

    public void stopWatching() {
        if (watcher != null) {
            watcher.shutdownNow();
            watcher = null;
        }
    }

    /** The selected run's load hosts, one row per host and stream (as show prints them). */
    public ObjectProperty<TableData> loadHostsProperty() {
        return loadHosts;
    }

    /** The selected run's sweep, one table per series (operation × swept value, verdicts against the baseline value). */
    public ObjectProperty<List<SweepTable>> sweepsProperty() {
        return sweeps;
    }

    /** Counts runs opened, changed once all of a run's tables are set. */
    public javafx.beans.property.ReadOnlyIntegerProperty openedProperty() {
        return opened;
    }

    /** Counts changes of runs already listed (one that ended): the list's cells redraw on it. */
    public javafx.beans.property.ReadOnlyIntegerProperty entriesChangedProperty() {
        return entriesChanged;
    }

    /** Opens a bundle folder (any bundle, also one made by the CLI elsewhere). */
    public void open(Path dir) {
        try {
            Bundle b = reader.read(dir);
            BundleSummary s = BundleSummary.of(b);
            error.set("");
            bundle.set(b);
            summary.set(s);
            AnswerSummary checked = AnswerSummary.of(b);
            answers.set(checked == null ? "" : checked.headline()
                    + (checked.mismatched() > 0 ? " — " + String.join("; ", checked.problems().stream()
                    .filter(p -> p.contains("DIFFERS")).limit(3).toList()) : ""));
            DataCheckSummary data = DataCheckSummary.of(b);
            consistency.set(data == null ? "" : data.headline()
                    + (data.consistent() ? "" : " — " + String.join("; ", data.problems().stream().limit(3).toList())));
            List<String> ph = new ArrayList<>();
            ph.add(ResultTables.ALL_PHASES);
            ph.addAll(s.phases());
            phases.setAll(ph);
            phase.set(ResultTables.ALL_PHASES);
            perQuery.show(b, ResultTables.ALL_PHASES);
            boolean streamsOnly = b.measurements().isEmpty() && !b.streams().isEmpty();
            totalsTitle.set(streamsOnly ? "Streams: throughput and latency" : "Total seconds, variant × phase");
            StreamSamples st = StreamSamples.of(b);
            ClusterSamples clusterSamples = ClusterSamples.of(b);
            cluster.set(clusterSamples);
            nodes.set(ResultTables.nodes(clusterSamples));
            FaultSamples f = FaultSamples.of(b);
            faults.set(f);
            faultTables.show(f, SideLoadSamples.of(b), b.manifest().variants());
            studies.show(b);
            rounds.show(io.benchlab.core.bundle.RoundSamples.of(b));
            sessions.show(reader.records(b.dir(), io.benchlab.core.bundle.BundleFormat.SESSIONS,
                    io.benchlab.core.bundle.SessionRecords.StepRecord.class));
            streams.set(st);
            workloadFigures.show(st);
            totals.set(streamsOnly ? ResultTables.streams(st) : ResultTables.totals(s));
            boxes.set(ResultTables.throughputBoxes(st));
            breakdown.set(ResultTables.breakdown(st));
            StateSamples states = StateSamples.of(b);
            threadStates.set(states);
            waitsTable.set(ResultTables.waits(io.benchlab.core.bundle.WaitSamples.of(b)));
            statesTable.set(ResultTables.states(states));
            bufferPool.set(ResultTables.bufferPool(BufferPoolFigures.of(b)));
            VariantSizes variantSizes = VariantSizes.of(b);
            sizes.set(variantSizes.isEmpty() ? TableData.empty() : ResultTables.sizes(variantSizes));
            recomputeStreamLines();
            VariableDiff diff = VariableDiff.of(b);
            variables.set(ResultTables.variables(diff));
            variablesTitle.set(!diff.comparable() ? "" : diff.isEmpty() ? (diff.perNode() ? "Server variables: every node is configured alike in all the variants"
                    : "Server variables: the variants' servers are configured alike")
                    : "Server variables that differ between the variants: " + count(diff) + " (Variables tab; * = set by the experiment)");
            recomputeCounters();
            sweeps.set(SweepTable.of(b, s, null));
            List<List<String>> hostRows = LoadHostTable.rows(st.streams());
            loadHosts.set(hostRows.isEmpty() ? TableData.empty() : new TableData(LoadHostTable.HEADERS, hostRows));
            opened.set(opened.get() + 1); // last: every table of the run is set
        } catch (BenchlabException | IllegalArgumentException e) {
            error.set(e.getMessage());
        }
    }

    /** The selected run's streams, and the overlaid run's (each run's folder name first in every label) when one is chosen. */
    private void recomputeStreamLines() {
        Bundle b = bundle.get();
        if (b == null) {
            streamLines.set(List.of());
            return;
        }
        Path other = overlay.get();
        List<StreamCharts.Line> lines = new ArrayList<>(StreamCharts.Line.of(streams.get(), faults.get(), SideLoadSamples.of(b),
                other == null ? "" : b.dir().getFileName().toString()));
        if (other != null && !other.equals(b.dir())) {
            try {
                Bundle o = reader.read(other);
                lines.addAll(StreamCharts.Line.of(StreamSamples.of(o), FaultSamples.of(o), SideLoadSamples.of(o),
                        o.dir().getFileName().toString()));
            } catch (BenchlabException e) {
                error.set(e.getMessage());
            }
        }
        streamLines.set(List.copyOf(lines));
    }

    /** The list entry of a run folder (as last read); a folder whose manifest cannot be read shows its name. */
    public RunEntry entry(Path dir) {
        RunEntry e = entries.get(dir);
        return e != null ? e : read(dir);
    }

    private RunEntry read(Path dir) {
        try {
            var m = reader.manifest(dir);
            String started = m.startedAt() == null ? "?" : java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                    .withZone(java.time.ZoneId.systemDefault()).format(m.startedAt());
            return new RunEntry(dir, m.experiment(), started, m.status().label(), m.workload());
        } catch (BenchlabException e) {
            return new RunEntry(dir, dir.getFileName().toString(), "?", "unreadable", "?");
        }
    }

    /** Another run whose streams are drawn over the selected run's (null for none). */
    public ObjectProperty<Path> overlayProperty() {
        return overlay;
    }

    /** The streams to draw: the selected run's, and the overlaid run's. */
    public ObjectProperty<List<StreamCharts.Line>> streamLinesProperty() {
        return streamLines;
    }

    private static String count(VariableDiff d) {
        List<String> parts = new ArrayList<>();
        if (!d.variables().isEmpty()) {
            parts.add(d.variables().size() + (d.variables().size() == 1 ? " variable" : " variables"));
        }
        if (!d.optimizerSwitch().isEmpty()) {
            parts.add(d.optimizerSwitch().size() + (d.optimizerSwitch().size() == 1 ? " optimizer_switch flag" : " optimizer_switch flags"));
        }
        return String.join(", ", parts);
    }

    private void recomputeCounters() {
        BundleSummary s = summary.get();
        if (s == null) {
            counters.set(TableData.empty());
            return;
        }
        String p = phase.get() == null ? ResultTables.ALL_PHASES : phase.get();
        if (ResultTables.ALL_PHASES.equals(p) && bundle.get() != null) {
            // every warm phase summed, never the cold one with them (it reads the disk where they find the pool): the phase
            // choice shows the cold run's own counters
            List<java.util.Set<String>> warm = s.variants().stream().map(v -> PhaseKinds.of(bundle.get(), v).oneKind()).toList();
            List<Map<String, Long>> values = new ArrayList<>();
            List<Map<String, io.benchlab.core.bundle.Records.Gauge>> gauges = new ArrayList<>();
            for (int i = 0; i < s.variants().size(); i++) {
                values.add(ResultTables.counters(s, s.variants().get(i), warm.get(i)));
                gauges.add(ResultTables.gauges(s, s.variants().get(i), warm.get(i)));
            }
            counters.set(ResultTables.withGauges(ResultTables.counterDiff(s.variants(), values, counterFilter.get()), gauges, counterFilter.get()));
            return;
        }
        List<Map<String, Long>> values = s.variants().stream().map(v -> ResultTables.counters(s, v, p)).toList();
        counters.set(ResultTables.withGauges(ResultTables.counterDiff(s.variants(), values, counterFilter.get()),
                s.variants().stream().map(v -> ResultTables.gauges(s, v, p)).toList(), counterFilter.get()));
    }

    /** One line about the selected bundle for the header. */
    public String headline() {
        BundleSummary s = summary.get();
        if (s == null) {
            return "No run selected";
        }
        return s.experiment() + " · " + s.workload() + " · " + s.status() + (s.message() == null ? "" : " (" + s.message() + ")");
    }

    public ObservableList<Path> bundles() {
        return bundles;
    }

    public ObjectProperty<Bundle> bundleProperty() {
        return bundle;
    }

    public javafx.beans.property.StringProperty answersProperty() {
        return answers;
    }

    public StringProperty consistencyProperty() {
        return consistency;
    }




    public ObjectProperty<BundleSummary> summaryProperty() {
        return summary;
    }

    public ObservableList<String> phases() {
        return phases;
    }

    /** The workload's own figures on the Streams tab (notes, rates, limits). */
    public WorkloadFiguresModel workloadFigures() {
        return workloadFigures;
    }

    /** The Studies tab's view-model: the optimizer studies the run declared. */
    public StudiesModel studies() {
        return studies;
    }

    /** The Faults tab's view-model. */
    public FaultsModel faultTables() {
        return faultTables;
    }

    /** The Rounds tab's view-model: streams run in rounds (mysqlslap's iterations). */
    public RoundsModel rounds() {
        return rounds;
    }

    /** The Sessions tab's view-model: scripted sessions' time lines and steps. */
    public SessionsModel sessions() {
        return sessions;
    }

    /** The Per query section's view-model. */
    public PerQueryModel perQuery() {
        return perQuery;
    }

    public StringProperty phaseProperty() {
        return phase;
    }

    public StringProperty counterFilterProperty() {
        return counterFilter;
    }

    public ObjectProperty<TableData> totalsProperty() {
        return totals;
    }

    public ObjectProperty<TableData> countersProperty() {
        return counters;
    }

    /** The selected bundle's per-node figures when it ran on a cluster (empty otherwise), as the CLI and the report read them. */
    /** The selected run's faults and audits (empty for a run without). */
    public ObjectProperty<FaultSamples> faultsProperty() {
        return faults;
    }



    /** A cluster run's nodes side by side (empty for one server). */
    public ObjectProperty<TableData> nodesProperty() {
        return nodes;
    }

    public ObjectProperty<ClusterSamples> clusterProperty() {
        return cluster;
    }

    /** The selected bundle's streams, as the CLI and the report read them. */
    public ObjectProperty<StreamSamples> streamsProperty() {
        return streams;
    }

    /** What the selected run's streams' totals are made of (sysbench's SQL statistics, kinds, counts, errors by class). */
    public ObjectProperty<List<ResultTables.Titled>> breakdownProperty() {
        return breakdown;
    }

    /** The selected bundle's thread states (empty when it sampled none), as the CLI and the report read them. */
    public ObjectProperty<StateSamples> threadStatesProperty() {
        return threadStates;
    }

    /** Its variants' table and index sizes beside their speed, as show prints them; empty when none were recorded. */
    public ObjectProperty<TableData> sizesProperty() {
        return sizes;
    }

    /** Its buffer pool per variant, query and phase (hit ratio, young / not-young moves), as show prints it; empty without InnoDB reads. */
    public ObjectProperty<TableData> bufferPoolProperty() {
        return bufferPool;
    }

    /** Its thread states side by side: per operation and state, each variant's share and most sessions at once. */
    public ObjectProperty<TableData> statesTableProperty() {
        return statesTable;
    }

    /** Its streams' performance_schema waits and stages ({@code options.performanceSchema}); empty when it sampled none. */
    public ObjectProperty<TableData> waitsTableProperty() {
        return waitsTable;
    }

    public ObjectProperty<List<ResultTables.Box>> boxesProperty() {
        return boxes;
    }

    public StringProperty totalsTitleProperty() {
        return totalsTitle;
    }

    /** The variable diff as a table: one row per differing variable (optimizer_switch flag by flag); empty for one variant. */
    public ObjectProperty<TableData> variablesProperty() {
        return variables;
    }

    public StringProperty variablesTitleProperty() {
        return variablesTitle;
    }

    public StringProperty errorProperty() {
        return error;
    }
}

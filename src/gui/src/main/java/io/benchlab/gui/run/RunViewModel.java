package io.benchlab.gui.run;

import io.benchlab.core.util.Durations;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.agent.LoadHosts;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.run.ExperimentRunner;
import io.benchlab.core.run.RunControl;
import io.benchlab.core.run.RunListener;
import io.benchlab.core.run.RunOutcome;
import io.benchlab.core.run.StreamEngineExecutor;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.gui.UiThread;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Runs an experiment on a background thread and mirrors its progress. The engine calls this
 * {@link RunListener} from the run (and sampler) threads; every state change hops to the UI
 * thread through {@link UiThread}.
 */
public final class RunViewModel implements RunListener {
    private final PluginRegistry plugins;
    private final ServerFactory servers;
    private final Path runsDir;
    private final UiThread ui;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "benchlab-gui-run");
        t.setDaemon(true);
        return t;
    });
    private final BooleanProperty running = new SimpleBooleanProperty();
    private final StringProperty variant = new SimpleStringProperty("");
    private final StringProperty phase = new SimpleStringProperty("");
    private final StringProperty operation = new SimpleStringProperty("");
    private final StringProperty elapsed = new SimpleStringProperty("");
    private final StringProperty operationElapsed = new SimpleStringProperty("");
    private final StringProperty remaining = new SimpleStringProperty("");
    /** The timed operation running now (FX thread only); null between operations. */
    private Running current;
    private final StringProperty step = new SimpleStringProperty("Idle");
    private final ObservableList<List<String>> finished = FXCollections.observableArrayList();
    private final ObservableList<IntervalRecord> intervals = FXCollections.observableArrayList();
    /** The unit of each stream seen so far (FX thread only). */
    private final Map<StreamKey, String> units = new LinkedHashMap<>();
    private final ObservableList<String> log = FXCollections.observableArrayList();
    private final ObjectProperty<RunOutcome> outcome = new SimpleObjectProperty<>();
    private final StringProperty error = new SimpleStringProperty("");
    private final ObjectProperty<Path> bundle = new SimpleObjectProperty<>();
    private volatile RunControl control;
    private volatile Instant startedAt;
    private Consumer<RunOutcome> onFinished = o -> {
    };
    private volatile Function<HostKeyPolicy.UnknownKey, Boolean> hostKeyQuestion = key -> false;
    /** What follows a run's end on the run's thread, before the window hears of it: the run history indexes it. */
    private volatile Consumer<Path> afterRun = dir -> {
    };

    /**
     * A timed operation in flight.
     *
     * @param startedNanos     when it started ({@link System#nanoTime()})
     * @param remainingAtStart the engine's estimate of the rest of the run, this operation included; NaN when it has no basis yet
     */
    private record Running(String operation, long startedNanos, double remainingAtStart) {
    }

    public RunViewModel(PluginRegistry plugins, ServerFactory servers, Path runsDir, UiThread ui) {
        this.plugins = plugins;
        this.servers = servers;
        this.runsDir = runsDir;
        this.ui = ui;
    }

    public void onFinished(Consumer<RunOutcome> action) {
        this.onFinished = action;
    }

    /**
     * Called with each run's bundle as it ends, on the run's thread (so the window's History tab finds the
     * run when told it finished): the app adds it to the run history's index, as {@code benchlab run} does.
     */
    public void afterRun(Consumer<Path> action) {
        this.afterRun = action;
    }

    /** Starts the experiment in {@code file} in the background; false (with an error set) if one already runs. */
    public boolean start(Path file) {
        if (running.get()) {
            error.set("a run is already in progress");
            return false;
        }
        finished.clear();
        intervals.clear();
        units.clear();
        log.clear();
        error.set("");
        outcome.set(null);
        bundle.set(null);
        current = null;
        operationElapsed.set("");
        remaining.set("");
        running.set(true);
        step.set("Starting: validating the experiment and starting servers…");
        RunControl c = new RunControl();
        control = c;
        startedAt = Instant.now();
        worker.submit(() -> {
            RunOutcome result = null;
            String failure = null;
            try {
                ExperimentFile f = ExperimentFile.read(file);
                // an unknown SSH host key (load hosts, a remote server) is a question for the user, asked in a dialog
                HostKeyPolicy hostKeys = hostKeyPolicy();
                // load hosts are logged in to and given the agent before anything starts, as the CLI does
                try (LoadHosts loadHosts = LoadHosts.forRun(f, plugins, this::message, hostKeys)) {
                    result = new ExperimentRunner(plugins, servers, hostKeys, new StreamEngineExecutor(loadHosts)).run(f, runsDir, this, c);
                }
            } catch (RunControl.Cancelled e) {
                failure = "cancelled before the run started";
            } catch (BenchlabException e) {
                failure = e.getMessage();
            } catch (RuntimeException e) {
                failure = "unexpected error: " + e;
            }
            if (result != null && result.bundle() != null) {
                afterRun.accept(result.bundle());
            }
            RunOutcome r = result;
            String f = failure;
            ui.execute(() -> {
                running.set(false);
                current = null;
                tick();
                if (f != null) {
                    error.set(f);
                    step.set("Failed");
                } else {
                    outcome.set(r);
                    step.set(describe(r));
                    onFinished.accept(r);
                }
            });
        });
        return true;
    }

    /**
     * Who answers whether to trust an SSH host key not yet in known_hosts (the view's dialog); called
     * on the UI thread. Without one every unknown key is refused, as the CLI does without
     * {@code --accept-new-host-key}.
     */
    public void onUnknownHostKey(Function<HostKeyPolicy.UnknownKey, Boolean> ask) {
        this.hostKeyQuestion = ask;
    }

    /** How a run of this view treats an unknown host key: it asks {@link #onUnknownHostKey}'s answerer. */
    public HostKeyPolicy hostKeyPolicy() {
        return HostKeyPolicy.ask(this::askOnUiThread);
    }

    /** Asks on the UI thread and waits for the answer (the run's thread: a login waits for it). */
    private boolean askOnUiThread(HostKeyPolicy.UnknownKey key) {
        CompletableFuture<Boolean> answer = new CompletableFuture<>();
        ui.execute(() -> {
            try {
                answer.complete(Boolean.TRUE.equals(hostKeyQuestion.apply(key)));
            } catch (RuntimeException e) {
                answer.complete(false);
            }
        });
        try {
            return answer.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException e) {
            return false;
        }
    }

    private static String describe(RunOutcome r) {
        String s = switch (r.status()) {
            case COMPLETE -> r.failedOperations() == 0 ? "Complete" : "Complete, " + r.failedOperations() + " operation(s) failed";
            case INTERRUPTED -> "Interrupted (bundle kept)";
            case FAILED -> "Failed: " + r.message();
            case RUNNING -> "Running";
        };
        return s;
    }

    /** Asks the run to stop: queries in flight are killed, the bundle is kept and marked interrupted. */
    public void cancel() {
        RunControl c = control;
        if (c != null && running.get()) {
            step.set("Cancelling…");
            c.cancel();
        }
    }

    /**
     * Refreshes the run's elapsed time, the running operation's, and what is left of the run: the
     * engine's estimate at the operation's start minus the time it has run since, as the CLI's
     * progress line says it (the view calls this on a timer, on the FX thread).
     */
    public void tick() {
        Instant s = startedAt;
        if (s != null) {
            elapsed.set(Durations.clock(Duration.between(s, Instant.now()).toSeconds()));
        }
        Running r = current;
        if (r == null) {
            operationElapsed.set("");
            remaining.set(running.get() ? remaining.get() : "");
            return;
        }
        long ran = (System.nanoTime() - r.startedNanos()) / 1_000_000_000L;
        operationElapsed.set(r.operation() + " running " + Durations.clock(ran));
        double left = r.remainingAtStart() - ran;
        remaining.set(Double.isNaN(left) ? "no estimate yet (no earlier phase or run to go by)"
                : left < 1 ? "past the estimate" : "about " + Durations.clock(Math.round(left)));
    }

    public void shutdown() {
        cancel();
        worker.shutdown();
    }

    // RunListener: called from the engine's threads.

    @Override
    public void started(Path dir) {
        ui.execute(() -> {
            bundle.set(dir);
            log.add("Bundle " + dir.getFileName());
        });
    }

    @Override
    public void variantStarted(String v, int index, int count) {
        ui.execute(() -> {
            variant.set(v + " (" + (index + 1) + "/" + count + ")");
            step.set("Running");
        });
    }

    @Override
    public void phaseStarted(String v, String p) {
        ui.execute(() -> phase.set(p));
    }

    @Override
    public void operationStarted(String v, String p, String op, double remainingSeconds) {
        Running r = new Running(op, System.nanoTime(), remainingSeconds);
        ui.execute(() -> {
            current = r;
            operation.set(op);
            tick();
        });
    }

    @Override
    public void operationFinished(Measurement m) {
        List<String> row = List.of(m.variant(), m.phase(), m.operation(), String.format(Locale.ROOT, "%.4f", m.seconds()),
                String.valueOf(m.rows()), m.error() == null ? "" : m.error());
        ui.execute(() -> {
            current = null;
            operation.set(m.operation());
            finished.add(row);
            tick();
        });
    }

    @Override
    public void progress(String s, long done, long total) {
        String text = total > 0 ? String.format(Locale.ROOT, "%s %d/%d", s, done, total) : s;
        ui.execute(() -> step.set(text));
    }

    @Override
    public void message(String text) {
        ui.execute(() -> log.add(text));
    }

    @Override
    public void interval(IntervalRecord interval, String unit) {
        ui.execute(() -> {
            operation.set(interval.operation());
            step.set("Streaming");
            units.putIfAbsent(interval.key(), unit);
            intervals.add(interval);
            tick();
        });
    }

    /** The streams of the run so far, grouped and summarized as a finished bundle's are (FX thread). */
    public StreamSamples streams() {
        return StreamSamples.of(List.of(), List.copyOf(intervals), units);
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    public StringProperty variantProperty() {
        return variant;
    }

    public StringProperty phaseProperty() {
        return phase;
    }

    public StringProperty operationProperty() {
        return operation;
    }

    public StringProperty elapsedProperty() {
        return elapsed;
    }

    /** The running operation and how long it has run ("q3 running 1:26"); empty between operations. */
    public StringProperty operationElapsedProperty() {
        return operationElapsed;
    }

    /** The estimate of the run's remaining time, from the engine's {@code RemainingTime}. */
    public StringProperty remainingProperty() {
        return remaining;
    }

    public StringProperty stepProperty() {
        return step;
    }

    public ObservableList<List<String>> finished() {
        return finished;
    }

    /** Every stream interval of the run so far, typed as the bundle holds them. */
    public ObservableList<IntervalRecord> intervals() {
        return intervals;
    }

    public ObservableList<String> log() {
        return log;
    }

    public ObjectProperty<RunOutcome> outcomeProperty() {
        return outcome;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public ObjectProperty<Path> bundleProperty() {
        return bundle;
    }

    public boolean interrupted() {
        return outcome.get() != null && outcome.get().status() == RunStatus.INTERRUPTED;
    }
}

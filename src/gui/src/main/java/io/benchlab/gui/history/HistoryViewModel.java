package io.benchlab.gui.history;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.history.ChangePointOptions;
import io.benchlab.core.history.ChangeReport;
import io.benchlab.core.history.History;
import io.benchlab.core.history.HistoryViews;
import io.benchlab.core.history.SeriesReport;
import io.benchlab.core.history.TriageBook;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.gui.ResultTables;
import io.benchlab.gui.TableData;
import io.benchlab.gui.UiThread;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The History tab's state: the experiments of the run history, the series (figures) of the one
 * picked, the changes of the figure picked, and what changed around the change picked, from the
 * same {@link SeriesReport}s {@code benchlab history} prints and the report's history page draws,
 * laid out by {@link HistoryViews}. The index is read off the FX thread ({@code background}) and
 * closed after each look, so a run ending meanwhile (the CLI's, or this app's) is not kept waiting.
 * A change opens the comparison of the run before it with its run ({@link #openCompare}).
 */
public final class HistoryViewModel {
    private final BenchlabHome home;
    private final Executor background;
    private final UiThread ui;
    private final ObservableList<String> experiments = FXCollections.observableArrayList();
    private final StringProperty experiment = new SimpleStringProperty();
    private final ObservableList<SeriesReport> figures = FXCollections.observableArrayList();
    private final ObjectProperty<SeriesReport> figure = new SimpleObjectProperty<>();
    private final ObjectProperty<ChangeReport> change = new SimpleObjectProperty<>();
    private final ObjectProperty<TableData> changes = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> whatChanged = new SimpleObjectProperty<>(TableData.empty());
    private final StringProperty status = new SimpleStringProperty("");
    /** The bundle folder of each run around a change of the experiment shown (FX thread only). */
    private final Map<String, Path> runDirs = new HashMap<>();
    private Consumer<CompareRequest> onCompare = r -> {
    };

    /**
     * What opening a change asks of the Compare tab: the run before it as A, its run as B, both on the
     * series' variant, the series' figure selected (by its name, or its subject: a query's row is its operation).
     */
    public record CompareRequest(Path before, Path after, String variant, List<String> figures) {
    }

    public HistoryViewModel(BenchlabHome home, Executor background, UiThread ui) {
        this.home = home;
        this.background = background;
        this.ui = ui;
        experiment.addListener((o, a, b) -> load(b));
        figure.addListener((o, a, b) -> showFigure(b));
        change.addListener((o, a, b) -> whatChanged.set(b == null ? TableData.empty() : ResultTables.table("change", HistoryViews.whatChanged(b))));
    }

    /** Where a change is opened (the window shows the Compare tab). */
    public void onCompare(Consumer<CompareRequest> action) {
        this.onCompare = action;
    }

    /** Brings the index up to the bundles and lists its experiments; the one shown stays when it is still there. */
    public void refresh() {
        status.set("Reading the run history…");
        background.execute(() -> {
            List<String> warnings = new ArrayList<>();
            try (History h = new History(home)) {
                h.update(ChangePointOptions.DEFAULTS, warnings::add);
                List<String> names = h.experiments();
                ui.execute(() -> {
                    experiments.setAll(names);
                    status.set(names.isEmpty() ? "No complete run in the history yet: run an experiment, and its figures appear here"
                            : warnings.isEmpty() ? "" : warnings.size() + " bundle(s) skipped: " + warnings.get(0));
                    String shown = experiment.get();
                    if (shown == null || !names.contains(shown)) {
                        experiment.set(names.isEmpty() ? null : names.get(0));
                    } else {
                        load(shown);
                    }
                });
            } catch (BenchlabException e) {
                ui.execute(() -> status.set(e.getMessage()));
            }
        });
    }

    private void load(String name) {
        if (name == null) {
            figures.clear();
            figure.set(null);
            return;
        }
        String keep = figure.get() == null ? null : figure.get().series().key().id();
        background.execute(() -> {
            try (History h = new History(home)) {
                List<SeriesReport> reports = h.reports(name, k -> true, ChangePointOptions.DEFAULTS, new TriageBook(home).all(), true);
                Map<String, Path> dirs = new HashMap<>();
                for (SeriesReport r : reports) {
                    for (ChangeReport c : r.changes()) {
                        for (String run : List.of(c.change().previous(), c.change().run())) {
                            dirs.computeIfAbsent(run, h::bundle);
                        }
                    }
                }
                ui.execute(() -> {
                    if (!name.equals(experiment.get())) {
                        return; // another experiment was picked meanwhile
                    }
                    runDirs.clear();
                    dirs.forEach((run, dir) -> {
                        if (dir != null) {
                            runDirs.put(run, dir);
                        }
                    });
                    figures.setAll(reports);
                    // the figure shown stays; else the first with a change (what one opens the tab for), else the first
                    SeriesReport pick = reports.stream().filter(r -> r.series().key().id().equals(keep)).findFirst()
                            .orElse(reports.stream().filter(r -> !r.changes().isEmpty()).findFirst().orElse(reports.isEmpty() ? null : reports.get(0)));
                    figure.set(null);
                    figure.set(pick);
                });
            } catch (BenchlabException e) {
                ui.execute(() -> status.set(e.getMessage()));
            }
        });
    }

    private void showFigure(SeriesReport r) {
        changes.set(r == null ? TableData.empty() : ResultTables.table("change", HistoryViews.changes(List.of(r))));
        change.set(r == null ? null : r.latest());
    }

    /** Picks a change of the figure shown by its id (a row of the changes table, a mark on the chart). */
    public void selectChange(String id) {
        SeriesReport r = figure.get();
        if (r != null) {
            r.changes().stream().filter(c -> c.change().id().equals(id)).findFirst().ifPresent(change::set);
        }
    }

    /** Opens the comparison of the run before the change picked with its run; false (with a status line) when a bundle is gone. */
    public boolean openCompare() {
        ChangeReport c = change.get();
        if (c == null) {
            return false;
        }
        Path before = runDirs.get(c.change().previous());
        Path after = runDirs.get(c.change().run());
        if (before == null || after == null) {
            status.set("The bundles around change " + c.change().id() + " are no longer in the runs folders");
            return false;
        }
        var f = c.change().series().figure();
        onCompare.accept(new CompareRequest(before, after, c.change().series().variant(), List.of(f.name(), f.subject())));
        return true;
    }

    public ObservableList<String> experiments() {
        return experiments;
    }

    public StringProperty experimentProperty() {
        return experiment;
    }

    /** The series of the experiment picked, each with its changes reported. */
    public ObservableList<SeriesReport> figures() {
        return figures;
    }

    public ObjectProperty<SeriesReport> figureProperty() {
        return figure;
    }

    /** The change picked (the figure's latest when it is picked). */
    public ObjectProperty<ChangeReport> changeProperty() {
        return change;
    }

    /** The changes of the figure picked: {@code benchlab history}'s table. */
    public ObjectProperty<TableData> changesProperty() {
        return changes;
    }

    /** What differs between the run before the change picked and its run. */
    public ObjectProperty<TableData> whatChangedProperty() {
        return whatChanged;
    }

    public StringProperty statusProperty() {
        return status;
    }
}

package io.benchlab.gui.run;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.gui.StreamCharts;
import io.benchlab.gui.TableData;
import io.benchlab.gui.Tables;
import io.benchlab.gui.Theme;
import java.util.List;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.jfree.chart.fx.ChartViewer;

/** Run: start/cancel, what runs now, finished operations as they come, live stream throughput and p99. */
public final class RunView {
    private static final List<String> HEADERS = List.of("Variant", "Phase", "Operation", "Seconds", "Rows", "Error");
    private final RunViewModel vm;
    private final VBox root = new VBox(10);
    private final SplitPane charts = new SplitPane();

    public RunView(RunViewModel vm, Theme theme, Runnable runAction, javafx.beans.value.ObservableValue<String> experimentLabel) {
        this.vm = vm;
        Button run = new Button("Run");
        run.setId("runButton");
        run.getStyleClass().add("accent");
        run.disableProperty().bind(vm.runningProperty());
        run.setOnAction(e -> runAction.run());
        Button cancel = new Button("Cancel");
        cancel.setId("cancelButton");
        cancel.disableProperty().bind(vm.runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(22, 22);
        spinner.visibleProperty().bind(vm.runningProperty());
        Label exp = new Label();
        exp.getStyleClass().add("muted");
        exp.textProperty().bind(experimentLabel);
        HBox bar = new HBox(10, run, cancel, spinner, exp);
        bar.setAlignment(Pos.CENTER_LEFT);

        GridPane now = new GridPane();
        now.setHgap(24);
        now.setVgap(4);
        // what runs now and for how long, so a query of minutes shows it is alive; the estimate is the engine's
        now.addRow(0, caption("Variant"), caption("Phase"), caption("Operation"), caption("Running now"), caption("Run elapsed"),
                caption("Left in the run"), caption("Status"));
        now.addRow(1, value("runVariant", vm.variantProperty()), value("runPhase", vm.phaseProperty()),
                value("runOperation", vm.operationProperty()), value("runOperationElapsed", vm.operationElapsedProperty()),
                value("runElapsed", vm.elapsedProperty()), value("runRemaining", vm.remainingProperty()), value("runStep", vm.stepProperty()));
        Label error = new Label();
        error.setId("runError");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());

        TableView<List<String>> table = Tables.create("runTable");
        Tables.show(table, new TableData(HEADERS, List.of()));
        vm.finished().addListener((ListChangeListener<List<String>>) c -> {
            Tables.show(table, new TableData(HEADERS, List.copyOf(vm.finished())));
            if (!table.getItems().isEmpty()) {
                table.scrollTo(table.getItems().size() - 1);
            }
        });
        ChartViewer tpChart = new ChartViewer();
        ChartViewer p99Chart = new ChartViewer();
        // live: the same pictures as a finished run's, redrawn from the run's StreamSamples at every interval
        Runnable redraw = () -> {
            List<StreamCharts.Line> lines = StreamCharts.Line.of(vm.streams(), "");
            tpChart.setChart(StreamCharts.timeline("Throughput (live), with the machine below", lines, theme.dark()));
            p99Chart.setChart(StreamCharts.latency(lines, "p99", theme.dark()));
        };
        redraw.run();
        theme.darkProperty().addListener((o, a, b) -> redraw.run());
        vm.intervals().addListener((ListChangeListener<IntervalRecord>) c -> redraw.run());
        charts.getItems().addAll(tpChart, p99Chart);
        ListView<String> log = new ListView<>(vm.log());
        log.setId("runLog");
        log.setPrefHeight(90);
        SplitPane split = new SplitPane(table, charts);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.55);
        root.getChildren().addAll(bar, now, error, split, log);
        VBox.setVgrow(split, Priority.ALWAYS);
        root.setPadding(new Insets(12));

        Timeline clock = new Timeline(new KeyFrame(Duration.millis(500), e -> {
            if (vm.runningProperty().get()) {
                vm.tick();
            }
        }));
        clock.setCycleCount(Timeline.INDEFINITE);
        clock.play();
    }

    private static Label caption(String t) {
        Label l = new Label(t);
        l.getStyleClass().add("muted");
        return l;
    }

    private static Label value(String id, javafx.beans.property.StringProperty p) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add("value");
        l.textProperty().bind(p);
        return l;
    }

    /** The live charts (throughput with the machine below; p99 per interval), for tests. */
    public List<org.jfree.chart.JFreeChart> liveCharts() {
        return charts.getItems().stream().map(n -> ((ChartViewer) n).getChart()).toList();
    }

    public VBox root() {
        return root;
    }
}

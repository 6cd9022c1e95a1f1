package io.benchlab.gui.run;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.gui.Charts;
import io.benchlab.gui.TableData;
import io.benchlab.gui.Tables;
import io.benchlab.gui.Theme;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** Run: start/cancel, what runs now, finished operations as they come, live stream throughput and p99. */
public final class RunView {
    private static final List<String> HEADERS = List.of("Variant", "Phase", "Operation", "Seconds", "Rows", "Error");
    private final RunViewModel vm;
    private final VBox root = new VBox(10);
    private final XYSeriesCollection throughput = new XYSeriesCollection();
    private final XYSeriesCollection p99 = new XYSeriesCollection();
    private final Map<StreamKey, XYSeries[]> series = new HashMap<>();

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
        now.addRow(0, caption("Variant"), caption("Phase"), caption("Operation"), caption("Elapsed"), caption("Status"));
        now.addRow(1, value("runVariant", vm.variantProperty()), value("runPhase", vm.phaseProperty()),
                value("runOperation", vm.operationProperty()), value("runElapsed", vm.elapsedProperty()), value("runStep", vm.stepProperty()));
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
        ChartViewer tpChart = new ChartViewer(Charts.lines("Throughput (live, stream workloads)", "units/s", throughput, theme.dark()));
        ChartViewer p99Chart = new ChartViewer(Charts.lines("p99 latency (live, stream workloads)", "ms", p99, theme.dark()));
        theme.darkProperty().addListener((o, a, b) -> {
            tpChart.setChart(Charts.lines("Throughput (live, stream workloads)", "units/s", throughput, b));
            p99Chart.setChart(Charts.lines("p99 latency (live, stream workloads)", "ms", p99, b));
        });
        vm.intervals().addListener((ListChangeListener<IntervalRecord>) c -> {
            while (c.next()) {
                if (c.wasRemoved() && vm.intervals().isEmpty()) {
                    throughput.removeAllSeries();
                    p99.removeAllSeries();
                    series.clear();
                }
                for (IntervalRecord p : c.getAddedSubList()) {
                    StreamKey k = p.key();
                    XYSeries[] s = series.computeIfAbsent(k, key -> {
                        String name = key.variant() + " · " + key.label() + " · " + key.threads() + "t";
                        XYSeries a = new XYSeries(name);
                        XYSeries b = new XYSeries(name);
                        throughput.addSeries(a);
                        p99.addSeries(b);
                        return new XYSeries[] {a, b};
                    });
                    s[0].add(p.endSeconds(), p.unitsPerSecond());
                    if (p.p99Micros() != null) {
                        s[1].add(p.endSeconds(), p.p99Micros() / 1000);
                    }
                }
            }
        });
        SplitPane charts = new SplitPane(tpChart, p99Chart);
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

    public VBox root() {
        return root;
    }
}

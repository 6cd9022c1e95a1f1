package io.benchlab.gui.history;

import io.benchlab.core.history.ChangeReport;
import io.benchlab.core.history.HistoryViews;
import io.benchlab.core.history.RunPoint;
import io.benchlab.core.history.SeriesReport;
import io.benchlab.gui.Charts;
import io.benchlab.gui.Tables;
import io.benchlab.gui.Theme;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Rectangle2D;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.fx.interaction.ChartMouseEventFX;
import org.jfree.chart.fx.interaction.ChartMouseListenerFX;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The History tab: pick an experiment and a figure; its trend over the runs (each run's median with
 * its 95% interval as a band, each change point a dashed line labelled with its % and p and its
 * triage), the figure's changes and what changed around the one picked. Clicking a change's line on
 * the chart, double-clicking its row or "Compare the two runs" opens the Compare tab on the run
 * before it and its run.
 */
public final class HistoryView {
    private static final Color WORSE = new Color(0xC62828);
    private static final Color BETTER = new Color(0x2E7D32);

    private final HistoryViewModel vm;
    private final Theme theme;
    private final VBox root = new VBox(8);
    private final ChartViewer chart = new ChartViewer();
    private final TableView<List<String>> changes = Tables.create("historyChangesTable");
    private final TableView<List<String>> whatChanged = Tables.create("historyWhatChangedTable");

    public HistoryView(HistoryViewModel vm, Theme theme) {
        this.vm = vm;
        this.theme = theme;
        ComboBox<String> experiment = new ComboBox<>(vm.experiments());
        experiment.setId("historyExperiment");
        experiment.setPromptText("experiment");
        experiment.valueProperty().bindBidirectional(vm.experimentProperty());
        ComboBox<SeriesReport> figure = new ComboBox<>(vm.figures());
        figure.setId("historyFigure");
        figure.setPromptText("figure");
        figure.setMaxWidth(Double.MAX_VALUE);
        figure.setCellFactory(x -> new FigureCell());
        figure.setButtonCell(new FigureCell());
        figure.valueProperty().bindBidirectional(vm.figureProperty());
        Button compare = new Button("Compare the two runs");
        compare.setId("historyCompare");
        compare.disableProperty().bind(vm.changeProperty().isNull());
        compare.setOnAction(e -> vm.openCompare());
        HBox pickers = new HBox(10, new Label("Experiment"), experiment, new Label("Figure"), figure, compare);
        HBox.setHgrow(figure, Priority.ALWAYS);
        pickers.setAlignment(javafx.geometry.Pos.CENTER_LEFT);

        Label status = new Label();
        status.setId("historyStatus");
        status.textProperty().bind(vm.statusProperty());
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);

        chart.setId("historyChart");
        chart.setMinHeight(260);
        chart.addChartMouseListener(new ChartMouseListenerFX() {
            @Override
            public void chartMouseClicked(ChartMouseEventFX e) {
                String id = changeNear(e.getTrigger().getX());
                if (id != null) {
                    vm.selectChange(id);
                    vm.openCompare();
                }
            }

            @Override
            public void chartMouseMoved(ChartMouseEventFX e) {
                // the points' tooltips say the runs; nothing to follow here
            }
        });

        Label changesNote = new Label("Changes of this figure (select one for what changed around it; double-click, or click its line on"
                + " the chart, to compare the run before it with its run). Triage with `benchlab history ack CHANGE --reason …`.");
        changesNote.setWrapText(true);
        changesNote.setMinHeight(Region.USE_PREF_SIZE);
        changes.setPrefHeight(120);
        changes.getSelectionModel().selectedItemProperty().addListener((o, a, row) -> {
            if (row != null) {
                vm.selectChange(row.get(0));
            }
        });
        changes.setRowFactory(t -> {
            javafx.scene.control.TableRow<List<String>> row = new javafx.scene.control.TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    vm.selectChange(row.getItem().get(0));
                    vm.openCompare();
                }
            });
            return row;
        });
        whatChanged.setPrefHeight(140);

        root.getChildren().addAll(pickers, status, chart, changesNote, changes, new Label("What changed between the run before and the run of"
                + " the change selected"), whatChanged);
        VBox.setVgrow(chart, Priority.ALWAYS);
        root.setPadding(new javafx.geometry.Insets(10));

        vm.figureProperty().addListener((o, a, b) -> redraw());
        vm.changesProperty().addListener((o, a, b) -> Tables.show(changes, b));
        vm.whatChangedProperty().addListener((o, a, b) -> Tables.show(whatChanged, b));
        vm.changeProperty().addListener((o, a, b) -> {
            if (b != null) {
                changes.getItems().stream().filter(r -> r.get(0).equals(b.change().id())).findFirst()
                        .ifPresent(r -> changes.getSelectionModel().select(r));
            }
        });
        theme.darkProperty().addListener((o, a, b) -> redraw());
        redraw();
    }

    private void redraw() {
        SeriesReport r = vm.figureProperty().get();
        chart.setVisible(r != null); // the viewer takes no empty chart: hidden until a figure is picked
        if (r != null) {
            chart.setChart(trend(r, theme.dark()));
        }
    }

    /** The figure over its runs (x: the run's place, 1 the oldest), the interval as a band, the changes as marked lines. */
    static JFreeChart trend(SeriesReport r, boolean dark) {
        YIntervalSeries s = new YIntervalSeries(r.series().key().label());
        List<RunPoint> points = r.series().points();
        for (int i = 0; i < points.size(); i++) {
            RunPoint p = points.get(i);
            s.add(i + 1, p.value(), p.low(), p.high());
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(s);
        JFreeChart c = ChartFactory.createXYLineChart(r.series().key().label() + " over " + points.size() + " runs",
                "run, oldest first", r.series().key().figure().measure(), data, PlotOrientation.VERTICAL, false, true, false);
        XYPlot plot = c.getXYPlot();
        DeviationRenderer band = new DeviationRenderer(true, true);
        band.setSeriesPaint(0, Charts.colour(0));
        band.setSeriesFillPaint(0, Charts.colour(0));
        band.setAlpha(0.18f);
        band.setDefaultToolTipGenerator((d, series, item) -> tip(points.get(item)));
        plot.setRenderer(band);
        ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(false);
        ((NumberAxis) plot.getDomainAxis()).setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        Charts.styled(c, dark);
        for (ChangeReport ch : r.changes()) {
            ValueMarker m = new ValueMarker(ch.change().point().index() + 0.5);
            m.setPaint(ch.change().worse() ? WORSE : BETTER);
            m.setStroke(new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {6f, 4f}, 0f));
            m.setLabel(label(ch));
            m.setLabelFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
            m.setLabelPaint(ch.change().worse() ? WORSE : BETTER);
            m.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
            m.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            plot.addDomainMarker(m, Layer.FOREGROUND);
        }
        return c;
    }

    /** {@code -50.0% · p 1.2e-06 · untriaged}: the report's label and note on one line. */
    static String label(ChangeReport c) {
        return c.change().percent() + " · p " + HistoryViews.p(c.change().point().pValue()) + " · "
                + (c.triage() == null ? "untriaged" : c.triage().state().label());
    }

    private static String tip(RunPoint p) {
        return p.run() + ": " + io.benchlab.core.util.Numbers.sig(p.value()) + " (95% interval " + io.benchlab.core.util.Numbers.sig(p.low())
                + " – " + io.benchlab.core.util.Numbers.sig(p.high()) + ", " + p.samples() + " samples)";
    }

    /** The change whose line is within half a run of a click at {@code canvasX}, or null. */
    private String changeNear(double canvasX) {
        SeriesReport r = vm.figureProperty().get();
        if (r == null || chart.getChart() == null || chart.getCanvas().getRenderingInfo() == null) {
            return null;
        }
        XYPlot plot = chart.getChart().getXYPlot();
        Rectangle2D area = chart.getCanvas().getRenderingInfo().getPlotInfo().getDataArea();
        double x = plot.getDomainAxis().java2DToValue(canvasX, area, plot.getDomainAxisEdge());
        String best = null;
        double bestDistance = 0.5;
        for (ChangeReport c : r.changes()) {
            double d = Math.abs(c.change().point().index() + 0.5 - x);
            if (d <= bestDistance) {
                best = c.change().id();
                bestDistance = d;
            }
        }
        return best;
    }

    /** Where a change's line crosses the middle of the plot, on screen (for a click; tests). */
    public Point2D changeOnScreen(String changeId) {
        SeriesReport r = vm.figureProperty().get();
        ChangeReport c = r.changes().stream().filter(x -> x.change().id().equals(changeId)).findFirst().orElseThrow();
        XYPlot plot = chart.getChart().getXYPlot();
        Rectangle2D area = chart.getCanvas().getRenderingInfo().getPlotInfo().getDataArea();
        double x = plot.getDomainAxis().valueToJava2D(c.change().point().index() + 0.5, area, plot.getDomainAxisEdge());
        return chart.getCanvas().localToScreen(x, area.getCenterY());
    }

    /** The chart shown (null before a figure is picked). */
    public JFreeChart chart() {
        return chart.getChart();
    }

    public VBox root() {
        return root;
    }

    private static final class FigureCell extends ListCell<SeriesReport> {
        @Override
        protected void updateItem(SeriesReport r, boolean empty) {
            super.updateItem(r, empty);
            setText(empty || r == null ? null : r.series().key().label() + (r.changes().isEmpty() ? ""
                    : " · " + r.changes().size() + " change" + (r.changes().size() == 1 ? "" : "s")));
        }
    }
}

package io.benchlab.gui.results;

import io.benchlab.gui.Charts;
import io.benchlab.gui.Theme;
import javafx.scene.control.Tab;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.data.category.DefaultCategoryDataset;

/** The Per query tab: {@link PerQueryModel}'s bars, redrawn when they or the theme change. */
final class PerQuerySection {
    private final ChartViewer chart = new ChartViewer();
    private final PerQueryModel model;
    private final Theme theme;

    PerQuerySection(PerQueryModel model, Theme theme, Tab tab) {
        this.model = model;
        this.theme = theme;
        chart.setId("perQueryChart");
        tab.setContent(chart);
        model.barsProperty().addListener((o, a, b) -> redraw());
        theme.darkProperty().addListener((o, a, b) -> redraw());
        redraw();
    }

    private void redraw() {
        PerQueryModel.Bars bars = model.barsProperty().get();
        DefaultCategoryDataset ds = new DefaultCategoryDataset();
        bars.bars().forEach(b -> ds.addValue(b.seconds(), b.variant(), b.operation()));
        chart.setChart(Charts.bar(bars.title(), "seconds", ds, theme.dark()));
    }

    /** The bars drawn, for tests. */
    PerQueryModel.Bars shown() {
        return model.barsProperty().get();
    }
}

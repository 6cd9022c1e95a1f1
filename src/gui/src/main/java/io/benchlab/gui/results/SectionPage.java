package io.benchlab.gui.results;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** A Results tab laid out as a note over a scrolled column of titled parts, disabled until a run gives it something to show. */
final class SectionPage {
    private SectionPage() {
    }

    /** The column (its id {@code id}) with {@code note} on top, scrolled, as {@code tab}'s content; the tab disabled. */
    static VBox column(String id, String note, Tab tab) {
        Label text = new Label(note);
        text.setWrapText(true);
        text.setMinHeight(Region.USE_PREF_SIZE);
        text.getStyleClass().add("note");
        VBox box = new VBox(8);
        box.setId(id);
        box.setPadding(new Insets(8, 0, 0, 0));
        box.getChildren().add(text);
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        tab.setContent(scroll);
        tab.setDisable(true);
        return box;
    }

    /** A table as tall as its {@code rows} (and header), up to a scrolling 420 px. */
    static void fitRows(TableView<?> table, int rows) {
        table.setPrefHeight(Math.min(420, 34 + 26 * (rows + 1)));
    }
}

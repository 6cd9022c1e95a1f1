package io.benchlab.gui.editor;

import io.benchlab.core.settings.VariableInfo;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;

/**
 * Completion of setting names from the connected server's variable catalog: as the user types, a list
 * under the field offers matching variables with their scope, type, default and description; Enter,
 * a click or Down-then-Enter takes one.
 */
final class SettingCompletion {
    private static final int LIMIT = 12;
    private static final double ROW_HEIGHT = 46;

    private final EditorViewModel vm;
    private final TextField field;
    private final Popup popup = new Popup();
    private final ListView<VariableInfo> list = new ListView<>();
    /** Set while the field's text is replaced by a pick, so the pick does not reopen the list. */
    private boolean picking;

    SettingCompletion(EditorViewModel vm, TextField field) {
        this.vm = vm;
        this.field = field;
        list.setId("settingSuggestions");
        list.setPrefWidth(620);
        list.setCellFactory(x -> new VariableCell());
        list.setOnMouseClicked(e -> pick());
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                pick();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                hide();
            }
        });
        popup.getContent().add(list);
        popup.setAutoHide(true);
        field.textProperty().addListener((o, a, b) -> {
            if (!picking) {
                update(b);
            }
        });
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.DOWN && popup.isShowing()) {
                list.requestFocus();
                list.getSelectionModel().selectFirst();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                hide();
            }
        });
    }

    private void update(String typed) {
        List<VariableInfo> matches = vm.suggestions(typed, LIMIT);
        list.getItems().setAll(matches);
        list.setPrefHeight(Math.min(matches.size(), 6) * ROW_HEIGHT + 4); // as tall as what it offers, up to six
        if (matches.isEmpty() || field.getScene() == null || field.getScene().getWindow() == null) {
            hide();
            return;
        }
        if (!popup.isShowing()) {
            Bounds b = field.localToScreen(field.getBoundsInLocal());
            popup.show(field, b.getMinX(), b.getMaxY());
        }
    }

    /** Takes the selected (or the only) suggestion into the field. */
    void pick() {
        VariableInfo v = list.getSelectionModel().getSelectedItem();
        if (v == null && list.getItems().size() == 1) {
            v = list.getItems().get(0);
        }
        if (v != null) {
            picking = true;
            field.setText(v.name());
            field.positionCaret(v.name().length());
            picking = false;
            hide();
            field.requestFocus();
        }
    }

    void hide() {
        popup.hide();
    }

    boolean showing() {
        return popup.isShowing();
    }

    private static final class VariableCell extends ListCell<VariableInfo> {
        @Override
        protected void updateItem(VariableInfo v, boolean empty) {
            super.updateItem(v, empty);
            if (empty || v == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            Label name = new Label(v.name());
            name.getStyleClass().add("completion-name");
            Label about = new Label(EditorViewModel.describe(v));
            about.getStyleClass().add("muted");
            about.setWrapText(true);
            about.setMaxWidth(580);
            setText(null);
            setGraphic(new VBox(1, name, about));
        }
    }
}

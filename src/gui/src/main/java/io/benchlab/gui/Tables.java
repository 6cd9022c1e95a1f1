package io.benchlab.gui;

import java.util.List;
import java.util.function.BiPredicate;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/** Text tables ({@link TableData}) in a TableView, with "Copy as CSV / Markdown" on every one. */
public final class Tables {
    private Tables() {
    }

    public static TableView<List<String>> create(String id) {
        TableView<List<String>> t = new TableView<>();
        t.setId(id);
        t.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        t.setPlaceholder(new javafx.scene.control.Label("Nothing to show"));
        t.getProperties().put(TableData.class, TableData.empty());
        MenuItem csv = new MenuItem("Copy as CSV");
        csv.setOnAction(e -> copy(data(t).toCsv()));
        MenuItem md = new MenuItem("Copy as Markdown");
        md.setOnAction(e -> copy(data(t).toMarkdown()));
        t.setContextMenu(new ContextMenu(csv, md));
        return t;
    }

    public static TableData data(TableView<List<String>> t) {
        Object d = t.getProperties().get(TableData.class);
        return d instanceof TableData td ? td : TableData.empty();
    }

    public static void show(TableView<List<String>> t, TableData data) {
        show(t, data, null);
    }

    /**
     * Shows {@code data}; {@code highlight} (row, column) → true marks a cell with style class
     * {@code diff}; numeric-looking columns are right-aligned.
     */
    public static void show(TableView<List<String>> t, TableData data, BiPredicate<Integer, Integer> highlight) {
        t.getProperties().put(TableData.class, data);
        t.getColumns().clear();
        for (int i = 0; i < data.headers().size(); i++) {
            final int col = i;
            TableColumn<List<String>, String> c = new TableColumn<>(data.headers().get(i));
            c.setCellValueFactory(cd -> new ReadOnlyStringWrapper(col < cd.getValue().size() ? cd.getValue().get(col) : ""));
            c.setSortable(false);
            c.setPrefWidth(width(data, i));
            c.setCellFactory(x -> new TableCell<>() {
                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    getStyleClass().removeAll("diff", "num");
                    setText(empty ? null : item);
                    if (!empty && item != null) {
                        if (col > 0 && item.matches("[-+×=]?[0-9.,]+%?|=")) {
                            getStyleClass().add("num");
                        }
                        if (highlight != null && highlight.test(getIndex(), col)) {
                            getStyleClass().add("diff");
                        }
                    }
                }
            });
            t.getColumns().add(c);
        }
        t.getItems().setAll(data.rows());
    }

    /** A column wide enough for its longest text (up to a limit), so tables need no manual resizing. */
    private static double width(TableData data, int col) {
        int chars = data.headers().get(col).length() + 2;
        for (List<String> r : data.rows()) {
            if (col < r.size() && r.get(col) != null) {
                chars = Math.max(chars, r.get(col).length());
            }
        }
        return Math.max(56, Math.min(380, 20 + 7.6 * chars));
    }

    public static void copy(String text) {
        ClipboardContent c = new ClipboardContent();
        c.putString(text);
        Clipboard.getSystemClipboard().setContent(c);
    }
}

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
                    setTooltip(!empty && item != null && item.length() > 60 ? new javafx.scene.control.Tooltip(item) : null);
                    if (!empty && item != null) {
                        if (col > 0 && NUMBER.matcher(item).matches()) {
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

    /** Right-aligned cells: counts, seconds, percentages and factors. */
    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("[-+−×=]?[0-9.,]+%?( s| ms| µs)?|=");
    /** Text columns stop growing here (their cells show the whole text as a tooltip); number columns never do. */
    private static final double MAX_TEXT_WIDTH = 1200;

    /**
     * A column as wide as its widest cell, measured in the table's font, so that no number is ever
     * cut; long text stops at {@link #MAX_TEXT_WIDTH}.
     */
    private static double width(TableData data, int col) {
        double widest = Fonts.HEADER.width(data.headers().get(col)) + 24;
        boolean numbers = true;
        for (List<String> r : data.rows()) {
            if (col < r.size() && r.get(col) != null && !r.get(col).isEmpty()) {
                widest = Math.max(widest, Fonts.CELL.width(r.get(col)) + 24);
                numbers &= NUMBER.matcher(r.get(col)).matches();
            }
        }
        return Math.max(56, numbers ? widest : Math.min(MAX_TEXT_WIDTH, widest));
    }

    /** The stylesheet's fonts (the first of its families installed here), measured once the toolkit runs. */
    private enum Fonts {
        CELL(javafx.scene.text.FontWeight.NORMAL), HEADER(javafx.scene.text.FontWeight.BOLD);

        private final javafx.scene.text.Font font;

        Fonts(javafx.scene.text.FontWeight weight) {
            List<String> installed = javafx.scene.text.Font.getFamilies();
            String family = java.util.stream.Stream.of("Inter", "Cantarell", "Segoe UI", "Noto Sans", "DejaVu Sans")
                    .filter(installed::contains).findFirst().orElse(javafx.scene.text.Font.getDefault().getFamily());
            font = javafx.scene.text.Font.font(family, weight, 13); // benchlab.css: .root -fx-font-size 13px
        }

        double width(String text) {
            javafx.scene.text.Text t = new javafx.scene.text.Text(text);
            t.setFont(font);
            return Math.ceil(t.getLayoutBounds().getWidth());
        }
    }

    public static void copy(String text) {
        ClipboardContent c = new ClipboardContent();
        c.putString(text);
        Clipboard.getSystemClipboard().setContent(c);
    }
}

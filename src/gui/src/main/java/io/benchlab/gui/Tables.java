package io.benchlab.gui;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.text.Text;

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
        styled(t, data, highlight == null ? null : (row, col) -> highlight.test(row, col) ? "diff" : null);
    }

    /**
     * Shows {@code data}; {@code highlight} (row, column) → a style class ({@code diff}, {@code drift}) or
     * null marks cells; numeric-looking columns are right-aligned.
     */
    public static void styled(TableView<List<String>> t, TableData data, BiFunction<Integer, Integer, String> highlight) {
        t.getProperties().put(TableData.class, data);
        t.getColumns().clear();
        for (int i = 0; i < data.headers().size(); i++) {
            final int col = i;
            TableColumn<List<String>, String> c = new TableColumn<>(data.headers().get(i));
            c.setCellValueFactory(cd -> new ReadOnlyStringWrapper(col < cd.getValue().size() ? cd.getValue().get(col) : ""));
            c.setSortable(false);
            double width = width(data, i, highlight != null); // highlighted cells are bold
            boolean wrap = width >= MAX_TEXT_WIDTH;
            c.setPrefWidth(width);
            c.setCellFactory(x -> new TableCell<>() {
                /** Long text wraps inside the column (the row grows) instead of ending in "…". */
                private final Text wrapped = new Text();

                {
                    // the column's width, known before the cell is laid out, so the row measures the wrapped height at once
                    wrapped.wrappingWidthProperty().bind(x.widthProperty().subtract(16)); // the cell's padding, 8 each side
                    wrapped.fillProperty().bind(textFillProperty());
                    wrapped.fontProperty().bind(fontProperty());
                    // the row measures its cells once; wrapping that changes the height must make it measure again
                    wrapped.layoutBoundsProperty().addListener((o, was, now) -> {
                        if (was.getHeight() != now.getHeight() && getTableRow() != null) {
                            getTableRow().requestLayout();
                        }
                    });
                }

                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    getStyleClass().removeAll("diff", "drift", "num");
                    boolean asGraphic = wrap && !empty && item != null;
                    wrapped.setText(asGraphic ? item : "");
                    setGraphic(asGraphic ? wrapped : null);
                    setText(empty || asGraphic ? null : item);
                    if (!empty && item != null) {
                        if (col > 0 && NUMBER.matcher(item).matches()) {
                            getStyleClass().add("num");
                        }
                        String style = highlight == null ? null : highlight.apply(getIndex(), col);
                        if (style != null) {
                            getStyleClass().add(style);
                        }
                    }
                }
            });
            t.getColumns().add(c);
            if (wrap && i == data.headers().size() - 1 && i > 0) {
                // long text in the last column (a verdict): it takes the table's remaining width and wraps there
                double others = t.getColumns().stream().filter(o -> o != c).mapToDouble(TableColumn::getPrefWidth).sum();
                c.prefWidthProperty().bind(javafx.beans.binding.Bindings.max(MIN_WRAP_WIDTH, t.widthProperty().subtract(others + 24)));
            }
        }
        t.getItems().setAll(data.rows());
    }

    /** Right-aligned cells: counts, seconds, percentages and factors. */
    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("[-+−×=]?[0-9.,]+%?( s| ms| µs)?|=");
    /** Text columns stop growing here and wrap their text (rows grow); number columns never stop. */
    private static final double MAX_TEXT_WIDTH = 560;
    /** The narrowest a wrapping last column gets when it fills what the other columns leave. */
    private static final double MIN_WRAP_WIDTH = 320;

    /**
     * A column as wide as its widest cell, measured in the table's font, so that no number is ever
     * cut; long text stops at {@link #MAX_TEXT_WIDTH} and wraps there.
     */
    private static double width(TableData data, int col, boolean bold) {
        double widest = Fonts.HEADER.width(data.headers().get(col)) + 24;
        Fonts cells = bold ? Fonts.HEADER : Fonts.CELL;
        boolean numbers = true;
        for (List<String> r : data.rows()) {
            if (col < r.size() && r.get(col) != null && !r.get(col).isEmpty()) {
                widest = Math.max(widest, cells.width(r.get(col)) + 24);
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

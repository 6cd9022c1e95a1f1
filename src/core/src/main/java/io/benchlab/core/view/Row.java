package io.benchlab.core.view;

import java.util.List;

/** One row of a {@link Table}: its label (the first column, under the table's corner) and its cells. */
public record Row(String label, List<Cell> cells) {
}

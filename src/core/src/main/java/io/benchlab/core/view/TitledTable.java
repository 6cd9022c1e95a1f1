package io.benchlab.core.view;

/**
 * A table with its title, for a section that shows several: {@code corner} heads the column of
 * row labels.
 */
public record TitledTable(String id, String title, String corner, Table table) {
}

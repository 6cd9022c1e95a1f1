package io.benchlab.gui.compare;

import io.benchlab.gui.TableData;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Two EXPLAIN tables aligned row by row (EXPLAIN rows are in join order, so a different table in
 * the same row is a different join order) with the cells that differ.
 *
 * @param left   the left plan with the union of both plans' columns
 * @param right  the right plan, same columns
 * @param differ cells (row, column) whose value differs from the other side, including rows only one side has
 */
public record PlanDiff(TableData left, TableData right, Set<Cell> differ) {

    public record Cell(int row, int column) {
    }

    public static PlanDiff of(List<Map<String, String>> a, List<Map<String, String>> b) {
        Set<String> cols = new LinkedHashSet<>();
        a.forEach(r -> cols.addAll(r.keySet()));
        b.forEach(r -> cols.addAll(r.keySet()));
        List<String> headers = List.copyOf(cols);
        List<List<String>> la = rows(a, headers);
        List<List<String>> lb = rows(b, headers);
        Set<Cell> differ = new LinkedHashSet<>();
        int n = Math.max(la.size(), lb.size());
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < headers.size(); c++) {
                String va = r < la.size() ? la.get(r).get(c) : null;
                String vb = r < lb.size() ? lb.get(r).get(c) : null;
                if (!Objects.equals(va, vb)) {
                    differ.add(new Cell(r, c));
                }
            }
        }
        return new PlanDiff(new TableData(headers, la), new TableData(headers, lb), Set.copyOf(differ));
    }

    private static List<List<String>> rows(List<Map<String, String>> plan, List<String> headers) {
        List<List<String>> out = new ArrayList<>();
        for (Map<String, String> r : plan) {
            List<String> row = new ArrayList<>();
            for (String h : headers) {
                String v = r.get(h);
                row.add(v == null ? "NULL" : v);
            }
            out.add(row);
        }
        return out;
    }

    public boolean identical() {
        return differ.isEmpty();
    }

    public boolean differs(int row, int column) {
        return differ.contains(new Cell(row, column));
    }
}

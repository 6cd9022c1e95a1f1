package io.benchlab.gui.compare;

import io.benchlab.core.bundle.PlanChange;
import io.benchlab.gui.TableData;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Two EXPLAIN tables aligned row by row (EXPLAIN rows are in join order, so a different table in
 * the same row is a different join order) with the cells that differ, each weighed by core's one
 * plan-change rule ({@link PlanChange}): a change of the plan's shape, or an estimate that drifts —
 * as the report marks them.
 *
 * @param left   the left plan with the union of both plans' columns
 * @param right  the right plan, same columns
 * @param differ cells (row, column) whose value differs from the other side, and how, including rows only one side has
 */
public record PlanDiff(TableData left, TableData right, Map<Cell, PlanChange.Cell> differ) {

    public record Cell(int row, int column) {
    }

    public PlanDiff {
        differ = Map.copyOf(differ);
    }

    public static PlanDiff of(List<Map<String, String>> a, List<Map<String, String>> b) {
        Set<String> cols = new LinkedHashSet<>();
        a.forEach(r -> cols.addAll(r.keySet()));
        b.forEach(r -> cols.addAll(r.keySet()));
        List<String> headers = List.copyOf(cols);
        List<List<String>> la = rows(a, headers);
        List<List<String>> lb = rows(b, headers);
        Map<Cell, PlanChange.Cell> differ = new LinkedHashMap<>();
        int n = Math.max(la.size(), lb.size());
        for (int r = 0; r < n; r++) {
            boolean both = r < la.size() && r < lb.size();
            for (int c = 0; c < headers.size(); c++) {
                String va = r < la.size() ? la.get(r).get(c) : null;
                String vb = r < lb.size() ? lb.get(r).get(c) : null;
                PlanChange.Cell change = PlanChange.cell(headers.get(c), va, vb, both);
                if (change != PlanChange.Cell.SAME) {
                    differ.put(new Cell(r, c), change);
                }
            }
        }
        return new PlanDiff(new TableData(headers, la), new TableData(headers, lb), differ);
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
        return differ.containsKey(new Cell(row, column));
    }

    /** Whether a cell of the plan's shape differs (a change of plan), as opposed to a drifting estimate. */
    public boolean shapeDiffers(int row, int column) {
        return differ.get(new Cell(row, column)) == PlanChange.Cell.SHAPE;
    }

    /** The table style of a cell: {@code diff} for a change of the plan's shape, {@code drift} for an estimate, null when the same. */
    public String style(int row, int column) {
        PlanChange.Cell c = differ.get(new Cell(row, column));
        return c == null ? null : c == PlanChange.Cell.SHAPE ? "diff" : "drift";
    }
}

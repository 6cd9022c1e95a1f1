package io.benchlab.core.report;

import io.benchlab.core.bundle.PlanChange;
import io.benchlab.core.bundle.Records.PlanRecord;
import io.benchlab.core.report.Views.PlanComparison;
import io.benchlab.core.report.Views.PlanDiff;
import io.benchlab.core.report.Views.PlanSide;
import io.benchlab.core.view.Cell;
import io.benchlab.core.view.Row;
import io.benchlab.core.view.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The plans section: each candidate's EXPLAIN plans beside the baseline's, operation by operation,
 * a changed plan told from drifting row estimates; and the operations whose plan was captured more
 * than once in a column, with how many distinct plans they got.
 */
final class PlanViews {
    private static final List<String> PLAN_COLUMNS = List.of("id", "select_type", "table", "type", "possible_keys", "key",
            "key_len", "ref", "rows", "filtered", "Extra");

    private PlanViews() {
    }

    /** Each candidate's plans against the baseline's, for the operations both captured; empty without plans. */
    static List<PlanComparison> comparisons(List<Column> columns) {
        List<PlanComparison> out = new ArrayList<>();
        Column base = columns.get(0);
        Map<String, PlanRecord> a = plansOf(base);
        if (a.isEmpty()) {
            return out;
        }
        for (Column cand : columns.subList(1, columns.size())) {
            Map<String, PlanRecord> b = plansOf(cand);
            List<PlanDiff> diffs = new ArrayList<>();
            int changed = 0;
            for (var e : a.entrySet()) {
                PlanRecord pb = b.get(e.getKey());
                if (pb == null) {
                    continue;
                }
                PlanRecord pa = e.getValue();
                boolean same = !PlanChange.changed(pa, pb);
                if (!same) {
                    changed++;
                }
                diffs.add(new PlanDiff(e.getKey(), same, side(base, pa, pb), side(cand, pb, pa)));
            }
            if (!diffs.isEmpty()) {
                out.add(new PlanComparison(base.label(), cand.label(), diffs, changed));
            }
        }
        return out;
    }

    /** Operations whose plan was captured more than once in a column (e.g. per phase); empty when each was captured once. */
    static Table stability(List<Column> columns) {
        List<Row> rows = new ArrayList<>();
        for (Column c : columns) {
            Map<String, List<String>> byOp = new LinkedHashMap<>();
            c.bundle().plans().stream().filter(p -> p.variant().equals(c.variant()))
                    .forEach(p -> byOp.computeIfAbsent(p.operation(), k -> new ArrayList<>()).add(Objects.toString(p.fingerprint(), "")));
            byOp.forEach((op, fps) -> {
                if (fps.size() > 1) {
                    Set<String> distinct = new LinkedHashSet<>(fps);
                    rows.add(new Row(c.label(), List.of(Cell.of(op), new Cell(String.valueOf(fps.size()), null, "num"),
                            new Cell(String.valueOf(distinct.size()), null, distinct.size() > 1 ? "num noisy" : "num"),
                            Cell.of(String.join("  |  ", distinct)))));
                }
            });
        }
        return new Table(List.of("operation", "captures", "distinct plans", "fingerprints"), rows);
    }

    private static Map<String, PlanRecord> plansOf(Column c) {
        Map<String, PlanRecord> m = new LinkedHashMap<>();
        c.bundle().plans().stream().filter(p -> p.variant().equals(c.variant())).forEach(p -> m.put(p.operation(), p));
        return m;
    }

    /** One side of a plan comparison: its rows, each cell marked where it differs from the other side's (changed or drifting). */
    private static PlanSide side(Column c, PlanRecord mine, PlanRecord other) {
        List<Map<String, String>> rows = mine.tabular() == null ? List.of() : mine.tabular();
        List<Map<String, String>> others = other.tabular() == null ? List.of() : other.tabular();
        List<String> headers = new ArrayList<>();
        for (String h : PLAN_COLUMNS) {
            if (rows.stream().anyMatch(r -> r.containsKey(h)) || others.stream().anyMatch(r -> r.containsKey(h))) {
                headers.add(h);
            }
        }
        rows.forEach(r -> r.keySet().stream().filter(k -> !headers.contains(k)).forEach(headers::add));
        List<Row> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Map<String, String> r = rows.get(i);
            Map<String, String> o = i < others.size() ? others.get(i) : Map.of();
            List<Cell> cells = new ArrayList<>();
            for (String h : headers) {
                String v = r.get(h);
                PlanChange.Cell change = PlanChange.cell(h, v, o.get(h), i < others.size());
                boolean differs = change != PlanChange.Cell.SAME;
                String css = differs ? (change == PlanChange.Cell.SHAPE ? "changed" : "drift") : null;
                cells.add(new Cell(v == null ? "NULL" : v, differs ? "other side: " + Objects.toString(o.get(h), "(no such row)") : null, css));
            }
            out.add(new Row(String.valueOf(i + 1), cells));
        }
        return new PlanSide(c.label(), mine.fingerprint(), new Table(headers, out), mine.json());
    }
}

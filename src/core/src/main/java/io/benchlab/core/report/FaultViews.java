package io.benchlab.core.report;

import io.benchlab.core.bundle.FaultRecords.AuditRecord;
import io.benchlab.core.bundle.FaultRecords.FaultRecord;
import io.benchlab.core.bundle.FaultSamples;
import io.benchlab.core.util.Numbers;
import io.benchlab.core.view.Cell;
import io.benchlab.core.view.Row;
import io.benchlab.core.view.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What faults cost and what the durability audits found (docs/faults.md), as the report, {@code show}
 * and the GUI print it — one table per kind, from {@link FaultSamples}: each fault as each stream
 * lived it (when it struck, when its node was back, the recovery, the dip, the errors in it, the
 * acknowledged writes the stream lost), each audit per node (acknowledged, present, lost, the first
 * lost keys), and two runs' faults side by side for {@code compare}.
 *
 * @param faults one table per column that had faults
 * @param audits one table per column that audited its writes
 */
public record FaultViews(List<ColumnTable> faults, List<ColumnTable> audits) {

    /** One column's table. */
    public record ColumnTable(String column, Table table) {
    }

    /** The headers of {@link #faultTable}, after the stream's label. */
    public static final List<String> FAULT_HEADERS = List.of("fault", "struck", "back", "recovery", "dip", "ops lost", "before → lowest",
            "errors", "lost writes");
    /** The headers of {@link #auditTable}, after the stream's label. */
    public static final List<String> AUDIT_HEADERS = List.of("node", "acknowledged", "present", "lost", "first lost keys");

    /** The fault views of these columns; null when none had faults or audits. */
    static FaultViews of(List<Column> columns) {
        List<ColumnTable> faults = new ArrayList<>();
        List<ColumnTable> audits = new ArrayList<>();
        for (Column c : columns) {
            FaultSamples s = FaultSamples.of(c.bundle());
            Table f = faultTable(s, c.variant());
            if (!f.rows().isEmpty()) {
                faults.add(new ColumnTable(c.label(), f));
            }
            Table a = auditTable(s, c.variant());
            if (!a.rows().isEmpty()) {
                audits.add(new ColumnTable(c.label(), a));
            }
        }
        return faults.isEmpty() && audits.isEmpty() ? null : new FaultViews(faults, audits);
    }

    /** One row per (fault, stream) of a variant: the stream's label ("Run1 · insert · 4t"), then {@link #FAULT_HEADERS}. */
    public static Table faultTable(FaultSamples s, String variant) {
        List<Row> rows = new ArrayList<>();
        for (FaultRecord f : s.faults()) {
            if (!f.variant().equals(variant)) {
                continue;
            }
            String errors = f.errors() == null ? "–" : f.errors().entrySet().stream()
                    .map(e -> String.format(Locale.ROOT, "%,d %s", e.getValue(), e.getKey().replace('_', ' '))).collect(Collectors.joining(", "));
            Long lost = s.lostWrites(f.key());
            rows.add(new Row(f.phase() + " · " + f.operation() + " · " + f.threads() + "t", List.of(
                    new Cell(f.describe(), f.error() == null ? null : f.error(), f.error() == null ? null : "bad"),
                    num(shortSeconds(f.injectedSeconds()), f.tookSeconds() == null ? null : "took " + shortSeconds(f.tookSeconds())),
                    num(shortSeconds(f.backSeconds()), null),
                    num(f.injectedSeconds() == null ? "did not strike" : f.recoverySeconds() == null ? "never" : shortSeconds(f.recoverySeconds()),
                            "from the strike until the first operation that started after it succeeded"),
                    num(shortSeconds(f.dipSeconds()), "until throughput was back to 90% of the rate before"),
                    num(count(f.operationsLost()), "operations the dip lacks of the rate before"),
                    num(f.baselinePerSecond() == null ? "–" : rate(f.baselinePerSecond()) + " → " + rate(f.lowestPerSecond()), null),
                    num(errors, null),
                    new Cell(lost == null ? "not audited" : count(lost), null, lost == null ? "num" : lost > 0 ? "num bad" : "num good"))));
        }
        return new Table(FAULT_HEADERS, rows);
    }

    /** One row per (stream, node) audited: the stream's label, then {@link #AUDIT_HEADERS}. */
    public static Table auditTable(FaultSamples s, String variant) {
        List<Row> rows = new ArrayList<>();
        for (AuditRecord a : s.audits()) {
            if (!a.variant().equals(variant)) {
                continue;
            }
            boolean read = a.error() == null;
            rows.add(new Row(a.phase() + " · " + a.operation() + " · " + a.threads() + "t", List.of(
                    Cell.of(a.node() == null ? "server" : a.node()),
                    num(count(a.acknowledged()), a.acknowledged() > a.distinctKeys()
                            ? count(a.acknowledged() - a.distinctKeys()) + " key(s) handed out again after the server lost their rows" : null),
                    num(read ? count(a.present()) : "–", read ? null : a.error()),
                    new Cell(read ? count(a.lost()) : "could not read " + a.table(), read ? null : a.error(),
                            !read || a.lost() > 0 ? "num bad" : "num good"),
                    Cell.of(a.lostKeys().isEmpty() ? "–" : a.lostKeys().stream().map(String::valueOf).collect(Collectors.joining(", "))
                            + (a.lost() > a.lostKeys().size() ? ", …" : "")))));
        }
        return new Table(AUDIT_HEADERS, rows);
    }

    /**
     * Two variants' faults side by side (the same fault in the same phase): recovery and lost writes
     * of A and B, for {@code compare}; no rows when neither had faults.
     */
    public static Table compare(FaultSamples a, String va, FaultSamples b, String vb) {
        Map<String, FaultSamples.Cost> right = new java.util.LinkedHashMap<>();
        b.costs(vb).forEach(c -> right.put(c.phase() + " · " + c.fault(), c));
        List<Row> rows = new ArrayList<>();
        for (FaultSamples.Cost left : a.costs(va)) {
            FaultSamples.Cost other = right.remove(left.phase() + " · " + left.fault());
            rows.add(costRow(left.phase() + " · " + left.fault(), left, other));
        }
        right.forEach((name, other) -> rows.add(costRow(name, null, other)));
        return new Table(List.of("recovery A", "recovery B", "ops lost A", "ops lost B", "lost writes A", "lost writes B"), rows);
    }

    private static Row costRow(String name, FaultSamples.Cost a, FaultSamples.Cost b) {
        return new Row(name, List.of(num(recovery(a), null), num(recovery(b), null), num(a == null ? "–" : count(a.operationsLost()), null),
                num(b == null ? "–" : count(b.operationsLost()), null), num(a == null ? "–" : lostWrites(a.lostWrites()), null),
                num(b == null ? "–" : lostWrites(b.lostWrites()), null)));
    }

    private static String recovery(FaultSamples.Cost c) {
        return c == null ? "–" : c.recoverySeconds() == null ? "never" : shortSeconds(c.recoverySeconds());
    }

    private static String lostWrites(Long lost) {
        return lost == null ? "not audited" : count(lost);
    }

    private static Cell num(String text, String title) {
        return new Cell(text, title, "num");
    }

    static String shortSeconds(Double s) {
        return s == null ? "–" : Numbers.shortSeconds(s);
    }

    private static String count(Long v) {
        return v == null ? "–" : String.format(Locale.ROOT, "%,d", v);
    }

    private static String rate(Double v) {
        return v == null ? "–" : String.format(Locale.ROOT, "%,.0f/s", v);
    }
}

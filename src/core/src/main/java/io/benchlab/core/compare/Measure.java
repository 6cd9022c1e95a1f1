package io.benchlab.core.compare;

import io.benchlab.core.stats.Direction;
import java.util.Map;
import java.util.function.Function;

/**
 * A figure read from records of type {@code T} (a stream's intervals, its summaries, a node's
 * intervals), declared once: the lists in {@link Measures} are every figure the comparison and the
 * gate look at, so a new figure is one line there.
 *
 * <p>The floor is the figure's resolution: values below it count as the floor. Verdicts compare
 * ratios, and a ratio of two values below what the figure can tell apart — a replica 0 vs 0
 * transactions behind, a stalled interval at 0 rows/s — is no ratio at all; at the floor, 0 vs 0
 * is equal and 0 vs 500 transactions behind is 500 times worse.
 *
 * @param name      the measure's name; {@value #UNIT} stands for the stream's unit (rows, queries, bytes), {@value #KEY}
 *                  for the key of a value (a kind, a count's name); without {@value #KEY} a key follows the name
 * @param direction whether lower or higher values are better
 * @param floor     the smallest value that means something (> 0)
 * @param values    a record's values: one, under the empty key, or several by name (one per transaction kind);
 *                  a missing or null value is no sample
 */
public record Measure<T>(String name, Direction direction, double floor, Function<T, Map<String, Double>> values) {
    /** Stands for the stream's unit in a name. */
    public static final String UNIT = "{unit}";
    /** Stands for a value's key in a name. */
    public static final String KEY = "{key}";

    public Measure {
        if (!(floor > 0)) {
            throw new IllegalArgumentException("a measure's floor must be positive: " + floor);
        }
    }

    /** A figure with one value per record (null: none in this record). */
    public static <T> Measure<T> of(String name, Direction direction, double floor, Function<T, Double> value) {
        return new Measure<>(name, direction, floor, r -> {
            Double v = value.apply(r);
            return v == null ? Map.of() : Map.of("", v);
        });
    }

    /** A figure with a value per name in each record (e.g. p95 per transaction kind: "p95 ms new_order"). */
    public static <T> Measure<T> each(String name, Direction direction, double floor, Function<T, Map<String, Double>> values) {
        return new Measure<>(name, direction, floor, values);
    }

    /** The measure's name for a stream of this unit, with a value's key after it. */
    String label(String unit, String key) {
        String n = name.replace(UNIT, unit == null ? "units" : unit);
        return n.contains(KEY) ? n.replace(KEY, key) : key.isEmpty() ? n : n + " " + key;
    }
}

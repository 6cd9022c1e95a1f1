package io.benchlab.core.report;

import io.benchlab.core.bundle.VariantSamples;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The report's columns, baseline first, with each one's query samples ({@link VariantSamples}:
 * the one rule for samples and totals, whole phases only) and the operations any of them ran —
 * what the time, verdict and sweep sections all read, computed once.
 */
record ColumnSamples(List<Column> columns, Map<Column, VariantSamples> samples, List<String> operations) {

    static ColumnSamples of(List<Column> columns) {
        Map<Column, VariantSamples> samples = new LinkedHashMap<>();
        columns.forEach(c -> samples.put(c, VariantSamples.of(c.bundle(), c.variant())));
        Set<String> ops = new LinkedHashSet<>();
        samples.values().forEach(s -> s.byPhase().values().forEach(m -> ops.addAll(m.keySet())));
        return new ColumnSamples(columns, samples, new ArrayList<>(ops));
    }

    VariantSamples of(Column c) {
        return samples.get(c);
    }

    Column baseline() {
        return columns.get(0);
    }

    /** Every column but the baseline, each compared with it. */
    List<Column> candidates() {
        return columns.subList(1, columns.size());
    }

    List<String> labels() {
        return columns.stream().map(Column::label).toList();
    }

    /** The phases of every column's bundle, in the order they first appear. */
    List<String> phases() {
        Set<String> phases = new LinkedHashSet<>();
        columns.forEach(c -> phases.addAll(c.bundle().manifest().phases()));
        return new ArrayList<>(phases);
    }
}

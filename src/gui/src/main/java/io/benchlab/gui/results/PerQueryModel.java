package io.benchlab.gui.results;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.stats.Summary;
import io.benchlab.gui.ResultTables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The Per query section's view-model: seconds per query and variant, for the phase chosen. "All
 * phases" is each query's warm median, as the report's first per-query chart (a sum over every
 * phase added a cold read to the warm ones, so a cold phase looked like a slow query); a phase is
 * that phase's seconds. A variant that ran only cold steps (an interleaved run) shows their median.
 * No toolkit needed: {@link PerQuerySection} draws it.
 */
public final class PerQueryModel {
    /** One bar: a variant's seconds of one query. */
    public record Bar(String variant, String operation, double seconds) {
    }

    /** What the chart shows: its title and its bars, in variant then operation order. */
    public record Bars(String title, List<Bar> bars) {
        static final Bars NONE = new Bars("Seconds per query", List.of());
    }

    private final ObjectProperty<Bars> bars = new SimpleObjectProperty<>(Bars.NONE);

    /** Shows a run's queries for a phase choice ({@link ResultTables#ALL_PHASES} or a phase's label). */
    public void show(Bundle bundle, String phase) {
        bars.set(bundle == null ? Bars.NONE : of(bundle, phase == null ? ResultTables.ALL_PHASES : phase));
    }

    public ObjectProperty<Bars> barsProperty() {
        return bars;
    }

    static Bars of(Bundle bundle, String phase) {
        boolean all = ResultTables.ALL_PHASES.equals(phase);
        boolean onlyCold = true;
        List<Bar> out = new ArrayList<>();
        for (String variant : bundle.manifest().variants()) {
            VariantSamples s = VariantSamples.of(bundle, variant);
            if (all) {
                Map<String, List<Double>> samples = s.warm().isEmpty() ? s.cold() : s.warm();
                onlyCold &= s.warm().isEmpty();
                samples.forEach((op, values) -> {
                    if (!op.equals(VariantSamples.TOTAL) && !values.isEmpty()) {
                        out.add(new Bar(variant, op, Summary.of(VariantSamples.array(values)).median()));
                    }
                });
            } else {
                s.byPhase().getOrDefault(phase, Map.of()).forEach((op, seconds) -> {
                    if (!op.equals(VariantSamples.TOTAL) && seconds != null) {
                        out.add(new Bar(variant, op, seconds));
                    }
                });
            }
        }
        String title = !all ? "Seconds per query · " + phase
                : onlyCold && !out.isEmpty() ? "Cold median seconds per query (the run has no warm phase)" : "Warm median seconds per query";
        return new Bars(title, out);
    }
}

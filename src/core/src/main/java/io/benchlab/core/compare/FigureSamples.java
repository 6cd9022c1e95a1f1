package io.benchlab.core.compare;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.StreamSamples.Stream;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.stats.Direction;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every figure of one variant of one run with its samples, taken as {@link FigureComparison} takes
 * each side's: a query's warm phases, a stream's intervals over its warm phases ({@link
 * Measures#INTERVAL}) and its runs ({@link Measures#RUN}), a cluster node's intervals ({@link
 * Measures#NODE}). The run history reads a run's figures here, so a figure {@code compare} decides on
 * and the point of it in a history are the same samples.
 *
 * @param figure  the figure
 * @param samples its samples in this run (each at least the measure's floor, as compared)
 */
public record FigureSamples(Figure figure, double[] samples) {

    /** The figures of a variant of a bundle, queries first, then streams, then nodes. */
    public static List<FigureSamples> of(Bundle bundle, String variant) {
        List<FigureSamples> out = new ArrayList<>();
        VariantSamples.of(bundle, variant).forVerdicts(false).forEach((operation, values) -> {
            if (values.length > 0) {
                out.add(new FigureSamples(new Figure(Figure.Kind.QUERY, operation, "seconds", Direction.LOWER_IS_BETTER), values));
            }
        });
        FigureComparison.Side side = FigureComparison.Side.of(bundle, variant, false);
        for (StreamKey id : side.streamIds()) {
            List<Stream> runs = side.streams(id);
            if (runs.isEmpty()) {
                continue;
            }
            String subject = FigureComparison.subject(id.operation(), id.threads());
            String unit = runs.get(0).unit();
            Set<String> named = new LinkedHashSet<>();
            add(out, Figure.Kind.STREAM, subject, unit, Measures.INTERVAL, FigureComparison.intervals(runs), named);
            add(out, Figure.Kind.STREAM_RUN, subject, unit, Measures.RUN, FigureComparison.summaries(runs), named);
        }
        for (Map.Entry<String, List<NodeIntervalRecord>> e : side.nodeIntervals().entrySet()) {
            add(out, Figure.Kind.NODE, e.getKey(), null, Measures.NODE, e.getValue(), new LinkedHashSet<>());
        }
        return out;
    }

    private static <T> void add(List<FigureSamples> out, Figure.Kind kind, String subject, String unit, List<Measure<T>> measures,
                                List<T> records, Set<String> named) {
        for (Measure<T> m : measures) {
            FigureComparison.samples(m, records).forEach((key, values) -> {
                String measure = m.label(unit, key);
                if (named.add(measure)) { // operations/s of a stream counted in operations is its units/s
                    out.add(new FigureSamples(new Figure(kind, subject, measure, m.direction()), values));
                }
            });
        }
    }
}

package io.benchlab.core.metrics;

import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.CounterSnapshot.CounterDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.DataPointSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot.GaugeDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.InfoSnapshot;
import io.prometheus.metrics.model.snapshots.InfoSnapshot.InfoDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.prometheus.metrics.model.snapshots.Quantile;
import io.prometheus.metrics.model.snapshots.Quantiles;
import io.prometheus.metrics.model.snapshots.SummarySnapshot;
import io.prometheus.metrics.model.snapshots.SummarySnapshot.SummaryDataPointSnapshot;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The data points of one scrape, gathered family by family and handed to the Prometheus client as
 * its snapshots (which it writes in the format the scraper asked for). A value that was not recorded
 * (null) adds no point: a scrape never shows a number the bundle does not have.
 */
final class Points {
    private final Map<Family, List<DataPointSnapshot>> points = new EnumMap<>(Family.class);

    void gauge(Family f, Labels labels, Number value) {
        if (value != null && Double.isFinite(value.doubleValue())) {
            add(f, GaugeDataPointSnapshot.builder().value(value.doubleValue()).labels(labels).build());
        }
    }

    void counter(Family f, Labels labels, long value) {
        add(f, CounterDataPointSnapshot.builder().value(value).labels(labels).build());
    }

    void info(Family f, Labels labels) {
        add(f, InfoDataPointSnapshot.builder().labels(labels).build());
    }

    /** A latency summary from microseconds as recorded (p50, p95, p99, max); nothing when the interval had no operation. */
    void latency(Family f, Labels labels, Double p50Micros, Double p95Micros, Double p99Micros, Double maxMicros) {
        Double[] micros = {p50Micros, p95Micros, p99Micros, maxMicros};
        Quantiles.Builder q = Quantiles.builder();
        for (int i = 0; i < micros.length; i++) {
            if (micros[i] == null) {
                return;
            }
            q.quantile(new Quantile(Family.QUANTILES.get(i), micros[i] / 1e6));
        }
        add(f, SummaryDataPointSnapshot.builder().quantiles(q.build()).labels(labels).build());
    }

    private void add(Family f, DataPointSnapshot point) {
        points.computeIfAbsent(f, k -> new ArrayList<>()).add(point);
    }

    /** The families that have points, in {@link Family}'s order. */
    MetricSnapshots snapshots() {
        MetricSnapshots.Builder out = MetricSnapshots.builder();
        points.forEach((f, list) -> out.metricSnapshot(snapshot(f, list)));
        return out.build();
    }

    private static MetricSnapshot snapshot(Family f, List<DataPointSnapshot> list) {
        return switch (f.type()) {
            case GAUGE -> {
                GaugeSnapshot.Builder b = GaugeSnapshot.builder().name(f.familyName()).help(f.help());
                if (f.unit() != null) {
                    b.unit(f.unit());
                }
                list.forEach(p -> b.dataPoint((GaugeDataPointSnapshot) p));
                yield b.build();
            }
            case COUNTER -> {
                CounterSnapshot.Builder b = CounterSnapshot.builder().name(f.familyName()).help(f.help());
                list.forEach(p -> b.dataPoint((CounterDataPointSnapshot) p));
                yield b.build();
            }
            case SUMMARY -> {
                SummarySnapshot.Builder b = SummarySnapshot.builder().name(f.familyName()).help(f.help());
                if (f.unit() != null) {
                    b.unit(f.unit());
                }
                list.forEach(p -> b.dataPoint((SummaryDataPointSnapshot) p));
                yield b.build();
            }
            case INFO -> {
                InfoSnapshot.Builder b = InfoSnapshot.builder().name(f.familyName()).help(f.help());
                list.forEach(p -> b.dataPoint((InfoDataPointSnapshot) p));
                yield b.build();
            }
        };
    }
}

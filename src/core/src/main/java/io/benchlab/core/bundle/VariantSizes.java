package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.SizePoint;
import io.benchlab.core.bundle.Records.SizeRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each variant's tables and indexes after the load and at its end, beside its speed, so that "4×
 * smaller, 30% slower" is one line: the one model {@code show}, its JSON, the report and
 * {@code compare} read. Speed is the streams' mean rate (units per second over the warm phases)
 * where the variant ran streams, else its queries' mean total seconds per warm phase.
 */
public record VariantSizes(List<Row> rows) {

    /**
     * @param loaded  after the load (null when not recorded)
     * @param end     after the variant's last phase (null when not recorded)
     * @param rate    the streams' mean units per second; null without streams
     * @param unit    what the streams count (rows, transactions, …); null without streams
     * @param seconds the queries' mean total seconds per warm phase; null without timed queries or with streams
     */
    public record Row(String variant, SizeRecord loaded, SizeRecord end, Double rate, String unit, Double seconds) {
        /** The size that compares: the files at the end when measured, else data + index at the end, else after the load. */
        public Long bytes() {
            SizeRecord r = end != null ? end : loaded;
            if (r == null) {
                return null;
            }
            return r.fileBytes() != null ? r.fileBytes() : r.dataBytes() + r.indexBytes();
        }

        /** What {@link #bytes} measured: "on disk" or "data + index". */
        public String measured() {
            SizeRecord r = end != null ? end : loaded;
            return r != null && r.fileBytes() != null ? "on disk" : "data + index";
        }
    }

    public static VariantSizes of(Bundle b) {
        Map<String, SizeRecord> loaded = new LinkedHashMap<>();
        Map<String, SizeRecord> end = new LinkedHashMap<>();
        for (SizeRecord r : b.sizes()) {
            (r.point() == SizePoint.LOADED ? loaded : end).put(r.variant(), r);
        }
        if (loaded.isEmpty() && end.isEmpty()) {
            return new VariantSizes(List.of());
        }
        BundleSummary summary = BundleSummary.of(b);
        StreamSamples streams = StreamSamples.of(b);
        List<Row> rows = new ArrayList<>();
        for (String v : b.manifest().variants()) {
            if (!loaded.containsKey(v) && !end.containsKey(v)) {
                continue;
            }
            Map<String, PhaseKind> kinds = PhaseKinds.of(b, v).byPhase();
            double rateSum = 0;
            int rateN = 0;
            String unit = null;
            for (StreamSamples.Stream st : streams.streams()) {
                if (st.key().variant().equals(v) && st.summary() != null && kinds.get(st.key().phase()) != PhaseKind.COLD) {
                    rateSum += st.summary().unitsPerSecond();
                    rateN++;
                    unit = st.unit();
                }
            }
            Double seconds = null;
            if (rateN == 0) {
                double sum = 0;
                int n = 0;
                for (Map.Entry<String, Double> t : summary.totalSeconds().getOrDefault(v, Map.of()).entrySet()) {
                    if (kinds.get(t.getKey()) != PhaseKind.COLD) {
                        sum += t.getValue();
                        n++;
                    }
                }
                seconds = n == 0 ? null : sum / n;
            }
            rows.add(new Row(v, loaded.get(v), end.get(v), rateN == 0 ? null : rateSum / rateN, unit, seconds));
        }
        return new VariantSizes(List.copyOf(rows));
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    public Row of(String variant) {
        return rows.stream().filter(r -> r.variant().equals(variant)).findFirst().orElse(null);
    }

    /**
     * B against A in one line: "4.0× smaller on disk, 30% slower" ("1.3× larger", "the same size";
     * "faster" / "slower" by rate, or by seconds without streams); null when either has no size.
     */
    public static String sentence(Row a, Row b) {
        if (a == null || b == null || a.bytes() == null || b.bytes() == null || a.bytes() <= 0 || b.bytes() <= 0) {
            return null;
        }
        double ratio = (double) a.bytes() / b.bytes();
        String size = Math.abs(ratio - 1) < 0.05 ? "the same size" : ratio > 1
                ? String.format(java.util.Locale.ROOT, "%.1f× smaller", ratio)
                : String.format(java.util.Locale.ROOT, "%.1f× larger", 1 / ratio);
        String speed = speed(a, b);
        return size + " " + b.measured() + (speed == null ? "" : ", " + speed);
    }

    private static String speed(Row a, Row b) {
        double change;
        if (a.rate() != null && b.rate() != null && a.rate() > 0) {
            change = b.rate() / a.rate() - 1; // more units per second is faster
        } else if (a.seconds() != null && b.seconds() != null && b.seconds() > 0) {
            change = a.seconds() / b.seconds() - 1; // fewer seconds is faster
        } else {
            return null;
        }
        long pct = Math.round(Math.abs(change) * 100);
        return pct == 0 ? "as fast" : pct + "% " + (change > 0 ? "faster" : "slower");
    }
}

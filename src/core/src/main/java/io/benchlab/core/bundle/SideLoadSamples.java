package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.SideLoadRecords.SideLoadRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one model of a run's side loads ({@link BundleFormat#SIDE_LOADS}): the Side loads table's rows,
 * the marks every time axis draws beside the streams they ran with, and what {@code compare} sets side
 * by side. {@code show}, its JSON, the report and the GUI read side loads only from here.
 */
public record SideLoadSamples(List<SideLoadRecord> records) {

    public SideLoadSamples {
        records = List.copyOf(records);
    }

    public static SideLoadSamples of(Bundle b) {
        return new SideLoadSamples(new BundleReader().records(b.dir(), BundleFormat.SIDE_LOADS, SideLoadRecord.class));
    }

    public static SideLoadSamples none() {
        return new SideLoadSamples(List.of());
    }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isEmpty() {
        return records.isEmpty();
    }

    /** The executions of one variant, in the order they were recorded. */
    public List<SideLoadRecord> of(String variant) {
        return records.stream().filter(r -> r.variant().equals(variant)).toList();
    }

    /** The variants that had side loads, in order. */
    public List<String> variants() {
        return records.stream().map(SideLoadRecord::variant).distinct().toList();
    }

    /**
     * A side load on a time axis: from its start to its end (null when it never ended), labelled
     * with its name; {@code failed} when it ended in an error.
     */
    public record Mark(double startSeconds, Double endSeconds, String label, boolean failed) {
    }

    /**
     * The marks of the side loads that ran beside one stream. A periodic one is marked at each
     * execution; its label only names the execution after the first.
     */
    public List<Mark> marks(StreamKey key) {
        List<Mark> out = new ArrayList<>();
        for (SideLoadRecord r : records) {
            if (r.beside(key)) {
                out.add(new Mark(r.startSeconds(), r.endSeconds(), r.execution() == 1 ? r.name() : r.name() + " #" + r.execution(),
                        r.failed()));
            }
        }
        return out;
    }

    /** The names of the side loads whose run overlaps {@code [from, to)} seconds beside a stream (a per-interval column). */
    public List<String> during(StreamKey key, double from, double to) {
        List<String> out = new ArrayList<>();
        for (SideLoadRecord r : records) {
            double end = r.endSeconds() == null ? Double.POSITIVE_INFINITY : r.endSeconds();
            if (r.beside(key) && r.startSeconds() < to && end >= from && !out.contains(r.name())) {
                out.add(r.name());
            }
        }
        return out;
    }

    /**
     * What one side load of a variant cost over a phase, as {@code compare} sets two variants side by
     * side: the side load by its place and name, its executions, their mean and longest seconds, the
     * rows and the failures.
     *
     * @param meanSeconds the executions' mean seconds; null when none ended
     * @param maxSeconds  the longest; null when none ended
     * @param rows        rows summed (statements), or a side stream's operations; null for commands
     */
    public record Cost(String name, String phase, int threads, int executions, Double meanSeconds, Double maxSeconds, Long rows,
                       int failures) {
        /** What lines the same side load of two variants up. */
        public String id() {
            return phase + "/" + threads + "t/" + name;
        }
    }

    /** The costs of a variant's side loads, per phase, thread count and side load, in the order they ran. */
    public List<Cost> costs(String variant) {
        Map<String, List<SideLoadRecord>> groups = new LinkedHashMap<>();
        for (SideLoadRecord r : of(variant)) {
            String id = r.phase() + (r.round() > 1 ? "#" + r.round() : "") + "\u0000" + r.threads() + "\u0000" + r.index();
            groups.computeIfAbsent(id, k -> new ArrayList<>()).add(r);
        }
        List<Cost> out = new ArrayList<>();
        for (List<SideLoadRecord> g : groups.values()) {
            SideLoadRecord first = g.get(0);
            List<Double> secs = g.stream().map(SideLoadRecord::seconds).filter(s -> s != null).toList();
            Long rows = null;
            for (SideLoadRecord r : g) {
                Long n = r.operations() != null ? r.operations() : r.rows();
                rows = n == null ? rows : (rows == null ? 0 : rows) + n;
            }
            out.add(new Cost(first.name(), first.phase() + (first.round() > 1 ? "#" + first.round() : ""), first.threads(), g.size(),
                    secs.isEmpty() ? null : secs.stream().mapToDouble(Double::doubleValue).average().orElseThrow(),
                    secs.isEmpty() ? null : secs.stream().mapToDouble(Double::doubleValue).max().orElseThrow(), rows,
                    (int) g.stream().filter(SideLoadRecord::failed).count()));
        }
        return out;
    }
}

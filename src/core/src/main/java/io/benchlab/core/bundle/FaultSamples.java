package io.benchlab.core.bundle;

import io.benchlab.core.bundle.FaultRecords.AuditRecord;
import io.benchlab.core.bundle.FaultRecords.FaultRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import java.util.ArrayList;
import java.util.List;

/**
 * The one model of what a run's faults cost and of its durability audits, read from the bundle
 * ({@link BundleFormat#FAULTS}, {@link BundleFormat#AUDITS}): the Faults table's rows, the marks a
 * time axis draws, and what {@code compare} sets side by side. {@code show}, its JSON, the report
 * and the GUI read faults only from here.
 */
public record FaultSamples(List<FaultRecord> faults, List<AuditRecord> audits) {

    public FaultSamples {
        faults = List.copyOf(faults);
        audits = List.copyOf(audits);
    }

    public static FaultSamples of(Bundle b) {
        BundleReader r = new BundleReader();
        return new FaultSamples(r.records(b.dir(), BundleFormat.FAULTS, FaultRecord.class),
                r.records(b.dir(), BundleFormat.AUDITS, AuditRecord.class));
    }

    /** Whether the run had neither faults nor audits. */
    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isEmpty() {
        return faults.isEmpty() && audits.isEmpty();
    }

    /** One stream's faults, in the order they were given. */
    public List<FaultRecord> of(StreamKey key) {
        return faults.stream().filter(f -> f.key().equals(key)).toList();
    }

    /** One stream's audits, one per node read (one for a single server). */
    public List<AuditRecord> auditsOf(StreamKey key) {
        return audits.stream().filter(a -> a.key().equals(key)).toList();
    }

    /**
     * The acknowledged writes a stream lost: the most any node lacks (every node should hold every
     * acknowledged write); null when the stream was not audited or no node could be read.
     */
    public Long lostWrites(StreamKey key) {
        return auditsOf(key).stream().filter(a -> a.error() == null).map(AuditRecord::lost).max(Long::compare).orElse(null);
    }

    /** A fault on a time axis: when it struck and when its node was back (null when not during the stream). */
    public record Mark(double struckSeconds, Double backSeconds, String label) {
    }

    /** The marks of one stream's faults (those that struck). */
    public List<Mark> marks(StreamKey key) {
        List<Mark> out = new ArrayList<>();
        for (FaultRecord f : of(key)) {
            if (f.injectedSeconds() != null) {
                out.add(new Mark(f.injectedSeconds(), f.backSeconds(), f.action() + " " + f.target()));
            }
        }
        return out;
    }

    /**
     * What one fault of one variant cost, as {@code compare} puts two runs side by side: the same
     * fault (its place in the variant's list) in the same phase, summed over nothing — the first
     * stream that lived it.
     *
     * @param recoverySeconds from the strike to the first success after it; null when the stream never worked again
     * @param operationsLost  the dip's operations lost against the rate before
     * @param lostWrites      acknowledged writes lost in that stream (the audit); null when not audited
     */
    public record Cost(String fault, String phase, Double recoverySeconds, Long operationsLost, Long lostWrites) {
    }

    /** The costs of a variant's faults, in phase and fault order. */
    public List<Cost> costs(String variant) {
        List<Cost> out = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (FaultRecord f : faults) {
            String id = f.phase() + "#" + f.fault();
            if (f.variant().equals(variant) && !seen.contains(id)) {
                seen.add(id);
                out.add(new Cost(f.describe(), f.phase(), f.recoverySeconds(), f.operationsLost(), lostWrites(f.key())));
            }
        }
        return out;
    }
}

package io.benchlab.core.run.host;

import io.benchlab.api.StreamOperation;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.FaultRecords.AuditRecord;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.stream.AcknowledgedKeys;
import java.util.List;
import java.util.Locale;

/**
 * {@code stream.audit: acknowledged}: after the streams (and after every node a fault held is back),
 * each audited stream's acknowledged keys are looked for in its table, on every node, into
 * audits.jsonl. How a table is read on a target is the target's ({@link Auditor}); this companion
 * only decides when and what to report.
 */
public final class AcknowledgedWritesAudit implements StreamCompanion {
    /** Reads one stream's audited table on the run's target: one record per node. */
    @FunctionalInterface
    public interface Auditor {
        List<AuditRecord> audit(StreamKey key, StreamOperation.Audit audit, AcknowledgedKeys keys);
    }

    private final Auditor auditor;

    public AcknowledgedWritesAudit(Auditor auditor) {
        this.auditor = auditor;
    }

    @Override
    public void finish(List<FinishedStream> streams, HostOutput out) {
        for (FinishedStream s : streams) {
            if (s.acknowledged() == null || s.result() == null) {
                continue;
            }
            out.progress("auditing the acknowledged writes of " + s.operation().name());
            for (AuditRecord a : auditor.audit(s.key(), s.operation().audit(), s.acknowledged())) {
                out.append(BundleFormat.AUDITS, a);
                out.message(String.format(Locale.ROOT, "    audit of %s%s: acknowledged %,d, present %,d, lost %,d%s", s.operation().name(),
                        a.node() == null ? "" : " on " + a.node(), a.acknowledged(), a.present(), a.lost(),
                        a.error() == null ? "" : " (could not read the table: " + a.error() + ")"));
            }
        }
    }
}

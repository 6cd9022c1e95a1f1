package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PhaseRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A cold measurement of a query that returned rows while the server wrote a lot: a read does not
 * write pages, so these writes were background work (page flushing, purge) that the cold query
 * paid for — its time is not a clean cold read. Flagged in {@code show} and the report.
 *
 * @param pagesWritten {@code Innodb_pages_written} during the query
 * @param bytesWritten {@code Innodb_data_written} during the query
 */
public record ColdWrite(String variant, String phase, String operation, long pagesWritten, long bytesWritten) {

    /** 1,024 pages (16 MiB of 16 KiB pages): far above the few pages a read may dirty (statistics, temporary tables). */
    public static final long THRESHOLD_PAGES = 1_024;

    /** The flagged measurements of a bundle, in order. */
    public static List<ColdWrite> of(Bundle b) {
        Set<String> coldPhases = new HashSet<>();
        for (PhaseRecord p : b.phases()) {
            if (p.cold()) {
                coldPhases.add(p.variant() + "\u0000" + p.phase());
            }
        }
        List<ColdWrite> out = new ArrayList<>();
        for (Measurement m : b.measurements()) {
            if (m.error() != null || m.checksum() == null || m.globalStatus() == null
                    || !coldPhases.contains(m.variant() + "\u0000" + m.phase())) {
                continue; // only reads (a result set) of cold phases
            }
            long pages = m.globalStatus().getOrDefault("Innodb_pages_written", 0L);
            if (pages > THRESHOLD_PAGES) {
                out.add(new ColdWrite(m.variant(), m.phase(), m.operation(), pages, m.globalStatus().getOrDefault("Innodb_data_written", 0L)));
            }
        }
        return out;
    }

    /** "bp-8M / Cold / q3: the server wrote 114,855 pages (3.76 GB) during this cold read — background ...". */
    public String describe() {
        return String.format(Locale.ROOT, "%s / %s / %s: the server wrote %,d pages (%,d bytes) during this cold read;"
                + " background flushing or purge, not the query's own work, so its time is not a clean cold read",
                variant, phase, operation, pagesWritten, bytesWritten);
    }
}

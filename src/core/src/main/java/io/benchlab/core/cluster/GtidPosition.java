package io.benchlab.core.cluster;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A MariaDB GTID position ({@code @@gtid_binlog_pos}, {@code @@gtid_slave_pos}): the last sequence
 * number per replication domain. The server id in the middle of {@code domain-server-seq} does not
 * matter for counting: with {@code gtid_strict_mode} sequence numbers only grow within a domain, so
 * the difference of two positions per domain is the number of transactions between them.
 */
public record GtidPosition(SortedMap<Long, Long> lastSeqByDomain) implements Gtids {

    public GtidPosition {
        lastSeqByDomain = Collections.unmodifiableSortedMap(new TreeMap<>(lastSeqByDomain));
    }

    public static GtidPosition empty() {
        return new GtidPosition(new TreeMap<>());
    }

    /** Parses {@code 0-1-100,1-2-7}; an empty or null text is the empty position. */
    public static GtidPosition parse(String text) {
        TreeMap<Long, Long> seq = new TreeMap<>();
        if (text == null || text.isBlank()) {
            return new GtidPosition(seq);
        }
        for (String part : text.split(",")) {
            String[] f = part.strip().split("-");
            try {
                if (f.length != 3) {
                    throw new NumberFormatException();
                }
                seq.merge(Long.parseLong(f[0]), Long.parseLong(f[2]), Math::max);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a MariaDB GTID (domain-server-sequence): '" + part.strip() + "'");
            }
        }
        return new GtidPosition(seq);
    }

    /** How many transactions this position lacks to reach {@code ahead}, summed over ahead's domains (never negative). */
    @Override
    public long transactionsBehind(Gtids ahead) {
        if (!(ahead instanceof GtidPosition a)) {
            throw new IllegalArgumentException("a MariaDB GTID position cannot be compared with a MySQL GTID set");
        }
        long behind = 0;
        for (Map.Entry<Long, Long> e : a.lastSeqByDomain.entrySet()) {
            behind += Math.max(0, e.getValue() - lastSeqByDomain.getOrDefault(e.getKey(), 0L));
        }
        return behind;
    }

    /** Back in the server's own notation, with {@code serverId} in each GTID (for MASTER_GTID_WAIT, only domain and sequence count). */
    public String toText(long serverId) {
        StringBuilder b = new StringBuilder();
        lastSeqByDomain.forEach((d, s) -> b.append(b.isEmpty() ? "" : ",").append(d).append('-').append(serverId).append('-').append(s));
        return b.toString();
    }
}

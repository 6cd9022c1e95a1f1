package io.benchlab.core.run;

import io.benchlab.core.answers.ResultRows;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.zip.CRC32C;

/** Row count and an order-sensitive CRC-32C of a result, to flag a query whose answer changed. */
record ResultDigest(long rows, String checksum) {

    static ResultDigest of(ResultSet rs) throws SQLException {
        return of(rs, null);
    }

    /** The digest, and each value's text handed to {@code keep} too when it is not null ({@code check: answers}). */
    static ResultDigest of(ResultSet rs, ResultRows keep) throws SQLException {
        CRC32C crc = new CRC32C();
        int columns = rs.getMetaData().getColumnCount();
        long rows = 0;
        while (rs.next()) {
            if (keep != null) {
                keep.startRow();
            }
            for (int i = 1; i <= columns; i++) {
                String v = rs.getString(i);
                if (keep != null) {
                    keep.value(v);
                }
                if (v == null) {
                    crc.update(0);
                } else {
                    byte[] b = v.getBytes(java.nio.charset.StandardCharsets.UTF_8);
                    crc.update(b, 0, b.length);
                }
                crc.update(1);
            }
            crc.update(2);
            rows++;
        }
        return new ResultDigest(rows, String.format(Locale.ROOT, "%08x", crc.getValue()));
    }
}

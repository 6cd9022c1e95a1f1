package io.benchlab.plugin.oltp;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.SplittableRandom;

/**
 * One thread of bulk_insert: its own table {@code sbtest<worker + 1>} (id and k), started empty,
 * and rows (1, 1), (2, 2), … appended to one multi-row INSERT that is sent, as text in autocommit,
 * when the next row would make it longer than sysbench's 512 KiB buffer. One operation is one row
 * appended (sysbench's event), so operations/s are rows/s; its units are the statements it sent (0
 * or 1). The rows still buffered when the stream ends are sent when the worker closes, outside the
 * measurement, as sysbench sends them when its thread ends.
 */
final class BulkInsertWorker extends CountingWorker {
    /** sysbench's BULK_PACKET_SIZE. */
    static final int BUFFER_BYTES = 512 * 1024;

    private final String table;
    private final String prefix;
    private final StringBuilder buffer = new StringBuilder(BUFFER_BYTES);
    private Statement text;
    private long rows;
    private int buffered;

    BulkInsertWorker(int worker) {
        this.table = SbtestSql.table(worker + 1);
        this.prefix = "INSERT INTO " + table + " VALUES";
    }

    @Override
    public void open(Connection connection) throws SQLException {
        connection.setAutoCommit(true);
        text = connection.createStatement();
        text.execute("DROP TABLE IF EXISTS " + table);
        text.execute(SbtestSql.createBulkTable(table));
        buffer.setLength(0);
        buffer.append(prefix);
    }

    @Override
    public long execute(Connection connection, SplittableRandom random) throws SQLException {
        try {
            long n = ++rows;
            int rowLength = 3 + 2 * digits(n);
            if (buffered > 0 && buffer.length() + rowLength + 2 > BUFFER_BYTES) {
                send();
            }
            buffer.append(buffered > 0 ? ",(" : "(").append(n).append(',').append(n).append(')');
            buffered++;
            return counted.pending();
        } finally {
            counted.flush();
        }
    }

    private void send() throws SQLException {
        String sql = buffer.toString();
        buffer.setLength(prefix.length());
        buffered = 0;
        counted.execute(text, sql);
    }

    private static int digits(long n) {
        int d = 1;
        for (long x = n; x >= 10; x /= 10) {
            d++;
        }
        return d;
    }

    @Override
    public void close() {
        try {
            if (buffered > 0 && text != null) {
                send(); // not counted: the measurement is over
            }
        } catch (SQLException e) {
            // the stream is over; the rows still buffered were never part of a measurement
        }
        Jdbc.closeQuietly(text);
    }
}

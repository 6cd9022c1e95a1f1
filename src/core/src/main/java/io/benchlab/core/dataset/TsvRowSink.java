package io.benchlab.core.dataset;

import io.benchlab.api.RowSink;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Encodes rows tab-separated, one per line, {@code \N} for NULL, in one of two text formats:
 * {@link Format#LOAD_DATA} as LOAD DATA reads them by default (backslash escapes), or
 * {@link Format#CSV} as a CSV reader with a tab delimiter does (a field holding a tab, newline,
 * double quote or backslash, or the text {@code \N}, is enclosed in double quotes, quotes
 * doubled). Writes bytes into a growable buffer with no per-field objects, because generation
 * must keep up with the server's load rate.
 */
public final class TsvRowSink implements RowSink {
    /** How text fields are escaped. */
    public enum Format {
        /** MySQL/MariaDB LOAD DATA's default: backslash escapes. */
        LOAD_DATA,
        /** RFC 4180 quoting with a tab delimiter (DuckDB's CSV reader with {@code QUOTE '"', ESCAPE '"'}). */
        CSV
    }

    private final Format format;
    private byte[] buf;
    private int len;
    private boolean rowStarted;
    private long rows;
    private final byte[] digits = new byte[20];

    public TsvRowSink(int initialCapacity) {
        this(initialCapacity, Format.LOAD_DATA);
    }

    public TsvRowSink(int initialCapacity, Format format) {
        buf = new byte[Math.max(1024, initialCapacity)];
        this.format = format;
    }

    private void ensure(int extra) {
        if (len + extra > buf.length) {
            byte[] n = new byte[Math.max(buf.length * 2, len + extra)];
            System.arraycopy(buf, 0, n, 0, len);
            buf = n;
        }
    }

    private void separator() {
        if (rowStarted) {
            ensure(1);
            buf[len++] = '\t';
        }
        rowStarted = true;
    }

    @Override
    public RowSink add(long value) {
        separator();
        writeLong(value);
        return this;
    }

    private void writeLong(long value) {
        ensure(20);
        if (value == 0) {
            buf[len++] = '0';
            return;
        }
        if (value == Long.MIN_VALUE) {
            byte[] b = Long.toString(value).getBytes(StandardCharsets.US_ASCII);
            System.arraycopy(b, 0, buf, len, b.length);
            len += b.length;
            return;
        }
        if (value < 0) {
            buf[len++] = '-';
            value = -value;
        }
        int n = 0;
        while (value > 0) {
            digits[n++] = (byte) ('0' + (value % 10));
            value /= 10;
        }
        while (n > 0) {
            buf[len++] = digits[--n];
        }
    }

    @Override
    public RowSink add(String value) {
        if (value == null) {
            return addNull();
        }
        separator();
        if (format == Format.CSV && needsQuotes(value)) {
            return addQuoted(value);
        }
        int n = value.length();
        ensure(n * 2);
        for (int i = 0; i < n; i++) {
            char ch = value.charAt(i);
            if (ch < 0x80) {
                switch (ch) {
                    case '\t' -> { buf[len++] = '\\'; buf[len++] = 't'; }
                    case '\n' -> { buf[len++] = '\\'; buf[len++] = 'n'; }
                    case '\\' -> { buf[len++] = '\\'; buf[len++] = '\\'; }
                    case 0 -> { buf[len++] = '\\'; buf[len++] = '0'; }
                    default -> buf[len++] = (byte) ch;
                }
            } else {
                byte[] utf8 = String.valueOf(ch).getBytes(StandardCharsets.UTF_8);
                if (Character.isHighSurrogate(ch) && i + 1 < n) {
                    utf8 = value.substring(i, i + 2).getBytes(StandardCharsets.UTF_8);
                    i++;
                }
                ensure(utf8.length + (n - i) * 2);
                System.arraycopy(utf8, 0, buf, len, utf8.length);
                len += utf8.length;
            }
        }
        return this;
    }

    private static boolean needsQuotes(String value) {
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (ch == '\t' || ch == '\n' || ch == '\r' || ch == '"' || ch == '\\' || ch == 0) {
                return true;
            }
        }
        return value.equals("\\N");
    }

    /** A CSV field in double quotes, each quote doubled; everything else as it is (UTF-8). */
    private RowSink addQuoted(String value) {
        byte[] utf8 = value.replace("\"", "\"\"").getBytes(StandardCharsets.UTF_8);
        ensure(utf8.length + 2);
        buf[len++] = '"';
        System.arraycopy(utf8, 0, buf, len, utf8.length);
        len += utf8.length;
        buf[len++] = '"';
        return this;
    }

    @Override
    public RowSink addDecimal(long unscaled, int scale) {
        separator();
        if (scale <= 0) {
            writeLong(unscaled);
            return this;
        }
        if (unscaled < 0) {
            ensure(1);
            buf[len++] = '-';
            unscaled = -unscaled;
        }
        long pow = 1;
        for (int i = 0; i < scale; i++) {
            pow *= 10;
        }
        writeLong(unscaled / pow);
        ensure(scale + 1);
        buf[len++] = '.';
        long frac = unscaled % pow;
        for (long p = pow / 10; p > 0; p /= 10) {
            buf[len++] = (byte) ('0' + (frac / p) % 10);
        }
        return this;
    }

    @Override
    public RowSink addDouble(double value) {
        return add(Double.toString(value));
    }

    @Override
    public RowSink addNull() {
        separator();
        ensure(2);
        buf[len++] = '\\';
        buf[len++] = 'N';
        return this;
    }

    @Override
    public void endRow() {
        ensure(1);
        buf[len++] = '\n';
        rowStarted = false;
        rows++;
    }

    public long rows() {
        return rows;
    }

    public int size() {
        return len;
    }

    public byte[] buffer() {
        return buf;
    }

    public void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, len);
    }
}

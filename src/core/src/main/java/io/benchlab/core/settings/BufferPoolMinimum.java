package io.benchlab.core.settings;

import java.util.OptionalDouble;
import io.benchlab.core.util.SizeOrNumber;
import io.benchlab.api.ByteSize;
import java.util.Map;
import java.util.Optional;

/**
 * The smallest {@code innodb_buffer_pool_size} InnoDB starts with. The server's catalog states a
 * lower minimum (2 MiB on MariaDB 11.4) than InnoDB accepts at start-up, which depends on the page
 * size: room for 320 pages, in whole MiB, rounded up. Below it the server does not start at all
 * ("innodb_page_size=16384 requires innodb_buffer_pool_size >= 5MiB"), so 4M passes the catalog and
 * fails the run. Measured on MariaDB 11.4.5: 4K pages 2M, 8K 3M (2.5M is refused), 16K 5M (one byte
 * less is refused), 32K 10M, 64K 20M.
 */
public final class BufferPoolMinimum {
    public static final String VARIABLE = "innodb_buffer_pool_size";
    /** Every server's default page size, when neither the experiment nor the server says another. */
    public static final long DEFAULT_PAGE_SIZE = 16384;
    private static final long PAGES = 320;
    private static final long MIB = 1L << 20;

    private BufferPoolMinimum() {
    }

    /** The smallest buffer pool, in bytes, that a server with this page size starts with. */
    public static long bytes(long pageSize) {
        return (PAGES * pageSize + MIB - 1) / MIB * MIB;
    }

    /** The page size a variant sets ({@code innodb_page_size} or {@code innodb-page-size} in these settings), if it sets one. */
    public static Optional<Long> pageSize(Map<String, Object> settings) {
        for (var e : settings.entrySet()) {
            if (e.getKey() != null && VariableCatalog.normalise(e.getKey()).equals("innodb_page_size") && e.getValue() != null) {
                return size(e.getValue());
            }
        }
        return Optional.empty();
    }

    /**
     * Why this buffer pool size cannot start a server with this page size, as the end of a sentence
     * naming the smallest size that does; empty when it is large enough or not a size at all (the
     * catalog check says that).
     */
    public static Optional<String> refusal(Object value, long pageSize) {
        Optional<Long> bytes = size(value);
        long min = bytes(pageSize);
        if (bytes.isEmpty() || bytes.get() >= min) {
            return Optional.empty();
        }
        return Optional.of(VARIABLE + " " + String.valueOf(value).strip() + " is below what InnoDB starts with at innodb_page_size "
                + ByteSize.format(pageSize) + ": the server would refuse to start; the smallest that works is " + ByteSize.format(min));
    }

    private static Optional<Long> size(Object value) {
        OptionalDouble n = SizeOrNumber.of(value);
        return n.isPresent() ? Optional.of((long) n.getAsDouble()) : Optional.empty();
    }
}

package io.benchlab.plugin.fileio;

import java.util.Locale;

/**
 * When written data is made durable: every {@code every} writes of a worker, once at the end of
 * each stream (outside the measured time), or never; and how (fsync, fdatasync, or O_DSYNC on
 * every write, which needs no separate call).
 *
 * @param every  writes per sync per worker; 0 when syncing is not periodic
 * @param atEnd  sync every file once when the stream ends
 * @param method how a sync is done
 */
record FsyncPolicy(long every, boolean atEnd, Method method) {

    enum Method {
        FSYNC, FDATASYNC,
        /** Files opened with O_DSYNC: each write returns when its data is durable. */
        DSYNC;

        static Method of(String text) {
            return valueOf(text.toUpperCase(Locale.ROOT));
        }
    }

    /**
     * Parses {@code fsyncEvery}: a whole number of writes, {@code end} or {@code never} ({@code 0} too).
     *
     * @throws IllegalArgumentException with a message for the user
     */
    static FsyncPolicy parse(String every, Method method) {
        String t = every.trim().toLowerCase(Locale.ROOT);
        FsyncPolicy p;
        if (t.equals("end")) {
            p = new FsyncPolicy(0, true, method);
        } else if (t.equals("never")) {
            p = new FsyncPolicy(0, false, method);
        } else {
            long n;
            try {
                n = Long.parseLong(t.replace("_", ""));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("fsyncEvery must be a number of writes, end or never, not '" + every + "'");
            }
            if (n < 0) {
                throw new IllegalArgumentException("fsyncEvery must be 0 or more writes, not " + n);
            }
            p = new FsyncPolicy(n, false, method);
        }
        if (method == Method.DSYNC && (p.every > 0 || p.atEnd)) {
            throw new IllegalArgumentException("fsyncMode dsync makes every write durable by itself; set fsyncEvery: never");
        }
        return p;
    }

    /** Whether the {@code writes}-th write of a worker (1-based) is followed by a sync. */
    boolean syncAfter(long writes) {
        return every > 0 && writes % every == 0;
    }
}

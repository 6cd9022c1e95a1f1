package io.benchlab.plugin.oltp;

/** Closing what a worker opened, when the stream is over. */
final class Jdbc {
    private Jdbc() {
    }

    static void closeQuietly(AutoCloseable c) {
        if (c != null) {
            try {
                c.close();
            } catch (Exception e) {
                // the stream is over; a statement that cannot be closed goes with its connection
            }
        }
    }
}

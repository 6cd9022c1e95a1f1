package io.benchlab.core.flavour;

import java.util.Map;

/**
 * Thread states are recorded as the server says them; this is the documented mapping that lines
 * them up when a comparison puts MySQL beside MariaDB (docs/mysql.md). MySQL 8.0.17 folded
 * "Sending data" into "executing" (the time a statement spends reading rows and sending them);
 * MariaDB, and MySQL before 8.0.17, still say "Sending data". MariaDB's "Writing to net" is MySQL's
 * "Sending to client". The common word is the newer MySQL one; every other state is its own word.
 */
public final class ThreadStateNames {
    private static final Map<String, String> TO_COMMON = Map.of(
            "sending data", "executing",
            "writing to net", "Sending to client");

    private ThreadStateNames() {
    }

    /** The state in the common vocabulary: the same word for the same work on either family. */
    public static String common(String state) {
        if (state == null) {
            return null;
        }
        return TO_COMMON.getOrDefault(state.toLowerCase(java.util.Locale.ROOT), state);
    }

    /** Whether {@code state} is shown under another word when flavours are compared. */
    public static boolean renamed(String state) {
        return state != null && TO_COMMON.containsKey(state.toLowerCase(java.util.Locale.ROOT));
    }
}

package io.benchlab.core.run;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * A server's exit is noticed asynchronously (the process watcher learns of it a moment after the
 * connection broke): after an error, a target looks a few times before deciding the server lives
 * and the error was the query's own.
 */
final class ExitNotice {
    private static final int LOOKS = 10;
    private static final long PAUSE_MILLIS = 100;

    private ExitNotice() {
    }

    /** Asks {@code look} up to ten times, 100 ms apart (about a second); the first death it reports, else empty. */
    static Optional<String> awaitDeath(Supplier<Optional<String>> look) {
        for (int i = 0; i < LOOKS; i++) {
            Optional<String> dead = look.get();
            if (dead.isPresent()) {
                return dead;
            }
            try {
                Thread.sleep(PAUSE_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return Optional.empty();
    }
}

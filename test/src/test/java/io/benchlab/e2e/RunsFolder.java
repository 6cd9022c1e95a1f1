package io.benchlab.e2e;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;

/** A run's bundle watched from outside while the run goes on (a test that kills benchlab mid-run waits for it to get so far). */
final class RunsFolder {
    private RunsFolder() {
    }

    /**
     * The first bundle under {@code runs} whose {@code file} (a bundle file, e.g. events.jsonl) has
     * lines {@code ready} accepts, looked for every 100 ms; an AssertionError naming {@code what}
     * after {@code within}.
     */
    static Path awaitBundle(Path runs, String file, Predicate<List<String>> ready, Duration within, String what) throws Exception {
        long deadline = System.nanoTime() + within.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.isDirectory(runs)) {
                try (var s = Files.list(runs)) {
                    for (Path b : s.toList()) {
                        Path f = b.resolve(file);
                        if (Files.exists(f) && ready.test(Files.readAllLines(f))) {
                            return b;
                        }
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no bundle under " + runs + " with " + what + " within " + within.toSeconds() + " s");
    }
}

package io.benchlab.core.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The checked-in fixture bundles (real runs, made by scripts/make-fixture-bundles.sh) and their
 * golden files. A golden file differs from what the code writes only when an output format
 * changed: then rerun with {@code -Dgolden.update=true}, which rewrites the golden files, and
 * review their diff in the commit.
 */
public final class Fixtures {
    /**
     * One fixture per kind of bundle: queries (cold + warm, two variants), a sweep, a stream thread sweep, and
     * thread states (a query's passes and a stream's states per interval, two variants).
     */
    public static final List<String> KINDS = List.of("query", "sweep", "stream", "states");
    private static final Path SOURCES = Path.of("src/test/resources");

    private Fixtures() {
    }

    public static Bundle bundle(String kind) {
        return new BundleReader().read(SOURCES.resolve("bundles").resolve(kind));
    }

    /** Asserts {@code actual} equals the golden file {@code name} (or rewrites it when updating). */
    public static void assertGolden(String name, String actual) throws IOException {
        Path file = SOURCES.resolve("golden").resolve(name);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual, StandardCharsets.UTF_8);
            return;
        }
        String expected = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "(no golden file " + file + ")";
        assertEquals(expected, actual, name + " changed: if the change is deliberate, rerun with -Dgolden.update=true and review the diff");
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.benchlab.cli.Main;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs the CLI in-process against one temporary home; shares the extracted server binaries between test runs. */
final class SsbCli {
    private final Path home;

    SsbCli(Path home) {
        this.home = home;
        // the embedded MariaDB is extracted once per machine, not once per temporary home
        if (System.getProperty("benchlab.cache") == null && System.getenv("BENCHLAB_CACHE") == null) {
            System.setProperty("benchlab.cache", Path.of(System.getProperty("java.io.tmpdir"), "benchlab-cache").toString());
        }
    }

    Path home() {
        return home;
    }

    /** Runs a command with {@code --home} appended and expects exit code 0. */
    void ok(String... args) {
        assertEquals(0, run(args), () -> "benchlab " + String.join(" ", args) + " failed");
    }

    int run(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--home");
        all.add(home.toString());
        return Main.execute(all.toArray(String[]::new));
    }

    void stopServer() {
        run("server", "stop");
    }
}

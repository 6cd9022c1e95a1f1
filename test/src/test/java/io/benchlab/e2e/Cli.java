package io.benchlab.e2e;

import io.benchlab.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs the real CLI in-process with its own home folder, capturing what a user would see. */
class Cli {
    private final Path home;

    Cli(Path home) {
        this.home = home;
    }

    Path home() {
        return home;
    }

    record Result(int exitCode, String out, String err) {
        String all() {
            return out + err;
        }
    }

    /** {@code benchlab ARGS --home HOME}; output captured (System.out/err are swapped for the call). */
    synchronized Result run(String... args) {
        List<String> full = new ArrayList<>(List.of(args));
        if (!full.isEmpty() && !"--help".equals(full.get(0))) {
            full.add("--home");
            full.add(home.toString());
        }
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.execute(full.toArray(String[]::new));
            return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    /** Runs a command that must succeed; a failure shows what the user would have read. */
    Result ok(String... args) {
        Result r = run(args);
        if (r.exitCode() != 0) {
            throw new AssertionError("benchlab " + String.join(" ", args) + " exited with " + r.exitCode() + ": " + r.err());
        }
        return r;
    }

    /** Stops the profile's managed server (tests must not leave servers behind). */
    void stopServer(String profile) {
        run("server", "stop", "--profile", profile);
    }
}

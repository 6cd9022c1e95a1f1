package io.benchlab.e2e;

import io.benchlab.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** The benchlab command line run in-process against one throw-away home, as a user would type it. */
final class Cli {
    private final Path home;

    Cli(Path home) {
        this.home = home;
    }

    record Result(int exitCode, String out) {
    }

    /** Runs {@code benchlab ARGS --home HOME}, capturing standard output (the commands print there). */
    synchronized Result run(String... args) {
        String[] full = new String[args.length + 2];
        System.arraycopy(args, 0, full, 0, args.length);
        full[args.length] = "--home";
        full[args.length + 1] = home.toString();
        PrintStream original = System.out;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        int code;
        try {
            code = Main.execute(full);
        } finally {
            System.setOut(original);
        }
        String out = buffer.toString(StandardCharsets.UTF_8);
        original.print(out);
        return new Result(code, out);
    }

    /** Stops the home's managed server, if one runs; tests call it when they end. */
    void stopServer() {
        run("server", "stop");
    }
}

package io.benchlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The exit codes that need no server, produced through the real command line and its handlers.
 * The others are produced end to end: 1 {@code VerdictGateTest}, {@code StreamGateTest} and
 * {@code DailyCliTest} (server status), 2 {@code BadInputTest}, 3 {@code Dbt3AnswersTest}, 4 and 130
 * {@code KillTest}.
 */
class ExitCodeTest {
    @TempDir
    Path home;

    record Result(int code, String out, String err) {
    }

    /** Runs a command line as {@code main} does, with standard output and error captured. */
    private static Result run(java.util.function.Supplier<CommandLine> commandLine, String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
            int code = commandLine.get().execute(args); // made after the swap: it writes to the streams of its making

            return new Result(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    @Test
    void aThresholdThatCannotBeReadIsAUsageErrorSaidBeforeAnythingIsPrinted() {
        for (String bad : new String[] {"5", "150%", "five"}) {
            Result r = run(Main::commandLine, "compare", "latest", "--fail-on-regression", bad, "--home", home.toString());
            assertEquals(ExitCode.USAGE.code(), r.code(), r.err());
            assertEquals("", r.out(), "nothing printed before the refusal");
            assertTrue(r.err().startsWith("benchlab: Invalid value for option '--fail-on-regression': '" + bad
                    + "' is not a regression threshold: write "), r.err());
            assertEquals(2, r.err().lines().count(), "one line and where to look: " + r.err());
        }
    }

    @Test
    void anUnknownOptionIsAUsageError() {
        Result r = run(Main::commandLine, "show", "--plugins", home.toString());
        assertEquals(64, r.code(), "show loads no plugins and offers no --plugins: " + r.err());
        assertTrue(r.err().contains("Unknown option: '--plugins'"), r.err());
    }

    @Test
    void aRunThatDoesNotExistIsBadInput() {
        Result r = run(Main::commandLine, "show", "latest", "--home", home.toString());
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().startsWith("benchlab: no runs under "), r.toString());
    }

    @Command(name = "boom")
    static final class Boom implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new IllegalStateException("a bug");
        }
    }

    @Test
    void aBugIsAnInternalErrorInOneLine() {
        Result r = run(() -> Main.commandLine().addSubcommand(new Boom()), "boom");
        assertEquals(70, r.code(), r.toString());
        assertEquals("benchlab: internal error: java.lang.IllegalStateException: a bug (run with --verbose for details)\n", r.err(),
                r.toString());
    }

    @Test
    void everyCodeIsDistinct() {
        assertEquals(ExitCode.values().length, java.util.Arrays.stream(ExitCode.values()).mapToInt(ExitCode::code).distinct().count());
    }
}

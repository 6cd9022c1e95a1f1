package io.benchlab.cli;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Every exit code of {@code benchlab}, in one place: the commands return these, and the table in
 * docs/cli.md is {@link #table()} (a test keeps the two equal). A script may rely on them: a new
 * meaning gets a new code, never an old one.
 */
enum ExitCode {
    OK(0, "done: the run completed, the command did what it was asked"),
    FAILED(1, "done, but not as hoped: a run completed with an operation that failed; `compare --fail-on-regression` found a"
            + " regression (each failing figure on its own line); `server status`: the server is not running"),
    BAD_INPUT(2, "bad input or an unusable target, found before anything started: the experiment file (every problem at once,"
            + " one line each naming file, line and field), settings, an unreachable server, a wrong password, a missing plugin, a run that does not exist"),
    WRONG_RESULTS(3, "`run` completed and wrote everything, but a result is wrong: with the answer check (`options.check: answers`,"
            + " on by default for dbt3 and ssb) some query's answer differs from its reference (see [answers.md](answers.md)), or the nodes of a cluster do not hold the same rows at the"
            + " end of a variant, or the workload's check of its data after a variant failed (tpcc: TPC-C's consistency conditions;"
            + " `benchlab show` names the condition and the first offending row, see [plugins/tpcc](../plugins/tpcc/README.md))."
            + " It wins over 1"),
    RUN_FAILED(4, "`run` started and then failed: a server, node or load host died, or a plugin failed mid-run. The bundle keeps"
            + " every finished measurement; its folder is the last line of standard output"),
    CHANGE_FOUND(5, "`history --fail-on-change`: a change no one has triaged makes a figure worse (each on its own line, and in"
            + " `--junit FILE`); `benchlab history ack CHANGE` (or regression, improvement, recovered) triages it"),
    USAGE(64, "the command line itself is wrong (unknown option, missing argument, a value that cannot be read such as"
            + " `--fail-on-regression 5`); said before anything is printed"),
    INTERNAL_ERROR(70, "an internal error of benchlab (please report it; `--verbose` shows the stack trace)"),
    INTERRUPTED(130, "interrupted (Ctrl-C): the bundle is kept and marked interrupted");

    private final int code;
    private final String meaning;

    ExitCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    int code() {
        return code;
    }

    String meaning() {
        return meaning;
    }

    /** The Markdown table docs/cli.md holds under "Exit codes". */
    static String table() {
        return "| code | meaning |\n|---|---|\n" + Arrays.stream(values()).map(c -> "| " + c.code + " | " + c.meaning + " |")
                .collect(Collectors.joining("\n")) + "\n";
    }
}

package io.benchlab.core.remote;

import java.util.List;
import java.util.stream.Collectors;

/** Command lines for a remote POSIX shell: SSH runs a string, so every argument is quoted. */
public final class Shell {
    private Shell() {
    }

    /** One argument, single-quoted so the remote shell takes it literally. */
    public static String quote(String argument) {
        return "'" + argument.replace("'", "'\"'\"'") + "'";
    }

    /** A command and its arguments, each quoted. */
    public static String join(List<String> command) {
        return command.stream().map(Shell::quote).collect(Collectors.joining(" "));
    }
}

package io.benchlab.cli;

/** Exit codes, documented in each command's `--help` and in docs/cli.md (keep the two in step). */
final class ExitCodes {
    private ExitCodes() {
    }

    static final int OK = 0;
    /** The run finished, but some operation failed, or compare found a regression. */
    static final int FAILED = 1;
    /** Bad input: experiment file, settings, server unreachable, plugin failure. */
    static final int USER_ERROR = 2;
    /**
     * check: answers found a query whose answer differs from its reference, or the workload's consistency check
     * found its data inconsistent (everything was written first).
     */
    static final int WRONG_ANSWERS = 3;
    static final int USAGE = 64;
    /** Interrupted (Ctrl-C); the bundle is kept and marked interrupted. */
    static final int INTERRUPTED = 130;
    static final int INTERNAL_ERROR = 70;
}

package io.benchlab.e2e;

/**
 * The MySQL build the MySQL end-to-end tests run, the one place they name it: Debian sid's MySQL
 * 9.7.4, which benchlab fetches itself on first use (`benchlab server fetch mysql-9.7.4`: the
 * package and its library closure through a private apt configuration, run with its own loader)
 * into the machine's shared cache, so CI needs no hand step.
 */
final class MySqlBuild {
    /** The build, as an experiment's server.version and `server start --build` name it. */
    static final String VERSION = "mysql-9.7.4";
    /** The release the tests expect, as {@code SELECT VERSION()} starts. */
    static final String RELEASE = "9.7.";

    private MySqlBuild() {
    }

    /** The server block of an experiment on this build, in a profile of the test's own. */
    static String serverBlock(String profile) {
        return "{type: embedded, version: " + VERSION + ", profile: " + profile + "}";
    }
}

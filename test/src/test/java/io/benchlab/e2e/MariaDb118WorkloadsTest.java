package io.benchlab.e2e;

import org.junit.jupiter.api.extension.RegisterExtension;

/** {@link FetchedBuildWorkloads} on MariaDB 11.8 (Debian's, {@link FetchedServers#mariadb()}). */
@Alone
class MariaDb118WorkloadsTest extends FetchedBuildWorkloads {
    private static final String PROFILE = "e2e-maria118-w";
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping(PROFILE, "e2e-m118repl-primary", "e2e-m118repl-replica1");

    @Override
    CliFixture cli() {
        return cli;
    }

    @Override
    String version() {
        return FetchedServers.mariadb();
    }

    @Override
    String release() {
        return "11.8.";
    }

    @Override
    String shownAs() {
        return "11.8.";  // its version names the flavour: 11.8.9-MariaDB-4
    }

    @Override
    String profile() {
        return PROFILE;
    }

    @Override
    String replicationProfile() {
        return "e2e-m118repl";
    }
}

package io.benchlab.e2e;

import org.junit.jupiter.api.extension.RegisterExtension;

/** {@link FetchedBuildWorkloads} on MySQL 9.7 (Debian sid's, {@link MySqlBuild}). */
@Alone
class MySqlWorkloadsTest extends FetchedBuildWorkloads {
    private static final String PROFILE = "e2e-mysql-w";
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping(PROFILE, "e2e-myrepl-primary", "e2e-myrepl-replica1");

    @Override
    CliFixture cli() {
        return cli;
    }

    @Override
    String version() {
        return MySqlBuild.version();
    }

    @Override
    String release() {
        return MySqlBuild.RELEASE;
    }

    @Override
    String shownAs() {
        return "MySQL 9.7.";
    }

    @Override
    String profile() {
        return PROFILE;
    }

    @Override
    String replicationProfile() {
        return "e2e-myrepl";
    }
}

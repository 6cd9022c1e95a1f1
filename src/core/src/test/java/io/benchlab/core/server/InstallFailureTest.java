package io.benchlab.core.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What a failed datadir install is reported as: the installer's error lines, not the help text it ends with. */
class InstallFailureTest {

    @Test
    void theErrorLinesAreSaidNotTheFooter() {
        String output = """
                Installing MariaDB/MySQL system tables in '/d' ...
                ERROR: 1051  Unknown table 'mysql.tmp_user_sys'
                2026-11-26  6:52:25 0 [ERROR] Aborting

                Installation of system tables failed!  Examine the logs in
                https://mariadb.com/docs/server/clients-and-utilities/deployment-tools/mariadb-install-db
                You can find the latest source at https://downloads.mariadb.org and
                the MariaDB discuss email list at https://lists.mariadb.org/postorius/lists/discuss.lists.mariadb.org/
                Please check all of the above before submitting a bug report
                at https://mariadb.org/jira
                """;
        assertEquals("ERROR: 1051  Unknown table 'mysql.tmp_user_sys' | 2026-11-26  6:52:25 0 [ERROR] Aborting",
                ManagedServer.installFailure(output));
    }

    @Test
    void withoutAnErrorLineTheLastLinesAreSaid() {
        assertEquals("b | c | d | e | f", ManagedServer.installFailure("a\nb\n\nc\nd\ne\nf\n"));
    }
}

package io.benchlab.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.benchlab.core.server.Endpoint;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Whose machine an external server runs on, judged from its URL (nothing is connected to). */
class ServerMachineTest {

    static Target external(String url) {
        return new ExternalTarget(new Endpoint(url, "root", "", "external"));
    }

    @Test
    void anExternalServerOnLoopbackRunsHere() {
        assertEquals(new ServerMachine.ThisMachine(), external("jdbc:mariadb://127.0.0.1:3306/").serverMachine());
        assertEquals(new ServerMachine.ThisMachine(), external("jdbc:mysql://localhost/").serverMachine());
    }

    @Test
    void anExternalServerElsewhereIsNamedNotDescribedWithThisMachine() {
        assertEquals(new ServerMachine.Unseen("db.example"), external("jdbc:mysql://db.example:3306/").serverMachine());
    }

    /** An existing cluster's nodes: here only when all are; else every host named once. */
    @Test
    void aClusterIsHereOnlyWhenEveryNodeIs() {
        assertEquals(new ServerMachine.ThisMachine(), ServerMachine.ofUrls(List.of("jdbc:mariadb://127.0.0.1:3307/", "jdbc:mariadb://localhost:3308/")));
        assertEquals(new ServerMachine.Unseen("db1, db2"),
                ServerMachine.ofUrls(List.of("jdbc:mariadb://db1:3306/", "jdbc:mariadb://db2:3306/", "jdbc:mariadb://db1:3307/")));
        assertEquals(new ServerMachine.Unseen("127.0.0.1, db2"),
                ServerMachine.ofUrls(List.of("jdbc:mariadb://127.0.0.1:3306/", "jdbc:mariadb://db2:3306/")));
    }
}

package io.benchlab.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.benchlab.core.server.Endpoint;
import org.junit.jupiter.api.Test;

/** Whose machine an external server runs on, judged from its URL (nothing is connected to). */
class ServerMachineTest {

    static Target external(String url) {
        return new Target.External(new Endpoint(url, "root", "", "external"));
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
}

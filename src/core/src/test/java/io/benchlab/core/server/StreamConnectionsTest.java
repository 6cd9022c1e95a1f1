package io.benchlab.core.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.ServerInfo;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StreamConnectionsTest {
    static final ServerInfo MARIADB = ServerInfo.parse("11.4.5-MariaDB");
    static final ServerInfo MYSQL = ServerInfo.parse("8.4.3");

    @Test
    void mariaDbServersGetMariaDbsDriverWithServerSidePreparedStatements() {
        Endpoint e = new Endpoint("jdbc:mysql://127.0.0.1:3306/", "root", "", "test");
        StreamConnections s = StreamConnections.of(e, MARIADB);
        assertEquals(JdbcDriver.MARIADB, s.driver());
        assertTrue(s.url().startsWith("jdbc:mariadb://127.0.0.1:3306/?"), s.url());
        Map<String, String> p = s.properties();
        assertEquals("true", p.get("useServerPrepStmts"));
        assertEquals(BlockingSocketFactory.class.getName(), p.get("socketFactory"));
        assertFalse(p.containsKey("rewriteBatchedStatements"), "the pool's default would force client-side statements: " + p);
        assertEquals("DISABLED", p.get("sslMode"), "the endpoint's defaults carry over");
    }

    @Test
    void mysqlServersKeepConnectorJWithTheRoundTripSavingProperties() {
        Endpoint e = new Endpoint("jdbc:mariadb://db:3307/shop", "u", "pw", "test");
        StreamConnections s = StreamConnections.of(e, MYSQL);
        assertEquals(JdbcDriver.MYSQL, s.driver());
        assertTrue(s.url().startsWith("jdbc:mysql://db:3307/shop?"), s.url());
        Map<String, String> p = s.properties();
        for (String k : JdbcDriver.MYSQL.workerDefaults().keySet()) {
            assertEquals(JdbcDriver.MYSQL.workerDefaults().get(k), p.get(k), k);
        }
        assertEquals("true", p.get("rewriteBatchedStatements"));
    }

    @Test
    void theUsersOwnValuesWinAndPasswordsAreNeverRecorded() {
        Endpoint e = new Endpoint("jdbc:mysql://h/?useServerPrepStmts=false&rewriteBatchedStatements=true&password=hunter2"
                + "&trustCertificateKeyStorePassword=x", "u", "", "test");
        StreamConnections s = StreamConnections.of(e, MARIADB);
        Map<String, String> p = s.properties();
        assertEquals("false", p.get("useServerPrepStmts"));
        assertEquals("true", p.get("rewriteBatchedStatements"), "kept: the user asked for it");
        assertFalse(p.containsKey("password"));
        assertFalse(p.containsKey("trustCertificateKeyStorePassword"));
        assertFalse(s.url().contains("hunter2"), "credentials travel as properties, not in the URL: " + s.url());
    }

    @Test
    void userInfoInTheUrlIsLeftToTheEndpointsCredentials() {
        Endpoint e = new Endpoint("jdbc:mysql://bench:hunter2@db:3306/x", "bench", "hunter2", "test");
        StreamConnections s = StreamConnections.of(e, MARIADB);
        assertTrue(s.url().startsWith("jdbc:mariadb://db:3306/x?"), s.url());
    }
}

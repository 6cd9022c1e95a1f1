package io.benchlab.core.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which host a JDBC URL names, so the environment can say whether the server runs on this machine. */
class EndpointHostTest {

    @Test
    void theFirstHostWithoutPortOrCredentials() {
        assertEquals("db1", Endpoint.host("jdbc:mysql://db1:3306/x"));
        assertEquals("db1", Endpoint.host("jdbc:mysql://bench:pw@db1:3306,db2:3306/x?useSSL=false"));
        assertEquals("::1", Endpoint.host("jdbc:mariadb://[::1]:3306/"));
        assertEquals("db.example", Endpoint.host("jdbc:mariadb://db.example?user=a"));
        assertEquals("localhost", Endpoint.host("jdbc:mysql:///x"), "the drivers' default host");
    }

    @Test
    void loopbackIsThisMachine() {
        assertTrue(Endpoint.isLoopback("127.0.0.1"));
        assertTrue(Endpoint.isLoopback("127.0.1.1"));
        assertTrue(Endpoint.isLoopback("LOCALHOST"));
        assertTrue(Endpoint.isLoopback("::1"));
        assertFalse(Endpoint.isLoopback("10.0.0.7"));
        assertFalse(Endpoint.isLoopback("db1"));
        assertFalse(Endpoint.isLoopback("localhost.example"));
    }
}

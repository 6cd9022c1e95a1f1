package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTimeoutException;
import org.junit.jupiter.api.Test;

class ErrorClassTest {

    @Test
    void serverErrorCodesDecideFirst() {
        assertEquals(ErrorClass.DEADLOCK, ErrorClass.of(new SQLException("Deadlock found", "40001", 1213)));
        assertEquals(ErrorClass.LOCK_WAIT_TIMEOUT, ErrorClass.of(new SQLException("Lock wait timeout exceeded", "HY000", 1205)));
        assertEquals(ErrorClass.CONFLICT, ErrorClass.of(new SQLException("Record has changed since last read", "HY000", 1020)));
        assertEquals(ErrorClass.READ_ONLY, ErrorClass.of(new SQLException("running with the --read-only option", "HY000", 1290)));
        // Galera's "WSREP has not yet prepared node for application use" comes with a connection-class state
        assertEquals(ErrorClass.READ_ONLY, ErrorClass.of(new SQLException("WSREP has not yet prepared node", "08S01", 1047)));
        assertEquals(ErrorClass.TIMEOUT, ErrorClass.of(new SQLException("Query execution was interrupted (max_statement_time exceeded)",
                "70100", 1969)));
        assertEquals(ErrorClass.CONNECTION_LOST, ErrorClass.of(new SQLException("Server has gone away", "HY000", 2006)));
        assertEquals(ErrorClass.OTHER, ErrorClass.of(new SQLException("Duplicate entry '1' for key 'PRIMARY'", "23000", 1062)));
    }

    @Test
    void statesAndDriverTypesDecideWithoutAKnownCode() {
        assertEquals(ErrorClass.CONNECTION_LOST, ErrorClass.of(new SQLException("Communications link failure", "08S01", 0)));
        assertEquals(ErrorClass.CONNECTION_LOST, ErrorClass.of(new SQLNonTransientConnectionException("socket closed")));
        assertEquals(ErrorClass.TIMEOUT, ErrorClass.of(new SQLTimeoutException("query timed out")));
        assertEquals(ErrorClass.DEADLOCK, ErrorClass.of(new SQLException("serialization failure", "40001", 0)));
    }

    @Test
    void theFirstSqlErrorAmongTheCausesDecides() {
        assertEquals(ErrorClass.DEADLOCK, ErrorClass.of(new RuntimeException("wrapped",
                new SQLException("Deadlock found", "40001", 1213))));
        assertEquals(ErrorClass.OTHER, ErrorClass.of(new IOException("disk full")));
    }

    @Test
    void onlyTheRollbackClassesAreRetried() {
        assertTrue(ErrorClass.DEADLOCK.retryable());
        assertTrue(ErrorClass.LOCK_WAIT_TIMEOUT.retryable());
        assertTrue(ErrorClass.CONFLICT.retryable());
        assertFalse(ErrorClass.CONNECTION_LOST.retryable());
        assertFalse(ErrorClass.OTHER.retryable());
        assertEquals("lock_wait_timeout", ErrorClass.LOCK_WAIT_TIMEOUT.wireName());
    }
}

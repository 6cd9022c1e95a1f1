package io.benchlab.core.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/**
 * An operation still running when the stream ends (an analytical query of minutes) is cut off: after the
 * grace period the engine aborts its connection. Its failure then is the stream's end, not the
 * workload's error, and is counted nowhere.
 */
class StreamStopTest {
    @Test
    void anOperationTheStopCutsOffIsNoError() {
        StreamOperation endless = new StreamOperation("analytics", "", (i, n) -> new StreamWorker() {
            @Override
            public long execute(Connection c, java.util.SplittableRandom r) throws SQLException {
                while (!c.isClosed()) {
                    LockSupport.parkNanos(1_000_000);
                }
                throw new SQLException("Connection was aborted", "08003");
            }
        }, "queries");
        StreamRunner runner = new StreamRunner(TestWorkers.connections(), endless,
                StreamPlan.closedLoop(2, Duration.ofMillis(200)).withInterval(Duration.ofMillis(100)));
        runner.stopGrace(Duration.ofMillis(100));
        StreamResult r = runner.run();
        assertEquals(StopReason.DURATION, r.reason());
        assertEquals(0, r.operations());
        assertEquals(0, r.errors(), "the queries the end cut off are no errors");
        assertNull(r.errorClasses());
    }
}

package io.benchlab.core.stream;

import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/** Workers that do real, timed work without a database, and a minimal connection handle. */
final class TestWorkers {

    private TestWorkers() {
    }

    /** A connection handle that only answers isValid/close/isClosed (the workers never touch it). */
    static Connection handle(AtomicBoolean valid) {
        return handle(valid, null);
    }

    /**
     * A connection handle that also takes the engine's ROLLBACK after a retryable error (autocommit
     * on, a statement whose execute counts into {@code rollbacks}); without {@code rollbacks} it
     * refuses them, as a broken connection would.
     */
    static Connection handle(AtomicBoolean valid, AtomicLong rollbacks) {
        AtomicBoolean closed = new AtomicBoolean();
        return (Connection) Proxy.newProxyInstance(TestWorkers.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "isValid" -> valid.get() && !closed.get();
                    case "close" -> {
                        closed.set(true);
                        yield null;
                    }
                    case "isClosed" -> closed.get();
                    case "getAutoCommit" -> {
                        if (rollbacks == null) {
                            throw new SQLException("not supported in tests: getAutoCommit");
                        }
                        yield true;
                    }
                    case "createStatement" -> {
                        if (rollbacks == null) {
                            throw new SQLException("not supported in tests: createStatement");
                        }
                        yield rollbackStatement(rollbacks);
                    }
                    case "abort" -> {
                        closed.set(true);
                        yield null;
                    }
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    case "toString" -> "test-connection";
                    default -> throw new SQLException("not supported in tests: " + method.getName());
                });
    }

    private static java.sql.Statement rollbackStatement(AtomicLong rollbacks) {
        return (java.sql.Statement) Proxy.newProxyInstance(TestWorkers.class.getClassLoader(), new Class<?>[] {java.sql.Statement.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "execute" -> {
                        if (!"ROLLBACK".equals(args[0])) {
                            throw new SQLException("only ROLLBACK in tests, not " + args[0]);
                        }
                        rollbacks.incrementAndGet();
                        yield false;
                    }
                    case "close" -> null;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> throw new SQLException("not supported in tests: " + method.getName());
                });
    }

    static ConnectionSource connections() {
        AtomicBoolean valid = new AtomicBoolean(true);
        return () -> handle(valid);
    }

    /** Busy-waits (short times) or parks (long times) until {@code nanos} have passed. */
    static void work(long nanos) {
        long end = System.nanoTime() + nanos;
        if (nanos >= 200_000) {
            long remaining;
            while ((remaining = end - System.nanoTime()) > 60_000) {
                LockSupport.parkNanos(remaining - 50_000);
            }
        }
        while (System.nanoTime() < end) {
            Thread.onSpinWait();
        }
    }

    /** Each operation takes {@code nanos} and reports 1..maxUnits units (from the worker's random). */
    static StreamOperation timed(long nanos, int maxUnits, AtomicLong executions) {
        return new StreamOperation("timed", "", (index, count) -> new StreamWorker() {
            @Override
            public long execute(Connection connection, java.util.SplittableRandom random) {
                work(nanos);
                if (executions != null) {
                    executions.incrementAndGet();
                }
                return maxUnits <= 1 ? 1 : 1 + random.nextInt(maxUnits);
            }
        }, "rows");
    }

    /** Worker 0 throws on its {@code failAt}-th call (1-based); every call takes {@code nanos}. */
    static StreamOperation failing(long nanos, long failAt, boolean everyNth) {
        return new StreamOperation("failing", "", (index, count) -> new StreamWorker() {
            long calls;

            @Override
            public long execute(Connection connection, java.util.SplittableRandom random) throws SQLException {
                work(nanos);
                calls++;
                if (index == 0 && (everyNth ? calls % failAt == 0 : calls == failAt)) {
                    throw new SQLException("deliberate failure " + calls, "HY000", 1644);
                }
                return 1;
            }
        }, "operations");
    }
}

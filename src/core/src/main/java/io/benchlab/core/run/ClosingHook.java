package io.benchlab.core.run;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;

/**
 * A worker's connection that tells someone just before it closes: what performance_schema counted
 * for its session goes with the session's thread, so the wait sampler reads it first. Every other
 * call goes to the connection itself.
 */
final class ClosingHook {
    private ClosingHook() {
    }

    /** {@code c}, with {@code beforeClose} run once at its first {@code close()}; a failing hook never keeps it open. */
    static Connection before(Connection c, Runnable beforeClose) {
        boolean[] done = {false};
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class}, (proxy, m, args) -> {
            if (m.getName().equals("equals") && m.getParameterCount() == 1) {
                return proxy == args[0]; // the worker's own handle is this proxy: it is equal only to itself
            }
            if (m.getName().equals("hashCode") && m.getParameterCount() == 0) {
                return System.identityHashCode(proxy);
            }
            if (m.getName().equals("close") && m.getParameterCount() == 0 && !done[0]) {
                done[0] = true;
                try {
                    beforeClose.run();
                } catch (RuntimeException e) {
                    // the hook's loss is its own; the connection closes as asked
                }
            }
            try {
                return m.invoke(c, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }
}

package io.benchlab.core.run;

import io.benchlab.core.plan.FaultPlan;
import io.benchlab.core.BenchlabException;

/**
 * {@link Faultable} for a target that is one server ({@code target: server}): the bookkeeping of
 * what a fault holds is here once, and a kind says only how its server is killed, stopped, started
 * again as it ran, paused and resumed ({@link ManagedTarget} signals its process, {@link RemoteTarget}
 * its host's over SSH).
 */
interface OneServerFaults extends Faultable {

    /** How messages name the server. */
    String label();

    /** SIGKILL; returns once the process is gone. */
    void killServer();

    /** A clean shutdown. */
    void stopServer();

    /** Started again as it ran (options, port); its pool works again on return. */
    void startServer();

    void pauseServer();

    void resumeServer();

    boolean serverRunning();

    @Override
    default String node(String target) {
        if (!FaultPlan.ONE_SERVER.equals(target)) {
            throw new BenchlabException(label() + " is one server: a fault's target is server, not '" + target + "'");
        }
        return FaultPlan.ONE_SERVER;
    }

    @Override
    default void kill(String node) {
        planned().down(node(node));
        killServer();
    }

    @Override
    default void stop(String node) {
        planned().down(node(node));
        stopServer();
    }

    @Override
    default void start(String node) {
        node(node);
        startServer();
        planned().up(node);
    }

    @Override
    default void pause(String node) {
        planned().paused(node(node));
        pauseServer();
    }

    @Override
    default void resume(String node) {
        resumeServer();
        planned().up(node(node));
    }

    @Override
    default boolean running(String node) {
        return serverRunning();
    }
}

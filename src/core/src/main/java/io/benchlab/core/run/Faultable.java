package io.benchlab.core.run;

/**
 * A target whose servers a fault may strike while a stream runs (docs/faults.md). What a fault does
 * to a server is the target's business — a managed server's process is signalled here, a sandbox
 * node's too and it rejoins its cluster, a remote server's over SSH — so the schedule names only a
 * node and an action. Each action marks the node in {@link #planned()} before it strikes and clears
 * it once the node is back, so the target's death watch, the node sampler and the stream probe know
 * that a silent server is the experiment.
 */
interface Faultable {
    /**
     * The node a fault's target names ({@code server}, {@code primary}, a node's name); one line
     * naming what this target takes when it names none of them.
     */
    String node(String target);

    /** SIGKILL, as a crash; returns once the process is gone. */
    void kill(String node);

    /** A clean shutdown; returns once the process is gone. */
    void stop(String node);

    /**
     * Starts a node a fault killed or stopped, as it ran (options, port, its place in the cluster:
     * a replica replicating, a Galera node synced); its pool works again on return.
     */
    void start(String node);

    /** SIGSTOP: the process holds its connections and answers nothing. */
    void pause(String node);

    /** SIGCONT after a pause. */
    void resume(String node);

    /** Whether the node's server process runs (paused or not). */
    boolean running(String node);

    /** The nodes a fault holds down or paused now. */
    PlannedFaults planned();
}

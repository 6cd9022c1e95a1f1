package io.benchlab.core.agent;

import java.util.List;
import java.util.Map;

/**
 * What one agent runs: its share of one stream. Sent as one JSON line on the agent's standard
 * input — the database password travels only there, never on a command line, and
 * {@link #toString()} hides it.
 *
 * @param host            the load host's name as the experiment gives it (for the agent's own messages)
 * @param plugin          the workload plugin's id
 * @param parameters      the workload's parameters as the experiment gives them
 * @param operation       the stream operation's name
 * @param driver          the JDBC driver the coordinator chose for stream workers ({@code JdbcDriver} name)
 * @param urls            the workers' JDBC URLs (no credentials): one server's, or a cluster's nodes the stream runs on,
 *                        worker after worker in turn from {@code firstWorker} (as the coordinator spreads its own)
 * @param user            the database user
 * @param password        the database password (empty for none)
 * @param session         session settings applied on every worker connection, in order
 * @param schema          the workload's schema (null: none)
 * @param threads         this agent's worker threads
 * @param firstWorker     the global index of its first worker (workers are numbered across all agents)
 * @param totalWorkers    workers across all agents (what each worker is told as the worker count)
 * @param durationMillis  measured time; 0 for none (then maxOperations applies)
 * @param maxOperations   this agent's share of the measured operations; 0 for no limit
 * @param intervalMillis  sampling period
 * @param warmupMillis    warmup excluded from the results
 * @param rate            this agent's share of the arrival rate per second; null for closed loop
 * @param seed            the arrival generator's seed for this agent (the experiment's seed plus the agent's index)
 * @param workerSeed      the experiment's arrival seed, from which workers' generators are split as in one process
 * @param queueCapacity   arrival queue capacity (arrival-rate mode)
 * @param stopOnError     the first error stops the stream (else errors are counted while connected)
 */
public record AgentPlan(String host, String plugin, Map<String, Object> parameters, String operation, String driver, List<String> urls, String user,
                        String password, Map<String, String> session, String schema, int threads, int firstWorker, int totalWorkers,
                        long durationMillis, long maxOperations, long intervalMillis, long warmupMillis, Double rate, long seed,
                        long workerSeed, int queueCapacity, boolean stopOnError) {

    public AgentPlan {
        parameters = parameters == null ? Map.of() : parameters;
        urls = urls == null ? List.of() : List.copyOf(urls);
        session = session == null ? Map.of() : session;
        password = password == null ? "" : password;
    }

    @Override
    public String toString() {
        return "AgentPlan[host=" + host + ", plugin=" + plugin + ", operation=" + operation + ", urls=" + urls + ", user=" + user
                + ", threads=" + threads + " of " + totalWorkers + ", rate=" + rate + "]";
    }
}

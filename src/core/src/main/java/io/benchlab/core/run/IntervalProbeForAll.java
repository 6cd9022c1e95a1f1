package io.benchlab.core.run;

import io.benchlab.core.bundle.Records.SystemSample;
import io.benchlab.core.probe.SystemSampler;
import io.benchlab.core.stream.IntervalProbe;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What is sampled once per interval for all the streams: the machine, the chosen status
 * counters, the schema's size, a cluster's nodes. Called on the carrying stream's sampler thread only
 * ({@link StreamGroup} runs it for a group, one stream carrying it).
 */
final class IntervalProbeForAll implements IntervalProbe {
    private final SystemSampler machine;
    private final StreamServerProbe server;
    private final NodeIntervals nodes;
    private SystemSample lastMachine;

    /**
     * @param machine the machine beneath the server; null when system metrics are off
     * @param server  the server's counters; null without a server (the disk holding the workload's files is in the machine's sample)
     * @param nodes   a cluster's nodes; null for one server
     */
    IntervalProbeForAll(SystemSampler machine, StreamServerProbe server, NodeIntervals nodes) {
        this.machine = machine;
        this.server = server;
        this.nodes = nodes;
    }

    @Override
    public void begin() throws Exception {
        if (machine != null) {
            machine.begin(); // first, so its window starts with the measurement
        }
        if (server != null) {
            server.begin();
        }
        if (nodes != null) {
            nodes.begin();
        }
    }

    @Override
    public Map<String, Long> sampleCounters() throws Exception {
        lastMachine = machine == null ? null : machine.sample();
        if (nodes != null) {
            nodes.sample();
        }
        Map<String, Long> m = server == null ? null : server.sample();
        return m == null ? new LinkedHashMap<>() : m;
    }

    /** The machine's sample of the interval that just ended, once. */
    SystemSample takeMachineSample() {
        SystemSample s = lastMachine;
        lastMachine = null;
        return s;
    }
}

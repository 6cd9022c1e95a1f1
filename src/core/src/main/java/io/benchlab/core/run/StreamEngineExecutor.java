package io.benchlab.core.run;

import io.benchlab.core.plan.StreamSettings;
import io.benchlab.core.plan.VariantPlan;
import io.benchlab.api.StreamOperation;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.agent.LoadHosts;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.probe.SystemSampler;
import java.util.List;
import java.util.Map;

/**
 * Runs stream operations with the stream engine: maps the run plan's stream settings to each
 * stream's plan, samples chosen status counters, the schema's on-disk size and the machine (CPU, the disk
 * of the datadir — or, without a server, of the workload's files — and the server process) per interval, and writes every interval and its response
 * time histogram to the bundle as it happens (so a killed run keeps them).
 */
public final class StreamEngineExecutor implements StreamExecutor {
    private final boolean systemMetrics;
    /** Where streams with {@code stream.agents} run (logged in to by {@link LoadHosts#forRun}); null: local streams only. */
    private final LoadHosts loadHosts;

    /** System metrics on unless turned off in the environment ({@link SystemSampler#enabled()}). */
    public StreamEngineExecutor() {
        this(SystemSampler.enabled());
    }

    public StreamEngineExecutor(boolean systemMetrics) {
        this(systemMetrics, null);
    }

    /** Streams run in this process, or on these load hosts when the experiment lists {@code stream.agents}. */
    public StreamEngineExecutor(LoadHosts loadHosts) {
        this(SystemSampler.enabled(), loadHosts);
    }

    private StreamEngineExecutor(boolean systemMetrics, LoadHosts loadHosts) {
        this.systemMetrics = systemMetrics;
        this.loadHosts = loadHosts;
    }

    @Override
    public long run(VariantSession session, VariantPlan variant, String phase, int round, List<StreamOperation> operations,
                    StreamSettings s, BundleWriter bundle, RunControl control, RunListener listener, Map<String, Object> tags) {
        long total = 0;
        if (s.onLoadHosts() && loadHosts == null) {
            // both faces log in to the hosts first (LoadHosts.forRun); an executor without them was made for local streams only
            throw new BenchlabException("stream.agents: this run has no load hosts logged in (benchlab run and the desktop app log in"
                    + " to them before the run starts); remove stream.agents to run the stream here");
        }
        if (s.onLoadHosts() && operations.size() > 1) {
            throw new BenchlabException("stream.together cannot be combined with stream.agents yet; remove one of them");
        }
        for (StreamSettings.ThreadPoint point : s.points()) {
            control.check();
            total += s.onLoadHosts()
                    ? new AgentStream(loadHosts, systemMetrics).run(session, variant, phase, round, operations.get(0), s,
                            point.of(operations.get(0).name()), bundle, control, listener)
                    : new StreamGroup(session, variant, phase, round, operations, s, point, bundle, control, listener, systemMetrics).run();
        }
        return total;
    }
}

package io.benchlab.core.agent;

import io.benchlab.api.Operation;
import io.benchlab.api.ParameterException;
import io.benchlab.api.Parameters;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.StreamWorker;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.server.JdbcDriver;
import io.benchlab.core.server.StreamConnections;
import io.benchlab.core.settings.EffectiveSettings;
import io.benchlab.core.stream.IntervalSample;
import io.benchlab.core.stream.StreamListener;
import io.benchlab.core.stream.StreamPlan;
import io.benchlab.core.stream.StreamResult;
import io.benchlab.core.stream.StreamRunner;
import io.benchlab.core.util.BuildInfo;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * The agent: runs its share of one stream on a load host and reports it on standard output
 * ({@link AgentWire}). It reads its {@link AgentPlan} from standard input, loads the workload
 * from its own class path and plugin folders, answers clock requests until told to go, then runs
 * the stream engine ({@link StreamRunner}) exactly as the coordinator would, writing each
 * interval as it finishes. A stop request or the end of its input (the coordinator went away)
 * stops the stream; the intervals finished so far are already written.
 */
public final class Agent {
    private final BufferedReader in;
    private final PrintStream out;
    private final List<Path> pluginDirs;

    public Agent(InputStream in, PrintStream out, List<Path> pluginDirs) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.pluginDirs = List.copyOf(pluginDirs);
    }

    /** Runs the conversation; returns the process exit code (0 when the stream ran, whatever stopped it). */
    public int run() throws IOException {
        String first = in.readLine();
        if (first == null || first.isBlank()) {
            return fail("no plan on standard input (benchlab agent is started by benchlab run for stream.agents)");
        }
        AgentPlan plan;
        try {
            plan = AgentWire.parse(first, AgentPlan.class);
        } catch (IllegalArgumentException e) {
            return fail("the plan on standard input is not a benchlab agent plan (is this agent the same version as benchlab run?)");
        }
        try (PluginRegistry plugins = PluginRegistry.load(Agent.class.getClassLoader(), pluginDirs)) {
            StreamOperation operation;
            try {
                operation = operation(plugins, plan);
            } catch (BenchlabException e) {
                return fail(e.getMessage());
            }
            send(AgentWire.HELLO + AgentWire.json(new AgentWire.Hello(ProcessHandle.current().pid(), BuildInfo.load().benchlabVersion())));
            // clock requests until "go": the coordinator measures this host's offset from their round trips
            for (String line = in.readLine(); ; line = in.readLine()) {
                if (line == null || line.equals(AgentWire.STOP)) {
                    return 0;
                }
                if (line.equals(AgentWire.CLOCK)) {
                    send(AgentWire.TIME + ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now()));
                } else if (line.startsWith(AgentWire.GO)) {
                    return runStream(plan, operation, AgentWire.startOf(line));
                }
            }
        }
    }

    private int runStream(AgentPlan plan, StreamOperation operation, long startEpochMillis) {
        // workers take the plan's URLs in turn, from this agent's first global worker on
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger(plan.firstWorker());
        StreamRunner runner = new StreamRunner(() -> connect(plan, plan.urls().get(Math.floorMod(next.getAndIncrement(), plan.urls().size()))),
                operation, streamPlan(plan));
        runner.startNotBefore(startEpochMillis);
        Thread watcher = new Thread(() -> {
            try {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    if (line.equals(AgentWire.STOP)) {
                        break;
                    }
                }
            } catch (IOException ignored) {
                // the coordinator is gone: stop as for a stop request
            }
            runner.cancel();
        }, "agent-input");
        watcher.setDaemon(true);
        watcher.start();
        HistogramLogWriter log = new HistogramLogWriter(out);
        log.outputComment("benchlab agent on " + plan.host() + ": stream " + plan.operation() + " response times, nanoseconds");
        log.outputLogFormatVersion();
        log.outputStartTime(System.currentTimeMillis());
        log.outputLegend();
        out.flush();
        StreamResult result = runner.run(new StreamListener() {
            @Override
            public void onInterval(IntervalSample s) {
                long start = System.currentTimeMillis() - s.lengthMillis();
                send(AgentWire.INTERVAL + AgentWire.json(new AgentWire.Interval(s.index(), start, s.lengthMillis(), s.operations(),
                        s.units(), s.errors(), s.operationsPerSecond(), s.unitsPerSecond(), kindErrors(s), s.counts(), s.errorClasses())));
            }

            @Override
            public void onIntervalHistogram(int index, Histogram responseNanos) {
                log.outputIntervalHistogram(responseNanos);
                out.flush();
            }

            @Override
            public void onKindHistogram(int index, String kind, Histogram responseNanos) {
                responseNanos.setTag(kind);
                log.outputIntervalHistogram(responseNanos);
                responseNanos.setTag(null);
                out.flush();
            }
        }, null);
        var arrivals = result.arrivals();
        send(AgentWire.END + AgentWire.json(new AgentWire.End(result.reason().name(), AgentWire.oneLine(result.message()),
                result.operations(), result.units(), result.errors(), result.elapsed().toNanos(), result.driverCpuMicrosPerOperation(),
                plan.rate() == null || runner.serviceTimes() == null ? null : AgentWire.encode(runner.serviceTimes()),
                arrivals == null ? null : new io.benchlab.core.stream.ArrivalStats(arrivals.targetPerSecond(), arrivals.seed(),
                        arrivals.arrivals(), arrivals.due(), arrivals.schedulerSeconds(), arrivals.achievedPerSecond(), arrivals.lateness(),
                        null, arrivals.queuedAtEnd()))));
        return 0;
    }

    /** Per kind, the interval's failed operations (the wire's list of kinds); null without kinds. */
    private static java.util.Map<String, Long> kindErrors(IntervalSample s) {
        if (s.kinds() == null) {
            return null;
        }
        java.util.Map<String, Long> out = new java.util.LinkedHashMap<>();
        s.kinds().forEach((kind, sample) -> out.put(kind, sample.errors()));
        return out;
    }

    static StreamPlan streamPlan(AgentPlan p) {
        StreamPlan.Mode mode = p.rate() == null ? new StreamPlan.ClosedLoop() : new StreamPlan.ArrivalRate(p.rate(), p.seed(), p.queueCapacity());
        return new StreamPlan(p.threads(), p.durationMillis() > 0 ? Duration.ofMillis(p.durationMillis()) : null, p.maxOperations(), 0,
                Duration.ofMillis(p.intervalMillis()), mode, Duration.ofMillis(p.warmupMillis()),
                p.stopOnError() ? StreamPlan.ErrorPolicy.STOP_ON_FIRST_ERROR : StreamPlan.ErrorPolicy.CONTINUE_WHILE_CONNECTED);
    }

    /** The plan's stream operation, its workers numbered across all agents. */
    private static StreamOperation operation(PluginRegistry plugins, AgentPlan plan) {
        WorkloadPlugin plugin = plugins.workload(plan.plugin());
        Parameters params;
        try {
            params = Parameters.validate(plugin.parameters(), plan.parameters());
        } catch (ParameterException e) {
            throw new BenchlabException("workload '" + plan.plugin() + "': " + e.getMessage(), e);
        }
        Workload workload = guard(plugin.id(), "create()", () -> plugin.create(params));
        List<Operation> operations = guard(plugin.id(), "operations()", workload::operations);
        StreamOperation op = operations.stream().filter(StreamOperation.class::isInstance).map(StreamOperation.class::cast)
                .filter(o -> o.name().equals(plan.operation())).findFirst()
                .orElseThrow(() -> new BenchlabException("workload '" + plan.plugin() + "' has no stream operation '" + plan.operation()
                        + "' here (is the same plugin version installed?)"));
        int first = plan.firstWorker();
        int total = plan.totalWorkers();
        Long seed = plan.rate() == null ? null : plan.workerSeed();
        return op.withWorkers((index, count) -> new NumberedWorker(op.workers().create(first + index, total),
                StreamRunner.workerRandom(seed, first + index)));
    }

    /**
     * A worker with the random generator it would have had in a one-process run of the whole
     * stream, so two hosts' workers never draw the same sequence (the engine gives each process's
     * workers generators split from the same root).
     */
    private record NumberedWorker(StreamWorker worker, java.util.SplittableRandom random) implements StreamWorker {
        @Override
        public void open(Connection connection) throws SQLException {
            worker.open(connection);
        }

        @Override
        public long execute(Connection connection, java.util.SplittableRandom ignored) throws SQLException {
            return worker.execute(connection, random);
        }

        @Override
        public boolean timesOwnRequests(RequestTimes times) {
            return worker.timesOwnRequests(times);
        }

        @Override
        public void tally(Tally tally) {
            worker.tally(tally);
        }

        @Override
        public void close() {
            worker.close();
        }
    }

    /** A plugin's failure in one line naming it (the coordinator's run wraps plugin calls the same way). */
    private static <T> T guard(String pluginId, String step, java.util.concurrent.Callable<T> call) {
        try {
            return call.call();
        } catch (Exception | LinkageError e) {
            throw new BenchlabException("plugin '" + pluginId + "' failed in " + step + ": " + (e.getMessage() == null ? e.getClass().getSimpleName()
                    : e.getMessage()), e);
        }
    }

    private static Connection connect(AgentPlan plan, String url) throws SQLException {
        Connection c = StreamConnections.chosen(JdbcDriver.valueOf(plan.driver()), url, plan.user(), plan.password()).open();
        try {
            EffectiveSettings.applySession(c, plan.session());
            if (plan.schema() != null) {
                c.setCatalog(plan.schema());
            }
            return c;
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    private void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }

    private int fail(String message) {
        send(AgentWire.ERROR + AgentWire.oneLine(message));
        return 2;
    }
}

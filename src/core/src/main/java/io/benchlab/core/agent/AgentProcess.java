package io.benchlab.core.agent;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.remote.RemoteProcess;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import org.HdrHistogram.Histogram;

/**
 * One running agent as the coordinator sees it: the plan sent, the host's clock offset measured,
 * and, once started, a reader thread turning its output into {@link Event}s on a queue shared by
 * all agents of the stream. Every line the agent writes is also kept, as it arrives, in the
 * agent's own log (an HdrHistogram interval log), so a dying agent's finished intervals survive.
 */
public final class AgentProcess implements AutoCloseable {
    /** Clock round trips; the one with the shortest round trip gives the offset. */
    private static final int CLOCK_ROUNDS = 7;
    /** Signal names as kill -l gives them on Linux, for the ones that end a process. */
    private static final java.util.Map<Integer, String> SIGNALS = java.util.Map.of(1, "HUP", 2, "INT", 3, "QUIT", 6, "ABRT", 9, "KILL",
            11, "SEGV", 13, "PIPE", 15, "TERM");

    private final LoadHost host;
    private final RemoteProcess process;
    private final BufferedReader out;
    private final BufferedWriter log;
    private long offsetMicros;
    private long roundTripMicros = Long.MAX_VALUE;
    private long pid;

    /** What an agent reported. */
    public sealed interface Event permits IntervalDone, Ended, Died {
        /** The agent's position in stream.agents. */
        int agent();
    }

    /**
     * An interval with its histograms, times already on the coordinator's clock.
     *
     * @param kindResponseNanos per kind, its histogram of the interval (empty for an operation without kinds)
     */
    public record IntervalDone(int agent, AgentWire.Interval interval, Histogram responseNanos,
                               Map<String, Histogram> kindResponseNanos) implements Event {
    }

    public record Ended(int agent, AgentWire.End end) implements Event {
    }

    /** The agent stopped without its end line: one line saying why. */
    public record Died(int agent, String why) implements Event {
    }

    private AgentProcess(LoadHost host, RemoteProcess process, Path agentLog) throws IOException {
        this.host = host;
        this.process = process;
        this.out = new BufferedReader(new InputStreamReader(process.stdout(), StandardCharsets.UTF_8));
        this.log = Files.newBufferedWriter(agentLog);
    }

    static AgentProcess start(LoadHost host, RemoteProcess process, AgentPlan plan, Path agentLog) {
        AgentProcess a;
        try {
            a = new AgentProcess(host, process, agentLog);
        } catch (IOException e) {
            process.close();
            throw new UncheckedIOException("cannot write the agent's log " + agentLog, e);
        }
        try {
            a.send(AgentWire.json(plan));
            AgentWire.Hello hello = a.awaitHello();
            a.pid = hello.pid();
            a.measureClock();
            return a;
        } catch (RuntimeException e) {
            a.close();
            throw e;
        }
    }

    private AgentWire.Hello awaitHello() {
        try {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                keep(line);
                if (line.startsWith(AgentWire.HELLO)) {
                    return AgentWire.parse(line.substring(AgentWire.HELLO.length()), AgentWire.Hello.class);
                }
                if (line.startsWith(AgentWire.ERROR)) {
                    throw new BenchlabException("load host " + host.host() + ": " + line.substring(AgentWire.ERROR.length()));
                }
            }
        } catch (IOException e) {
            // fall through: the agent is gone
        }
        throw new BenchlabException("load host " + host.host() + ": the agent did not start: " + ended());
    }

    /** Offset = the host's clock minus ours at the midpoint of the shortest round trip. */
    private void measureClock() {
        try {
            for (int i = 0; i < CLOCK_ROUNDS; i++) {
                long t0 = nowMicros();
                send(AgentWire.CLOCK);
                String line = out.readLine();
                long t1 = nowMicros();
                if (line == null || !line.startsWith(AgentWire.TIME)) {
                    throw new BenchlabException("load host " + host.host() + ": the agent did not answer its clock request: " + ended());
                }
                keep(line);
                long theirs = Long.parseLong(line.substring(AgentWire.TIME.length()).strip());
                if (t1 - t0 < roundTripMicros) {
                    roundTripMicros = t1 - t0;
                    offsetMicros = theirs - (t0 + t1) / 2;
                }
            }
        } catch (IOException e) {
            throw new BenchlabException("load host " + host.host() + ": lost the agent while reading its clock: " + ended(), e);
        }
    }

    /**
     * Starts the stream at {@code startEpochMillis} of the coordinator's clock (sent in the host's
     * clock); from now on what the agent reports goes to {@code events}.
     */
    public void go(long startEpochMillis, BlockingQueue<Event> events) {
        send(AgentWire.go(startEpochMillis + Math.round(offsetMicros / 1000.0)));
        Thread reader = new Thread(() -> read(events), "agent-" + host.index() + "-" + host.host());
        reader.setDaemon(true);
        reader.start();
    }

    private void read(BlockingQueue<Event> events) {
        int agent = host.index();
        AgentOutput output = new AgentOutput(agent, this::toOurClock);
        try {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                keep(line);
                Event e = output.read(line);
                if (e != null) {
                    events.put(e);
                    if (!(e instanceof IntervalDone)) {
                        return;
                    }
                }
            }
            events.put(new Died(agent, "the agent stopped in the middle of the stream (" + ended() + ")"));
        } catch (IOException | RuntimeException e) {
            try {
                events.put(new Died(agent, "lost the agent's output (" + (e.getMessage() == null ? "connection lost" : e.getMessage()) + ")"));
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Asks the agent to stop now (it then sends its last interval and its end). */
    public void stop() {
        try {
            send(AgentWire.STOP);
        } catch (RuntimeException ignored) {
            // already gone
        }
    }

    private long toOurClock(long theirEpochMillis) {
        return theirEpochMillis - Math.round(offsetMicros / 1000.0);
    }

    /** The host's clock minus the coordinator's, in microseconds (positive: the host is ahead). */
    public long offsetMicros() {
        return offsetMicros;
    }

    /** The shortest clock round trip: the offset is known to within half of it. */
    public long roundTripMicros() {
        return roundTripMicros;
    }

    /** The agent's process id on its host. */
    public long pid() {
        return pid;
    }

    public LoadHost host() {
        return host;
    }

    /** How the agent ended, in words: its exit status or signal and the first line it wrote to standard error. */
    private String ended() {
        Integer status = process.waitFor(Duration.ofSeconds(10));
        String signal = process.exitSignal();
        String err = process.firstErrorLine();
        if (signal == null && status != null && status > 128 && status < 128 + 32) {
            signal = SIGNALS.getOrDefault(status - 128, Integer.toString(status - 128)); // the login shell reports a signal as 128 + N
        }
        if (signal != null) {
            return "killed by signal " + signal; // the shell's own "Killed" on standard error says no more
        }
        String how = status != null ? "exit " + status : "connection closed";
        return err.isEmpty() ? how : how + ": " + err;
    }

    private void send(String line) {
        try {
            OutputStream in = process.stdin();
            in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
        } catch (IOException e) {
            throw new BenchlabException("load host " + host.host() + ": lost the agent: " + e.getMessage(), e);
        }
    }

    private void keep(String line) throws IOException {
        synchronized (log) {
            log.write(line);
            log.newLine();
            log.flush();
        }
    }

    private static long nowMicros() {
        return ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
    }

    @Override
    public void close() {
        process.close();
        try {
            synchronized (log) {
                log.close();
            }
        } catch (IOException ignored) {
            // each line was flushed as it came
        }
    }
}

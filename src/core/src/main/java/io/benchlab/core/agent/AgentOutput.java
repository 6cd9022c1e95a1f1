package io.benchlab.core.agent;

import io.benchlab.core.agent.AgentProcess.Died;
import io.benchlab.core.agent.AgentProcess.Ended;
import io.benchlab.core.agent.AgentProcess.Event;
import io.benchlab.core.agent.AgentProcess.IntervalDone;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import org.HdrHistogram.Histogram;

/**
 * The coordinator's reading of an agent's standard output ({@link AgentWire}), one line at a
 * time: an interval is done with its own histogram line and, for an operation of several kinds,
 * the tagged line of each kind its counts name; the end and error lines end the agent. Times are
 * moved to the coordinator's clock as they are read.
 */
public final class AgentOutput {
    private final int agent;
    private final LongUnaryOperator toOurClock;
    private AgentWire.Interval pending;
    private Histogram pendingResponse;
    private Map<String, Histogram> pendingKinds = new LinkedHashMap<>();

    /**
     * @param agent      the agent's position in stream.agents
     * @param toOurClock an epoch millisecond on the agent's clock to the coordinator's
     */
    public AgentOutput(int agent, LongUnaryOperator toOurClock) {
        this.agent = agent;
        this.toOurClock = toOurClock;
    }

    /** What the line completes: an interval, the end, the agent's error; null while more lines are due. */
    public Event read(String line) {
        if (line.startsWith(AgentWire.INTERVAL)) {
            pending = AgentWire.parse(line.substring(AgentWire.INTERVAL.length()), AgentWire.Interval.class);
            pendingResponse = null;
            pendingKinds = new LinkedHashMap<>();
        } else if (line.startsWith(AgentWire.END)) {
            return new Ended(agent, AgentWire.parse(line.substring(AgentWire.END.length()), AgentWire.End.class));
        } else if (line.startsWith(AgentWire.ERROR)) {
            return new Died(agent, line.substring(AgentWire.ERROR.length()));
        } else if (pending != null && AgentWire.isHistogramLine(line)) {
            Histogram h = AgentWire.histogramOfLine(line);
            h.setStartTimeStamp(toOurClock.applyAsLong(h.getStartTimeStamp()));
            h.setEndTimeStamp(toOurClock.applyAsLong(h.getEndTimeStamp()));
            String tag = AgentWire.tagOfLine(line);
            if (tag == null) {
                pendingResponse = h;
            } else {
                pendingKinds.put(tag, h);
            }
            if (pendingResponse != null && pendingKinds.keySet().containsAll(pending.kinds())) {
                IntervalDone done = new IntervalDone(agent, pending.startingAt(toOurClock.applyAsLong(pending.startEpochMillis())),
                        pendingResponse, pendingKinds);
                pending = null;
                pendingResponse = null;
                pendingKinds = new LinkedHashMap<>();
                return done;
            }
        }
        return null;
    }
}

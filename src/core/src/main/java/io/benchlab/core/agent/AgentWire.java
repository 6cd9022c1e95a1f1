package io.benchlab.core.agent;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.core.stream.ArrivalStats;
import io.benchlab.core.util.Json;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * The one definition of the conversation between the coordinator and an agent.
 *
 * <p>Coordinator → agent (standard input, lines): the {@link AgentPlan} as JSON; then
 * {@value #CLOCK} (answered at once with the agent's clock, for the offset), {@value #GO} with an
 * epoch millisecond on the agent's clock (connect the workers, start the stream at that instant:
 * every agent starts together) and {@value #STOP} (stop it now; the end of input means the same).
 *
 * <p>Agent → coordinator (standard output): an HdrHistogram interval log exactly as
 * {@code HistogramLogWriter} writes it (so the coordinator keeps it as the agent's own log and any
 * HdrHistogram tool reads it), whose comment lines — which log readers skip — carry the rest:
 * {@value #HELLO} once the plan is read, {@value #TIME} per clock request, {@value #INTERVAL}
 * before each interval's histogram line, {@value #END} at the end and {@value #ERROR} when the
 * agent cannot run the stream. Time stamps in the log are absolute (epoch seconds, base time 0)
 * on the agent's clock; the coordinator shifts them by the measured offset.
 */
public final class AgentWire {
    public static final String CLOCK = "clock";
    public static final String GO = "go";
    public static final String STOP = "stop";

    public static final String HELLO = "#benchlab-agent ";
    public static final String TIME = "#benchlab-clock ";
    public static final String INTERVAL = "#benchlab-interval ";
    public static final String END = "#benchlab-end ";
    public static final String ERROR = "#benchlab-error ";

    private static final ObjectMapper JSON = Json.mapper();

    /** The go line: start at this instant of the agent's clock. */
    public static String go(long agentEpochMillis) {
        return GO + " " + agentEpochMillis;
    }

    /** The start instant of a go line (0: at once). */
    public static long startOf(String goLine) {
        String rest = goLine.substring(GO.length()).strip();
        return rest.isEmpty() ? 0 : Long.parseLong(rest);
    }

    private AgentWire() {
    }

    /** The agent is ready: its process id (to be found on the host) and benchlab version. */
    public record Hello(long pid, String version) {
    }

    /**
     * One interval's counts; its response-time histogram is the log line that follows, then, for an
     * operation of several kinds, one line per kind tagged with the kind's name, in the order of
     * {@code kindErrors}.
     *
     * @param startEpochMillis the interval's start on the agent's clock
     * @param kindErrors       per kind, failed operations (its keys are the kinds whose tagged lines follow); null without kinds
     * @param counts           the workload's named counts of the interval; null for none
     * @param errorClasses     errors by class; null when there were none
     */
    public record Interval(int index, long startEpochMillis, long lengthMillis, long operations, long units, long errors,
                           double operationsPerSecond, double unitsPerSecond, Map<String, Long> kindErrors,
                           Map<String, Long> counts, Map<String, Long> errorClasses) {

        /** The same interval at another start (the coordinator's clock). */
        public Interval startingAt(long epochMillis) {
            return new Interval(index, epochMillis, lengthMillis, operations, units, errors, operationsPerSecond, unitsPerSecond,
                    kindErrors, counts, errorClasses);
        }

        /** The kinds whose tagged histogram lines follow this interval's own, in order. */
        public List<String> kinds() {
            return kindErrors == null ? List.of() : List.copyOf(kindErrors.keySet());
        }
    }

    /**
     * How the agent's stream ended.
     *
     * @param serviceHistogram the whole run's service-time histogram (arrival-rate mode; compressed, base64), else null
     * @param arrivals         the agent's arrival scheduler statistics (inter-arrival times left out), else null
     */
    public record End(String reason, String message, long operations, long units, long errors, long elapsedNanos,
                      double driverCpuMicrosPerOperation, String serviceHistogram, ArrivalStats arrivals) {
    }

    public static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName(), e);
        }
    }

    public static <T> T parse(String text, Class<T> type) {
        try {
            return JSON.readValue(text, type);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a " + type.getSimpleName() + ": " + e.getOriginalMessage(), e);
        }
    }

    /** A histogram compressed and base64-encoded, as the log format holds it. */
    public static String encode(Histogram h) {
        ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int n = h.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), n));
    }

    public static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (DataFormatException | RuntimeException e) {
            throw new IllegalArgumentException("not a compressed histogram", e);
        }
    }

    /**
     * Whether a line of an interval log is a histogram line (the rest are comments, the legend, or blank).
     */
    public static boolean isHistogramLine(String line) {
        return !line.isEmpty() && !line.startsWith("#") && !line.startsWith("\"");
    }

    /** The tag of an interval line ({@code Tag=T,…}: a kind's name), or null for the stream's own line. */
    public static String tagOfLine(String line) {
        if (!line.startsWith("Tag=")) {
            return null;
        }
        int comma = line.indexOf(',');
        return comma < 0 ? null : line.substring(4, comma);
    }

    /**
     * The histogram of one interval line of {@code HistogramLogWriter}'s format
     * ({@code [Tag=T,]start,length,max,base64}, times in seconds), with its start and end time
     * stamps in epoch milliseconds (base time 0: the times are absolute).
     */
    public static Histogram histogramOfLine(String line) {
        String[] f = line.split(",");
        int i = f.length > 0 && f[0].startsWith("Tag=") ? 1 : 0;
        if (f.length - i != 4) {
            throw new IllegalArgumentException("not an interval histogram line");
        }
        double start = Double.parseDouble(f[i]);
        double length = Double.parseDouble(f[i + 1]);
        Histogram h = decode(f[i + 3]);
        h.setStartTimeStamp(Math.round(start * 1000));
        h.setEndTimeStamp(Math.round((start + length) * 1000));
        return h;
    }

    /** A one-line message for the wire: no line breaks. */
    public static String oneLine(String message) {
        return message == null ? "" : message.replaceAll("\\s*[\\r\\n]+\\s*", "; ").strip();
    }
}

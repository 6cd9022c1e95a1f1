package io.benchlab.core.probe;

import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.WaitRecords.EventKind;
import io.benchlab.core.bundle.WaitRecords.EventTime;
import io.benchlab.core.bundle.WaitRecords.WaitIntervalRecord;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * The wait events and stages of the streams' worker sessions, from performance_schema's per-thread
 * summaries ({@code events_waits_summary_by_thread_by_event_name},
 * {@code events_stages_summary_by_thread_by_event_name}, the same tables on MySQL 5.7+ and MariaDB
 * 10.5+): a session is found by its connection id ({@code threads.PROCESSLIST_ID}), which the run
 * knows because it opened the connection. At each stream interval's end the summaries of that
 * stream's sessions are read once and the difference since the last read, summed over them, is the
 * interval's; the longest {@link Plan#top} of each kind are kept.
 *
 * <p>The instruments the summaries need (locks, I/O, stages) are turned on and timed when the
 * sampler starts, and those it turned on are set back when it closes, so an external server is
 * left as it was. Mutexes and rwlocks ({@code wait/synch/%}) stay as the server has them: timing
 * every mutex costs far more than the rest.
 *
 * <p>A session's counts leave performance_schema with its thread when it disconnects, so the run
 * tells the sampler before a worker's connection closes ({@link #departing}) and its last counts
 * are read then.
 */
public final class WaitEventSampler implements AutoCloseable {
    /** What {@code setup_instruments} must enable and time for the waits and stages read here. */
    static final String INSTRUMENTS = "(NAME LIKE 'wait/lock/%' OR NAME LIKE 'wait/io/%' OR NAME LIKE 'stage/%')";
    /** Not a wait of the server's: the session waiting for its client (the thread states' Sleep). */
    static final String IDLE = "idle";
    private static final double PICOSECONDS = 1e12;
    private static final String WAITS_TABLE = "performance_schema.events_waits_summary_by_thread_by_event_name";
    private static final String STAGES_TABLE = "performance_schema.events_stages_summary_by_thread_by_event_name";

    private final Connection connection;
    private final int top;
    /** The instruments this sampler turned on or timed, with what they were ({@code ENABLED}, {@code TIMED}), set back on close. */
    private final Map<String, String[]> enabledHere = new LinkedHashMap<>();
    /** Connection id → its stream. */
    private final Map<Long, StreamKey> watched = new ConcurrentHashMap<>();
    /** Per stream, the last read: (connection id, kind, event) → [count, picoseconds]. */
    private final Map<StreamKey, Map<Counted, long[]>> last = new HashMap<>();
    /** Per stream, the last counts of its sessions that disconnected since its last cut (read as they closed). */
    private final Map<StreamKey, Map<Counted, long[]>> departed = new HashMap<>();

    /**
     * How a run samples performance_schema ({@code options.performanceSchema}), built once from the
     * experiment so the run reads nothing else of it.
     *
     * @param top how many wait events, and how many stages, each interval keeps (the longest by time)
     */
    public record Plan(int top) {
    }

    private record Counted(long connectionId, EventKind kind, String event) {
    }

    private WaitEventSampler(Connection connection, Plan plan) {
        this.connection = connection;
        this.top = plan.top();
    }

    /**
     * A sampler on a connection of its own, with the instruments it reads turned on.
     *
     * @throws SQLException when performance_schema cannot be read or set up (off, or not allowed); the connection is closed then
     */
    public static WaitEventSampler start(Connection connection, Plan plan) throws SQLException {
        WaitEventSampler s = new WaitEventSampler(connection, plan);
        try {
            s.enableInstruments();
        } catch (SQLException e) {
            s.close();
            throw e;
        }
        return s;
    }

    private void enableInstruments() throws SQLException {
        try (Statement st = connection.createStatement();
             ResultSet rs = st.executeQuery("SELECT NAME, ENABLED, TIMED FROM performance_schema.setup_instruments WHERE " + INSTRUMENTS
                     + " AND (ENABLED <> 'YES' OR TIMED <> 'YES')")) {
            while (rs.next()) {
                enabledHere.put(rs.getString(1), new String[] {rs.getString(2), rs.getString(3)});
            }
        }
        if (!enabledHere.isEmpty()) {
            try (Statement st = connection.createStatement()) {
                st.executeUpdate("UPDATE performance_schema.setup_instruments SET ENABLED = 'YES', TIMED = 'YES' WHERE " + INSTRUMENTS);
            }
        }
    }

    /** A worker's session, by its connection id, counted under its stream. */
    public void watch(long connectionId, StreamKey stream) {
        watched.put(connectionId, stream);
    }

    /**
     * A watched session is about to disconnect: its counts are read now, while performance_schema
     * still has its thread, so the interval it ends in keeps them. Before its stream's measurement
     * started it is only forgotten.
     */
    public synchronized void departing(long connectionId) throws SQLException {
        StreamKey stream = watched.remove(connectionId);
        if (stream == null || !last.containsKey(stream)) {
            return;
        }
        Map<Counted, long[]> rows = new HashMap<>();
        readKind(EventKind.WAIT, WAITS_TABLE, Long.toString(connectionId), rows);
        readKind(EventKind.STAGE, STAGES_TABLE, Long.toString(connectionId), rows);
        departed.computeIfAbsent(stream, k -> new HashMap<>()).putAll(rows);
    }

    /** A stream's measurement starts: what its sessions did before (connecting, the warm-up) is not its. */
    public synchronized void begin(StreamKey stream) throws SQLException {
        last.put(stream, read(stream));
    }

    /** The stream's interval that just ended: what its sessions waited on and went through since the last read. */
    public synchronized WaitIntervalRecord cut(StreamKey stream, int index, long lengthMillis) throws SQLException {
        Map<Counted, long[]> now = read(stream);
        Map<Counted, long[]> gone = departed.remove(stream);
        if (gone != null) {
            gone.forEach(now::putIfAbsent); // a session's live counts win over those read as it closed (a pool may hand it out again)
        }
        Map<Counted, long[]> before = last.getOrDefault(stream, Map.of());
        last.put(stream, now);
        Map<EventKind, Map<String, long[]>> sums = new LinkedHashMap<>();
        for (EventKind k : EventKind.values()) {
            sums.put(k, new TreeMap<>());
        }
        now.forEach((c, v) -> {
            long[] b = before.getOrDefault(c, new long[2]);
            long count = v[0] - b[0];
            long pico = v[1] - b[1];
            if (count > 0 || pico > 0) {
                long[] sum = sums.get(c.kind()).computeIfAbsent(c.event(), e -> new long[2]);
                sum[0] += Math.max(0, count);
                sum[1] += Math.max(0, pico);
            }
        });
        int sessions = (int) now.keySet().stream().map(Counted::connectionId).distinct().count();
        return new WaitIntervalRecord(stream.variant(), stream.phase(), stream.round(), stream.operation(), stream.threads(), index,
                lengthMillis, sessions, longest(sums.get(EventKind.WAIT)), longest(sums.get(EventKind.STAGE)));
    }

    private List<EventTime> longest(Map<String, long[]> sums) {
        return sums.entrySet().stream()
                .filter(e -> e.getValue()[1] > 0)
                .sorted(Comparator.comparingLong((Map.Entry<String, long[]> e) -> e.getValue()[1]).reversed())
                .limit(top)
                .map(e -> new EventTime(e.getKey(), e.getValue()[0], e.getValue()[1] / PICOSECONDS))
                .toList();
    }

    /** The summaries of the stream's watched sessions now; a session without a thread row (gone) is left out. */
    private Map<Counted, long[]> read(StreamKey stream) throws SQLException {
        Set<Long> ids = watched.entrySet().stream().filter(e -> e.getValue().equals(stream)).map(Map.Entry::getKey)
                .collect(Collectors.toSet());
        Map<Counted, long[]> out = new HashMap<>();
        if (ids.isEmpty()) {
            return out;
        }
        String in = ids.stream().map(String::valueOf).collect(Collectors.joining(","));
        readKind(EventKind.WAIT, WAITS_TABLE, in, out);
        readKind(EventKind.STAGE, STAGES_TABLE, in, out);
        return out;
    }

    private void readKind(EventKind kind, String table, String ids, Map<Counted, long[]> out) throws SQLException {
        String sql = "SELECT t.PROCESSLIST_ID, e.EVENT_NAME, e.COUNT_STAR, e.SUM_TIMER_WAIT FROM " + table + " e"
                + " JOIN performance_schema.threads t ON t.THREAD_ID = e.THREAD_ID"
                + " WHERE t.PROCESSLIST_ID IN (" + ids + ") AND e.COUNT_STAR > 0 AND e.EVENT_NAME <> ?";
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            ps.setString(1, IDLE);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(new Counted(rs.getLong(1), kind, rs.getString(2)), new long[] {rs.getLong(3), rs.getLong(4)});
                }
            }
        }
    }

    /** Sets back the instruments it turned on (as far as it still can) and closes its connection. */
    @Override
    public synchronized void close() {
        try {
            if (!enabledHere.isEmpty() && !connection.isClosed()) {
                try (PreparedStatement ps = connection.prepareStatement(
                        "UPDATE performance_schema.setup_instruments SET ENABLED = ?, TIMED = ? WHERE NAME = ?")) {
                    for (Map.Entry<String, String[]> e : enabledHere.entrySet()) {
                        ps.setString(1, e.getValue()[0]);
                        ps.setString(2, e.getValue()[1]);
                        ps.setString(3, e.getKey());
                        ps.addBatch();
                    }
                    ps.executeBatch();
                }
            }
        } catch (SQLException e) {
            // a server gone (a fault, the run's end) keeps its instruments as they were set: it restarts with its own
        } finally {
            try {
                connection.close();
            } catch (SQLException e) {
                // nothing held that a closed connection keeps
            }
        }
    }
}

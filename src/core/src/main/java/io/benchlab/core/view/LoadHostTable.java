package io.benchlab.core.view;

import io.benchlab.core.bundle.Records.AgentRecord;
import io.benchlab.core.bundle.StreamSamples.Stream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Each load host's share of the streams that ran on agents ({@code stream.agents}), beside the
 * merged figures: what {@code show} prints under "Load hosts" and the desktop app's Load hosts tab
 * shows, from the bundle's agent records (clock offset = host minus this machine).
 */
public final class LoadHostTable {
    public static final List<String> HEADERS = List.of("Phase/op", "Threads", "Host", "Host threads", "Ops", "Ops/s", "Intervals",
            "Clock offset ms", "Round trip ms", "Start skew ms", "Ended");

    private LoadHostTable() {
    }

    /** One row per host and stream run; empty when no stream ran on load hosts. */
    public static List<List<String>> rows(List<Stream> streams) {
        List<List<String>> rows = new ArrayList<>();
        for (Stream st : streams) {
            for (AgentRecord a : st.agents()) {
                rows.add(List.of(st.key().label(), Integer.toString(st.key().threads()), a.host(), Integer.toString(a.agentThreads()),
                        String.format(Locale.ROOT, "%,d", a.operations()), rate(a.operationsPerSecond()), Integer.toString(a.intervals()),
                        String.format(Locale.ROOT, "%.3f", a.clockOffsetMillis()), String.format(Locale.ROOT, "%.3f", a.clockRoundTripMillis()),
                        Long.toString(a.startSkewMillis()), a.reason()));
            }
        }
        return rows;
    }

    /** A rate as the stream tables write it: whole above 100, one decimal below. */
    private static String rate(double v) {
        if (!Double.isFinite(v)) {
            return "-";
        }
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }
}

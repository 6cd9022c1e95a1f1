package io.benchlab.core.probe;

import java.util.List;

/**
 * A server process's CPU time and resident memory, read from its {@code /proc/PID/stat} and
 * {@code /proc/PID/status} lines: the one reading of those files for the machine sampler (the
 * server beneath a stream) and the cluster probe (each node's process).
 */
public final class ProcessFigures {
    /** USER_HZ, the unit of CPU times in /proc: 100 on every Linux architecture the JDK runs on. */
    public static final double TICKS_PER_SECOND = 100;

    private ProcessFigures() {
    }

    /** utime + stime in ticks from a {@code /proc/PID/stat} line; -1 when there is none or it cannot be read. */
    public static long cpuTicks(List<String> statLines) {
        if (statLines.isEmpty()) {
            return -1;
        }
        String line = statLines.get(0);
        int close = line.lastIndexOf(')');
        if (close < 0 || close + 2 > line.length()) {
            return -1;
        }
        // the command name may hold spaces and parentheses: fields start after the last ')'
        String[] f = line.substring(close + 2).split(" ");
        try {
            return f.length > 12 ? Long.parseLong(f[11]) + Long.parseLong(f[12]) : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** {@code VmRSS} in bytes from {@code /proc/PID/status} lines; null when absent. */
    public static Long rssBytes(List<String> statusLines) {
        return kilobytes(statusLines, "VmRSS:");
    }

    /** A {@code Field:   123 kB} line's value in bytes; null when absent or unreadable. */
    static Long kilobytes(List<String> lines, String field) {
        for (String line : lines) {
            if (line.startsWith(field)) {
                try {
                    return Long.parseLong(line.substring(field.length()).trim().split("\\s+")[0]) * 1024;
                } catch (RuntimeException unparsable) {
                    return null;
                }
            }
        }
        return null;
    }
}

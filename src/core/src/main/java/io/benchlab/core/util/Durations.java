package io.benchlab.core.util;

import io.benchlab.api.ParameterException;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.core.BenchlabException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Time as benchlab reads and writes it, in one place: durations as experiment files write them
 * ({@code 500ms}, {@code 10s}, {@code 5m}), parsed like plugin parameters, and written back the same
 * way; elapsed and remaining time as a clock ({@code 4:05}, {@code 1:02:03}) in the CLI's progress,
 * {@code runs} and the GUI's run view.
 */
public final class Durations {
    private Durations() {
    }

    public static Duration parse(String field, String text) {
        if (text == null) {
            return null;
        }
        try {
            return Parameters.validate(List.of(ParameterSpec.duration(field, null, "")), Map.of(field, text)).getDuration(field);
        } catch (ParameterException e) {
            throw new BenchlabException(e.getMessage());
        }
    }

    /**
     * A duration as a file writes it, in its largest whole unit that {@link #parse} reads back:
     * {@code 10s}, {@code 500ms}, {@code 5m}, {@code 168h}, {@code 0s}.
     */
    public static String format(Duration d) {
        long ms = d.toMillis();
        if (ms == 0) {
            return "0s";
        }
        long[] sizes = {3_600_000L, 60_000L, 1_000L};
        String[] units = {"h", "m", "s"};
        for (int i = 0; i < sizes.length; i++) {
            if (ms % sizes[i] == 0) {
                return ms / sizes[i] + units[i];
            }
        }
        return ms + "ms";
    }

    /** Whole seconds as a clock: {@code m:ss} below an hour, {@code h:mm:ss} from then on. */
    public static String clock(long seconds) {
        long s = Math.max(0, seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}

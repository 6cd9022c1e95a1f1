package io.benchlab.core.util;

import io.benchlab.api.ParameterException;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.core.BenchlabException;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** Durations as experiment files write them ({@code 500ms}, {@code 10s}, {@code 5m}), parsed like plugin parameters. */
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
}

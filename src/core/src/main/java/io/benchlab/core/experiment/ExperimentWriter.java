package io.benchlab.core.experiment;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.benchlab.core.BenchlabException;

/**
 * Writes an {@link Experiment} as experiment-file YAML, the inverse of {@link ExperimentFile#parse}:
 * reading what it writes gives an equal experiment. Fields left unset stay unset (their defaults,
 * {@link ExperimentDefaults}, apply when the file is read), so a written file says only what was chosen.
 */
public final class ExperimentWriter {
    private static final ObjectMapper YAML = YAMLMapper.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .disable(YAMLGenerator.Feature.SPLIT_LINES) // a long description stays one line, as people write it
            // unset fields stay out; an empty value inside a map (skip-log-bin: "") is a value
            .defaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_EMPTY, JsonInclude.Include.NON_NULL))
            .build();

    private ExperimentWriter() {
    }

    /** The experiment as YAML text. */
    public static String write(Experiment experiment) {
        try {
            return YAML.writeValueAsString(experiment);
        } catch (JsonProcessingException e) {
            throw new BenchlabException("cannot write the experiment: " + e.getOriginalMessage(), e);
        }
    }
}

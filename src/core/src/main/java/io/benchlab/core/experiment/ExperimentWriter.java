package io.benchlab.core.experiment;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.benchlab.core.BenchlabException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * Writes an {@link Experiment} as the YAML that {@link ExperimentFile} reads: the one way an experiment
 * becomes text (the GUI's editor saves through it). Reading what it writes gives an equal
 * {@code Experiment}. A password is never written, whatever the model holds.
 */
public final class ExperimentWriter {
    private static final ObjectMapper YAML = YAMLMapper.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            // a value written as text ("1") stays text when read back, not a number: start-up options and parameters keep their type
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .build();

    /** Maps whose keys are the user's (server variables, plugin parameters): their empty values are kept as written. */
    private static final Set<String> USER_MAPS = Set.of("settings", "startup", "parameters");

    private ExperimentWriter() {
    }

    public static String toYaml(Experiment experiment) {
        JsonNode tree = YAML.valueToTree(experiment);
        prune(tree);
        try {
            return YAML.writeValueAsString(tree);
        } catch (JsonProcessingException e) {
            throw new BenchlabException("cannot write the experiment as YAML: " + e.getOriginalMessage(), e);
        }
    }

    /** Writes the file atomically enough for an editor: the whole text at once, parent folders created. */
    public static void write(Experiment experiment, Path target) {
        String yaml = toYaml(experiment);
        try {
            Path parent = target.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(target, yaml, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BenchlabException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    /**
     * Drops what reads back the same when absent (empty lists and maps the model defaults to empty) and
     * every password field, so the file says only what the user said.
     */
    private static void prune(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.remove("password");
            Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                JsonNode value = field.getValue();
                if (USER_MAPS.contains(field.getKey())) {
                    if (value.isEmpty()) {
                        fields.remove();
                    }
                    continue;
                }
                prune(value);
                if ((value.isArray() || value.isObject()) && value.isEmpty()) {
                    fields.remove();
                }
            }
        } else if (node != null && node.isArray()) {
            node.forEach(ExperimentWriter::prune);
        }
    }
}

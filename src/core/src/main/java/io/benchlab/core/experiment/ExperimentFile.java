package io.benchlab.core.experiment;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.benchlab.api.TextFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;

/**
 * An experiment file read from disk: the parsed model, its original text (kept in the bundle so
 * the run can be reproduced) and where each field stands, so later checks can name the line.
 */
public record ExperimentFile(Path path, String text, Experiment experiment, FieldPositions positions) {

    private static final ObjectMapper YAML = YAMLMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            // warm: 2.5 is a mistake, not 2 (Jackson would truncate it silently)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            // a second 'name:' would silently replace the first
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .build();

    static {
        // dropCaches: 2 is a mistake, not true
        YAML.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        YAML.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
    }

    /** Reads and checks a file: every problem of its structure at once ({@link ExperimentProblems}). */
    public static ExperimentFile read(Path path) {
        ExperimentFile file = readUnchecked(path);
        file.check();
        return file;
    }

    /**
     * Reads a file whose fields are checked later with the workload's too ({@code ExperimentRunner}
     * does, so a run names the file's and the plugin's problems in one list). Only what stops the
     * reading itself (YAML syntax, an unknown field, a value of the wrong type) is thrown here.
     */
    public static ExperimentFile readUnchecked(Path path) {
        if (!Files.exists(path)) {
            throw new ExperimentException("experiment file not found: " + path);
        }
        try {
            return parseUnchecked(path, TextFiles.read(path, ExperimentLimits.MAX_FILE_BYTES));
        } catch (IOException e) {
            throw new ExperimentException("experiment file " + e.getMessage());
        }
    }

    /** Parses and checks text as the file {@code path}: every problem of its structure at once ({@link ExperimentProblems}). */
    public static ExperimentFile parse(Path path, String text) {
        ExperimentFile file = parseUnchecked(path, text);
        file.check();
        return file;
    }

    /** Parses text as the file {@code path} without checking its fields (see {@link #readUnchecked}). */
    public static ExperimentFile parseUnchecked(Path path, String text) {
        String where = path.getFileName().toString();
        if (text.length() > ExperimentLimits.MAX_FILE_BYTES) {
            throw new ExperimentException(where + ": the text has " + text.length() + " characters; an experiment file may have at most "
                    + ExperimentLimits.MAX_FILE_BYTES);
        }
        FieldPositions positions = locate(text);
        Experiment experiment;
        try (JsonParser parser = YAML.createParser(text)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                throw new ExperimentException(where + ": the file is empty; an experiment needs at least 'name:' and 'workload:'");
            }
            if (first != JsonToken.START_OBJECT) {
                throw new ExperimentException(at(where, parser.currentLocation()) + "an experiment file is a mapping of fields"
                        + " (name:, workload:, phases:, …), not " + YamlWording.describeToken(first, parser.getText()));
            }
            experiment = YAML.readValue(parser, Experiment.class);
            if (parser.nextToken() != null) {
                throw new ExperimentException(at(where, parser.currentLocation()) + "only one experiment per file (a second document"
                        + " or value follows the first)");
            }
        } catch (UnrecognizedPropertyException e) {
            String known = e.getKnownPropertyIds() == null ? "" : e.getKnownPropertyIds().stream().map(Object::toString).sorted()
                    .collect(Collectors.joining(", "));
            String parent = parentPath(e);
            FieldPositions.Position pos = positions.byPath().get(parent.isEmpty() ? e.getPropertyName() : parent + "." + e.getPropertyName());
            String at = pos != null ? where + " line " + pos.line() + ": " : at(where, e.getLocation());
            throw new ExperimentException(at + "unknown field '" + e.getPropertyName() + "' in "
                    + (parent.isEmpty() ? "the experiment" : parent) + (known.isEmpty() ? "" : " (expected one of: " + known + ")"));
        } catch (JsonMappingException e) {
            if (e.getCause() instanceof JsonProcessingException syntax) {
                // the YAML text itself is broken; the mapping only noticed it
                throw new ExperimentException(at(where, syntax.getLocation() != null ? syntax.getLocation() : e.getLocation())
                        + YamlWording.syntaxProblem(syntax), e);
            }
            throw new ExperimentException(at(where, e.getLocation()) + YamlWording.mappingProblem(fieldPath(e), e), e);
        } catch (JsonProcessingException e) {
            throw new ExperimentException(at(where, e.getLocation()) + YamlWording.syntaxProblem(e), e);
        } catch (IOException e) {
            throw new ExperimentException(where + ": " + e.getMessage(), e);
        }
        if (experiment == null) {
            throw new ExperimentException(where + ": the file is empty; an experiment needs at least 'name:' and 'workload:'");
        }
        return new ExperimentFile(path, text, experiment, positions);
    }

    /** Every problem of the file's structure, found without a plugin or a server, at once. */
    public void check() {
        Problems problems = Problems.of(this);
        new ExperimentValidator(experiment).check(problems);
        problems.throwIfAny();
    }

    /**
     * "file line N: " for a field path like {@code variants[1].settings.join_buffer_size}: a missing
     * field is named at the block that lacks it.
     */
    public String at(String fieldPath) {
        FieldPositions.Position pos = positions.of(fieldPath);
        String name = path.getFileName().toString();
        return pos == null ? name + ": " : name + " line " + pos.line() + ": ";
    }

    /** Allowed but probably unintended things (e.g. a password inside a url), one line each with the file and line. */
    public java.util.List<String> warnings() {
        return new ExperimentValidator(experiment).warnings().stream().map(w -> at(w.field()) + w.message()).toList();
    }

    /** The text as stored in bundles: credentials inside JDBC URLs redacted, everything else as written. */
    public String storedText() {
        return io.benchlab.core.util.JdbcUrls.redact(text);
    }

    /** The folder relative paths in the experiment are resolved against. */
    public Path folder() {
        Path parent = path.toAbsolutePath().getParent();
        return parent == null ? Path.of(".").toAbsolutePath() : parent;
    }

    private static String at(String where, JsonLocation loc) {
        return loc == null || loc.getLineNr() < 0 ? where + ": " : where + " line " + loc.getLineNr() + ": ";
    }

    /** The path of the object holding an unknown field, e.g. {@code variants[1]}; empty at top level. */
    private static String parentPath(UnrecognizedPropertyException e) {
        String p = fieldPath(e);
        return "the experiment".equals(p) ? "" : p;
    }

    private static String fieldPath(JsonMappingException e) {
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                if (!sb.isEmpty()) {
                    sb.append('.');
                }
                sb.append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        String p = sb.toString();
        int dot = p.lastIndexOf('.');
        if (e instanceof UnrecognizedPropertyException) {
            return dot < 0 ? "the experiment" : p.substring(0, dot);
        }
        return p.isEmpty() ? "(top level)" : p;
    }

    /** The line and column of every field path, for problems naming the line. */
    private static FieldPositions locate(String text) {
        return ExperimentText.fieldPositions(text);
    }
}

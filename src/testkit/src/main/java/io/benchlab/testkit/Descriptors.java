package io.benchlab.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.benchlab.api.ParameterException;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.ParameterType;
import io.benchlab.api.Parameters;
import io.benchlab.api.WorkloadPlugin;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;

/** The checks both suites make on what a provider says about itself. One home for each rule. */
final class Descriptors {
    /**
     * Ids are written in experiment files and folder names: lower case, digits, dashes and
     * underscores (a workload named after another tool's, like sysbench's {@code oltp_read_write}).
     */
    private static final String ID = "[a-z0-9][a-z0-9_-]*";
    /** Parameter names are YAML keys: lowerCamel or kebab-case. */
    private static final String PARAMETER = "[A-Za-z][A-Za-z0-9_-]*";

    private Descriptors() {
    }

    static void id(String what, String id) {
        assertNotNull(id, what + ": id() is null");
        assertTrue(id.matches(ID), what + ": id '" + id + "' must be lower case letters, digits, dashes and underscores");
    }

    static void description(String what, String description) {
        assertNotNull(description, what + ": description() is null");
        assertFalse(description.isBlank(), what + ": description() is blank; give one sentence for `benchlab plugins`");
        assertFalse(description.contains("\n"), what + ": description() must be one line");
    }

    /** Names unique and well formed, a description each, and every default accepted by its own spec. */
    static void parameters(String what, List<ParameterSpec> specs) {
        assertNotNull(specs, what + ": parameters() is null; return List.of() for none");
        Set<String> names = new HashSet<>();
        for (ParameterSpec spec : specs) {
            String p = what + ": parameter '" + spec.name() + "'";
            assertTrue(names.add(spec.name()), p + " is declared twice");
            assertTrue(spec.name().matches(PARAMETER), p + ": the name must be a YAML key (lowerCamel or kebab-case)");
            assertFalse(spec.description().isBlank(), p + " has no description (shown in help and as the GUI's tooltip)");
            if (spec.required() && spec.defaultValue() != null) {
                fail(p + " is required and has a default; use asRequired() only for parameters without one");
            }
            if (spec.type() == ParameterType.CHOICE && spec.defaultValue() != null) {
                assertTrue(spec.choices().contains(String.valueOf(spec.defaultValue())),
                        p + ": the default '" + spec.defaultValue() + "' is not one of " + spec.choices());
            }
            if (spec.defaultValue() != null) {
                try {
                    Parameters.validate(List.of(spec), Map.of(spec.name(), spec.defaultValue()));
                } catch (ParameterException e) {
                    fail(p + ": its own default is refused: " + e.getMessage());
                }
            }
        }
    }

    static void apiVersion(String what, int version) {
        assertEquals(WorkloadPlugin.API_VERSION, version, what + " reports plugin API " + version + " but is built against API "
                + WorkloadPlugin.API_VERSION + "; the engine would refuse it");
    }

    /** Found by ServiceLoader, as the engine finds it: listed in META-INF/services with a public no-argument constructor. */
    static <T> void registered(Class<T> service, Class<?> type) {
        boolean found = ServiceLoader.load(service, type.getClassLoader()).stream().anyMatch(p -> p.type() == type);
        assertTrue(found, type.getName() + " is not found by ServiceLoader: list it in META-INF/services/" + service.getName());
    }

    /** A user-facing message: one line, no Java class names or stack wording. */
    static void oneLine(String context, String message) {
        assertNotNull(message, context + ": no message");
        assertFalse(message.isBlank(), context + ": blank message");
        assertFalse(message.contains("\n"), context + ": message has several lines: " + message);
        assertFalse(message.matches("(?s).*\\b(java|javax|jdk)\\.[a-z]+\\.[A-Z].*|.*Exception\\b.*"),
                context + ": message shows Java internals: " + message);
    }
}

package io.benchlab.core.run;

import io.benchlab.core.experiment.Variant;
import io.benchlab.core.flavour.Flavour;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.settings.VariableCatalog;
import io.benchlab.core.settings.VariableInfo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What {@code options.performanceSchema} asks of a variant's server, checked before anything
 * starts: a managed server whose flavour starts without it (MariaDB) is started with
 * {@code performance_schema=ON}; an external server running without it is refused in one line
 * (only a restart turns it on, and benchlab does not restart a server it did not start); a variant
 * that turns it off itself contradicts the option.
 */
final class PerformanceSchemaCheck {
    static final String FIELD = "options.performanceSchema";
    static final String VARIABLE = "performance_schema";
    private static final List<String> OFF = List.of("off", "0", "false", "no");

    /** Where a problem goes: the live checks' list, one line at its field. */
    interface Problems {
        void add(String field, Variant v, String message);
    }

    private PerformanceSchemaCheck() {
    }

    /**
     * The variant's start-up options, with {@code performance_schema=ON} added where the managed
     * server would start without it; a problem for what cannot run.
     */
    static Map<String, Object> startup(Variant v, Target target, VariableCatalog catalog, Map<String, Object> startup, Problems problems) {
        if (turnsItOff(v.settings()) || turnsItOff(startup)) {
            problems.add(FIELD, v, FIELD + " needs performance_schema on, and the variant's settings turn it off; leave one of them out");
            return startup;
        }
        Optional<String> live = catalog.find(VARIABLE).map(VariableInfo::value);
        if (live.isEmpty()) {
            problems.add(FIELD, v, FIELD + ": " + target.label() + " has no performance_schema (built without it); leave the option out");
            return startup;
        }
        boolean on = !OFF.contains(live.get().strip().toLowerCase(Locale.ROOT));
        if (v.server().takesStartupOptions()) {
            // a managed server is started anew with the variant's options: ON must be one of them unless its flavour has it on anyway
            if (!Flavour.of(target.pool().serverInfo()).performanceSchemaByDefault() || !on) {
                Map<String, Object> with = new LinkedHashMap<>(startup);
                with.put(VARIABLE, "ON");
                return with;
            }
            return startup;
        }
        if (!on) {
            problems.add(FIELD, v, FIELD + ": " + target.label() + " runs with performance_schema OFF, which only a restart changes;"
                    + " restart it with performance_schema=ON, or leave the option out");
        }
        return startup;
    }

    private static boolean turnsItOff(Map<String, Object> settings) {
        return settings.entrySet().stream().anyMatch(e -> StartupOptions.normalise(e.getKey()).equals(VARIABLE)
                && e.getValue() != null && OFF.contains(String.valueOf(e.getValue()).strip().toLowerCase(Locale.ROOT)));
    }
}

package io.benchlab.core.run;

import static io.benchlab.core.experiment.ExperimentLimits.CONNECTIONS_BESIDES_WORKERS;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.ExperimentException;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.experiment.Problems;
import io.benchlab.core.experiment.Variant;
import io.benchlab.core.probe.StatusProbe;
import io.benchlab.core.probe.ThreadStateSampler;
import io.benchlab.core.probe.WaitEventSampler;
import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.settings.SettingsException;
import io.benchlab.core.settings.SettingsPlan;
import io.benchlab.core.settings.SettingsProblems;
import io.benchlab.core.settings.SettingsResolver;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.settings.VariableCatalog;
import io.benchlab.core.settings.VariableInfo;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What only the live servers can tell, checked right after connecting and before any dataset,
 * setup or bundle: every target can be made (password sources, binaries: before the first server
 * starts), and then, per variant, its settings against the server's catalog (unknown variables,
 * illegal values, settings the target cannot apply), its per-node settings, the stream's counters
 * and its threads against {@code max_connections}. Each step names every problem it finds in one
 * list, each at its field's line; a problem that every sweep point of one declaration shares is
 * named once.
 */
final class LiveChecks {
    private final ExperimentFile file;
    private final Problems problems;
    private final Set<String> seen = new HashSet<>();

    LiveChecks(ExperimentFile file) {
        this.file = file;
        this.problems = Problems.of(file);
    }

    /**
     * Starts or connects every target and resolves every variant's settings.
     *
     * @param connections the connections the run holds at once (stream workers and the runner's own)
     */
    Map<String, VariantSession> sessions(List<Variant> variants, Targets targets, RunListener listener, int connections) {
        // every target's password source and binaries are checked before the first server starts
        for (Variant v : variants) {
            try {
                targets.of(v.server());
            } catch (ExperimentException ex) {
                throw ex;
            } catch (BenchlabException ex) {
                problems.add(serverField(file.experiment(), v), ex.getMessage(), ex);
            }
        }
        problems.throwIfAny();
        Map<String, VariantSession> sessions = new LinkedHashMap<>();
        Map<Target, VariableCatalog> catalogs = new HashMap<>();
        for (Variant v : variants) {
            Target target = targets.of(v.server());
            if (!target.hasServer()) {
                sessions.put(v.name(), new VariantSession(v, target, new SettingsPlan(Map.of(), Map.of(), StartupOptions.none())));
                continue;
            }
            listener.progress("connecting to servers", sessions.size(), variants.size());
            targets.activate(target);
            target.ensure(target.currentOptions(), ConnectionPool.forWorkers(0));
            try (Connection scratch = target.pool().connection()) {
                VariableCatalog catalog = catalogs.get(target);
                if (catalog == null) {
                    catalog = VariableCatalog.read(scratch, target.pool().serverInfo());
                    catalogs.put(target, catalog);
                }
                checkConnections(v, target, catalog, scratch, connections);
                SettingsResolver resolver = new SettingsResolver(catalog, v.server().takesStartupOptions());
                Map<String, Object> startup = v.startup();
                if (file.experiment().options().performanceSchemaOrDefault() && !(target instanceof Cluster)) {
                    startup = PerformanceSchemaCheck.startup(v, target, catalog, startup, this::add);
                }
                SettingsPlan plan = settings(v, v.fieldPath(), "", resolver, v.settings(), startup, scratch);
                Map<String, SettingsPlan> nodes = nodePlans(v, resolver, scratch);
                if (plan != null && nodes != null) {
                    VariantSession session = new VariantSession(v, target, plan, nodes);
                    session.sampleThreadStates(statePlan(file.experiment()));
                    session.sampleWaits(waitPlan(file.experiment()));
                    sessions.put(v.name(), session);
                }
            } catch (SQLException ex) {
                throw new BenchlabException("cannot read the settings catalog of " + target.label() + ": " + ex.getMessage(), ex);
            }
        }
        if (!problems.isEmpty()) {
            sessions.values().forEach(VariantSession::close);
            problems.throwIfAny();
        }
        return sessions;
    }

    /** How the run samples its sessions' thread states; null when it does not (options.stateInterval: off, or BENCHLAB_THREAD_STATES=off). */
    private static ThreadStateSampler.Plan statePlan(Experiment e) {
        java.time.Duration period = e.options().stateIntervalOrDefault();
        return period == null || !ThreadStateSampler.enabled() ? null : new ThreadStateSampler.Plan(period, e.options().openTablesOrDefault());
    }

    /** How the run samples performance_schema's waits and stages; null when it does not (options.performanceSchema left out or false). */
    private static WaitEventSampler.Plan waitPlan(Experiment e) {
        return e.options().performanceSchemaOrDefault() ? new WaitEventSampler.Plan(ExperimentDefaults.PERFORMANCE_SCHEMA_TOP) : null;
    }

    /** A block of settings resolved; null when the server refused any (each is a problem at its own line). */
    private SettingsPlan settings(Variant v, String block, String who, SettingsResolver resolver, Map<String, Object> settings,
                                  Map<String, Object> startup, Connection scratch) {
        try {
            return resolver.resolve(settings, startup, scratch);
        } catch (SettingsProblems ex) {
            ex.bySetting().forEach((name, why) -> add(name == null ? block + ".startup" : block + ".settings." + name, v, who + why));
        } catch (SettingsException ex) {
            add(block + ".settings", v, who + ex.getMessage());
        }
        return null;
    }

    /**
     * A variant's per-node settings resolved for each node, checked against the server's catalog
     * like {@code settings}: start-up options on a sandbox, dynamic globals on an existing cluster. A variable that exists per
     * connection has no per-node value (the workers' sessions set it), so it belongs in {@code settings}.
     */
    private Map<String, SettingsPlan> nodePlans(Variant v, SettingsResolver resolver, Connection scratch) {
        Map<String, SettingsPlan> out = new LinkedHashMap<>();
        boolean ok = true;
        for (var node : v.nodeSettings().entrySet()) {
            String at = v.fieldPath() + ".nodeSettings." + node.getKey();
            String who = "node '" + node.getKey() + "': ";
            SettingsPlan p;
            try {
                p = resolver.resolve(node.getValue(), Map.of(), scratch);
            } catch (SettingsProblems ex) {
                ex.bySetting().forEach((name, why) -> add(name == null ? at : at + "." + name, v, who + why));
                ok = false;
                continue;
            } catch (SettingsException ex) {
                add(at, v, who + ex.getMessage());
                ok = false;
                continue;
            }
            if (!p.session().isEmpty()) {
                add(at, v, who + String.join(", ", p.session().keySet()) + " is set per connection, not per node; put it in the"
                        + " variant's settings");
                ok = false;
            }
            out.put(node.getKey(), p);
        }
        return ok ? out : null;
    }

    /**
     * A stream's workers each hold a connection, besides the benchmark and probe connections: the
     * server must allow them all (max_connections, less what others hold), or the run would wait
     * on the pool and time out long after it started. The stream's counters must exist there too
     * (an unknown name would be sampled as nothing, silently).
     */
    private void checkConnections(Variant v, Target target, VariableCatalog catalog, Connection scratch, int needed) throws SQLException {
        Experiment e = file.experiment();
        if (e.stream() == null) {
            return;
        }
        Map<String, Long> status = StatusProbe.global().read(scratch);
        if (e.stream().counters() != null) {
            for (String c : e.stream().counters()) {
                if (!status.containsKey(c)) {
                    problems.add("stream.counters", "stream.counters: " + target.label() + " has no status variable '" + c + "'"
                            + similarStatus(c, status.keySet()));
                }
            }
        }
        Object set = v.settings().get("max_connections");
        long allowed;
        String source;
        if (set != null && set.toString().strip().matches("\\d+")) {
            allowed = Long.parseLong(set.toString().strip());
            source = "the variant's max_connections";
        } else {
            String value = catalog.find("max_connections").map(VariableInfo::value).orElse(null);
            if (value == null || !value.strip().matches("\\d+")) {
                return;
            }
            allowed = Long.parseLong(value.strip());
            source = "max_connections of " + target.label();
        }
        long others = Math.max(0, status.getOrDefault("Threads_connected", 1L) - 1); // less this connection
        if (needed > allowed - others) {
            String field = e.stream().threadSweep() != null ? "stream.threadSweep" : "stream.threads";
            add(field, v, field + " needs " + needed
                    + " connections (" + (needed - CONNECTIONS_BESIDES_WORKERS) + " workers + " + CONNECTIONS_BESIDES_WORKERS
                    + " for benchmark, probes and pool) but " + source + " is " + allowed
                    + (others > 0 ? " and " + others + " are in use" : "") + "; lower the threads or raise max_connections"
                    + (v.server().takesStartupOptions() ? " in the variant's settings" : " on the server"));
        }
    }

    /** A variant's problem; one that every point of a sweep shares (the same field and words) is named once, for the first. */
    private void add(String field, Variant v, String message) {
        if (seen.add(field + "\u0000" + message)) {
            problems.add(field, "variant '" + v.name() + "': " + message);
        }
    }

    private static String similarStatus(String name, Set<String> known) {
        List<String> like = VariableCatalog.closest(name, known);
        return like.isEmpty() ? " (SHOW GLOBAL STATUS lists them)" : "; did you mean " + String.join(", ", like) + "?";
    }

    /** The field holding a variant's server block, for messages. */
    static String serverField(Experiment e, Variant v) {
        for (int i = 0; i < e.variants().size(); i++) {
            if (e.variants().get(i).server() != null && v.fieldPath().equals("variants[" + i + "]")) {
                return v.fieldPath() + ".server";
            }
        }
        return "server";
    }
}

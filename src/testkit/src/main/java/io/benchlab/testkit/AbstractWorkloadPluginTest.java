package io.benchlab.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.api.Operation;
import io.benchlab.api.ParameterException;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.Records.PlanRecord;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.run.ExperimentRunner;
import io.benchlab.core.run.PluginFailure;
import io.benchlab.core.run.RunControl;
import io.benchlab.core.run.RunListener;
import io.benchlab.core.run.RunOutcome;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.run.StreamEngineExecutor;
import io.benchlab.core.util.BenchlabHome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The test suite every workload plugin gets by subclassing: its descriptor and parameters, its
 * ServiceLoader registration and API version, and a real run through the engine on an embedded
 * MariaDB (datasets loaded, {@code prepare} twice, every operation measured, EXPLAIN for every
 * query, failures reported in one line). A subclass names its plugin and, when the defaults are
 * too big for a test, small parameters:
 *
 * <pre>{@code
 * class MyWorkloadTest extends AbstractWorkloadPluginTest {
 *     protected WorkloadPlugin plugin() { return new MyWorkload(); }
 *     protected Map<String, Object> parameters() { return Map.of("rows", 100); }
 * }
 * }</pre>
 *
 * The run is an experiment with two variants on the same server and one warm phase each, so the
 * second variant's {@code prepare} meets the first one's tables; the engine compares their answers.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(KitServer.Extension.class)
public abstract class AbstractWorkloadPluginTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The run, made once per test class by the first test that needs it. */
    private Bundle run;
    private PluginRegistry registry;

    /** The plugin under test, as its jar provides it. */
    protected abstract WorkloadPlugin plugin();

    /** Parameters for the kit's run (small: a test suite runs it); the plugin's defaults when empty. */
    protected Map<String, Object> parameters() {
        return Map.of();
    }

    /** The experiment's {@code stream:} block for stream operations: short, two workers. */
    protected Map<String, Object> stream() {
        return Map.of("threads", 2, "operations", 40, "duration", "20s");
    }

    /**
     * Parameter sets the plugin must refuse (in {@code create}, or by its specs), each with a
     * one-line message. Values out of every spec's range or choices are tried as well.
     */
    protected List<Map<String, Object>> invalidParameters() {
        return List.of();
    }

    /** Query operations allowed to return no rows on the kit's data (by name); none by default. */
    protected Set<String> emptyResultsAllowed() {
        return Set.of();
    }

    /**
     * The plugin as the engine offers it: from the registry, with the parameters it inherits from
     * its dataset ({@link WorkloadPlugin#inheritsParametersOf()}). Use it in your own tests to
     * create workloads from raw parameters.
     */
    protected final WorkloadPlugin installed() {
        if (registry == null) {
            registry = PluginRegistry.load(getClass().getClassLoader(), List.of());
        }
        return registry.workload(plugin().id());
    }

    /** Creates a workload from raw values as an experiment file gives them, validated as the engine does. */
    protected final Workload create(Map<String, ?> raw) throws ParameterException, WorkloadException {
        WorkloadPlugin p = installed();
        return p.create(Parameters.validate(p.parameters(), raw));
    }

    @Test
    void descriptorIsValid() {
        WorkloadPlugin p = plugin();
        String what = "workload " + p.getClass().getName();
        Descriptors.id(what, p.id());
        Descriptors.description(what, p.description());
        Descriptors.parameters(what, p.parameters());
        Descriptors.parameters(what + " with inherited parameters", installed().parameters());
    }

    @Test
    void registeredWithServiceLoader() {
        Descriptors.registered(WorkloadPlugin.class, plugin().getClass());
    }

    @Test
    void builtForThisApiVersion() {
        Descriptors.apiVersion("workload '" + plugin().id() + "'", plugin().apiVersion());
    }

    /** The kit's parameters give operations with unique, non-blank names. */
    @Test
    void createsOperations() throws Exception {
        List<Operation> ops = create(parameters()).operations();
        assertNotNull(ops, "operations() is null");
        assertFalse(ops.isEmpty(), "operations() is empty for " + parameters());
        Set<String> names = new HashSet<>();
        for (Operation op : ops) {
            assertTrue(names.add(op.name()), "operation name '" + op.name() + "' is used twice; names key the results");
        }
    }

    @Test
    void everyOperationRunsOnARealServer(KitServer server) throws Exception {
        Bundle b = run(server);
        List<String> empty = new ArrayList<>();
        for (Operation op : create(parameters()).operations()) {
            switch (op) {
                case QueryOperation q -> {
                    List<Measurement> ms = b.measurements().stream().filter(m -> m.operation().equals(q.name())).toList();
                    assertEquals(2, ms.size(), q.name() + ": one measurement per variant expected, got " + ms.size());
                    for (Measurement m : ms) {
                        assertEquals(null, m.error(), q.name() + " failed on variant " + m.variant());
                        if (q.isExplainable() && m.rows() == 0 && !emptyResultsAllowed().contains(q.name()) && !empty.contains(q.name())) {
                            empty.add(q.name());
                        }
                    }
                }
                case StreamOperation s -> {
                    List<StreamRecord> rs = b.streams().stream().filter(r -> r.operation().equals(s.name())).toList();
                    assertEquals(2, rs.size(), s.name() + ": one stream result per variant expected, got " + rs.size());
                    for (StreamRecord r : rs) {
                        assertEquals(0, r.errors(), s.name() + ": operations failed: " + r);
                        assertTrue(r.units() > 0, s.name() + ": no " + s.unit() + " done: " + r);
                    }
                }
            }
        }
        assertTrue(empty.isEmpty(), "no rows from " + empty + " with " + parameters()
                + " (list them in emptyResultsAllowed() if that is right for the kit's small data)");
    }

    /** The second variant's prepare ran over the first's tables, and every answer stayed the same. */
    @Test
    void prepareIsIdempotent(KitServer server) throws Exception {
        Bundle b = run(server);
        for (Measurement m : b.measurements()) {
            assertFalse(m.resultChanged(), m.operation() + " answered differently after prepare ran again (variant " + m.variant() + ")");
        }
    }

    @Test
    void explainWorksForEveryQuery(KitServer server) throws Exception {
        Bundle b = run(server);
        for (Operation op : create(parameters()).operations()) {
            if (op instanceof QueryOperation q && q.isExplainable()) {
                List<PlanRecord> plans = b.plans().stream().filter(p -> p.operation().equals(q.name())).toList();
                assertFalse(plans.isEmpty(), q.name() + ": no plan captured");
                for (PlanRecord p : plans) {
                    assertFalse(p.tabular() == null || p.tabular().isEmpty(), q.name() + ": EXPLAIN gave no rows on " + p.variant());
                }
            }
        }
    }

    /** Bad parameters are refused with one line for the user, never with a crash of the plugin. */
    @Test
    void badParametersAreRefusedInOneLine() {
        WorkloadPlugin p = installed();
        List<Map<String, Object>> cases = new ArrayList<>(outOfRange(p.parameters()));
        cases.add(Map.of("no-such-parameter", 1));
        cases.addAll(invalidParameters());
        for (Map<String, Object> raw : cases) {
            Map<String, Object> merged = new LinkedHashMap<>(parameters());
            merged.putAll(raw);
            String message;
            try {
                Parameters values = Parameters.validate(p.parameters(), merged);
                PluginFailure.guard(p.id(), "create()", () -> p.create(values));
                fail("workload '" + p.id() + "' accepted " + raw);
                return;
            } catch (ParameterException e) {
                message = e.getMessage();
            } catch (PluginFailure e) {
                if (!(e.getCause() instanceof WorkloadException)) {
                    fail("create() threw " + e.getCause() + " for " + raw + "; throw a WorkloadException with a message for the user");
                }
                message = e.getMessage();
            }
            Descriptors.oneLine("refusing " + raw, message);
        }
    }

    /** A value past each bound and a value outside each choice list. */
    static List<Map<String, Object>> outOfRange(List<ParameterSpec> specs) {
        List<Map<String, Object>> cases = new ArrayList<>();
        for (ParameterSpec s : specs) {
            if (s.max() != null) {
                cases.add(Map.of(s.name(), s.max() * 2 + 1));
            }
            if (s.min() != null) {
                cases.add(Map.of(s.name(), s.min() - 1));
            }
            if (!s.choices().isEmpty()) {
                cases.add(Map.of(s.name(), "not-one-of-the-choices"));
            }
        }
        return cases;
    }

    private Bundle run(KitServer server) throws IOException {
        if (run == null) {
            run = runExperiment(server);
        }
        return run;
    }

    private Bundle runExperiment(KitServer server) throws IOException {
        String id = plugin().id();
        Map<String, Object> experiment = new LinkedHashMap<>();
        experiment.put("name", "kit-" + id);
        // a workload that needs no server (a storage benchmark such as fileio) runs as it would for a user: server type none
        experiment.put("server", plugin().needsServer() ? Map.of("type", "external", "url", server.url(), "user", "root")
                : Map.of("type", "none"));
        experiment.put("workload", Map.of("plugin", id, "parameters", parameters()));
        experiment.put("phases", Map.of("cold", false, "warm", 1));
        experiment.put("variants", List.of(Map.of("name", "first"), Map.of("name", "again")));
        if (create0().operations().stream().anyMatch(StreamOperation.class::isInstance)) {
            experiment.put("stream", stream());
        }
        Path dir = Files.createDirectories(server.home().resolve("experiments"));
        Path yaml = dir.resolve("kit-" + id + ".yaml");
        Files.writeString(yaml, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(experiment)); // JSON is YAML
        BenchlabHome home = new BenchlabHome(server.home());
        RunOutcome outcome = new ExperimentRunner(registry(), new ServerFactory(home), new StreamEngineExecutor())
                .run(ExperimentFile.read(yaml), home.runs(), RunListener.NONE, new RunControl());
        assertNotNull(outcome.bundle(), "the run did not start: " + outcome.message());
        assertTrue(outcome.ok(), "the run of '" + id + "' ended " + outcome.status() + ": " + outcome.message());
        return new BundleReader().read(outcome.bundle());
    }

    private Workload create0() {
        try {
            return create(parameters());
        } catch (ParameterException | WorkloadException e) {
            throw new AssertionError("the kit's parameters " + parameters() + " are refused: " + e.getMessage(), e);
        }
    }

    private PluginRegistry registry() {
        installed();
        return registry;
    }

    @AfterAll
    void closeRegistry() {
        if (registry != null) {
            registry.close();
        }
    }
}

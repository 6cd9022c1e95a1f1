package io.benchlab.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.TableSpec;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.dataset.DatasetLoader;
import io.benchlab.core.dataset.DatasetMarker;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.ExperimentFile;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.util.BenchlabHome;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A dataset load cut off halfway (its generator stops with an error, as a killed generator or a
 * lost stream leaves it), through the runner on a real embedded MariaDB: the run fails in one
 * line before measuring, the bundle records no dataset, and the schema never carries a marker
 * saying the load is complete, so the next run loads it again.
 */
class InterruptedDatasetLoadTest {
    private static final String SCHEMA = "halfway_ds";

    @TempDir
    Path tmp;

    @Test
    void anInterruptedLoadFailsTheRunCleanlyAndLeavesNoCompleteMarker() throws Exception {
        BenchlabHome home = new BenchlabHome(tmp.resolve("home"));
        ServerFactory servers = new ServerFactory(home);
        PluginRegistry plugins = PluginRegistry.of(List.of(new NeedsHalfway()), List.of(new Halfway()));
        ExperimentFile file = ExperimentFile.parse(tmp.resolve("halfway.yaml"), """
                name: halfway
                server: {type: embedded, profile: halfway}
                workload: {plugin: needs-halfway}
                phases: {cold: false, warm: 1}
                """);

        RunOutcome outcome = new ExperimentRunner(plugins, servers, StreamExecutor.UNSUPPORTED).run(file, tmp.resolve("runs"),
                new RunListener() {
                }, new RunControl());

        assertEquals(RunStatus.FAILED, outcome.status());
        String msg = outcome.message();
        assertEquals("loading table t of dataset " + SCHEMA + ": the generator failed: the generator was cut off", msg);
        assertFalse(msg.contains("\n"), "one line: " + msg);
        assertFalse(msg.matches(".*\\b(java|io\\.benchlab)\\.[a-z]+\\..*|.*Exception.*"), "no class name: " + msg);
        Bundle b = new BundleReader().read(outcome.bundle());
        assertEquals(RunStatus.FAILED, b.manifest().status());
        assertTrue(b.datasets().isEmpty(), "no dataset recorded for a load that did not finish: " + b.datasets());
        assertTrue(b.measurements().isEmpty(), "nothing measured on a half-loaded dataset");

        // the run stopped the server it started; look at what the load left
        ManagedServer server = servers.managed(ServerSpec.embedded("halfway"));
        server.ensureRunning(StartupOptions.none(), 0);
        try (ConnectionPool pool = ConnectionPool.open(ServerFactory.endpoint(server), 2); Connection c = pool.connection()) {
            Optional<DatasetMarker> marker = DatasetLoader.marker(c, SCHEMA);
            // "loading" and never "complete": the next run sees a half-loaded dataset and loads it again
            assertEquals(Optional.of("loading"), marker.map(DatasetMarker::status), "an interrupted load is never marked complete");
        } finally {
            server.stop();
        }
    }

    /** One table of 200 rows whose second chunk of 100 fails: half a load. */
    public static final class Halfway implements DatasetProvider {
        @Override
        public String id() {
            return "halfway";
        }

        @Override
        public String description() {
            return "a dataset whose load stops halfway";
        }

        @Override
        public List<ParameterSpec> parameters() {
            return List.of();
        }

        @Override
        public DatasetPlan plan(Parameters parameters) {
            TableSpec t = new TableSpec("t", "CREATE TABLE t (id BIGINT PRIMARY KEY)", List.of("id"), null, 200, List.of(sink -> {
                for (long i = 0; i < 100; i++) {
                    sink.add(i).endRow();
                }
            }, sink -> {
                throw new IOException("the generator was cut off");
            }));
            return new DatasetPlan("halfway", "1", SCHEMA, Map.of("rows", "200"), List.of(t), List.of());
        }
    }

    /** A workload over that dataset. */
    public static final class NeedsHalfway implements WorkloadPlugin {
        @Override
        public String id() {
            return "needs-halfway";
        }

        @Override
        public String description() {
            return "counts the rows of the halfway dataset";
        }

        @Override
        public List<ParameterSpec> parameters() {
            return List.of();
        }

        @Override
        public Workload create(Parameters parameters) {
            return new Workload() {
                @Override
                public List<DatasetRequirement> datasets() {
                    return List.of(new DatasetRequirement("halfway", Map.of()));
                }

                @Override
                public List<Operation> operations() {
                    return List.of(new QueryOperation("count", "", "SELECT COUNT(*) FROM t"));
                }
            };
        }
    }
}

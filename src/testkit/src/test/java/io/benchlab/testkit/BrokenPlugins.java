package io.benchlab.testkit;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.IndexSpec;
import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.ParameterType;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.TableSpec;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import io.benchlab.api.WorkloadPlugin;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

/**
 * Plugins each broken in one way, and the kit's suite on each (run only by {@link KitCatchesBrokenPluginsTest},
 * never by surefire: nested classes are not picked up).
 */
final class BrokenPlugins {
    private BrokenPlugins() {
    }

    /** A base with one good query over a table its workload creates. */
    abstract static class Base implements WorkloadPlugin {
        @Override
        public String description() {
            return "a plugin broken on purpose";
        }

        @Override
        public List<ParameterSpec> parameters() {
            return List.of(ParameterSpec.integer("rows", 10, "rows to create"));
        }

        /** Repeatable, as it should be. */
        void fill(WorkloadContext c) throws Exception {
            try (Statement s = c.connection().createStatement()) {
                s.execute("CREATE TABLE IF NOT EXISTS t (i INT PRIMARY KEY)");
                s.execute("REPLACE INTO t SELECT seq FROM seq_1_to_10");
            }
        }

        @Override
        public Workload create(Parameters p) {
            return new Workload() {
                @Override
                public String schema() {
                    return "kit_" + id().replace('-', '_');
                }

                @Override
                public void prepare(WorkloadContext c) throws Exception {
                    try (Statement s = c.connection().createStatement()) {
                        s.execute("CREATE DATABASE IF NOT EXISTS " + schema());
                        s.execute("USE " + schema());
                    }
                    fill(c);
                }

                @Override
                public List<Operation> operations() {
                    return List.of(new QueryOperation("count", "", "SELECT COUNT(*) FROM t"));
                }
            };
        }
    }

    /** prepare assumes an empty schema: the second variant's prepare fails on the table the first made. */
    public static final class NotRepeatable extends Base {
        @Override
        public String id() {
            return "kit-not-repeatable";
        }

        @Override
        void fill(WorkloadContext c) throws Exception {
            try (Statement s = c.connection().createStatement()) {
                s.execute("CREATE TABLE t (i INT PRIMARY KEY)");
                s.execute("INSERT INTO t SELECT seq FROM seq_1_to_10");
            }
        }
    }

    /** A negative row count crashes create with an exception the user cannot act on. */
    public static final class CrashesOnBadInput extends Base {
        @Override
        public String id() {
            return "kit-crashes";
        }

        @Override
        public Workload create(Parameters p) {
            if (p.getLong("rows") < 0) {
                throw new IllegalArgumentException("negative");
            }
            return super.create(p);
        }
    }

    /** Not listed in META-INF/services. */
    public static final class Unregistered extends Base {
        @Override
        public String id() {
            return "kit-unregistered";
        }
    }

    /** A CHOICE default that is not one of the choices. */
    public static final class BadDefault extends Base {
        @Override
        public String id() {
            return "kit-bad-default";
        }

        @Override
        public List<ParameterSpec> parameters() {
            return List.of(new ParameterSpec("mode", ParameterType.CHOICE, "fast", "how", false, null, null, List.of("slow", "safe")));
        }
    }

    static final class NotRepeatableSuite extends AbstractWorkloadPluginTest {
        @Override
        protected WorkloadPlugin plugin() {
            return new NotRepeatable();
        }
    }

    static final class CrashesOnBadInputSuite extends AbstractWorkloadPluginTest {
        @Override
        protected WorkloadPlugin plugin() {
            return new CrashesOnBadInput();
        }

        @Override
        protected List<Map<String, Object>> invalidParameters() {
            return List.of(Map.of("rows", -1));
        }
    }

    static final class UnregisteredSuite extends AbstractWorkloadPluginTest {
        @Override
        protected WorkloadPlugin plugin() {
            return new Unregistered();
        }
    }

    static final class BadDefaultSuite extends AbstractWorkloadPluginTest {
        @Override
        protected WorkloadPlugin plugin() {
            return new BadDefault();
        }
    }

    /** A dataset that declares an index its afterLoad never builds: a workload naming it would fail on the server. */
    public static final class PhantomIndex implements DatasetProvider {
        @Override
        public String id() {
            return "kit-phantom-index";
        }

        @Override
        public String description() {
            return "a dataset broken on purpose";
        }

        @Override
        public List<ParameterSpec> parameters() {
            return List.of();
        }

        @Override
        public DatasetPlan plan(Parameters parameters) {
            TableSpec t = new TableSpec("t", "CREATE TABLE t (id BIGINT PRIMARY KEY, v BIGINT)", List.of("id", "v"), "", 3,
                    List.of(sink -> {
                        for (long r = 1; r <= 3; r++) {
                            sink.add(r).add(r * 10).endRow();
                        }
                    }));
            return new DatasetPlan(id(), "1", "kit_phantom_index", Map.of(), List.of(t), List.of("ALTER TABLE t ADD INDEX i_v (v)"),
                    List.of(new IndexSpec("t", "i_v", List.of("v")), new IndexSpec("t", "i_never_built", List.of("v"))));
        }
    }

    static final class PhantomIndexSuite extends AbstractDatasetProviderTest {
        @Override
        protected DatasetProvider provider() {
            return new PhantomIndex();
        }

        @Override
        protected Map<String, Object> parameters() {
            return Map.of();
        }
    }
}

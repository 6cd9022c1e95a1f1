package io.benchlab.cli;

import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetProvider;
import io.benchlab.api.ParameterException;
import io.benchlab.api.WorkloadException;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.dataset.DatasetLoader;
import io.benchlab.core.dataset.DatasetLoading;
import io.benchlab.core.dataset.DatasetMarker;
import io.benchlab.core.dataset.LoadResult;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerFactory;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Unmatched;

@Command(name = "dataset", mixinStandardHelpOptions = true, description = "Load, list and drop datasets on a managed server.",
        subcommands = {DatasetCommand.Load.class, DatasetCommand.Export.class, DatasetCommand.ListDatasets.class, DatasetCommand.Drop.class})
final class DatasetCommand {

    /** Starts (or reuses) the profile's server as it runs and opens a pool. */
    static ConnectionPool connect(ManagedServer s) {
        return DatasetLoading.open(s);
    }

    static ManagedServer server(HomeOption home, ServerCommand.ProfileOptions profile) {
        return new ServerFactory(home.resolve()).managed(profile.spec());
    }

    @Command(name = "load", mixinStandardHelpOptions = true, description = {"Generate and load a dataset, e.g. `dataset load ssb --sf 0.01`",
            "or `dataset load tpcc --warehouses 2`: any dataset parameter may be given as --NAME VALUE."})
    static final class Load implements Callable<Integer> {
        @Parameters(paramLabel = "DATASET", description = "Dataset id (see `benchlab plugins`).")
        String dataset;

        @Option(names = "--sf", description = "Scale factor.")
        Double sf;

        @Option(names = {"-p", "--param"}, description = "Dataset parameter name=value, repeatable.")
        Map<String, String> params = new LinkedHashMap<>();

        /** Any other dataset parameter as an option of its own name, e.g. {@code --warehouses 2} for tpcc. */
        @Unmatched
        List<String> more = new ArrayList<>();

        @Mixin ServerCommand.ProfileOptions profile;
        @Mixin HomeOption home;
        @Mixin PluginsOption plugins;

        @Override
        public Integer call() throws Exception {
            try (PluginRegistry r = plugins.registry(home)) {
                DatasetPlan plan = plan(r, dataset, sf, withNamed(params, more));
                ManagedServer server = server(home, profile);
                // loading rewrites a schema a run may be measuring: one user of the profile at a time
                try (ProfileLock lock = ProfileLock.acquire(server.profile(), "dataset load " + dataset); ConnectionPool pool = connect(server)) {
                    LoadResult res = new DatasetLoading(pool, new ConsoleProgress(System.err, false), server.profile().dataDir()).ensure(plan);
                    System.out.printf(Locale.ROOT, "%s %s: %,d rows%s%n", res.reused() ? "reused" : "loaded", res.schema(), res.rows(),
                            res.reused() ? "" : String.format(Locale.ROOT, " in %.1f s (%,.0f rows/s)", res.seconds(), res.rows() / Math.max(1e-9, res.seconds())));
                }
            }
            return ExitCode.OK.code();
        }
    }

    /**
     * The parameters of -p name=value together with those given as options of their own name
     * ({@code --warehouses 2}, {@code --seed=7}); anything else is refused in one line.
     */
    static Map<String, String> withNamed(Map<String, String> params, List<String> named) {
        Map<String, String> out = new LinkedHashMap<>(params);
        for (int i = 0; i < named.size(); i++) {
            String arg = named.get(i);
            if (!arg.startsWith("--") || arg.length() < 3) {
                throw new BenchlabException("unexpected argument '" + arg + "'; give dataset parameters as --NAME VALUE or -p NAME=VALUE");
            }
            String name = arg.substring(2);
            int eq = name.indexOf('=');
            if (eq > 0) {
                out.put(name.substring(0, eq), name.substring(eq + 1));
            } else if (i + 1 < named.size() && !named.get(i + 1).startsWith("--")) {
                out.put(name, named.get(++i));
            } else {
                throw new BenchlabException("--" + name + " needs a value, e.g. --" + name + " 2");
            }
        }
        return out;
    }

    /** The plan of a dataset for the command line's --sf and -p name=value. */
    static DatasetPlan plan(PluginRegistry r, String dataset, Double sf, Map<String, String> params) {
        DatasetProvider p = r.dataset(dataset);
        Map<String, Object> raw = new LinkedHashMap<>(params);
        if (sf != null) {
            raw.put("sf", sf);
        }
        try {
            return p.plan(io.benchlab.api.Parameters.validate(p.parameters(), raw));
        } catch (ParameterException | WorkloadException e) {
            throw new BenchlabException("dataset " + dataset + ": " + e.getMessage());
        }
    }

    @Command(name = "export", mixinStandardHelpOptions = true,
            description = {"Write a dataset's rows as tab-separated TABLE.tbl files (for other tools, or a plain LOAD DATA INFILE)",
                    "without loading it. The same rows `dataset load` streams, in LOAD DATA's default text format."})
    static final class Export implements Callable<Integer> {
        @Parameters(paramLabel = "DATASET", description = "Dataset id (see `benchlab plugins`).")
        String dataset;

        @Option(names = "--sf", description = "Scale factor.")
        Double sf;

        @Option(names = {"-p", "--param"}, description = "Dataset parameter name=value, repeatable.")
        Map<String, String> params = new LinkedHashMap<>();

        /** Any other dataset parameter as an option of its own name, e.g. {@code --warehouses 2} for tpcc. */
        @Unmatched
        List<String> more = new ArrayList<>();

        @Option(names = {"-o", "--output"}, required = true, paramLabel = "DIR", description = "Folder for the .tbl files.")
        java.nio.file.Path output;

        @Mixin HomeOption home;
        @Mixin PluginsOption plugins;

        @Override
        public Integer call() throws Exception {
            try (PluginRegistry r = plugins.registry(home)) {
                DatasetPlan plan = plan(r, dataset, sf, withNamed(params, more));
                Map<String, java.nio.file.Path> files = DatasetLoader.export(plan, output, Runtime.getRuntime().availableProcessors());
                for (var t : plan.tables()) {
                    System.out.printf(Locale.ROOT, "%-12s %,12d rows  %s%n", t.name(), t.expectedRows(), files.get(t.name()));
                }
            }
            return ExitCode.OK.code();
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "Datasets loaded on a managed server.")
    static final class ListDatasets implements Callable<Integer> {
        @Mixin ServerCommand.ProfileOptions profile;
        @Mixin HomeOption home;

        @Override
        public Integer call() throws Exception {
            ManagedServer server = server(home, profile);
            if (!server.isRunning()) {
                // reading the markers needs the server; one started only for that is stopped again, not left running
                try (ProfileLock lock = ProfileLock.acquire(server.profile(), "dataset list")) {
                    try {
                        print(server);
                    } finally {
                        server.stop();
                    }
                }
                System.err.println("(started server '" + server.profile().name() + "' to read its datasets, and stopped it again)");
                return ExitCode.OK.code();
            }
            print(server);
            return ExitCode.OK.code();
        }

        private static void print(ManagedServer server) throws Exception {
            try (ConnectionPool pool = connect(server); Connection c = pool.connection()) {
                TextTable t = new TextTable(List.of("Schema", "Dataset", "Status", "Rows", "Identity"));
                for (DatasetMarker m : DatasetLoader.list(c)) {
                    t.row(List.of(m.schema(), m.dataset(), m.status(), TextTable.count(m.rows().values().stream().mapToLong(Long::longValue).sum()),
                            m.identity().toString()));
                }
                System.out.print(t.render());
            }
        }
    }

    @Command(name = "drop", mixinStandardHelpOptions = true, description = "Drop a dataset's schema.")
    static final class Drop implements Callable<Integer> {
        @Parameters(paramLabel = "SCHEMA", description = "Schema shown by `dataset list`.")
        String schema;

        @Mixin ServerCommand.ProfileOptions profile;
        @Mixin HomeOption home;

        @Override
        public Integer call() throws Exception {
            ManagedServer server = server(home, profile);
            try (ProfileLock lock = ProfileLock.acquire(server.profile(), "dataset drop " + schema);
                 ConnectionPool pool = connect(server); Connection c = pool.connection()) {
                DatasetLoader.drop(c, schema);
                System.out.println("dropped " + schema);
            }
            return ExitCode.OK.code();
        }
    }
}

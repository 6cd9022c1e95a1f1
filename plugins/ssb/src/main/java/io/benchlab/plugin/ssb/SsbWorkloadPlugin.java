package io.benchlab.plugin.ssb;

import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The Star Schema Benchmark's 13 queries in four flights over the "ssb" dataset. */
public final class SsbWorkloadPlugin implements WorkloadPlugin {

    public static final String ID = "ssb";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "Star Schema Benchmark: 13 star-join queries in 4 flights over lineorder and its 4 dimensions";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.decimal("sf", 1, "Scale factor of the ssb dataset: 1 gives 6M lineorder rows")
                        .withRange(0.001, 10_000.0),
                ParameterSpec.integer("seed", 1, "Random seed of the generated data"),
                ParameterSpec.bool("secondaryIndexes", false,
                        "Index lineorder's foreign keys (lo_orderdate, lo_custkey, lo_partkey, lo_suppkey)"),
                ParameterSpec.choice("engine", "InnoDB", List.of("InnoDB", "MyISAM", "Aria"), "Storage engine of the tables"),
                ParameterSpec.choice("rowFormat", "DYNAMIC", List.of("DYNAMIC", "COMPACT", "COMPRESSED"),
                        "ROW_FORMAT of the tables; COMPACT and COMPRESSED need InnoDB"),
                ParameterSpec.stringList("queries", SsbQueries.NAMES,
                        "Queries to run, in order: names such as Q1.1 and Q3.4, flights such as flight1, or all"),
                ParameterSpec.bool("joinDirections", false,
                        "Also run Q1.1 with STRAIGHT_JOIN in both directions (Q1.1-fact-first, Q1.1-dim-first)"));
    }

    @Override
    public Workload create(Parameters parameters) throws WorkloadException {
        String engine = parameters.has("engine") ? parameters.getString("engine") : "InnoDB";
        String rowFormat = parameters.has("rowFormat") ? parameters.getString("rowFormat") : "DYNAMIC";
        if (!engine.equalsIgnoreCase("InnoDB") && !rowFormat.equalsIgnoreCase("DYNAMIC")) {
            throw new WorkloadException("rowFormat " + rowFormat + " needs engine InnoDB, not " + engine);
        }
        Map<String, Object> dataset = new LinkedHashMap<>();
        dataset.put("sf", parameters.has("sf") ? parameters.getDouble("sf") : 1.0);
        dataset.put("seed", parameters.has("seed") ? parameters.getLong("seed") : 1L);
        dataset.put("secondaryIndexes", parameters.has("secondaryIndexes") && parameters.getBoolean("secondaryIndexes"));
        dataset.put("engine", engine);
        dataset.put("rowFormat", rowFormat);

        List<String> requested = parameters.has("queries") ? parameters.getStringList("queries") : SsbQueries.NAMES;
        boolean joinDirections = parameters.has("joinDirections") && parameters.getBoolean("joinDirections");
        List<String> names = selectQueries(requested, joinDirections);
        List<Operation> operations = new ArrayList<>();
        for (String name : names) {
            operations.add(new QueryOperation(name, SsbQueries.flight(name), SsbQueries.sql(name)));
        }
        return new SsbWorkload(new DatasetRequirement("ssb", dataset), List.copyOf(operations));
    }

    /** Resolves query names and flights, keeps the given order without repeats, adds the variants. */
    static List<String> selectQueries(List<String> requested, boolean joinDirections) throws WorkloadException {
        Set<String> names = new LinkedHashSet<>();
        for (String raw : requested) {
            String token = raw.trim().toUpperCase(Locale.ROOT).replace(" ", "").replace("-", "").replace("_", "");
            if (token.isEmpty()) {
                continue;
            }
            if (token.equals("ALL")) {
                names.addAll(SsbQueries.NAMES);
                continue;
            }
            if (token.matches("FLIGHT[1-4]")) {
                char flight = token.charAt(6);
                for (String q : SsbQueries.NAMES) {
                    if (q.charAt(1) == flight) {
                        names.add(q);
                    }
                }
                continue;
            }
            String name = token.startsWith("Q") ? token : "Q" + token;
            if (!SsbQueries.NAMES.contains(name)) {
                throw new WorkloadException("unknown SSB query '" + raw + "'; use Q1.1 .. Q4.3 ("
                        + String.join(", ", SsbQueries.NAMES) + "), flight1 .. flight4 or all");
            }
            names.add(name);
        }
        List<String> result = new ArrayList<>();
        for (String name : names) {
            result.add(name);
            if (joinDirections && name.equals("Q1.1")) {
                result.addAll(SsbQueries.JOIN_DIRECTION_VARIANTS);
            }
        }
        if (joinDirections && !names.contains("Q1.1")) {
            result.addAll(SsbQueries.JOIN_DIRECTION_VARIANTS);
        }
        if (result.isEmpty()) {
            throw new WorkloadException("no SSB query selected; give queries such as [Q1.1, flight2] or all");
        }
        return result;
    }

    /** A configured SSB workload. */
    static final class SsbWorkload implements Workload {
        private final DatasetRequirement dataset;
        private final List<Operation> operations;

        SsbWorkload(DatasetRequirement dataset, List<Operation> operations) {
            this.dataset = dataset;
            this.operations = operations;
        }

        @Override
        public List<DatasetRequirement> datasets() {
            return List.of(dataset);
        }

        @Override
        public List<Operation> operations() {
            return operations;
        }
    }
}

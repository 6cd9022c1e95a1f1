package io.benchlab.plugin.ssb;

import io.benchlab.api.AnswerReference;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The Star Schema Benchmark's 13 queries in four flights over the "ssb" dataset. */
public final class SsbWorkloadPlugin implements WorkloadPlugin {

    public static final String ID = "ssb";
    /** The dataset the queries read, whose parameters this workload takes as its own. */
    static final String DATASET = "ssb";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "Star Schema Benchmark: 13 star-join queries in 4 flights over lineorder and its 4 dimensions";
    }

    /** Only the workload's own parameters; sf, seed, engine and the other dataset parameters come from the ssb dataset. */
    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.stringList("queries", SsbQueries.NAMES,
                        "Queries to run, in order: names such as Q1.1 and Q3.4, flights such as flight1, or all"),
                ParameterSpec.bool("joinDirections", false,
                        "Also run Q1.1 with STRAIGHT_JOIN in both directions (Q1.1-fact-first, Q1.1-dim-first)"));
    }

    @Override
    public String inheritsParametersOf() {
        return DATASET;
    }

    @Override
    public Workload create(Parameters parameters) throws WorkloadException {
        List<String> requested = parameters.has("queries") ? parameters.getStringList("queries") : SsbQueries.NAMES;
        boolean joinDirections = parameters.has("joinDirections") && parameters.getBoolean("joinDirections");
        List<String> names = selectQueries(requested, joinDirections);
        List<Operation> operations = new ArrayList<>();
        for (String name : names) {
            operations.add(new QueryOperation(name, SsbQueries.flight(name), SsbQueries.sql(name)));
        }
        // the engine adds the dataset's parameters (sf, seed, engine, …) to this requirement
        return new SsbWorkload(new DatasetRequirement(DATASET, Map.of()), List.copyOf(operations));
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

        @Override
        public AnswerReference answerReference(QueryOperation query) {
            return SsbReferences.of(query.name());
        }
    }
}

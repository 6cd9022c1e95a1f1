package io.benchlab.plugin.dbt3;

import io.benchlab.api.AnswerReference;
import io.benchlab.api.DatasetPlan;
import io.benchlab.api.DatasetRequirement;
import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * DBT-3: the 22 TPC-H queries, each run and timed on its own, over the {@code tpch} dataset.
 * Power-test style (one stream, no refresh functions); for optimizer and configuration
 * experiments, not for TPC-H metrics.
 */
public final class Dbt3WorkloadPlugin implements WorkloadPlugin {
    public static final String ID = "dbt3";
    /** The dataset the queries read, whose parameters this workload takes as its own. */
    static final String DATASET = "tpch";

    static final List<String> ALL_QUERIES;

    static {
        List<String> all = new ArrayList<>();
        for (int i = 1; i <= Dbt3Queries.COUNT; i++) {
            all.add("Q" + i);
        }
        ALL_QUERIES = List.copyOf(all);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "DBT-3 / TPC-H: the 22 decision-support queries over the tpch dataset, with optional per-query hint variants";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.stringList("queries", ALL_QUERIES, "queries to run, in this order: Q1 … Q22"),
                ParameterSpec.choice("substitution", "validation", List.of("validation", "random"),
                        "query parameters: qgen's validation values, or random values within qgen's ranges (see seed)"),
                ParameterSpec.integer("seed", 1, "seed of the random substitution; the same seed gives the same queries"),
                ParameterSpec.stringList("hints", List.of(),
                        "plan variants, each '[replace] Qn: clause; …' with clauses STRAIGHT_JOIN or FORCE|USE|IGNORE INDEX (idx, …) FOR table_or_alias"));
    }

    /** sf, indexes, extraIndexes and engine are the tpch dataset's; the queries read sf, the hints its declared indexes. */
    @Override
    public String inheritsParametersOf() {
        return DATASET;
    }

    /** Only through the engine, which hands over the tpch dataset's plan (the indexes hints may name). */
    @Override
    public Workload create(Parameters p) throws WorkloadException {
        return create(p, null);
    }

    /** {@code tpch}: the dataset as planned for these parameters; its declared indexes are the ones hints may name. */
    @Override
    public Workload create(Parameters p, DatasetPlan tpch) throws WorkloadException {
        if (tpch == null || !DATASET.equals(tpch.dataset())) {
            throw new WorkloadException("the dbt3 workload runs over the " + DATASET + " dataset, which is not installed");
        }
        double sf = p.getDouble("sf");
        boolean random = "random".equals(p.getString("substitution"));
        long seed = p.getLong("seed");

        List<Integer> selected = new ArrayList<>();
        for (String name : p.getStringList("queries")) {
            int q;
            try {
                q = Dbt3Queries.number(name);
            } catch (IllegalArgumentException e) {
                throw new WorkloadException("queries: " + e.getMessage());
            }
            if (selected.contains(q)) {
                throw new WorkloadException("queries: Q" + q + " is listed twice");
            }
            selected.add(q);
        }
        if (selected.isEmpty()) {
            throw new WorkloadException("queries: the list is empty; give at least one of Q1 … Q22");
        }

        Map<String, String> known = Hints.knownIndexes(tpch.indexes());
        Map<Integer, List<Hints.Hint>> added = new LinkedHashMap<>();
        Map<Integer, Hints.Hint> replaced = new LinkedHashMap<>();
        Set<String> names = new HashSet<>(ALL_QUERIES);
        for (String entry : p.getStringList("hints")) {
            Hints.Hint h = Hints.parse(entry, known);
            if (!selected.contains(h.query())) {
                throw new WorkloadException("hints: '" + entry.trim() + "': Q" + h.query() + " is not in queries");
            }
            if (!names.add(h.operationName())) {
                throw new WorkloadException("hints: '" + entry.trim() + "': the variant " + h.operationName() + " is given twice");
            }
            if (h.replace()) {
                if (replaced.putIfAbsent(h.query(), h) != null) {
                    throw new WorkloadException("hints: '" + entry.trim() + "': Q" + h.query() + " is already replaced");
                }
            } else {
                added.computeIfAbsent(h.query(), k -> new ArrayList<>()).add(h);
            }
        }

        List<Operation> ops = new ArrayList<>();
        Map<String, AnswerReference> references = new LinkedHashMap<>();
        for (int q : selected) {
            String sql = Dbt3Queries.sql(q, random, sf, seed);
            String group = Dbt3Queries.group(q);
            int first = ops.size();
            Hints.Hint replace = replaced.get(q);
            if (replace == null) {
                ops.add(new QueryOperation("Q" + q, group, sql));
            } else {
                ops.add(new QueryOperation(replace.operationName(), group, Hints.apply(sql, replace)));
            }
            for (Hints.Hint h : added.getOrDefault(q, List.of())) {
                ops.add(new QueryOperation(h.operationName(), group, Hints.apply(sql, h)));
            }
            AnswerReference reference = Dbt3References.of(q, sql); // hint variants ask the same question
            ops.subList(first, ops.size()).forEach(op -> references.put(op.name(), reference));
        }

        // the engine adds the dataset's parameters (sf, indexes, extraIndexes, engine) to this requirement
        return new Dbt3Workload(List.of(new DatasetRequirement(DATASET, Map.of())), List.copyOf(ops), Map.copyOf(references));
    }

    /** The configured workload: the tpch dataset, the query operations and each one's reference answer. */
    record Dbt3Workload(List<DatasetRequirement> datasets, List<Operation> operations, Map<String, AnswerReference> references)
            implements Workload {
        @Override
        public AnswerReference answerReference(QueryOperation query) {
            return references.getOrDefault(query.name(), new AnswerReference.None(null));
        }
    }
}

package io.benchlab.gui.compare;

import io.benchlab.core.bundle.PlanChange;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.OperationCounters;
import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.bundle.Records.PlanRecord;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.settings.VariableDiff;
import io.benchlab.gui.ResultTables;
import io.benchlab.gui.TableData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Two sides (bundle + variant each; the same bundle twice compares two of its variants): seconds
 * and verdicts per operation, plans, the selected operation's counters and the whole run's. Every
 * number comes from core's summaries, as {@code benchlab compare} prints them: {@link VariantSamples}
 * for the samples, {@link OperationVerdict} for the verdicts and their wording, {@link OperationCounters}
 * and {@link io.benchlab.core.stats.CounterChange} for the counters.
 */
public final class CompareViewModel {
    private final BundleReader reader = new BundleReader();
    private final Side left = new Side("A");
    private final Side right = new Side("B");
    private final ObservableList<String> operations = FXCollections.observableArrayList();
    private final StringProperty operation = new SimpleStringProperty();
    private final ObjectProperty<PlanDiff> plan = new SimpleObjectProperty<>(PlanDiff.of(List.of(), List.of()));
    private final StringProperty leftJson = new SimpleStringProperty("");
    private final StringProperty rightJson = new SimpleStringProperty("");
    private final StringProperty planVerdict = new SimpleStringProperty("");
    private final StringProperty timingVerdict = new SimpleStringProperty("");
    private final StringProperty timingNote = new SimpleStringProperty("");
    private final BooleanProperty includeCold = new SimpleBooleanProperty();
    private final ObjectProperty<TableData> timings = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> queryCounters = new SimpleObjectProperty<>(TableData.empty());
    private List<OperationVerdict> verdicts = List.of();
    private final StringProperty counterFilter = new SimpleStringProperty("");
    private final ObjectProperty<TableData> counters = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> variables = new SimpleObjectProperty<>(TableData.empty());
    private final StringProperty error = new SimpleStringProperty("");

    /** One side of the comparison. */
    public final class Side {
        private final String name;
        private final ObjectProperty<Bundle> bundle = new SimpleObjectProperty<>();
        private final ObservableList<String> variants = FXCollections.observableArrayList();
        private final StringProperty variant = new SimpleStringProperty();

        Side(String name) {
            this.name = name;
            variant.addListener((o, a, b) -> recompute());
        }

        public void open(Path dir) {
            try {
                Bundle b = reader.read(dir);
                error.set("");
                bundle.set(b);
                variants.setAll(b.manifest().variants());
                variant.set(null);
                variant.set(variants.isEmpty() ? null : variants.get(0));
            } catch (BenchlabException e) {
                error.set(e.getMessage());
            }
        }

        public ObjectProperty<Bundle> bundleProperty() {
            return bundle;
        }

        public ObservableList<String> variants() {
            return variants;
        }

        public StringProperty variantProperty() {
            return variant;
        }

        String label() {
            return bundle.get() == null ? "?" : name + ": " + variant.get();
        }

        Optional<PlanRecord> plan(String op) {
            if (bundle.get() == null || op == null) {
                return Optional.empty();
            }
            return bundle.get().plans().stream().filter(p -> p.operation().equals(op) && p.variant().equals(variant.get())).findFirst();
        }
    }

    public CompareViewModel() {
        operation.addListener((o, a, b) -> recomputePlan());
        counterFilter.addListener((o, a, b) -> {
            recomputeCounters();
            recomputeQueryCounters();
        });
        includeCold.addListener((o, a, b) -> recompute());
    }

    private boolean bothSides() {
        return left.bundle.get() != null && right.bundle.get() != null && left.variant.get() != null && right.variant.get() != null;
    }

    private void recompute() {
        Set<String> ops = new LinkedHashSet<>();
        recomputeTimings(ops);
        for (Side s : List.of(left, right)) {
            if (s.bundle.get() != null) {
                s.bundle.get().plans().stream().filter(p -> p.variant().equals(s.variant.get())).forEach(p -> ops.add(p.operation()));
            }
        }
        String keep = operation.get();
        operations.setAll(ops);
        operation.set(keep != null && ops.contains(keep) ? keep : ops.isEmpty() ? null : ops.iterator().next());
        recomputePlan();
        recomputeCounters();
        recomputeVariables();
    }

    /**
     * The samples and verdicts of both sides, as {@code compare} takes them: warm phases (and the cold
     * ones when asked; an interleaved run's cold steps); adds the timed operations to {@code ops}.
     */
    private void recomputeTimings(Set<String> ops) {
        if (!bothSides()) {
            verdicts = List.of();
            timings.set(TableData.empty());
            timingNote.set("");
            return;
        }
        VariantSamples sa = VariantSamples.of(left.bundle.get(), left.variant.get());
        VariantSamples sb = VariantSamples.of(right.bundle.get(), right.variant.get());
        Map<String, double[]> a = sa.forVerdicts(includeCold.get());
        Map<String, double[]> b = sb.forVerdicts(includeCold.get());
        verdicts = OperationVerdict.of(a, b, OperationVerdict.plans(left.bundle.get(), left.variant.get()),
                OperationVerdict.plans(right.bundle.get(), right.variant.get()));
        timings.set(TimingTable.of(a, b, verdicts));
        a.keySet().stream().filter(op -> !VariantSamples.TOTAL.equals(op)).forEach(ops::add);
        b.keySet().stream().filter(op -> !VariantSamples.TOTAL.equals(op)).forEach(ops::add);
        timingNote.set(!includeCold.get() && (sa.onlyCold() || sb.onlyCold()) ? "(" + OperationVerdict.COLD_STEPS_NOTE + ")" : "");
    }

    /** Server variables that differ between A and B (the same computation as `compare` and the report). */
    private void recomputeVariables() {
        variables.set(!bothSides() ? TableData.empty() : ResultTables.variables(VariableDiff.between(left.bundle.get(), left.variant.get(), "A",
                right.bundle.get(), right.variant.get(), "B")));
    }

    public ObjectProperty<TableData> variablesProperty() {
        return variables;
    }

    private void recomputePlan() {
        String op = operation.get();
        Optional<PlanRecord> a = left.plan(op);
        Optional<PlanRecord> b = right.plan(op);
        PlanDiff d = PlanDiff.of(a.map(PlanRecord::tabular).orElse(List.of()), b.map(PlanRecord::tabular).orElse(List.of()));
        plan.set(d);
        leftJson.set(a.map(PlanRecord::json).orElse(""));
        rightJson.set(b.map(PlanRecord::json).orElse(""));
        if (op == null) {
            planVerdict.set("");
        } else if (a.isEmpty() || b.isEmpty()) {
            planVerdict.set(op + ": only one side has a plan");
        } else {
            boolean same = PlanChange.same(a.get(), b.get());
            planVerdict.set(op + ": " + (same && d.identical() ? "same plan" : same ? "same plan shape, estimates differ" : "plans differ"));
        }
        timingVerdict.set(op == null ? "" : timingVerdict(op));
        recomputeQueryCounters();
    }

    /** The verdict on the operation with its plan flip, worded by {@link OperationVerdict} as everywhere else. */
    private String timingVerdict(String op) {
        return verdicts.stream().filter(v -> v.operation().equals(op)).map(v -> v.describe("A", "B")).findFirst()
                .orElse(bothSides() ? op + ": not measured on both sides" : "");
    }

    /** The selected operation's counters, A and B per run, over the phases its timings compare on. */
    private void recomputeQueryCounters() {
        String op = operation.get();
        if (op == null || !bothSides()) {
            queryCounters.set(TableData.empty());
            return;
        }
        queryCounters.set(ResultTables.operationCounters(left.label(),
                OperationCounters.of(left.bundle.get(), left.variant.get(), op, includeCold.get()), right.label(),
                OperationCounters.of(right.bundle.get(), right.variant.get(), op, includeCold.get()), counterFilter.get()));
    }

    private void recomputeCounters() {
        List<String> cols = new ArrayList<>();
        List<Map<String, Long>> values = new ArrayList<>();
        List<Map<String, io.benchlab.core.bundle.Records.Gauge>> gauges = new ArrayList<>();
        for (Side s : List.of(left, right)) {
            if (s.bundle.get() != null && s.variant.get() != null) {
                cols.add(s.label());
                BundleSummary summary = BundleSummary.of(s.bundle.get());
                values.add(ResultTables.counters(summary, s.variant.get(), ResultTables.ALL_PHASES));
                gauges.add(ResultTables.gauges(summary, s.variant.get(), ResultTables.ALL_PHASES));
            }
        }
        counters.set(ResultTables.withGauges(ResultTables.counterDiff(cols, values, counterFilter.get()), gauges, counterFilter.get()));
    }

    public Side left() {
        return left;
    }

    public Side right() {
        return right;
    }

    public ObservableList<String> operations() {
        return operations;
    }

    public StringProperty operationProperty() {
        return operation;
    }

    public ObjectProperty<PlanDiff> planProperty() {
        return plan;
    }

    public StringProperty leftJsonProperty() {
        return leftJson;
    }

    public StringProperty rightJsonProperty() {
        return rightJson;
    }

    public StringProperty planVerdictProperty() {
        return planVerdict;
    }

    /** The verdict on the selected operation's seconds, A against B. */
    public StringProperty timingVerdictProperty() {
        return timingVerdict;
    }

    /** A note on which samples the verdicts compare (an interleaved run's cold steps), or empty. */
    public StringProperty timingNoteProperty() {
        return timingNote;
    }

    /** Whether cold phases join the samples (as {@code compare --include-cold}). */
    public BooleanProperty includeColdProperty() {
        return includeCold;
    }

    /** Operation × (A median, A runs, B median, B runs, verdict, plans); the first cell of a row is the operation. */
    public ObjectProperty<TableData> timingsProperty() {
        return timings;
    }

    /** The selected operation's counters, A and B per run, with signed changes. */
    public ObjectProperty<TableData> queryCountersProperty() {
        return queryCounters;
    }

    public StringProperty counterFilterProperty() {
        return counterFilter;
    }

    public ObjectProperty<TableData> countersProperty() {
        return counters;
    }

    public StringProperty errorProperty() {
        return error;
    }
}

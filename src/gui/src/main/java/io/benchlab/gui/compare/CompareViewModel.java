package io.benchlab.gui.compare;

import io.benchlab.core.bundle.PlanChange;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.BundleSummary;
import io.benchlab.core.bundle.StateSamples;
import io.benchlab.core.bundle.WaitSamples;
import io.benchlab.core.bundle.OperationCounters;
import io.benchlab.core.bundle.PhaseKinds;
import io.benchlab.core.bundle.OperationVerdict;
import io.benchlab.core.bundle.Records.PlanRecord;
import io.benchlab.core.bundle.VariantSamples;
import io.benchlab.core.compare.FigureComparison;
import io.benchlab.core.compare.VerdictTable;
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
 * Two sides (bundle + variant each; the same bundle twice compares two of its variants): the verdict
 * on every figure, plans, the selected operation's counters and the whole run's. Every number comes
 * from core, as {@code benchlab compare} prints it: {@link FigureComparison} and its {@link VerdictTable}
 * (the same table, a word per verdict, the rules said once below it, the selected row's full sentence),
 * {@link VariantSamples} for which operations ran, {@link OperationCounters} and
 * {@link io.benchlab.core.stats.CounterChange} for the counters.
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
    private final StringProperty timingRules = new SimpleStringProperty("");
    private final StringProperty figure = new SimpleStringProperty();
    private final BooleanProperty includeCold = new SimpleBooleanProperty();
    private final ObjectProperty<TableData> timings = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> queryCounters = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> bufferPool = new SimpleObjectProperty<>(TableData.empty());
    private VerdictTable table = VerdictTable.of(List.of(), null);
    private final StringProperty counterFilter = new SimpleStringProperty("");
    private final ObjectProperty<TableData> counters = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> variables = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> states = new SimpleObjectProperty<>(TableData.empty());
    private final ObjectProperty<TableData> waits = new SimpleObjectProperty<>(TableData.empty());
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
        operation.addListener((o, a, b) -> {
            if (b != null && table.rows().stream().anyMatch(r -> r.figure().equals(b))) {
                figure.set(b); // a query picked for its plans is the verdict shown too
            }
            recomputePlan();
        });
        figure.addListener((o, a, b) -> {
            if (b != null && operations.contains(b)) {
                operation.set(b);
            }
            timingVerdict.set(sentence(b));
        });
        counterFilter.addListener((o, a, b) -> {
            recomputeCounters();
            recomputeQueryCounters();
        });
        includeCold.addListener((o, a, b) -> recompute());
    }

    /**
     * Opens both sides on one run, as {@code benchlab compare A} does without B: A its first variant,
     * B its second (a run of one variant compares it with itself). The Compare tab opens so on the run
     * selected in Results, instead of empty until both sides are picked by hand.
     */
    public void openOnRun(Path run) {
        left.open(run);
        right.open(run);
        pairVariants();
    }

    /** With one run on both sides and both on the same variant, B takes the run's next variant. */
    public void pairVariants() {
        Bundle a = left.bundle.get();
        Bundle b = right.bundle.get();
        if (a == null || b == null || !a.dir().equals(b.dir()) || right.variants.size() < 2) {
            return;
        }
        if (right.variant.get() == null || right.variant.get().equals(left.variant.get())) {
            int i = left.variants.indexOf(left.variant.get());
            right.variant.set(right.variants.get(i + 1 < right.variants.size() ? i + 1 : 0));
        }
    }

    /** Selects the first of these labels that names a row of the verdicts (a stream's figure by its name, a query by its operation). */
    public void selectFigure(List<String> labels) {
        labels.stream().filter(l -> table.rows().stream().anyMatch(r -> r.figure().equals(l))).findFirst().ifPresent(figure::set);
    }

    /** Whether neither side has a run yet. */
    public boolean empty() {
        return left.bundle.get() == null && right.bundle.get() == null;
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
        recomputeStates();
    }

    /** A's and B's thread-state shares side by side (the same computation as `compare` prints). */
    private void recomputeStates() {
        // MySQL beside MariaDB: lined up by the documented mapping, as `compare` does
        states.set(!bothSides() ? TableData.empty() : ResultTables.stateChanges(StateSamples.between(left.bundle.get(),
                left.variant.get(), right.bundle.get(), right.variant.get())));
        waits.set(!bothSides() ? TableData.empty() : ResultTables.waitChanges(WaitSamples.between(WaitSamples.of(left.bundle.get()),
                left.variant.get(), WaitSamples.of(right.bundle.get()), right.variant.get())));
    }

    /** Per operation, each performance_schema wait's and stage's share of the sessions' time in A and in B (as `compare` prints it). */
    public ObjectProperty<TableData> waitsProperty() {
        return waits;
    }

    /** Per operation, each thread state's share of the sessions' time in A and in B, the states that moved most first. */
    public ObjectProperty<TableData> statesProperty() {
        return states;
    }

    /**
     * The verdicts of both sides on every figure, as {@code compare} takes them: warm phases (and the
     * cold ones when asked; an interleaved run's cold steps); adds the timed operations to {@code ops}.
     */
    private void recomputeTimings(Set<String> ops) {
        if (!bothSides()) {
            table = VerdictTable.of(List.of(), null);
            timings.set(TableData.empty());
            timingNote.set("");
            timingRules.set("");
            timingVerdict.set("");
            return;
        }
        VariantSamples sa = VariantSamples.of(left.bundle.get(), left.variant.get());
        VariantSamples sb = VariantSamples.of(right.bundle.get(), right.variant.get());
        table = VerdictTable.of(FigureComparison.of(left.bundle.get(), left.variant.get(), right.bundle.get(), right.variant.get(),
                includeCold.get(), null));
        timings.set(new TableData(table.headers(), table.rows().stream().map(table::cells).toList()));
        timingRules.set(String.join("\n", table.notes()));
        sa.forVerdicts(includeCold.get()).keySet().stream().filter(op -> !VariantSamples.TOTAL.equals(op)).forEach(ops::add);
        sb.forVerdicts(includeCold.get()).keySet().stream().filter(op -> !VariantSamples.TOTAL.equals(op)).forEach(ops::add);
        timingNote.set(!includeCold.get() && (sa.onlyCold() || sb.onlyCold()) ? "(" + OperationVerdict.COLD_STEPS_NOTE + ")" : "");
        String keep = figure.get();
        figure.set(null);
        figure.set(keep != null && table.rows().stream().anyMatch(r -> r.figure().equals(keep)) ? keep
                : table.rows().isEmpty() ? null : table.rows().get(0).figure());
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
        recomputeQueryCounters();
    }

    /** The selected figure's verdict in one full sentence (the table shows it in a word), worded by core as everywhere else. */
    private String sentence(String figureLabel) {
        if (figureLabel == null) {
            return "";
        }
        return table.rows().stream().filter(r -> r.figure().equals(figureLabel)).map(VerdictTable.Row::sentence).findFirst()
                .orElse(bothSides() ? figureLabel + ": not measured on both sides" : "");
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
                BundleSummary summary = BundleSummary.of(s.bundle.get());
                // the warm phases only: a cold run's counters describe the disk, a warm one's the pool (the buffer-pool tab
                // has each query's cold run beside the other side's)
                java.util.Set<String> warm = PhaseKinds.of(s.bundle.get(), s.variant.get()).oneKind();
                cols.add(s.label());
                values.add(ResultTables.counters(summary, s.variant.get(), warm));
                gauges.add(ResultTables.gauges(summary, s.variant.get(), warm));
            }
        }
        counters.set(ResultTables.withGauges(ResultTables.counterDiff(cols, values, counterFilter.get()), gauges, counterFilter.get()));
        bufferPool.set(!bothSides() ? TableData.empty() : ResultTables.bufferPoolBetween(left.label(), left.bundle.get(), left.variant.get(),
                right.label(), right.bundle.get(), right.variant.get()));
    }

    /** Per query, A's buffer pool beside B's (hit ratio, misses, young / not-young moves per execution), cold with cold, warm with warm. */
    public ObjectProperty<TableData> bufferPoolProperty() {
        return bufferPool;
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

    /** The selected figure's verdict in one full sentence, A against B. */
    public StringProperty timingVerdictProperty() {
        return timingVerdict;
    }

    /** The figure selected in the verdict table (a query's operation, or a stream's figure). */
    public StringProperty figureProperty() {
        return figure;
    }

    /** What the table's columns are and each rule behind its words, said once (as under {@code compare}'s table). */
    public StringProperty timingRulesProperty() {
        return timingRules;
    }

    /** A note on which samples the verdicts compare (an interleaved run's cold steps), or empty. */
    public StringProperty timingNoteProperty() {
        return timingNote;
    }

    /** Whether cold phases join the samples (as {@code compare --include-cold}). */
    public BooleanProperty includeColdProperty() {
        return includeCold;
    }

    /** {@link VerdictTable}'s rows: figure, A, B, B/A (95% CI), p, the verdict in a word or two; the first cell names the figure. */
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

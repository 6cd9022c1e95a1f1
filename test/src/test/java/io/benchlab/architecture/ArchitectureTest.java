package io.benchlab.architecture;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noMethods;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The layers are enforced, not hoped for, over every module at once (this module sees them all: the
 * API, core, the CLI, the GUI, the plugins and the datasets). A rule that names a module this class
 * path did not hold could never fire, so {@link ModulesOnClassPathTest} checks that each is here.
 */
@AnalyzeClasses(packages = "io.benchlab", importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.NoTestJars.class})
class ArchitectureTest {

    /** Test jars of other modules (the dbt3 plugin's reference engine) are tests too. */
    static final class NoTestJars implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("-tests.jar") && !location.contains("/test-classes/");
        }
    }

    @ArchTest
    static final ArchRule apiDependsOnNothingOfOurs = noClasses().that().resideInAPackage("io.benchlab.api..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.core..", "io.benchlab.cli..", "io.benchlab.gui..",
                    "io.benchlab.plugin..", "io.benchlab.dataset..");

    @ArchTest
    static final ArchRule noUiToolkitInTheEngine = noClasses().that().resideInAPackage("io.benchlab.core..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.jfree..", "picocli..");

    @ArchTest
    static final ArchRule noDesktopToolkitInTheCli = noClasses().that().resideInAPackage("io.benchlab.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.jfree..", "io.benchlab.gui..");

    @ArchTest
    static final ArchRule theGuiDoesNotUseTheCli = noClasses().that().resideInAPackage("io.benchlab.gui..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.cli..", "picocli..");

    @ArchTest
    static final ArchRule coreDoesNotKnowItsFaces = noClasses().that().resideInAPackage("io.benchlab.core..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.cli..", "io.benchlab.gui..");

    @ArchTest
    static final ArchRule coreUsesPluginsOnlyThroughTheApi = noClasses().that().resideInAPackage("io.benchlab.core..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.plugin..", "io.benchlab.dataset..");

    @ArchTest
    static final ArchRule pluginsAndDatasetsSeeOnlyTheApi = noClasses().that().resideInAnyPackage("io.benchlab.plugin..",
                    "io.benchlab.dataset..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.core..", "io.benchlab.cli..", "io.benchlab.gui..");

    @ArchTest
    static final ArchRule pluginsDoNotReachIntoEachOther = slices().matching("io.benchlab.plugin.(*)..").should().notDependOnEachOther();

    /** The desktop app asks the engine; it never talks to a server itself. */
    @ArchTest
    static final ArchRule noJdbcInTheGui = noClasses().that().resideInAPackage("io.benchlab.gui..")
            .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "javax.sql..", "com.mysql..", "com.zaxxer..");

    /** Statistics are pure: numbers in, numbers out. */
    @ArchTest
    static final ArchRule statisticsImportNothingElseOfTheEngine = noClasses().that().resideInAPackage("io.benchlab.core.stats..")
            .should().dependOnClassesThat(resideInAPackage("io.benchlab.core..").and(resideOutsideOfPackage("io.benchlab.core.stats..")));

    /** The stream engine drives workers and measures; it may use statistics and nothing else of the engine. */
    @ArchTest
    static final ArchRule theStreamEngineUsesOnlyStatistics = noClasses().that().resideInAPackage("io.benchlab.core.stream..")
            .should().dependOnClassesThat(resideInAPackage("io.benchlab.core..")
                    .and(resideOutsideOfPackages("io.benchlab.core.stream..", "io.benchlab.core.stats..")));

    /**
     * The agent runs a share of a stream on a load host; the runner drives it (run → agent), never
     * the other way, and the agent writes no bundle: the coordinator does.
     */
    @ArchTest
    static final ArchRule theAgentDoesNotKnowTheRunnerOrTheBundle = noClasses().that().resideInAPackage("io.benchlab.core.agent..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.core.run..", "io.benchlab.core.bundle..",
                    "io.benchlab.core.report..");

    /**
     * The answer check compares results with references; the runner feeds it, never the other way,
     * and it knows nothing of how results are shown.
     */
    @ArchTest
    static final ArchRule answersKnowNeitherTheRunnerNorTheFaces = noClasses().that().resideInAPackage("io.benchlab.core.answers..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.core.run..", "io.benchlab.core.report..",
                    "io.benchlab.cli..", "io.benchlab.gui..");

    /**
     * Live metrics serve the records a run writes to its bundle, handed over by the runner (through
     * run.MetricsListener); they never drive or look into a run, nor know its faces.
     */
    @ArchTest
    static final ArchRule liveMetricsKnowOnlyTheRecords = noClasses().that().resideInAPackage("io.benchlab.core.metrics..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.core.run..", "io.benchlab.core.report..",
                    "io.benchlab.cli..", "io.benchlab.gui..");

    /** One home for the Prometheus client: the exposition is written in core.metrics and nowhere else. */
    @ArchTest
    static final ArchRule onlyLiveMetricsUseThePrometheusClient = noClasses().that().resideInAPackage("io.benchlab..")
            .and().resideOutsideOfPackage("io.benchlab.core.metrics..")
            .should().dependOnClassesThat().resideInAPackage("io.prometheus..");

    /** Results are read and shown without knowing how a run is driven. */
    @ArchTest
    static final ArchRule reportsAndBundlesDoNotKnowTheRunner = noClasses().that().resideInAnyPackage("io.benchlab.core.report..",
                    "io.benchlab.core.bundle..")
            .should().dependOnClassesThat().resideInAPackage("io.benchlab.core.run..");

    /**
     * A view lays out one figure for every face (the CLI, the report, the GUI): it reads the result
     * models and knows none of the faces, nor the runner, nor the report's drawing (core.view sits
     * below core.report, which renders it as HTML).
     */
    @ArchTest
    static final ArchRule viewsKnowNoFace = noClasses().that().resideInAPackage("io.benchlab.core.view..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.core.report..", "io.benchlab.core.run..",
                    "io.benchlab.cli..", "io.benchlab.gui..");

    /**
     * Numbers are written by the one formatter (util.Numbers) or by a view: no face keeps a seconds
     * formatter of its own (there were eleven, in six formats), and no limit is worded apart from
     * WorkloadFiguresView ("NOT MET" in the report, "NO" in the CLI).
     */
    @ArchTest
    static final ArchRule facesKeepNoSecondsFormatterOfTheirOwn = noMethods().that().haveName("seconds").and().doNotHaveRawParameterTypes(new Class<?>[0])
            .and().haveRawReturnType(String.class)
            .should().beDeclaredInClassesThat(resideInAPackage("io.benchlab.gui..").or(resideInAPackage("io.benchlab.core..")
                    .and(resideOutsideOfPackage("io.benchlab.core.util.."))))
            .because("seconds are written by util.Numbers (seconds, secondsColumn, shortSeconds, asWritten)");

    /**
     * Bundle files are read into typed records in core (`Records`, `Environment`); nothing else — the
     * faces, the test kit, plugins, datasets — picks fields out of JSON trees.
     */
    @ArchTest
    static final ArchRule nothingOutsideCoreReadsBundleJson = noClasses().that().resideInAPackage("io.benchlab..")
            .and().resideOutsideOfPackage("io.benchlab.core..")
            .should().dependOnClassesThat().haveFullyQualifiedName("com.fasterxml.jackson.databind.JsonNode")
            .orShould().dependOnClassesThat().resideInAPackage("com.fasterxml.jackson.databind.node..");

    /**
     * The engine's packages form a hierarchy: none reaches back into a package that reaches it
     * (a cycle means a fact lives in the wrong package, as status-variable kinds once did in probe).
     */
    @ArchTest
    static final ArchRule corePackagesAreFreeOfCycles = slices().matching("io.benchlab.core.(*)..").should().beFreeOfCycles();

    /**
     * A phase is cold or warm by its type, never by a string compared: the bundle's phase records and
     * the runner's phases carry a {@code PhaseKind} (phases.jsonl keeps its words, PhaseKind reads them).
     */
    @ArchTest
    static final ArchRule phaseKindsAreTyped = methods().that().haveName("kind")
            .and().areDeclaredInClassesThat().haveNameMatching("io\\.benchlab\\.core\\.(bundle\\.Records\\$PhaseRecord|run\\.Phase)")
            .should().haveRawReturnType("io.benchlab.core.bundle.PhaseKind");

    /** ...and nothing turns a word into a kind but the bundle reader (through PhaseKind's own JSON creator). */
    @ArchTest
    static final ArchRule phaseKindsAreNotReadFromStrings = noClasses().that().doNotHaveFullyQualifiedName("io.benchlab.core.bundle.PhaseKind")
            .should().callMethod("io.benchlab.core.bundle.PhaseKind", "of", "java.lang.String")
            .orShould().callMethod("io.benchlab.core.bundle.PhaseKind", "valueOf", "java.lang.String");

    /** "A size or a number" is read one way: the engine and the faces go through SizeOrNumber, not ByteSize's parsing. */
    @ArchTest
    static final ArchRule sizesAreReadOneWay = noClasses().that().resideInAnyPackage("io.benchlab.core..", "io.benchlab.cli..",
                    "io.benchlab.gui..").and().doNotHaveFullyQualifiedName("io.benchlab.core.util.SizeOrNumber")
            .should().callMethod("io.benchlab.api.ByteSize", "parse", "java.lang.String")
            .orShould().callMethod("io.benchlab.api.ByteSize", "hasUnit", "java.lang.String");

    /** Whether a sweep is drawn on a log axis is SweepValues.logAxis's to say, from the values; the manifest's flag only says how they were written. */
    @ArchTest
    static final ArchRule oneLogAxisRule = noClasses().should()
            .callMethod("io.benchlab.core.bundle.Manifest$Sweep", "geometric");

    /** The stream engine's own sampling period is the experiment's default only through ExperimentDefaults. */
    @ArchTest
    static final ArchRule defaultsAreReadFromExperimentDefaults = noClasses().that()
            .doNotHaveFullyQualifiedName("io.benchlab.core.experiment.ExperimentDefaults")
            .and().doNotHaveFullyQualifiedName("io.benchlab.core.stream.StreamPlan")
            .should().accessField("io.benchlab.core.stream.StreamPlan", "DEFAULT_INTERVAL");

    /** The GUI asks core's plan-change rule (PlanChange) whether plans differ; it does not compare fingerprints itself. */
    @ArchTest
    static final ArchRule theGuiAsksThePlanChangeRule = noClasses().that().resideInAPackage("io.benchlab.gui..")
            .should().callMethod("io.benchlab.core.bundle.Records$PlanRecord", "fingerprint");

    /**
     * The editor restates no rule of experiment files: it builds an Experiment and asks the run's checks
     * (ExperimentValidator, PluginChecks), never parsing its own YAML back nor checking durations itself.
     */
    @ArchTest
    static final ArchRule theEditorAsksTheRunsChecks = noClasses().that().resideInAPackage("io.benchlab.gui.editor..")
            .should().callMethod("io.benchlab.core.experiment.ExperimentFile", "parse", "java.nio.file.Path", "java.lang.String")
            .orShould().callMethod("io.benchlab.core.experiment.ExperimentFile", "parseUnchecked", "java.nio.file.Path", "java.lang.String")
            .orShould().callMethod("io.benchlab.core.util.Durations", "parse", "java.lang.String", "java.lang.String");

    /** A check adds its problems to the one list and goes on; it never throws at the first (ExperimentException is for what stops reading). */
    @ArchTest
    static final ArchRule checksCollectTheirProblems = noClasses().that().resideInAPackage("io.benchlab.core.experiment")
            .and().haveSimpleNameEndingWith("Checks")
            .should().dependOnClassesThat().haveFullyQualifiedName("io.benchlab.core.experiment.ExperimentException");

    /** A feature of the desktop app (results, compare, editor, run, targets) never imports another feature. */
    @ArchTest
    static final ArchRule guiFeaturesAreIndependent = slices().matching("io.benchlab.gui.(*)..").should().notDependOnEachOther();

    /** Shared desktop pieces (charts, tables, theme) serve the features; only the window assembles them. */
    @ArchTest
    static final ArchRule sharedGuiPiecesDoNotImportFeatures = noClasses().that().resideInAPackage("io.benchlab.gui")
            .and().doNotHaveSimpleName("MainWindow")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.gui.*..").allowEmptyShould(true);

    /**
     * What the CLI prints and the engine writes reads the same on every machine: numbers are
     * formatted in {@code Locale.ROOT} (1,234.5), as the report and the GUI do, never in the
     * default locale (a German one writes 1.234,5). So no formatting call without a locale:
     * {@code String.format(String, …)}, {@code "…".formatted(…)} (it has no locale) and the
     * printing streams' {@code printf}/{@code format(String, …)}; their forms that take a
     * {@link java.util.Locale} first are another method, and allowed. ShowGoldenTest holds the
     * printed text to its golden files under several default locales.
     */
    @ArchTest
    static final ArchRule numbersAreFormattedInTheRootLocale = noClasses().that().resideInAnyPackage("io.benchlab.cli..", "io.benchlab.core..")
            .should().callMethod(String.class, "format", String.class, Object[].class)
            .orShould().callMethod(String.class, "formatted", Object[].class)
            .orShould().callMethod(java.io.PrintStream.class, "printf", String.class, Object[].class)
            .orShould().callMethod(java.io.PrintStream.class, "format", String.class, Object[].class)
            .orShould().callMethod(java.io.PrintWriter.class, "printf", String.class, Object[].class)
            .orShould().callMethod(java.io.PrintWriter.class, "format", String.class, Object[].class)
            .because("the default locale changes how numbers read (docs/ARCHITECTURE.md, \"Decisions\")");

    /**
     * A closed vocabulary is compared as itself: an enum tested against a string is always unequal
     * ({@code "cold".equals(p.kind())} once put a stream's cold intervals into its warm verdict).
     * {@link EnumsComparedAsEnums} reads the byte code for the types on both sides.
     */
    @ArchTest
    static final ArchRule enumsAreNeverComparedWithStrings = com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes()
            .that().resideInAPackage("io.benchlab..").should(new EnumsComparedAsEnums());

    /**
     * A fault's action is a {@code FaultAction} (with its undo and whether it takes {@code for:}): only
     * the file model ({@code FaultSpec}, which turns the word into the action) and {@code FaultChecks}
     * (which words an unknown one) read the word itself, so no one compares it as a string.
     */
    @ArchTest
    static final ArchRule faultActionsAreTyped = noClasses().that()
            .doNotHaveFullyQualifiedName("io.benchlab.core.experiment.Experiment$FaultSpec")
            .and().doNotHaveFullyQualifiedName("io.benchlab.core.experiment.FaultChecks")
            .should().callMethod("io.benchlab.core.experiment.Experiment$FaultSpec", "action");

    /**
     * The run plan ({@code core.plan}, records and enums) is what the engine reads of an experiment: it
     * is made from the file model by {@code RunPlanner} and knows nothing of the file or the engine.
     */
    @ArchTest
    static final ArchRule thePlanIsData = noClasses().that().resideInAPackage("io.benchlab.core.plan..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.core.experiment..", "io.benchlab.core.run..",
                    "io.benchlab.core.stream..", "java.sql..", "java.nio.file..");

    /** core.stream, core.run.host and core.run's stream side (the executor, groups, agents, faults, scripted sessions, phases). */
    private static final String STREAM_HOSTS = "io\\.benchlab\\.core\\.(stream|run\\.host)\\..*"
            + "|io\\.benchlab\\.core\\.run\\.(Stream\\w*|Fault\\w*|AgentStream|ScriptedSessions|Phase)(\\$.*)?";

    /**
     * The stream hosts read the run plan, never the file model: defaults, times and words were
     * resolved once before the run (RunPlanner). The rest of {@code core.run} (targets, live checks,
     * the runner's entry) still reads it: docs/ARCHITECTURE.md lists what is left, and this rule
     * grows into "the engine does not depend on the file model" as they move.
     */
    @ArchTest
    static final ArchRule theStreamHostsReadThePlan = noClasses().that(com.tngtech.archunit.base.DescribedPredicate.describe(
                    "the stream hosts", (com.tngtech.archunit.core.domain.JavaClass c) -> c.getName().matches(STREAM_HOSTS)))
            .should().dependOnClassesThat().resideInAPackage("io.benchlab.core.experiment..");

}

package io.benchlab.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The layers are enforced, not hoped for: no UI in the engine, and the API depends on nothing of ours. */
@AnalyzeClasses(packages = "io.benchlab", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchRule noJavaFxInCore = noClasses().that().resideInAPackage("io.benchlab.core..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.jfree..", "picocli..");

    @ArchTest
    static final ArchRule apiDependsOnNothingOfOurs = noClasses().that().resideInAPackage("io.benchlab.api..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.core..", "io.benchlab.cli..", "io.benchlab.gui..",
                    "io.benchlab.plugin..", "io.benchlab.dataset..");

    @ArchTest
    static final ArchRule coreDoesNotKnowItsFaces = noClasses().that().resideInAPackage("io.benchlab.core..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.cli..", "io.benchlab.gui..");

    @ArchTest
    static final ArchRule coreUsesPluginsOnlyThroughTheApi = noClasses().that().resideInAPackage("io.benchlab.core..")
            .should().dependOnClassesThat().resideInAnyPackage("io.benchlab.plugin..", "io.benchlab.dataset..");
}

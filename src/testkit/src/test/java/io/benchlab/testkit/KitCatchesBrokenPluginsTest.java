package io.benchlab.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** The kit's checks fail on plugins broken in the way each check is about (a kit that cannot fail checks nothing). */
class KitCatchesBrokenPluginsTest {

    /** Runs one kit test of a suite through the JUnit launcher; returns its failure message, or null when it passed. */
    private static String run(Class<?> suite, String method, Class<?>... parameterTypes) {
        List<String> failures = new ArrayList<>();
        List<String> finished = new ArrayList<>();
        Launcher launcher = LauncherFactory.create();
        launcher.execute(LauncherDiscoveryRequestBuilder.request()
                .selectors(selectMethod(suite, findMethod(method, parameterTypes))).build(), new TestExecutionListener() {
            @Override
            public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                if (id.getSource().orElse(null) instanceof MethodSource) {
                    finished.add(id.getDisplayName());
                    result.getThrowable().ifPresent(t -> failures.add(String.valueOf(t.getMessage())));
                }
            }
        });
        assertEquals(1, finished.size(), "the kit test " + method + " did not run on " + suite.getSimpleName());
        return failures.isEmpty() ? null : failures.get(0);
    }

    private static java.lang.reflect.Method findMethod(String name, Class<?>... types) {
        for (Class<?> kit : List.of(AbstractWorkloadPluginTest.class, AbstractDatasetProviderTest.class)) {
            try {
                return kit.getDeclaredMethod(name, types);
            } catch (NoSuchMethodException e) {
                // the other kit's
            }
        }
        throw new AssertionError("no kit test " + name);
    }

    @Test
    void aPrepareThatIsNotRepeatableFailsTheRun() {
        String failure = run(BrokenPlugins.NotRepeatableSuite.class, "prepareIsIdempotent", KitServer.class);
        assertTrue(failure != null && failure.contains("kit-not-repeatable") && failure.contains("prepare()"), String.valueOf(failure));
    }

    @Test
    void aCrashOnBadInputIsCaught() {
        String failure = run(BrokenPlugins.CrashesOnBadInputSuite.class, "badParametersAreRefusedInOneLine");
        assertTrue(failure != null && failure.contains("throw a WorkloadException"), String.valueOf(failure));
    }

    @Test
    void aMissingServiceEntryIsCaught() {
        String failure = run(BrokenPlugins.UnregisteredSuite.class, "registeredWithServiceLoader");
        assertTrue(failure != null && failure.contains("META-INF/services/io.benchlab.api.WorkloadPlugin"), String.valueOf(failure));
    }

    @Test
    void aDefaultOutsideTheChoicesIsCaught() {
        String failure = run(BrokenPlugins.BadDefaultSuite.class, "descriptorIsValid");
        assertTrue(failure != null && failure.contains("'fast' is not one of [slow, safe]"), String.valueOf(failure));
    }

    @Test
    void anIndexDeclaredButNotBuiltIsCaught() {
        String failure = run(BrokenPlugins.PhantomIndexSuite.class, "loadedRowsMatchThePlan", KitServer.class);
        assertTrue(failure != null && failure.contains("declared index t.i_never_built"), String.valueOf(failure));
    }

    @Test
    void aGoodPluginPasses() {
        assertEquals(null, run(BrokenPlugins.CrashesOnBadInputSuite.class, "registeredWithServiceLoader"));
    }
}

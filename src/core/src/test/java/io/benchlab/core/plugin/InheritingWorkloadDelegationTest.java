package io.benchlab.core.plugin;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.Workload;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A workload over a dataset is handed to the engine wrapped (its dataset requirement completed with the
 * inherited parameters): the wrapper must pass every {@link Workload} method on, or a plugin's own
 * answer (its consistency check, its files) is silently replaced by the API's default.
 */
class InheritingWorkloadDelegationTest {
    @Test
    void theWrappedWorkloadPassesEveryMethodOn() throws Exception {
        Class<?> completed = Class.forName(InheritingWorkloadPlugin.class.getName() + "$Completed");
        List<String> missing = new ArrayList<>();
        for (Method m : Workload.class.getMethods()) {
            try {
                completed.getDeclaredMethod(m.getName(), m.getParameterTypes());
            } catch (NoSuchMethodException e) {
                missing.add(m.getName());
            }
        }
        assertTrue(missing.isEmpty(), "the wrapper does not pass on: " + missing);
    }
}

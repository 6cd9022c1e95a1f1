package io.benchlab.core.run;

import io.benchlab.core.experiment.Experiment.SideLoadSpec;
import io.benchlab.core.run.host.SideLoadPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The one place the file's {@code sideload:} entries become the engine's {@link SideLoadPlan}s, once
 * per run: past here the engine reads the typed plans, never the file model.
 */
final class SideLoadPlans {
    private SideLoadPlans() {
    }

    /**
     * @param specs   the experiment's side loads (checked)
     * @param streams the workloads of those that run another plugin's stream, by their place in the list
     * @param schemas the schema each of those runs in, by the same place (its dataset's, else its own, else the variant's)
     */
    static List<SideLoadPlan> of(List<SideLoadSpec> specs, List<SideWorkload> streams, Map<Integer, String> schemas) {
        List<SideLoadPlan> out = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            SideLoadSpec s = specs.get(i);
            SideLoadPlan.Head head = new SideLoadPlan.Head(i, s.label(), s.phase(), s.atOrDefault(), s.stopOnErrorOrDefault());
            switch (s.kind()) {
                case STREAM -> {
                    int index = i;
                    SideWorkload w = streams.stream().filter(x -> x.index() == index).findFirst()
                            .orElseThrow(() -> new IllegalStateException("side load " + index + "'s plugin was not checked"));
                    out.add(new SideLoadPlan.Stream(head, w.operation(), schemas.get(i), s.threadsOrDefault(), s.rate()));
                }
                case PERIODIC -> out.add(new SideLoadPlan.Periodic(head, action(s), io.benchlab.core.util.Durations.parse("every", s.every())));
                case ONCE -> out.add(new SideLoadPlan.Once(head, action(s)));
            }
        }
        return List.copyOf(out);
    }

    private static SideLoadPlan.Action action(SideLoadSpec s) {
        return s.sql() != null ? new SideLoadPlan.Sql(s.sql()) : new SideLoadPlan.Command(s.command());
    }
}

package io.benchlab.core.run;

import io.benchlab.api.Operation;
import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import io.benchlab.api.WorkloadPlugin;
import java.util.List;

/**
 * A server-less workload with one stream operation, whose {@code prepare()} runs a given action
 * (which may throw, as a faulty plugin does). The stream itself is run by the test's executor.
 */
final class StubPlugin implements WorkloadPlugin {
    static final String ID = "stub";
    static final String OPERATION = "write";

    /** What {@code prepare()} does, told how many times it ran before (one call per variant). */
    interface Prepare {
        void run(int calls) throws Exception;
    }

    private final Prepare prepare;
    private final List<Operation> operations;
    private int prepared;

    StubPlugin(Prepare prepare) {
        this(prepare, List.of(new StreamOperation(OPERATION, "", (index, count) -> {
            throw new IllegalStateException("the test's executor runs no workers");
        }, "ops")));
    }

    /** A workload offering these operations (e.g. streams with real workers for the stream engine). */
    StubPlugin(Prepare prepare, List<Operation> operations) {
        this.prepare = prepare;
        this.operations = operations;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "stub workload for the runner's failure paths";
    }

    @Override
    public boolean needsServer() {
        return false;
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of();
    }

    @Override
    public Workload create(Parameters parameters) {
        return new Workload() {
            @Override
            public void prepare(WorkloadContext context) throws Exception {
                prepare.run(prepared++);
            }

            @Override
            public List<Operation> operations() {
                return operations;
            }
        };
    }
}

package io.benchlab.core.run.host;

import io.benchlab.api.StreamOperation;
import io.benchlab.core.bundle.SideLoadRecords.Kind;
import java.time.Duration;

/**
 * One side load as the engine runs it, built once from the experiment's {@code sideload:} entry
 * (the file model stays outside this package): another workload's stream, a statement or command
 * repeated, or one run once.
 */
public sealed interface SideLoadPlan {

    /** What every side load has. */
    Head head();

    /** Its kind, as the bundle records it. */
    Kind kind();

    /**
     * @param index       its place in the experiment's list (from 0)
     * @param label       its name, or its first words
     * @param phase       the phase it runs in; null: every phase
     * @param start       when it starts, after the streams' measured start
     * @param stopOnError a failure stops the measured streams (and fails the run)
     */
    record Head(int index, String label, String phase, Duration start, boolean stopOnError) {
        /** Whether it runs in the phase so labelled. */
        public boolean runsIn(String phaseLabel) {
            return phase == null || phase.equals(phaseLabel);
        }
    }

    /** What a statement or command side load runs. */
    sealed interface Action {
        /** The statement or the command line, as the bundle records it. */
        String text();
    }

    /** A statement, on a connection of the side load's own. */
    record Sql(String text) implements Action {
    }

    /** A shell command on the server's host. */
    record Command(String text) implements Action {
    }

    /** Another workload's stream operation, at its own threads and (optional) arrival rate, until the measured streams end. */
    record Stream(Head head, StreamOperation operation, String schema, int threads, Double rate) implements SideLoadPlan {
        @Override
        public Kind kind() {
            return Kind.STREAM;
        }
    }

    /** A statement or command every {@code every}, from the start until the measured streams end. */
    record Periodic(Head head, Action action, Duration every) implements SideLoadPlan {
        @Override
        public Kind kind() {
            return Kind.PERIODIC;
        }
    }

    /** A statement or command once, at the start. */
    record Once(Head head, Action action) implements SideLoadPlan {
        @Override
        public Kind kind() {
            return Kind.ONCE;
        }
    }
}

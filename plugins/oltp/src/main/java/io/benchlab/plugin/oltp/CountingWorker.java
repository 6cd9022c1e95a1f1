package io.benchlab.plugin.oltp;

import io.benchlab.api.StreamWorker;

/** What every worker of the family shares: its statements counted by sysbench's classes and handed to the engine. */
abstract class CountingWorker implements StreamWorker {
    /** This worker's statements by class; {@link StatementTally#flush()} at the end of each operation. */
    final StatementTally counted = new StatementTally();

    @Override
    public final void tally(Tally tally) {
        counted.attach(tally);
    }
}

package io.benchlab.core.run;

import io.benchlab.core.BenchlabException;

/**
 * A cluster's nodes do not hold the same rows at the end of a variant: a wrong result, like a wrong
 * answer, not a failed run — the runner records it and goes on with the next variant, and the run
 * completes with exit code 3.
 */
final class NodesDiffer extends BenchlabException {
    private static final long serialVersionUID = 1L;

    NodesDiffer(String message) {
        super(message);
    }
}

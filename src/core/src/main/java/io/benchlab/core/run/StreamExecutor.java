package io.benchlab.core.run;

import io.benchlab.api.StreamOperation;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.experiment.Experiment.StreamSpec;
import java.util.Map;

/**
 * Runs a stream operation for a variant and phase, writing intervals and the summary to the
 * bundle. Implemented by the stream engine; the query runner only delegates.
 */
public interface StreamExecutor {

    /**
     * @param session  the variant's live session (pool, session settings)
     * @param spec     the experiment's stream block (may be null: defaults)
     * @param bundle   where intervals and the result go
     * @return operations done
     */
    long run(VariantSession session, String phase, int round, StreamOperation operation, StreamSpec spec, BundleWriter bundle,
             RunControl control, RunListener listener, Map<String, Object> tags);

    StreamExecutor UNSUPPORTED = (session, phase, round, op, spec, bundle, control, listener, tags) -> {
        throw new io.benchlab.core.BenchlabException("stream operation '" + op.name() + "' needs the stream engine, which this build lacks");
    };
}

package io.benchlab.core.run;

import io.benchlab.api.StreamOperation;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.experiment.Experiment.StreamSpec;
import java.util.List;
import java.util.Map;

/**
 * Runs stream operations for a variant and phase, writing intervals and the summaries to the
 * bundle: one alone, or several at the same time ({@code stream.together}). Implemented by the
 * stream engine; the query runner only delegates.
 */
public interface StreamExecutor {

    /**
     * @param session  the variant's live session (pool, session settings)
     * @param spec     the experiment's stream block (may be null: defaults)
     * @param operations one stream, or the streams that run at the same time
     * @param bundle   where intervals and the results go
     * @return operations done
     */
    long run(VariantSession session, String phase, int round, List<StreamOperation> operations, StreamSpec spec, BundleWriter bundle,
             RunControl control, RunListener listener, Map<String, Object> tags);

    StreamExecutor UNSUPPORTED = (session, phase, round, ops, spec, bundle, control, listener, tags) -> {
        throw new io.benchlab.core.BenchlabException("stream operation '" + ops.get(0).name() + "' needs the stream engine, which this build lacks");
    };
}

package io.benchlab.core.run;

import io.benchlab.core.plan.StreamSettings;
import io.benchlab.core.plan.VariantPlan;
import io.benchlab.api.StreamOperation;
import io.benchlab.core.bundle.BundleWriter;
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
     * @param variant  the variant's routes on a cluster and its faults
     * @param stream   how streams run (the experiment's stream block, resolved)
     * @param operations one stream, or the streams that run at the same time
     * @param bundle   where intervals and the results go
     * @return operations done
     */
    long run(VariantSession session, VariantPlan variant, String phase, int round, List<StreamOperation> operations, StreamSettings stream,
             BundleWriter bundle,
             RunControl control, RunListener listener, Map<String, Object> tags);

    StreamExecutor UNSUPPORTED = (session, variant, phase, round, ops, stream, bundle, control, listener, tags) -> {
        throw new io.benchlab.core.BenchlabException("stream operation '" + ops.get(0).name() + "' needs the stream engine, which this build lacks");
    };
}

package io.benchlab.core.run.host;

import io.benchlab.api.StreamOperation;
import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.stream.AcknowledgedKeys;
import io.benchlab.core.stream.StreamResult;

/**
 * A stream that ran to its end (or was stopped after it started), as companions see it after the run.
 *
 * @param acknowledged the keys whose writes the server acknowledged; null unless the stream was audited
 */
public record FinishedStream(StreamKey key, StreamOperation operation, StreamResult result, AcknowledgedKeys acknowledged) {
}

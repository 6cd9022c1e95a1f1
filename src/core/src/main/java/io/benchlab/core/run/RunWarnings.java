package io.benchlab.core.run;

import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.Records;
import java.time.Instant;

/** A warning of the run: printed, and kept in the bundle's events. Its own class so that every step of the run can warn without importing the runner. */
final class RunWarnings {
    private RunWarnings() {
    }

    static void warn(BundleWriter bundle, RunListener listener, String variant, String message) {
        listener.message("warning: " + message);
        bundle.append(BundleFormat.EVENTS, new Records.EventRecord(Instant.now(), "warning", variant, message));
    }
}

package io.benchlab.core.run;

import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.metrics.LiveMetrics;
import java.nio.file.Path;
import java.util.List;

/** Hands a run's records to its live metrics as they are written to the bundle (the metrics know nothing of the runner). */
record MetricsListener(LiveMetrics metrics) implements RunListener {

    @Override
    public void started(Path bundle) {
        metrics.started(bundle.getFileName().toString());
    }

    @Override
    public void phaseStarted(String variant, String phase) {
        metrics.phaseStarted(variant, phase);
    }

    @Override
    public void operationFinished(Measurement measurement) {
        metrics.measured(measurement);
    }

    @Override
    public void interval(IntervalRecord interval, String unit, List<NodeIntervalRecord> nodes) {
        metrics.interval(interval, unit, nodes);
    }

    @Override
    public void streamFinished(StreamRecord stream) {
        metrics.streamFinished(stream);
    }
}

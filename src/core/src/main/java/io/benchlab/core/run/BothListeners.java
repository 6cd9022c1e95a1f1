package io.benchlab.core.run;

import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.StreamRecord;
import java.nio.file.Path;
import java.util.List;

/**
 * Two listeners of one run ({@link RunListener#both}): the first is the run's face (CLI, GUI), the
 * second an observer such as live metrics, whose failure must never cost a measurement.
 */
record BothListeners(RunListener first, RunListener second) implements RunListener {

    private void quietly(Runnable call) {
        try {
            call.run();
        } catch (RuntimeException e) {
            // an observer's problem: the bundle has everything it would have shown
        }
    }

    @Override
    public void started(Path bundle) {
        first.started(bundle);
        quietly(() -> second.started(bundle));
    }

    @Override
    public void variantStarted(String variant, int index, int count) {
        first.variantStarted(variant, index, count);
        quietly(() -> second.variantStarted(variant, index, count));
    }

    @Override
    public void phaseStarted(String variant, String phase) {
        first.phaseStarted(variant, phase);
        quietly(() -> second.phaseStarted(variant, phase));
    }

    @Override
    public void operationStarted(String variant, String phase, String operation, double remainingSeconds) {
        first.operationStarted(variant, phase, operation, remainingSeconds);
        quietly(() -> second.operationStarted(variant, phase, operation, remainingSeconds));
    }

    @Override
    public void operationFinished(Measurement measurement) {
        first.operationFinished(measurement);
        quietly(() -> second.operationFinished(measurement));
    }

    @Override
    public void progress(String step, long done, long total) {
        first.progress(step, done, total);
        quietly(() -> second.progress(step, done, total));
    }

    @Override
    public void message(String text) {
        first.message(text);
        quietly(() -> second.message(text));
    }

    @Override
    public void interval(IntervalRecord interval, String unit) {
        interval(interval, unit, List.of());
    }

    @Override
    public void interval(IntervalRecord interval, String unit, List<NodeIntervalRecord> nodes) {
        first.interval(interval, unit, nodes);
        quietly(() -> second.interval(interval, unit, nodes));
    }

    @Override
    public void streamFinished(StreamRecord stream) {
        first.streamFinished(stream);
        quietly(() -> second.streamFinished(stream));
    }

    @Override
    public void finished(RunOutcome outcome) {
        first.finished(outcome);
        quietly(() -> second.finished(outcome));
    }
}

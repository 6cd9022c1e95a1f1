package io.benchlab.core.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Records.DatasetRecord;
import io.benchlab.core.bundle.Records.EventRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PhaseRecord;
import io.benchlab.core.bundle.Records.PlanRecord;
import io.benchlab.core.bundle.Records.PlanStabilityRecord;
import io.benchlab.core.bundle.Records.StatisticsRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.bundle.Records.VariantRecord;
import java.nio.file.Path;
import java.util.List;

/**
 * A run bundle read back: what the CLI prints, the GUI shows and the report renders.
 * Streams are read through {@link StreamSamples}, which groups intervals and summaries by stream.
 */
public record Bundle(Path dir, Manifest manifest, String experimentText, JsonNode environment, List<VariantRecord> variants,
                     List<PhaseRecord> phases, List<Measurement> measurements, List<PlanRecord> plans, List<EventRecord> events,
                     List<DatasetRecord> datasets, List<IntervalRecord> intervals, List<StreamRecord> streams) {

    /** The records of an optional bundle file (e.g. {@link BundleFormat#PLAN_STABILITY}) as JSON trees; empty when absent. */
    public List<JsonNode> jsonRecords(String file) {
        return new BundleReader().jsonLines(dir, file);
    }

    /** Per load host figures of streams run by agents ({@link BundleFormat#AGENTS}); empty when no stream used load hosts. */
    public List<Records.AgentRecord> agents() {
        return new BundleReader().records(dir, BundleFormat.AGENTS, Records.AgentRecord.class);
    }

    /** The plan-stability study's records ({@link BundleFormat#PLAN_STABILITY}); empty when the run declared none. */
    public List<PlanStabilityRecord> planStability() {
        return new BundleReader().records(dir, BundleFormat.PLAN_STABILITY, PlanStabilityRecord.class);
    }

    /** Each variant's table and index sizes after its load and at its end ({@link BundleFormat#SIZES}); empty in older bundles. */
    public List<Records.SizeRecord> sizes() {
        return new BundleReader().records(dir, BundleFormat.SIZES, Records.SizeRecord.class);
    }

    /** The statistics-variance study's records ({@link BundleFormat#STATISTICS}); empty when the run declared none. */
    public List<StatisticsRecord> statistics() {
        return new BundleReader().records(dir, BundleFormat.STATISTICS, StatisticsRecord.class);
    }

    /** The workload's checks of its data after each variant (TPC-C's consistency), read from disk when asked; empty for none. */
    public List<Records.CheckRecord> checks() {
        return new BundleReader().records(dir, BundleFormat.CHECKS, Records.CheckRecord.class);
    }

    /** The answer checks ({@code check: answers}), read from disk when asked; empty when the run did not check. */
    public List<Records.AnswerRecord> answers() {
        return new BundleReader().records(dir, BundleFormat.ANSWERS, Records.AnswerRecord.class);
    }

    public String id() {
        return manifest.id();
    }
}

package io.benchlab.core.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads bundles, tolerating what a killed run leaves: a missing file is empty, a torn last line is
 * skipped, and a manifest still saying "running" whose process is gone reads as interrupted.
 */
public final class BundleReader {
    private final ObjectMapper json = Json.mapper();

    public Bundle read(Path dir) {
        return read(dir, true);
    }

    /**
     * A run's description without its results: manifest, experiment text, environment, variants
     * (settings), events and datasets, the measurements, plans, intervals and streams left empty.
     * For what differs between two runs (the history's "what changed"), where an hour's intervals
     * would be read for nothing.
     */
    public Bundle description(Path dir) {
        return read(dir, false);
    }

    /** The bundle at {@code dir}; without its results (measurements, plans, intervals, streams) unless {@code results}. */
    private Bundle read(Path dir, boolean results) {
        Path manifestFile = dir.resolve(BundleFormat.MANIFEST);
        if (!Files.isRegularFile(manifestFile)) {
            throw new BenchlabException(dir + " is not a benchlab run bundle (no " + BundleFormat.MANIFEST + ")");
        }
        try {
            Manifest m = manifest(dir);
            Path env = dir.resolve(BundleFormat.ENVIRONMENT);
            Path exp = dir.resolve(BundleFormat.EXPERIMENT);
            return new Bundle(dir, m,
                    Files.exists(exp) ? Files.readString(exp, StandardCharsets.UTF_8) : "",
                    Files.exists(env) ? json.readTree(env.toFile()) : json.createObjectNode(),
                    lines(dir, BundleFormat.VARIANTS, Records.VariantRecord.class),
                    results ? lines(dir, BundleFormat.PHASES, Records.PhaseRecord.class) : List.of(),
                    results ? lines(dir, BundleFormat.MEASUREMENTS, Records.Measurement.class) : List.of(),
                    results ? lines(dir, BundleFormat.PLANS, Records.PlanRecord.class) : List.of(),
                    lines(dir, BundleFormat.EVENTS, Records.EventRecord.class),
                    lines(dir, BundleFormat.DATASETS, Records.DatasetRecord.class),
                    results ? lines(dir, BundleFormat.INTERVALS, Records.IntervalRecord.class) : List.of(),
                    results ? lines(dir, BundleFormat.STREAMS, Records.StreamRecord.class) : List.of());
        } catch (IOException e) {
            throw new BenchlabException("cannot read bundle " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Only the manifest (for listings), with the same reading of a dead writer's "running" as {@link #read}. */
    public Manifest manifest(Path dir) {
        Path manifestFile = dir.resolve(BundleFormat.MANIFEST);
        try {
            Manifest m = json.readValue(manifestFile.toFile(), Manifest.class);
            if (m.formatVersion() > BundleFormat.VERSION) {
                throw new BenchlabException(dir + " was written by a newer benchlab (bundle format " + m.formatVersion() + "); upgrade to read it");
            }
            if (m.status() == RunStatus.RUNNING && !processAlive(m.pid())) {
                m = m.withStatus(RunStatus.INTERRUPTED, "the benchlab process ended without finishing the run (killed?)", m.endedAt());
            }
            return m;
        } catch (IOException e) {
            throw new BenchlabException("cannot read " + manifestFile + ": " + e.getMessage(), e);
        }
    }

    private static boolean processAlive(long pid) {
        return pid == ProcessHandle.current().pid() || ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    /** One JSONL file of a bundle as JSON trees, with the same tolerance as {@link #read}. */
    public List<JsonNode> jsonLines(Path dir, String file) {
        return records(dir, file, JsonNode.class);
    }

    /** One optional JSONL file of a bundle as typed records (a study's, the per-node files of a cluster run), with the same tolerance as {@link #read}; empty when absent. */
    public <T> List<T> records(Path dir, String file, Class<T> type) {
        try {
            return lines(dir, file, type);
        } catch (IOException e) {
            throw new BenchlabException("cannot read " + dir.resolve(file) + ": " + e.getMessage(), e);
        }
    }

    private <T> List<T> lines(Path dir, String file, Class<T> type) throws IOException {
        Path p = dir.resolve(file);
        List<T> out = new ArrayList<>();
        if (!Files.exists(p)) {
            return out;
        }
        for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            try {
                out.add(json.readValue(line, type));
            } catch (IOException torn) {
                // the last line of a killed run may be incomplete; everything before it is whole
            }
        }
        return out;
    }

    /** Bundles under a runs folder, newest first. */
    public List<Path> list(Path runsDir) {
        if (!Files.isDirectory(runsDir)) {
            return List.of();
        }
        try (var s = Files.list(runsDir)) {
            return s.filter(p -> Files.isRegularFile(p.resolve(BundleFormat.MANIFEST)))
                    .sorted((a, b) -> b.getFileName().toString().compareTo(a.getFileName().toString()))
                    .toList();
        } catch (IOException e) {
            throw new BenchlabException("cannot list " + runsDir + ": " + e.getMessage(), e);
        }
    }
}

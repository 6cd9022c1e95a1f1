package io.benchlab.core.bundle;

import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The runs of a home — under HOME/runs and every folder {@code run -o} wrote into
 * ({@link RunFolders}) — newest first, read from their manifests only (a listing of a hundred runs
 * must not read a hundred measurement files), and how a user's word names one of them: a folder,
 * {@code latest}, an id or an id prefix, or an experiment name (its newest run).
 */
public final class RunIndex {
    private final RunFolders folders;
    private final BundleReader reader = new BundleReader();

    public RunIndex(BenchlabHome home) {
        this.folders = new RunFolders(home);
    }

    /** "under HOME/runs" or "under HOME/runs and 2 other folders", for messages. */
    private String where() {
        List<Path> all = folders.all();
        return "under " + all.get(0) + (all.size() == 1 ? "" : " and " + (all.size() - 1) + " other folder(s) runs were written to");
    }

    /**
     * One run as {@code benchlab runs} lists it.
     *
     * @param id              folder name
     * @param experiment      experiment name
     * @param status          complete, failed, interrupted or running
     * @param workload        plugin id
     * @param variants        variant names
     * @param startedAt       start
     * @param endedAt         end, null while running (or killed)
     * @param durationSeconds end − start, or now − start while running; null when a killed run left no end
     * @param dir             the bundle folder
     */
    public record Entry(String id, String experiment, String status, String workload, List<String> variants, Instant startedAt,
                        Instant endedAt, Double durationSeconds,
                        @JsonSerialize(using = ToStringSerializer.class) Path dir) { // a plain path in JSON, not a file: URI
    }

    /**
     * The bundle folders of every run, newest first, from a listing of each runs folder alone (no
     * manifest read): cheap enough for a window to look again every few seconds.
     */
    public List<Path> folders() {
        return folders.bundles(reader);
    }

    /** Every run, newest first. */
    public List<Entry> list() {
        return folders.bundles(reader).stream().map(this::entry).toList();
    }

    private Entry entry(Path dir) {
        Manifest m = reader.manifest(dir);
        Instant end = m.endedAt() != null ? m.endedAt() : m.status() == RunStatus.RUNNING ? Instant.now() : null;
        Double seconds = end == null || m.startedAt() == null ? null : Duration.between(m.startedAt(), end).toMillis() / 1000.0;
        return new Entry(m.id(), m.experiment(), m.status().label(), m.workload(), m.variants(), m.startedAt(), m.endedAt(), seconds, dir);
    }

    /**
     * The bundle folder a word names: an existing folder; {@code latest}; an id; a unique id prefix;
     * an experiment name or a prefix of one (its newest run). Several runs matching a prefix is an
     * error listing them.
     */
    public Path resolve(String word) {
        Path p = Path.of(word);
        if (Files.isDirectory(p) && Files.isRegularFile(p.resolve(BundleFormat.MANIFEST))) {
            return p;
        }
        List<Path> all = folders.bundles(reader);
        if ("latest".equals(word)) {
            if (all.isEmpty()) {
                throw new BenchlabException("no runs " + where() + " yet (benchlab run EXPERIMENT.yaml makes one)");
            }
            return all.get(0);
        }
        if (Files.isDirectory(p)) {
            throw new BenchlabException(word + " is not a benchlab run bundle (no " + BundleFormat.MANIFEST + ")");
        }
        List<Path> byId = all.stream().filter(d -> d.getFileName().toString().equals(word)).toList();
        if (byId.isEmpty()) {
            byId = all.stream().filter(d -> d.getFileName().toString().startsWith(word)).toList();
        }
        if (byId.size() == 1) {
            return byId.get(0);
        }
        if (byId.size() > 1) {
            throw ambiguous(word, byId);
        }
        List<Entry> entries = all.stream().map(this::entry).toList();
        List<Entry> byName = entries.stream().filter(e -> word.equals(e.experiment())).toList();
        if (byName.isEmpty()) {
            byName = entries.stream().filter(e -> e.experiment() != null && e.experiment().startsWith(word)).toList();
            if (byName.stream().map(Entry::experiment).distinct().count() > 1) {
                throw ambiguous(word, byName.stream().map(Entry::dir).toList());
            }
        }
        if (!byName.isEmpty()) {
            return byName.get(0).dir(); // newest run of that experiment
        }
        throw new BenchlabException("no run '" + word + "' " + where() + " (give a bundle folder, an id or its prefix, an experiment"
                + " name, or 'latest'; `benchlab runs` lists them)");
    }

    private static BenchlabException ambiguous(String word, List<Path> candidates) {
        int shown = Math.min(candidates.size(), 8);
        String list = String.join(", ", candidates.subList(0, shown).stream().map(d -> d.getFileName().toString()).toList());
        return new BenchlabException("'" + word + "' matches " + candidates.size() + " runs: " + list
                + (candidates.size() > shown ? ", …" : "") + "; give more of the id");
    }
}

package io.benchlab.core.bundle;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.core.util.Json;
import io.benchlab.core.util.Sha256;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a run bundle as the run goes. Every record is one JSON line appended and forced to disk
 * before the call returns, and the manifest is replaced atomically, so a run killed at any moment
 * leaves every finished measurement readable. Not thread-safe except {@link #append}, which
 * stream samplers call from their own thread.
 */
public final class BundleWriter implements AutoCloseable {
    private static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneId.systemDefault());

    private final Path dir;
    private final ObjectMapper json = Json.mapper();
    private final Map<String, FileChannel> channels = new HashMap<>();
    private Manifest manifest;

    private BundleWriter(Path dir, Manifest manifest) {
        this.dir = dir;
        this.manifest = manifest;
    }

    /** Creates a new bundle folder under {@code runsDir} and writes the manifest and experiment text. */
    public static BundleWriter create(Path runsDir, Manifest template, String experimentText) {
        try {
            Files.createDirectories(runsDir);
            String base = FOLDER_TIME.format(template.startedAt()) + "-" + template.experiment().replaceAll("[^A-Za-z0-9._-]+", "_");
            Path dir = runsDir.resolve(base);
            for (int i = 2; Files.exists(dir); i++) {
                dir = runsDir.resolve(base + "-" + i);
            }
            Files.createDirectories(dir.resolve(BundleFormat.LOGS_DIR));
            Manifest m = new Manifest(BundleFormat.VERSION, dir.getFileName().toString(), template.experiment(), template.workload(),
                    RunStatus.RUNNING, null, template.startedAt(), null, template.pid(), template.host(), template.benchlabVersion(),
                    template.variants(), template.phases(), template.order(), template.operations(), template.sweep(), null,
                    template.parameters(), template.definitions());
            BundleWriter w = new BundleWriter(dir, m);
            Files.writeString(dir.resolve(BundleFormat.EXPERIMENT), experimentText, StandardCharsets.UTF_8);
            w.writeManifest();
            return w;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a bundle under " + runsDir, e);
        }
    }

    public Path dir() {
        return dir;
    }

    public Manifest manifest() {
        return manifest;
    }

    /** Writes a whole JSON document (environment.json), atomically. */
    public void writeDocument(String name, Object value) {
        try {
            Path tmp = dir.resolve(name + ".tmp");
            json.writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), value);
            Files.move(tmp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + name, e);
        }
    }

    /** Appends one record to a {@code .jsonl} file and forces it to disk. */
    public synchronized void append(String file, Object record) {
        try {
            FileChannel ch = channels.get(file);
            if (ch == null) {
                ch = FileChannel.open(dir.resolve(file), StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
                channels.put(file, ch);
            }
            byte[] line = (json.writeValueAsString(record) + "\n").getBytes(StandardCharsets.UTF_8);
            ByteBuffer buf = ByteBuffer.wrap(line);
            while (buf.hasRemaining()) {
                ch.write(buf);
            }
            ch.force(false);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to " + file, e);
        }
    }

    /**
     * Copies the files the experiment names into {@code inputs/} (each under the name given, which
     * the experiment text written at {@link #create} already points at) and records them, with the
     * SHA-256 of what was copied, in the manifest.
     *
     * @param files bundle-relative name (e.g. {@code inputs/queries.sql}) → the experiment field naming it and its source
     */
    public synchronized List<Manifest.Input> keepInputs(Map<String, InputFile> files) {
        List<Manifest.Input> kept = new ArrayList<>();
        try {
            for (Map.Entry<String, InputFile> f : files.entrySet()) {
                Path target = dir.resolve(f.getKey());
                Files.createDirectories(target.getParent());
                String sha = Sha256.copy(f.getValue().source(), target);
                kept.add(new Manifest.Input(f.getValue().field(), f.getKey(), sha, Files.size(target)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy the experiment's inputs into " + dir, e);
        }
        manifest = manifest.withInputs(List.copyOf(kept));
        writeManifest();
        return kept;
    }

    /**
     * A file an experiment names, to keep in the bundle.
     *
     * @param field  the experiment field naming it
     * @param source where it is now
     */
    public record InputFile(String field, Path source) {
    }

    /** Records what the run ran (parameters, each operation's definition) in the manifest. */
    public synchronized void recordDefinitions(Map<String, String> parameters, Map<String, Manifest.Definition> definitions) {
        manifest = manifest.withDefinitions(parameters, definitions);
        writeManifest();
    }

    /** Copies a file (a server error log) into {@code logs/}. */
    public void copyLog(Path source, String name) {
        try {
            if (Files.exists(source)) {
                Files.copy(source, dir.resolve(BundleFormat.LOGS_DIR).resolve(name), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy " + source, e);
        }
    }

    /** Marks the run finished with a final status. */
    public synchronized void finish(RunStatus status, String message) {
        manifest = manifest.withStatus(status, message, Instant.now());
        writeManifest();
    }

    private void writeManifest() {
        writeDocument(BundleFormat.MANIFEST, manifest);
    }

    @Override
    public synchronized void close() {
        for (FileChannel ch : channels.values()) {
            try {
                ch.close();
            } catch (IOException ignored) {
                // data was forced at every append
            }
        }
        channels.clear();
    }
}

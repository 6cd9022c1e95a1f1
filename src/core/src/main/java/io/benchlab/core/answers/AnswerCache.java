package io.benchlab.core.answers;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.api.DatasetPlan;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Reference answers kept in {@code HOME/answers/}, one JSON file per answer, named by a hash of
 * everything the answer depends on: the engine and its version, each dataset's id, generator
 * version and identity (scale factor, …), and the reference query's text (which holds the query's
 * parameters). So a repeated run is instant, and any change computes afresh.
 */
public final class AnswerCache {
    private static final ObjectMapper JSON = Json.mapper();
    private final Path dir;

    public AnswerCache(Path dir) {
        this.dir = dir;
    }

    /** The key of one reference query over these datasets. */
    public static String key(List<DatasetPlan> plans, String sql) {
        StringBuilder sb = new StringBuilder(ReferenceEngine.NAME).append('\n');
        for (DatasetPlan p : plans) {
            sb.append(p.dataset()).append('\n').append(p.generatorVersion()).append('\n').append(new TreeMap<>(p.identity())).append('\n');
        }
        sb.append(sql);
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(sb.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** The kept answer; empty when there is none or the file cannot be read (then it is computed again). */
    public Optional<ReferenceAnswer> get(String key) {
        Path f = dir.resolve(key + ".json");
        if (!Files.isRegularFile(f)) {
            return Optional.empty();
        }
        try {
            return Optional.of(JSON.readValue(f.toFile(), ReferenceAnswer.class));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Keeps an answer (written aside, then moved into place, so a reader never sees half a file). */
    public void put(String key, ReferenceAnswer answer) throws IOException {
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, key, ".tmp");
        try {
            JSON.writeValue(tmp.toFile(), answer);
            Files.move(tmp, dir.resolve(key + ".json"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}

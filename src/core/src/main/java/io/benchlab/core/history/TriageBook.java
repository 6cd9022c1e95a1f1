package io.benchlab.core.history;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The triage of a home's changes, in {@code HOME/history/triage.json}: a small JSON file apart from
 * the index, since it is what people said (the index can be rebuilt from the bundles; this cannot).
 * Written to a temporary file and moved over, so a reader never sees half of it.
 */
public final class TriageBook {
    private static final String FILE = "triage.json";
    private final Path file;
    private final ObjectMapper json = Json.mapper();

    public TriageBook(BenchlabHome home) {
        this.file = HistoryStore.folder(home.root()).resolve(FILE);
    }

    /** Every triage by change id. */
    public Map<String, Triage> all() {
        if (!Files.isRegularFile(file)) {
            return Map.of();
        }
        try {
            List<Triage> list = json.readValue(file.toFile(), new TypeReference<List<Triage>>() { });
            Map<String, Triage> out = new LinkedHashMap<>();
            list.forEach(t -> out.put(t.change(), t));
            return out;
        } catch (IOException e) {
            throw new BenchlabException(file + " is not readable JSON: mend or delete it (it holds only what was said with `benchlab history ack`)",
                    e);
        }
    }

    /** Records a triage, replacing an earlier one of the same change. */
    public void put(Triage t) {
        Map<String, Triage> all = new LinkedHashMap<>(all());
        all.put(t.change(), t);
        try {
            Files.createDirectories(file.getParent());
            Path tmp = Files.createTempFile(file.getParent(), FILE, ".tmp");
            json.writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), new ArrayList<>(all.values()));
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new BenchlabException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}

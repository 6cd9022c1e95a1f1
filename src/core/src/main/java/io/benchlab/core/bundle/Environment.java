package io.benchlab.core.bundle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.util.Json;
import java.util.Map;

/**
 * The server and the machine of a run, as {@link BundleFormat#ENVIRONMENT} records them and the
 * faces print them. The file itself stays an open document (a run without a server has no server
 * part, a storage run adds the disk of its files), kept whole in {@link Bundle#environment()} for
 * the JSON output and the report's full listing; what is read field by field is read here.
 *
 * @param server null for a run without a server (or a bundle written before it was recorded)
 * @param host   null when not recorded
 */
public record Environment(Server server, Host host) {

    /** What the server said about itself when the run began. */
    public record Server(String flavor, String version, String versionComment, String datadir, Map<String, String> nonDefaultVariables) {
    }

    /** The machine benchlab ran on; a field is null when it could not be read. */
    public record Host(String cpuModel, Integer cores, Long memoryBytes, String os, String kernel, String arch, String jvm) {
    }

    /** The environment of a bundle; both parts null when it has none. */
    public static Environment of(Bundle b) {
        JsonNode document = b.environment();
        if (document == null || !document.isObject()) {
            return new Environment(null, null);
        }
        try {
            return Json.mapper().treeToValue(document, Environment.class);
        } catch (JsonProcessingException e) {
            throw new BenchlabException("cannot read " + b.dir().resolve(BundleFormat.ENVIRONMENT) + ": " + e.getOriginalMessage(), e);
        }
    }
}

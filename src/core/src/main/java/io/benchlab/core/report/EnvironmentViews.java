package io.benchlab.core.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.ColdWrite;
import io.benchlab.core.bundle.Environment;
import io.benchlab.core.bundle.Records.VariantRecord;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.report.Views.BundleInfo;
import io.benchlab.core.report.Views.KeyValue;
import io.benchlab.core.report.Views.Setting;
import io.benchlab.core.report.Views.VariantSettings;
import io.benchlab.core.settings.SettingText;
import io.benchlab.core.settings.WarmReads;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The environment and experiment section, one block per bundle: the run (status, times, order),
 * the server, the machine as recorded (every field, whatever version recorded it), each variant's
 * settings requested and in effect, the variants whose warm runs read the device ({@link WarmReads}),
 * how cold was made cold, the events, and the experiment file.
 */
final class EnvironmentViews {
    private EnvironmentViews() {
    }

    static List<BundleInfo> of(List<Bundle> bundles) {
        return bundles.stream().map(EnvironmentViews::bundleInfo).toList();
    }

    private static BundleInfo bundleInfo(Bundle b) {
        Environment.Server server = Environment.of(b).server();
        List<KeyValue> serverKv = new ArrayList<>();
        List<KeyValue> nonDefaults = new ArrayList<>();
        if (server != null) {
            addIfRecorded(serverKv, "flavor", server.flavor());
            addIfRecorded(serverKv, "version", server.version());
            addIfRecorded(serverKv, "versionComment", server.versionComment());
            if (server.nonDefaultVariables() != null) {
                server.nonDefaultVariables().forEach((k, v) -> nonDefaults.add(new KeyValue(k, v)));
            }
        }
        // every host field, whatever this version of benchlab recorded (disks are objects): listed as found;
        // the server's machine first, then where benchlab ran when that was another one
        List<KeyValue> hardware = new ArrayList<>();
        JsonNode env = b.environment() == null ? MissingNode.getInstance() : b.environment();
        if (env.hasNonNull("unseenHost")) {
            hardware.add(new KeyValue("server host", env.path("unseenHost").asText() + " (benchlab cannot look into it)"));
        }
        listFields(env.path("host"), "", hardware);
        listFields(env.path("client"), "benchlab ran on: ", hardware);
        List<VariantSettings> variants = b.variants().stream().map(v -> variantSettings(b, v)).toList();
        List<KeyValue> events = b.events().stream()
                .map(e -> new KeyValue(e.at() + " " + e.level() + (e.variant() == null ? "" : " " + e.variant()), e.message())).toList();
        var m = b.manifest();
        String orderText = "interleaved".equals(m.order())
                ? "Variants ran interleaved: round by round, each variant in turn, so slow drift of the machine affects all alike."
                : "Variants ran sequentially: all phases of one variant, then the next (" + String.join(" → ", m.variants()) + ").";
        return new BundleInfo(b.id(), m.experiment(), m.workload(), String.valueOf(m.status()).toLowerCase(Locale.ROOT), m.message(),
                String.valueOf(m.startedAt()), m.endedAt() == null ? "–" : m.endedAt().toString(), m.host(), m.benchlabVersion(),
                m.order() == null ? "sequential" : m.order(), orderText, serverKv, hardware, nonDefaults, variants, coldProofs(b),
                b.experimentText(), "benchlab rerun " + b.id(), events, WarmReads.of(b).stream().map(WarmReads::describe).toList());
    }

    /** Each cold phase's proof as recorded, with the warnings about writes during its cold read. */
    private static List<Views.ColdProof> coldProofs(Bundle b) {
        List<Views.ColdProof> proofs = new ArrayList<>();
        List<ColdWrite> coldWrites = ColdWrite.of(b);
        for (Records.PhaseRecord p : b.phases()) {
            Records.ColdProof c = p.coldProof();
            if (c != null) {
                proofs.add(new Views.ColdProof(p.variant(), p.phase(), c.method(), Numbers.bytes(c.datadirBytes()),
                        resident(c.residentBytesBefore()), resident(c.residentBytesAtFirstQuery()),
                        c.bufferPoolText(),
                        c.dumpLoadDisabled() ? "yes" : "NO", c.dropCaches() ? "yes" : "no",
                        c.settle() == null ? "–" : c.settle().summary(),
                        coldWrites.stream().filter(w -> w.variant().equals(p.variant()) && w.phase().equals(p.phase()))
                                .map(ColdWrite::describe).toList()));
            }
        }
        return proofs;
    }

    private static void addIfRecorded(List<KeyValue> out, String key, String value) {
        if (value != null) {
            out.add(new KeyValue(key, value));
        }
    }

    private static void listFields(JsonNode host, String prefix, List<KeyValue> out) {
        host.fields().forEachRemaining(e -> {
            if (e.getValue().isObject()) {
                e.getValue().fields().forEachRemaining(d -> out.add(new KeyValue(prefix + e.getKey() + "." + d.getKey(),
                        bytesIfSize(d.getKey(), d.getValue()))));
            } else {
                out.add(new KeyValue(prefix + e.getKey(), bytesIfSize(e.getKey(), e.getValue())));
            }
        });
    }

    private static String bytesIfSize(String key, JsonNode v) {
        if (v.isNull()) {
            return "unknown"; // probed, not said by the machine (a VM's disk model, SMT): as show prints it
        }
        if (v.isNumber() && key.toLowerCase(Locale.ROOT).endsWith("bytes")) {
            return Numbers.bytes(v.asLong());
        }
        return v.asText();
    }

    private static String resident(long bytes) {
        return bytes < 0 ? "not measured" : Numbers.bytes(bytes);
    }

    private static VariantSettings variantSettings(Bundle b, VariantRecord v) {
        Map<String, Setting> rows = new TreeMap<>();
        // the server's values in the experiment's units: 256M, not 268435456
        Map<String, String> effective = v.effective() == null ? Map.of() : SettingText.of(b, v.variant()).texts(v.effective());
        if (v.requested() != null) {
            v.requested().forEach((k, val) -> rows.put(k, new Setting(k, String.valueOf(val), effective.getOrDefault(k, "–"),
                    scope(v, k))));
        }
        effective.forEach((k, val) -> rows.putIfAbsent(k, new Setting(k, "–", val, scope(v, k))));
        return new VariantSettings(v.variant(), v.server(), v.version(), v.connection(),
                new ArrayList<>(rows.values()));
    }

    /** Where a setting went: start-up option, SET GLOBAL or session. */
    private static String scope(VariantRecord v, String k) {
        if (v.startup() != null && v.startup().containsKey(k)) {
            return "startup";
        }
        if (v.global() != null && v.global().containsKey(k)) {
            return "global";
        }
        if (v.session() != null && v.session().containsKey(k)) {
            return "session";
        }
        return "";
    }
}

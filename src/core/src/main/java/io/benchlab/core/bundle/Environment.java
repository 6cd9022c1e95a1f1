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
 * @param server     null for a run without a server (or a bundle written before it was recorded)
 * @param host       the server's machine (or, without a server, this one); null when not recorded or not visible
 * @param client     where benchlab ran, when that is not the server's machine (a remote or external server); else null
 * @param unseenHost the host of an external server benchlab cannot look into (then {@code host} is null)
 */
public record Environment(Server server, Host host, Host client, String unseenHost) {

    /** What the server said about itself when the run began. */
    public record Server(String flavor, String version, String versionComment, String datadir, Map<String, String> nonDefaultVariables) {

        /** The version as people say it: MariaDB's names itself ({@code 11.4.5-MariaDB}); MySQL's does not ({@code MySQL 9.7.4-2}). */
        public String named() {
            if (version == null || version.toLowerCase(java.util.Locale.ROOT).contains("mariadb") || !"MYSQL".equals(flavor)) {
                return version;
            }
            return "MySQL " + version;
        }
    }

    /**
     * A machine; a field is null when it could not be read.
     *
     * @param hostname its name (null in bundles from before it was recorded)
     * @param seenOver    how benchlab read it when not this machine, e.g. {@code ssh to db1}; null: where benchlab ran
     * @param smt         whether simultaneous multithreading (hyper-threading) is active; null when the kernel does not say
     * @param turbo       whether the CPU may boost above its base clock (cpufreq boost, or intel_pstate's no_turbo off); null when unknown
     * @param datadirDisk the disk of the server's datadir; null when not recorded (a remote server's, or an older bundle)
     */
    public record Host(String cpuModel, Integer cores, Long memoryBytes, String os, String kernel, String arch, String jvm, String hostname,
                       String seenOver, Boolean smt, Boolean turbo, Disk datadirDisk) {
    }

    /**
     * The filesystem and disk holding a folder; a field is null when it could not be read.
     *
     * @param device       the filesystem's source as the JVM names it, e.g. {@code /dev/vda1}
     * @param blockDevice  the whole disk under it, as /sys/block names it, e.g. {@code vda}
     * @param model        the disk's model (/sys/block/DEV/device/model)
     * @param scheduler    the IO scheduler in use (the bracketed one in /sys/block/DEV/queue/scheduler)
     * @param mountOptions the mount's options then the filesystem's, from /proc/self/mountinfo
     * @param error        why nothing could be read, when that happened
     */
    public record Disk(String path, String filesystem, String device, Long totalBytes, Long freeBytes, String blockDevice, String model,
                       String scheduler, Boolean rotational, String mountOptions, String error) {
    }

    /**
     * What the run's machine figures (CPU, page cache, per query and per interval) describe when
     * that is not the server's machine: an external server elsewhere is not visible, so they are of
     * the machine benchlab ran on. Empty when they are the server's machine's.
     */
    public java.util.Optional<String> machineFiguresNote() {
        return unseenHost == null ? java.util.Optional.empty()
                : java.util.Optional.of("the machine benchlab ran on, not the server's on " + unseenHost);
    }

    /** The environment of a bundle; both parts null when it has none. */
    public static Environment of(Bundle b) {
        JsonNode document = b.environment();
        if (document == null || !document.isObject()) {
            return new Environment(null, null, null, null);
        }
        try {
            return Json.mapper().treeToValue(document, Environment.class);
        } catch (JsonProcessingException e) {
            throw new BenchlabException("cannot read " + b.dir().resolve(BundleFormat.ENVIRONMENT) + ": " + e.getOriginalMessage(), e);
        }
    }
}

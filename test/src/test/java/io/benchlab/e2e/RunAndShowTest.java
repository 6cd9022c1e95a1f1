package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.Environment;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.util.Json;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The main job end to end on the real embedded server: two buffer-pool variants, cold then warm,
 * then show / show --format json / compare on the bundle.
 */
class RunAndShowTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-run");
    static final Path dir = cli.dir();
    static Cli.Result run;
    static Bundle bundle;

    @BeforeAll
    static void runOnce() throws Exception {
        Path file = Experiments.write(dir.resolve("exp"), "run-and-show", "e2e-run", """
                phases:
                  cold: true
                  warm: 2
                variants:
                  - name: small-bp
                    settings:
                      innodb_buffer_pool_size: 6M
                  - name: large-bp
                    settings:
                      innodb_buffer_pool_size: 64M
                      join_buffer_size: 1M
                      optimizer_switch: {mrr: on, mrr_sort_keys: on}
                """);
        run = cli.run("run", file.toString(), "--quiet");
        bundle = new BundleReader().read(Path.of(run.out().strip()));
    }

    @Test
    void runCompletesAndPrintsTheBundle() {
        assertEquals(0, run.exitCode(), run.all());
        assertEquals(RunStatus.COMPLETE, bundle.manifest().status());
        assertEquals(List.of("Cold", "Run1", "Run2"), bundle.manifest().phases());
        assertEquals(2 * 3 * 3, bundle.measurements().size(), "2 variants x 3 phases x 3 queries");
        assertTrue(bundle.measurements().stream().allMatch(m -> m.error() == null && m.seconds() > 0));
        assertTrue(bundle.measurements().stream().noneMatch(Records.Measurement::resultChanged), "same data, same answers");
    }

    @Test
    void coldPhasesCarryProof() {
        List<Records.PhaseRecord> cold = bundle.phases().stream().filter(Records.PhaseRecord::cold).toList();
        assertEquals(2, cold.size());
        for (Records.PhaseRecord p : cold) {
            Records.ColdProof proof = p.coldProof();
            assertNotNull(proof, "cold phase without proof");
            assertTrue(proof.dumpLoadDisabled(), "buffer-pool dump/load must be off");
            assertTrue(proof.datadirBytes() > 0);
            assertTrue(proof.bufferPoolPagesTotal() > 0 && proof.bufferPoolPagesData() >= 0);
            assertTrue(proof.method().contains("evicted"), proof.method());
            if (proof.residentBytesBefore() >= 0) { // fincore present: the datadir left the page cache
                assertTrue(proof.residentBytesBefore() < proof.datadirBytes() / 10, "still cached: " + proof.residentBytesBefore());
            }
        }
    }

    @Test
    void warmRepeatOnALargeBufferPoolReadsNothingFromDisk() {
        long reads = bundle.measurements().stream()
                .filter(m -> m.variant().equals("large-bp") && m.phase().equals("Run2"))
                .mapToLong(m -> m.globalStatus().getOrDefault("Innodb_buffer_pool_reads", 0L)).sum();
        assertTrue(reads <= 2, "warm large buffer pool should read ~0 pages, read " + reads);
        long coldReads = bundle.measurements().stream()
                .filter(m -> m.variant().equals("large-bp") && m.phase().equals("Cold"))
                .mapToLong(m -> m.globalStatus().getOrDefault("Innodb_buffer_pool_reads", 0L)).sum();
        assertTrue(coldReads > 10, "a cold run must read pages, read " + coldReads);
    }

    @Test
    void effectiveSettingsAndPlansAreRecorded() {
        Records.VariantRecord large = bundle.variants().stream().filter(v -> v.variant().equals("large-bp")).findFirst().orElseThrow();
        assertEquals(String.valueOf(64L << 20), large.effective().get("innodb_buffer_pool_size"));
        assertEquals(String.valueOf(1L << 20), large.effective().get("join_buffer_size"));
        assertTrue(large.effective().get("optimizer_switch").contains("mrr=on"), large.effective().toString());
        assertEquals("1048576", large.session().get("join_buffer_size"), "session-scoped values are applied per session");
        assertTrue(large.startup().containsKey("innodb_buffer_pool_size"), "global values start a managed server");
        assertFalse(large.tls(), "the benchmark connection states its TLS use");
        assertEquals(2 * 3, bundle.plans().size(), "one plan per query and variant");
        assertTrue(bundle.plans().stream().allMatch(p -> !p.fingerprint().isEmpty() && p.json().contains("query_block")));
        Environment env = Environment.of(bundle);
        assertTrue(env.server().version().contains("MariaDB"), env.toString());
        assertTrue(env.host().cores() > 0, env.toString());
    }

    @Test
    void showPrintsTheSeedStyleTables() {
        Cli.Result show = cli.run("show", bundle.dir().toString());
        assertEquals(0, show.exitCode(), show.all());
        String text = show.out();
        assertTrue(text.contains("Total seconds per variant and phase"), text);
        assertTrue(text.matches("(?s).*small-bp\\s+\\d+\\.\\d{3}\\s+\\d+\\.\\d{3}\\s+\\d+\\.\\d{3}.*"), text);
        assertTrue(text.contains("Innodb_buffer_pool_reads"), text);
        assertTrue(text.contains("How cold was made cold"), text);
    }

    @Test
    void showJsonIsMachineReadable() throws Exception {
        Cli.Result show = cli.run("show", bundle.dir().toString(), "--format", "json");
        assertEquals(0, show.exitCode(), show.all());
        JsonNode json = Json.mapper().readTree(show.out());
        assertEquals("complete", json.path("status").asText());
        assertTrue(json.path("totalSeconds").path("large-bp").path("Run1").asDouble() > 0);
        assertEquals(3, json.path("operations").size());
    }

    /**
     * The machine the seeds state, recorded for the real datadir: each field a value or null (this VM lacks several),
     * never missing; the mount's options are readable wherever /proc/self/mountinfo is. The warm-read line follows the
     * flush method each variant's server reported, both ways.
     */
    @Test
    void environmentRecordsTheDatadirDiskAndWhereWarmRunsRead() throws Exception {
        JsonNode host = bundle.environment().path("host");
        for (String key : List.of("smt", "turbo")) {
            assertTrue(host.has(key) && (host.get(key).isNull() || host.get(key).isBoolean()), key + ": " + host);
        }
        JsonNode disk = host.path("datadirDisk");
        for (String key : List.of("blockDevice", "model", "scheduler", "mountOptions")) {
            assertTrue(disk.has(key) && (disk.get(key).isNull() || !disk.get(key).asText().isBlank()), key + ": " + disk);
        }
        assertTrue(disk.has("rotational") && (disk.get("rotational").isNull() || disk.get("rotational").isBoolean()), disk.toString());
        if (java.nio.file.Files.isReadable(Path.of("/proc/self/mountinfo"))) {
            assertTrue(disk.path("mountOptions").asText().matches("(rw|ro)(,.*)?"), disk.toString());
        }
        Environment.Host typed = Environment.of(bundle).host();
        assertEquals(disk.path("mountOptions").asText(null), typed.datadirDisk().mountOptions(), "the typed record reads the file");

        String text = cli.run("show", bundle.dir().toString()).out();
        String diskLine = text.lines().filter(l -> l.startsWith("Datadir disk ")).findFirst().orElseThrow(() -> new AssertionError(text));
        assertTrue(diskLine.matches("Datadir disk \\S+, model .+, scheduler \\S+, (rotational|not rotational|rotational unknown), "
                + "\\S+ \\(.+\\) · SMT (on|off|unknown), turbo (on|off|unknown)"), diskLine);
        JsonNode json = Json.mapper().readTree(cli.run("show", bundle.dir().toString(), "--format", "json").out());
        for (String variant : List.of("small-bp", "large-bp")) {
            String method = bundle.jsonRecords(io.benchlab.core.bundle.BundleFormat.SERVER_VARIABLES).stream()
                    .filter(r -> r.path("variant").asText().equals(variant)).findFirst().orElseThrow()
                    .path("global").path("innodb_flush_method").asText();
            boolean direct = method.toUpperCase(java.util.Locale.ROOT).startsWith("O_DIRECT");
            String line = "  " + variant + ": innodb_flush_method " + method + ", so what its buffer pool lacks, warm runs read from the device";
            assertEquals(direct, text.contains(line), method + "\n" + text);
            boolean inJson = false;
            for (JsonNode w : json.path("warmReads")) {
                inJson |= w.path("variant").asText().equals(variant);
            }
            assertEquals(direct, inJson, json.path("warmReads").toString());
        }
    }

    @Test
    void compareGivesVerdictsPerOperation() {
        Cli.Result cmp = cli.run("compare", bundle.dir().toString());
        assertEquals(0, cmp.exitCode(), cmp.all());
        assertTrue(cmp.out().contains("A = small-bp") && cmp.out().contains("B = large-bp"), cmp.out());
        assertTrue(cmp.out().contains("count-all"), cmp.out());
    }
}

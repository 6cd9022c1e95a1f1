package io.benchlab.core.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `server versions`: the repository's list in numeric order, the built-in one, cached ones, folders named by the user. */
class ServerVersionsTest {
    @TempDir
    Path tmp;

    @Test
    void listsFetchableBuiltInCachedAndNamedFolders() throws Exception {
        FileRepository remote = new FileRepository(Files.createDirectories(tmp.resolve("remote")));
        remote.metadata(List.of("10.2.11", "10.11.5", "9.9.1"));
        remote.publish("9.9.1", FileRepository.fakeServerJar(tmp, "9.9.1"), null);
        BenchlabHome home = new BenchlabHome(tmp.resolve("home"));
        String sharedCache = System.getProperty("benchlab.cache");
        System.setProperty("benchlab.cache", home.root().resolve("cache").toString());
        System.setProperty("benchlab.debian.mirror", "http://127.0.0.1:9/debian"); // nothing listens: Debian's list is missing, said once
        try {
            ServerFactory f = new ServerFactory(home, new MavenSource(Optional.of(remote.url()), Optional.of(tmp.resolve("m2")), false),
                    FetchProgress.NONE);
            Path cached = f.embedded("9.9.1").basedir();
            ServerVersions v = ServerVersions.find(f, List.of(cached, tmp.resolve("nothing-here")));
            assertNull(v.problem());
            assertTrue(v.debianProblem().startsWith("cannot reach Debian's archive at http://127.0.0.1:9/debian: "), v.debianProblem());
            assertEquals(List.of(), v.entries().stream().filter(e -> e.source() == ServerVersions.Source.DEBIAN).toList());
            List<ServerVersions.Entry> embedded = v.entries().stream().filter(e -> e.source() == ServerVersions.Source.MAVEN).toList();
            assertEquals(List.of("9.9.1", "10.2.11", "10.11.5", "11.4.5"), embedded.stream().map(ServerVersions.Entry::version).toList());
            assertEquals(List.of(ServerVersions.Status.CACHED, ServerVersions.Status.AVAILABLE, ServerVersions.Status.AVAILABLE,
                    ServerVersions.Status.BUILT_IN), embedded.stream().map(ServerVersions.Entry::status).toList());
            assertEquals("server: {type: embedded, version: 10.11.5}", embedded.get(2).use());
            List<ServerVersions.Entry> named = v.entries().stream().filter(e -> e.location() != null
                    && e.location().startsWith(tmp.toString()) && e.status() == ServerVersions.Status.INSTALLED).toList();
            assertEquals(2, named.size(), named.toString());
            assertEquals("9.9.1-MariaDB", named.get(0).version());
            assertEquals("server: {type: binaries, basedir: " + cached + "}", named.get(0).use());
            assertEquals("(unusable: server binaries folder does not exist: " + tmp.resolve("nothing-here") + ")", named.get(1).version());
        } finally {
            System.clearProperty("benchlab.debian.mirror");
            if (sharedCache == null) {
                System.clearProperty("benchlab.cache");
            } else {
                System.setProperty("benchlab.cache", sharedCache);
            }
        }
    }
}

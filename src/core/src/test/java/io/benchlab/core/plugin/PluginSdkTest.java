package io.benchlab.core.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.BenchlabException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PluginSdkTest {
    @TempDir
    Path dir;

    @Test
    void installsEveryJarAndPomIntoTheLocalRepositoryWhereMavenLooks() throws IOException {
        Path sdk = dir.resolve("sdk");
        put(sdk, "benchlab-parent", "1.2.3", false);
        put(sdk, "benchlab-api", "1.2.3", true);
        put(sdk, "benchlab-testkit", "1.2.3", true);
        Files.writeString(sdk.resolve("io/benchlab/benchlab-api/maven-metadata-local.xml"), "<metadata/>"); // not an artifact
        PluginSdk s = new PluginSdk(sdk);
        assertEquals(List.of("io.benchlab:benchlab-api:1.2.3", "io.benchlab:benchlab-parent:1.2.3", "io.benchlab:benchlab-testkit:1.2.3"),
                s.parts().stream().map(PluginSdk.Part::coordinates).toList());
        s.requireVersion("1.2.3");

        Path repo = dir.resolve("m2");
        assertEquals(repo, s.install(Optional.of(repo)));
        for (String a : List.of("benchlab-api", "benchlab-testkit")) {
            Path jar = repo.resolve("io/benchlab/" + a + "/1.2.3/" + a + "-1.2.3.jar");
            assertEquals("jar of " + a, Files.readString(jar));
            assertTrue(Files.isRegularFile(jar.resolveSibling(a + "-1.2.3.pom")));
        }
        assertTrue(Files.isRegularFile(repo.resolve("io/benchlab/benchlab-parent/1.2.3/benchlab-parent-1.2.3.pom")));
        assertFalse(Files.exists(repo.resolve("io/benchlab/benchlab-parent/1.2.3/benchlab-parent-1.2.3.jar")));

        // a rebuilt benchlab of the same version replaces what an earlier init installed
        Files.writeString(sdk.resolve("io/benchlab/benchlab-api/1.2.3/benchlab-api-1.2.3.jar"), "rebuilt");
        s.install(Optional.of(repo));
        assertEquals("rebuilt", Files.readString(repo.resolve("io/benchlab/benchlab-api/1.2.3/benchlab-api-1.2.3.jar")));
    }

    @Test
    void aMissingOrStaleSdkIsRefusedInOneLine() throws IOException {
        String missing = assertThrows(BenchlabException.class, () -> new PluginSdk(dir.resolve("none")).parts()).getMessage();
        assertTrue(missing.contains("has no plugin SDK") && missing.contains("./build"), missing);

        Path sdk = dir.resolve("sdk");
        put(sdk, "benchlab-api", "1.0.0", true);
        put(sdk, "benchlab-testkit", "1.0.0", true);
        String stale = assertThrows(BenchlabException.class, () -> new PluginSdk(sdk).requireVersion("2.0.0")).getMessage();
        assertTrue(stale.contains("no benchlab-api 2.0.0") && stale.contains("io.benchlab:benchlab-api:1.0.0"), stale);
    }

    @Test
    void theSdkIsLookedForBesideTheCodeThatUsesIt() throws Exception {
        Path classes = Path.of(PluginSdkTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertEquals(classes.getParent().resolve("sdk"), PluginSdk.beside(PluginSdkTest.class).folder());
    }

    private static void put(Path sdk, String artifact, String version, boolean jar) throws IOException {
        Path folder = Files.createDirectories(sdk.resolve("io/benchlab").resolve(artifact).resolve(version));
        Files.writeString(folder.resolve(artifact + "-" + version + ".pom"), "<project><modelVersion>4.0.0</modelVersion><groupId>io.benchlab</groupId>"
                + "<artifactId>" + artifact + "</artifactId><version>" + version + "</version></project>");
        if (jar) {
            Files.writeString(folder.resolve(artifact + "-" + version + ".jar"), "jar of " + artifact);
        }
    }
}

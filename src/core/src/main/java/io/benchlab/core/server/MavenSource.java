package io.benchlab.core.server;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where server artifacts are resolved from, beyond what {@code ~/.m2/settings.xml} says (its
 * mirrors, proxies, offline flag and local repository always apply).
 *
 * @param repository      a repository URL that replaces the configured ones ({@code BENCHLAB_MAVEN_REPOSITORY}
 *                        or {@code -Dbenchlab.maven.repository}); e.g. an in-house mirror, or a file repository in tests
 * @param localRepository the local repository instead of {@code ~/.m2/repository} ({@code BENCHLAB_MAVEN_LOCAL}
 *                        or {@code -Dbenchlab.maven.local})
 * @param offline         never go to the network ({@code BENCHLAB_OFFLINE=1} or {@code -Dbenchlab.offline=true});
 *                        settings.xml's {@code <offline>} applies as well
 */
public record MavenSource(Optional<String> repository, Optional<Path> localRepository, boolean offline) {

    public static MavenSource fromEnvironment() {
        Optional<String> repo = setting("benchlab.maven.repository", "BENCHLAB_MAVEN_REPOSITORY");
        Optional<Path> local = setting("benchlab.maven.local", "BENCHLAB_MAVEN_LOCAL").map(p -> Path.of(p).toAbsolutePath());
        boolean offline = setting("benchlab.offline", "BENCHLAB_OFFLINE").map(v -> v.equals("1") || v.equalsIgnoreCase("true")).orElse(false);
        return new MavenSource(repo, local, offline);
    }

    private static Optional<String> setting(String property, String env) {
        String v = System.getProperty(property);
        if (v == null || v.isBlank()) {
            v = System.getenv(env);
        }
        return v == null || v.isBlank() ? Optional.empty() : Optional.of(v.strip());
    }
}

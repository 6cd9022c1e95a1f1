package io.benchlab.core.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.api.ServerInfo.Flavor;
import io.benchlab.core.experiment.ServerVersionName;
import io.benchlab.core.util.Json;
import io.benchlab.core.util.Processes;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * MySQL and MariaDB builds from Debian's packages, named {@code mysql-9.7.4} / {@code mariadb-11.8.9}
 * ({@link ServerVersionName}): the server package and its library closure, resolved by apt from
 * benchlab's suites ({@link DebianArchive}), unpacked once into {@code cache/debian/NAME} and run
 * with the dynamic loader fetched with them ({@link Launcher.OwnLoader}), since a newer suite's
 * programs need a newer C library than the machine's. Once fetched, a build is used offline.
 *
 * <p>A build's folder: {@code root/} (every package unpacked; the programs' usual places hold
 * wrappers), {@code programs/} (the real programs), {@code build.json} ({@link Build}).
 */
public final class DebianBuilds {
    /** Package lists older than this are read again before a fetch (sid's pool drops superseded files). */
    static final Duration FETCH_LISTS_AGE = Duration.ofHours(1);
    /** Package lists older than this are read again for `server versions`. */
    static final Duration LIST_LISTS_AGE = Duration.ofHours(6);
    private static final ObjectMapper JSON = Json.mapper();

    private final Path folder;
    private final DebianArchive archive;
    private final FetchProgress progress;

    public DebianBuilds(Path cacheDir, DebianSource source, FetchProgress progress) {
        this.folder = cacheDir.resolve("debian");
        this.archive = new DebianArchive(source, folder);
        this.progress = progress;
    }

    public DebianSource source() {
        return archive.source();
    }

    /**
     * What a fetched build is, written last into its folder.
     *
     * @param name          how it is named ({@code mysql-9.7.4})
     * @param flavor        MySQL or MariaDB
     * @param release       the upstream release ({@code 9.7.4})
     * @param debianVersion the package's version ({@code 9.7.4-2})
     * @param suite         the suite it came from
     * @param mirror        the archive
     * @param packages      every package file of its closure
     * @param downloadBytes their size
     * @param loader        the dynamic loader, relative to the build's folder
     * @param libraryPath   the library folders, relative to the build's folder
     * @param fetchedAt     when
     */
    public record Build(String name, Flavor flavor, String release, String debianVersion, String suite, String mirror,
                        List<String> packages, long downloadBytes, String loader, List<String> libraryPath, Instant fetchedAt) {
    }

    /** A cached build: its folder and what it is. */
    public record Cached(Path folder, Build build) {
    }

    /** A build the suites offer: its name, the package version and the suite. */
    public record Available(String name, Flavor flavor, String release, String debianVersion, String suite) {
    }

    /** The builds fetched into the cache, newest release first within a flavour. */
    public List<Cached> cached() {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<Cached> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(folder)) {
            for (Path p : s.filter(Files::isDirectory).filter(p -> !p.getFileName().toString().startsWith(".")).toList()) {
                Path json = p.resolve("build.json");
                if (Files.isRegularFile(json)) {
                    try {
                        out.add(new Cached(p, JSON.readValue(json.toFile(), Build.class)));
                    } catch (IOException damaged) {
                        // a build.json that cannot be read is no build: fetching it again replaces the folder
                    }
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        out.sort(Comparator.comparing((Cached c) -> c.build().flavor()).thenComparing((a, b) -> ServerVersions.compareVersions(b.build().release(), a.build().release())));
        return out;
    }

    /** The newest cached build a name stands for. */
    public Optional<Cached> cached(ServerVersionName name) {
        return cached().stream().filter(c -> c.build().flavor() == name.flavor() && name.matches(c.build().release())).findFirst();
    }

    /**
     * What the suites offer (one entry per release, the first suite apt lists it in), reading the
     * package lists when they are older than a few hours. {@code notes} gets why the lists are old.
     */
    public List<Available> available(java.util.function.Consumer<String> notes) {
        archive.refresh(LIST_LISTS_AGE).ifPresent(notes);
        List<Available> out = new ArrayList<>();
        for (Flavor f : List.of(Flavor.MYSQL, Flavor.MARIADB)) {
            Map<String, DebianArchive.Candidate> byRelease = new LinkedHashMap<>();
            for (DebianArchive.Candidate c : archive.candidates(f)) {
                byRelease.putIfAbsent(c.release(), c);
            }
            byRelease.values().forEach(c -> out.add(new Available(f.name().toLowerCase(Locale.ROOT) + "-" + c.release(), f, c.release(),
                    c.debianVersion(), c.suite())));
        }
        return out;
    }

    /** The build a name stands for: the cached one, else fetched now. */
    public ServerDistribution ensure(ServerVersionName name) {
        Optional<Cached> have = cached(name);
        if (have.isPresent()) {
            return distribution(have.get());
        }
        if (archive.source().offline()) {
            throw new ServerException(name.display() + " is not cached and benchlab is offline: fetch it while online with `benchlab server fetch "
                    + name.text() + "`");
        }
        DebianArchive.requireTools();
        archive.refresh(FETCH_LISTS_AGE).ifPresent(note -> progress.progress(note, -1, -1));
        List<DebianArchive.Candidate> offered = archive.candidates(name.flavor());
        DebianArchive.Candidate chosen = offered.stream().filter(c -> name.matches(c.release())).findFirst()
                .orElseThrow(() -> new ServerException("Debian's " + String.join(", ", archive.source().suites()) + " have no " + name.display()
                        + (offered.isEmpty() ? "" : " (they have " + String.join(", ", offered.stream().map(DebianArchive.Candidate::release).distinct().toList()) + ")")
                        + (name.flavor() == Flavor.MARIADB && name.exact() ? "; a MariaDB version from Maven is named without 'mariadb-' (e.g. 11.4.5)" : "")
                        + "; `benchlab server versions` lists them"));
        return distribution(fetch(chosen, name.flavor()));
    }

    /** The distribution of a cached build, its programs started through its own loader. */
    public static ServerDistribution distribution(Cached c) {
        Build b = c.build();
        Launcher.OwnLoader launcher = new Launcher.OwnLoader(c.folder().resolve(b.loader()),
                b.libraryPath().stream().map(c.folder()::resolve).toList(), c.folder().resolve("root"), c.folder().resolve("programs"));
        return ServerDistribution.locate(c.folder().resolve("root/usr"), launcher);
    }

    private Cached fetch(DebianArchive.Candidate chosen, Flavor flavor) {
        String name = flavor.name().toLowerCase(Locale.ROOT) + "-" + chosen.release();
        Path target = folder.resolve(name);
        return locked(folder.resolve(".fetch.lock"), () -> {
            Optional<Cached> raced = cached().stream().filter(c -> c.folder().equals(target)).findFirst();
            if (raced.isPresent()) {
                return raced.get(); // another process fetched it while this one waited
            }
            Path tmp = null;
            try {
                Files.createDirectories(folder);
                tmp = Files.createTempDirectory(folder, ".fetch-");
                List<String> wanted = DebianArchive.serverPackages(flavor).stream().map(p -> p + "=" + chosen.debianVersion()).toList();
                List<DebianArchive.Deb> debs = archive.closure(wanted);
                long bytes = debs.stream().mapToLong(DebianArchive.Deb::size).sum();
                Path downloads = Files.createDirectories(tmp.resolve("debs"));
                String display = (flavor == Flavor.MYSQL ? "MySQL " : "MariaDB ") + chosen.release();
                archive.download(debs, downloads, "fetching " + display + " (Debian " + chosen.suite() + ", " + debs.size() + " packages)", progress);
                Path root = Files.createDirectories(tmp.resolve("root"));
                List<Path> files;
                try (Stream<Path> s = Files.list(downloads)) {
                    files = s.filter(p -> p.toString().endsWith(".deb")).sorted().toList();
                }
                int done = 0;
                for (Path deb : files) {
                    Processes.Result r = Processes.run(List.of("dpkg-deb", "-x", deb.toString(), root.toString()), 300);
                    if (!r.ok()) {
                        throw new ServerException("cannot unpack " + deb.getFileName() + ": " + r.output().strip().lines().findFirst().orElse("dpkg-deb failed"));
                    }
                    progress.progress("unpacking " + display, ++done, files.size());
                }
                EmbeddedDistribution.deleteTree(downloads);
                Arch arch = Arch.current();
                Path loader = root.resolve("usr/lib").resolve(arch.triplet()).resolve(arch.loader());
                if (!Files.isRegularFile(loader)) {
                    throw new ServerException("the packages of " + display + " hold no " + arch.loader() + " (expected in usr/lib/" + arch.triplet() + ")");
                }
                List<String> libs = Stream.of("root/usr/lib/" + arch.triplet(), "root/lib/" + arch.triplet())
                        .filter(rel -> Files.isDirectory(tmp(rel, root))).toList();
                Launcher.OwnLoader launcher = new Launcher.OwnLoader(target.resolve(tmp.relativize(loader).toString()),
                        libs.stream().map(target::resolve).toList(), target.resolve("root"), target.resolve("programs"));
                moveProgramsBehindWrappers(root, tmp.resolve("programs"), launcher, target);
                Build build = new Build(name, flavor, chosen.release(), chosen.debianVersion(), chosen.suite(), archive.source().mirror(),
                        debs.stream().map(DebianArchive.Deb::file).toList(), bytes, tmp.relativize(loader).toString(), libs, Instant.now());
                JSON.writerWithDefaultPrettyPrinter().writeValue(tmp.resolve("build.json").toFile(), build);
                try {
                    Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, target);
                }
                Cached c = new Cached(target, build);
                try {
                    distribution(c); // runs the daemon's --version through the loader: a build that cannot start is not kept
                } catch (ServerException e) {
                    EmbeddedDistribution.deleteTree(target);
                    throw new ServerException(display + " was fetched but does not run here: " + e.getMessage(), e);
                }
                return c;
            } catch (IOException e) {
                throw new ServerException("cannot fetch " + name + " into " + folder + ": " + e.getMessage(), e);
            } finally {
                if (tmp != null && Files.exists(tmp)) {
                    EmbeddedDistribution.deleteTree(tmp);
                }
            }
        });
    }

    private static Path tmp(String rel, Path root) {
        return root.getParent().resolve(rel);
    }

    /**
     * Moves every ELF program of {@code usr/bin} and {@code usr/sbin} to {@code programs/} and puts a
     * wrapper in its place that runs it under the fetched loader (with the build's final paths).
     */
    private static void moveProgramsBehindWrappers(Path root, Path programs, Launcher.OwnLoader launcher, Path target) throws IOException {
        for (String dir : List.of("usr/bin", "usr/sbin")) {
            Path d = root.resolve(dir);
            if (!Files.isDirectory(d)) {
                continue;
            }
            List<Path> elves;
            try (Stream<Path> s = Files.list(d)) {
                elves = s.filter(p -> !Files.isSymbolicLink(p) && Launcher.isElf(p)).toList();
            }
            for (Path p : elves) {
                Path real = programs.resolve(root.relativize(p).toString());
                Files.createDirectories(real.getParent());
                Files.move(p, real);
                Files.writeString(p, launcher.wrapper(target.resolve("root").resolve(root.relativize(p).toString())));
                p.toFile().setExecutable(true, false);
            }
        }
    }

    /** The machine's architecture as Debian names its library folder and loader. */
    record Arch(String triplet, String loader) {
        static Arch current() {
            String a = System.getProperty("os.arch", "");
            return switch (a) {
                case "amd64", "x86_64" -> new Arch("x86_64-linux-gnu", "ld-linux-x86-64.so.2");
                case "aarch64", "arm64" -> new Arch("aarch64-linux-gnu", "ld-linux-aarch64.so.1");
                default -> throw new ServerException("Debian's server packages are fetched for x86-64 and arm64 machines, not " + a);
            };
        }
    }

    /** Runs {@code body} holding a file lock (other processes) that one thread of this process holds at a time. */
    static <T> T locked(Path lockFile, java.util.function.Supplier<T> body) {
        try {
            Files.createDirectories(lockFile.getParent());
            try (FileChannel ch = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                FileLock lock = null;
                while (lock == null) {
                    try {
                        lock = ch.lock();
                    } catch (OverlappingFileLockException sameProcess) {
                        Thread.sleep(200);
                    }
                }
                try {
                    return body.get();
                } finally {
                    lock.release();
                }
            }
        } catch (IOException e) {
            throw new ServerException("cannot lock " + lockFile + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServerException("interrupted while another benchlab process fetched into " + lockFile.getParent());
        }
    }
}

package io.benchlab.core.server;

import io.benchlab.api.ServerInfo.Flavor;
import io.benchlab.core.util.Processes;
import io.benchlab.core.util.Sha256;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Debian's archive read through apt with a configuration of benchlab's own: its sources list,
 * package lists, download cache and an empty dpkg status live under {@code cache/debian/apt-HASH},
 * so apt resolves a server package's whole library closure (as for an empty system) without
 * reading or changing the machine's apt state. apt checks the suites' signatures and every
 * package's checksum; benchlab only asks it (update, madison, --print-uris, download).
 */
public final class DebianArchive {
    /** The packages of each flavour's server: the daemon, and what its install tool runs (MariaDB's my_print_defaults). */
    static List<String> serverPackages(Flavor flavor) {
        return flavor == Flavor.MYSQL ? List.of("mysql-server-core") : List.of("mariadb-server-core", "mariadb-client-core");
    }

    private static final Pattern MISSING_SUITE = Pattern.compile("repository '\\S+ (\\S+) Release' does not have a Release file");
    private static final Pattern URI_LINE = Pattern.compile("'([^']+)' (\\S+) (\\d+) (\\S+)");

    private final DebianSource source;
    private final Path dir;

    public DebianArchive(DebianSource source, Path debianCache) {
        this.source = source;
        this.dir = debianCache.resolve("apt-" + Sha256.of(source.sourcesList()).substring(0, 10));
    }

    public DebianSource source() {
        return source;
    }

    /** A suite the archive does not have: the request is wrong, not the network. */
    public static final class NoSuchSuite extends ServerException {
        private static final long serialVersionUID = 1L;

        NoSuchSuite(String message) {
            super(message);
        }
    }

    /** One version of a server package a suite offers. */
    public record Candidate(String pkg, String debianVersion, String suite) {
        /** The upstream release: {@code 1:11.8.9+ds-4} → {@code 11.8.9}, {@code 9.7.4-2} → {@code 9.7.4}. */
        public String release() {
            String v = debianVersion.replaceFirst("^\\d+:", "");
            Matcher m = Pattern.compile("^\\d+(\\.\\d+)*").matcher(v);
            return m.find() ? m.group() : v;
        }
    }

    /** One package file of a build's closure, as apt will download it. */
    public record Deb(String url, String file, long size) {
        /** The package's name and version as apt-get download takes them ({@code libc6=2.43-7}). */
        public String nameEqualsVersion() {
            // apt writes an epoch's colon as %3a in file names; a plus stays a plus (no form decoding)
            String[] p = file.replace("%3a", ":").replace("%3A", ":").split("_");
            return p[0] + "=" + p[1];
        }
    }

    /**
     * Reads the suites' package lists from the archive unless they were read less than
     * {@code maxAge} ago. Returns a note when old lists are used because the archive cannot be
     * reached (or benchlab is offline); throws when there are none, or a suite does not exist.
     */
    public Optional<String> refresh(Duration maxAge) {
        Path marker = dir.resolve("updated");
        boolean have = Files.exists(marker);
        if (have && age(marker).compareTo(maxAge) < 0) {
            return Optional.empty();
        }
        if (source.offline()) {
            if (have) {
                return Optional.of("benchlab is offline: Debian's package lists are those read " + ageText(marker) + " ago");
            }
            throw new ServerException("benchlab is offline and has never read Debian's package lists (" + source.describe()
                    + "): run `benchlab server versions` once while online");
        }
        requireTools();
        if (!Files.isReadable(source.keyring())) {
            throw new ServerException("Debian's archive keyring " + source.keyring() + " is missing: install the package debian-archive-keyring"
                    + " (or name a keyring with BENCHLAB_DEBIAN_KEYRING)");
        }
        return locked(() -> {
            try {
                Files.createDirectories(dir.resolve("lists/partial"));
                Files.createDirectories(dir.resolve("cache/archives/partial"));
                Files.createDirectories(dir.resolve("state"));
                Files.writeString(dir.resolve("sources.list"), source.sourcesList());
                Processes.Result r = Processes.run(apt("apt-get", "-q", "update"), 600);
                List<String> failures = r.output().lines().filter(l -> l.startsWith("E:") || l.startsWith("Err:")
                        || l.contains("Failed to fetch") || l.startsWith("W: Some index files failed")).toList();
                Matcher missing = MISSING_SUITE.matcher(r.output());
                if (missing.find()) {
                    throw new NoSuchSuite("Debian's archive at " + source.mirror() + " has no suite '" + missing.group(1)
                            + "' (suites are names such as trixie, sid, bookworm)");
                }
                if (r.ok() && failures.isEmpty()) {
                    Files.writeString(marker, Instant.now() + "\n");
                    return Optional.<String>empty();
                }
                String why = r.output().lines().filter(l -> l.startsWith("Err:") || l.startsWith("E:") || l.startsWith("W: Failed"))
                        .map(l -> l.replaceFirst("^(E|W): ", "")).reduce((a, b) -> a).orElse("apt-get update failed");
                String detail = r.output().lines().filter(l -> l.startsWith("  ")).map(String::strip).findFirst().orElse(why);
                if (have) {
                    return Optional.of("cannot reach Debian's archive at " + source.mirror() + " (" + detail
                            + "): using the package lists read " + ageText(marker) + " ago");
                }
                throw new ServerException("cannot reach Debian's archive at " + source.mirror() + ": " + detail);
            } catch (IOException e) {
                throw new ServerException("cannot run apt-get: " + e.getMessage(), e);
            }
        });
    }

    /** Whether the package lists were ever read (offline use lists them from there). */
    public boolean hasLists() {
        return Files.exists(dir.resolve("updated"));
    }

    /** The versions of a flavour's server the suites offer, as apt orders them (newest first). */
    public List<Candidate> candidates(Flavor flavor) {
        if (!hasLists()) {
            return List.of();
        }
        String pkg = serverPackages(flavor).get(0);
        Processes.Result r = run(apt("apt-cache", "madison", pkg), 120);
        List<Candidate> out = new ArrayList<>();
        for (String line : r.output().lines().toList()) {
            String[] cols = line.split("\\|");
            if (cols.length >= 3 && cols[0].strip().equals(pkg) && cols[2].contains("Packages")) {
                String[] where = cols[2].strip().split("\\s+");
                String suite = where.length > 1 ? where[1].replaceAll("/.*", "") : "?";
                out.add(new Candidate(pkg, cols[1].strip(), suite));
            }
        }
        return out;
    }

    /** The package files apt would install on an empty system for these packages (each {@code name=version}): the closure. */
    public List<Deb> closure(List<String> packages) {
        List<String> cmd = apt("apt-get", "-qq", "--print-uris", "--no-install-recommends", "install");
        cmd.addAll(packages);
        Processes.Result r = run(cmd, 300);
        if (!r.ok()) {
            throw new ServerException("apt cannot resolve " + String.join(" ", packages) + " from " + source.describe() + ": "
                    + r.output().lines().filter(l -> l.startsWith("E:")).map(l -> l.substring(2).strip()).findFirst().orElse(r.output().strip()));
        }
        List<Deb> debs = new ArrayList<>();
        for (String line : r.output().lines().toList()) {
            Matcher m = URI_LINE.matcher(line);
            if (m.matches()) {
                debs.add(new Deb(m.group(1), m.group(2), Long.parseLong(m.group(3))));
            }
        }
        if (debs.isEmpty()) {
            throw new ServerException("apt found nothing to download for " + String.join(" ", packages));
        }
        return debs;
    }

    /** Downloads the package files into {@code into} (apt checks each against the signed lists), telling progress in bytes. */
    public void download(List<Deb> debs, Path into, String step, FetchProgress progress) {
        long total = debs.stream().mapToLong(Deb::size).sum();
        List<String> cmd = apt("apt-get", "-q", "download");
        debs.forEach(d -> cmd.add(d.nameEqualsVersion()));
        try {
            Process p = new ProcessBuilder(cmd).directory(into.toFile()).redirectErrorStream(true).start();
            p.getOutputStream().close();
            AtomicBoolean done = new AtomicBoolean();
            Thread watcher = Thread.ofVirtual().start(() -> {
                while (!done.get()) {
                    progress.progress(step, Math.min(total, folderBytes(into)), total);
                    try {
                        Thread.sleep(250);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            List<String> output = new ArrayList<>();
            try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    output.add(line);
                }
            }
            int code = p.waitFor();
            done.set(true);
            watcher.join();
            if (code != 0) {
                throw new ServerException("downloading from " + source.mirror() + " failed: " + output.stream()
                        .filter(l -> l.startsWith("E:") || l.startsWith("Err:")).map(l -> l.replaceFirst("^E: ", "")).findFirst()
                        .orElse(String.join(" | ", output.subList(Math.max(0, output.size() - 2), output.size()))));
            }
            progress.progress(step, total, total);
        } catch (IOException e) {
            throw new ServerException("cannot run apt-get download: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServerException("interrupted while downloading from " + source.mirror());
        }
    }

    /** apt-get and dpkg-deb are there (Debian, Ubuntu and their derivatives have them). */
    static void requireTools() {
        for (String tool : List.of("apt-get", "apt-cache", "dpkg-deb")) {
            if (!Processes.onPath(tool)) {
                throw new ServerException("fetching Debian's server packages needs " + tool + " (Debian, Ubuntu and their derivatives have it);"
                        + " elsewhere fetch a vendor tarball: benchlab server fetch URL --sha256 HEX");
            }
        }
    }

    /** An apt command with benchlab's private configuration: its sources, lists, cache, an empty status, no machine preferences. */
    private List<String> apt(String tool, String... args) {
        List<String> cmd = new ArrayList<>(List.of(tool,
                "-o", "Dir::Etc::SourceList=" + dir.resolve("sources.list"),
                "-o", "Dir::Etc::SourceParts=/dev/null",
                "-o", "Dir::Etc::Preferences=/dev/null",
                "-o", "Dir::Etc::PreferencesParts=/dev/null",
                "-o", "Dir::State=" + dir.resolve("state"),
                "-o", "Dir::State::Lists=" + dir.resolve("lists"),
                "-o", "Dir::State::status=/dev/null",
                "-o", "Dir::Cache=" + dir.resolve("cache"),
                "-o", "Debug::NoLocking=true"));
        if ("root".equals(System.getProperty("user.name"))) {
            cmd.addAll(List.of("-o", "APT::Sandbox::User=root")); // apt's _apt user cannot write into root's cache
        }
        cmd.addAll(List.of(args));
        return cmd;
    }

    private static Processes.Result run(List<String> cmd, long timeout) {
        try {
            return Processes.run(cmd, timeout);
        } catch (IOException e) {
            throw new ServerException("cannot run " + cmd.get(0) + ": " + e.getMessage(), e);
        }
    }

    /**
     * Runs {@code body} holding the archive's lock: apt's package lists are shared by every benchlab
     * process on this cache (test JVMs, two runs), and two apt-get updates on one folder fail.
     */
    private <T> T locked(java.util.function.Supplier<T> body) {
        return DebianBuilds.locked(dir.resolve("lock"), body);
    }

    private static Duration age(Path file) {
        try {
            return Duration.between(Files.getLastModifiedTime(file).toInstant(), Instant.now());
        } catch (IOException e) {
            return Duration.ofDays(365);
        }
    }

    private static String ageText(Path marker) {
        Duration d = age(marker);
        return d.toHours() >= 48 ? d.toDays() + " days" : d.toHours() >= 1 ? d.toHours() + " h" : Math.max(1, d.toMinutes()) + " min";
    }

    static long folderBytes(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).mapToLong(p -> {
                try {
                    return Files.size(p);
                } catch (IOException e) {
                    return 0;
                }
            }).sum();
        } catch (IOException | java.io.UncheckedIOException e) {
            return 0;
        }
    }
}

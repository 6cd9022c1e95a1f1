package io.benchlab.core.server;

import io.benchlab.core.util.BuildInfo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The servers benchlab can run as managed servers here: MariaDB versions the Maven repositories
 * offer, MySQL and MariaDB builds Debian's suites offer ({@link DebianBuilds}), those already in the
 * cache, and server binaries on this machine (Debian's packages under /usr, tarballs under /opt or
 * /usr/local, folders the user names, tarballs unpacked in the cache).
 *
 * @param entries       one per server, each with the server block that uses it
 * @param repository    where Maven versions are fetched from
 * @param problem       why the repository's list is missing (offline, unreachable), else null
 * @param debian        where Debian's builds are fetched from (archive and suites)
 * @param debianProblem why Debian's list is missing or old (offline, unreachable, no apt here), else null
 */
public record ServerVersions(List<Entry> entries, String repository, String problem, String debian, String debianProblem) {

    public enum Status { AVAILABLE, BUILT_IN, CACHED, INSTALLED }

    /** Where a server comes from. */
    public enum Source { MAVEN, DEBIAN, MACHINE }

    /**
     * @param version  the server's name or release (e.g. {@code 10.11.5}, {@code mysql-9.7.4}, {@code 10.11.19-MariaDB-0+deb12u1})
     * @param status   to fetch, in benchlab itself (unpacked on first use), fetched and unpacked, or found on the machine
     * @param location the cache folder or the binaries' folder (for versions still to fetch: the suite offering it, else null)
     * @param use      the experiment server block that runs it
     * @param source   Maven, Debian's archive, or this machine
     */
    public record Entry(String version, Status status, String location, String use, Source source) {
    }

    /** Folders looked at for server binaries besides the ones the user names. */
    static final List<Path> USUAL_PLACES = List.of(Path.of("/usr"), Path.of("/usr/local/mysql"), Path.of("/usr/local/mariadb"));

    public static ServerVersions find(ServerFactory factory, List<Path> basedirs) {
        return find(factory, basedirs, factory.debian());
    }

    /** As {@link #find(ServerFactory, List)}, with Debian's builds from {@code debian} (its suites). */
    public static ServerVersions find(ServerFactory factory, List<Path> basedirs, DebianBuilds debian) {
        Path cache = factory.home().cache();
        String builtIn = BuildInfo.load().mariadbVersion();
        MariaDbArtifacts artifacts = factory.artifacts();
        List<String> remote = List.of();
        String problem = null;
        String repository;
        try {
            repository = artifacts.describe();
            remote = artifacts.available();
        } catch (RuntimeException e) {
            repository = "the configured Maven repositories";
            problem = e.getMessage();
        }
        Set<String> versions = new LinkedHashSet<>(remote);
        versions.add(builtIn);
        versions.addAll(cachedVersions(cache));
        List<Entry> out = new ArrayList<>();
        for (String v : versions.stream().sorted(ServerVersions::compareVersions).toList()) {
            boolean cached = EmbeddedDistribution.cached(cache, v);
            String use = v.equals(builtIn) ? "server: {type: embedded}  (the default)" : "server: {type: embedded, version: " + v + "}";
            Status status = cached ? Status.CACHED : v.equals(builtIn) ? Status.BUILT_IN : Status.AVAILABLE;
            out.add(new Entry(v, status, cached ? EmbeddedDistribution.folder(cache, v).toString() : null, use, Source.MAVEN));
        }
        List<String> debianNotes = new ArrayList<>();
        List<DebianBuilds.Available> offered = List.of();
        try {
            offered = debian.available(debianNotes::add);
        } catch (DebianArchive.NoSuchSuite wrong) {
            throw wrong; // a suite the user named that does not exist: the answer would mislead
        } catch (ServerException e) {
            debianNotes.add(e.getMessage());
        }
        List<DebianBuilds.Cached> fetched = debian.cached();
        Set<String> names = new LinkedHashSet<>();
        fetched.forEach(c -> names.add(c.build().name()));
        offered.forEach(a -> names.add(a.name()));
        for (String n : names.stream().sorted(ServerVersions::compareNames).toList()) {
            String use = "server: {type: embedded, version: " + n + "}";
            Optional<DebianBuilds.Cached> c = fetched.stream().filter(f -> f.build().name().equals(n)).findFirst();
            if (c.isPresent()) {
                out.add(new Entry(n, Status.CACHED, c.get().folder().toString(), use, Source.DEBIAN));
            } else {
                DebianBuilds.Available a = offered.stream().filter(o -> o.name().equals(n)).findFirst().orElseThrow();
                out.add(new Entry(n, Status.AVAILABLE, "Debian " + a.suite() + " (" + a.debianVersion() + ")", use, Source.DEBIAN));
            }
        }
        Set<Path> places = new LinkedHashSet<>(USUAL_PLACES);
        basedirs.forEach(p -> places.add(p.toAbsolutePath().normalize()));
        places.addAll(children(Path.of("/opt")));
        places.addAll(unpackedTarballs(cache));
        for (Path p : places) {
            boolean named = basedirs.stream().anyMatch(b -> b.toAbsolutePath().normalize().equals(p));
            if (!named && !hasDaemon(p)) {
                continue;
            }
            try {
                ServerDistribution d = ServerDistribution.locate(p);
                out.add(new Entry(d.release(), Status.INSTALLED, p.toString(), "server: {type: binaries, basedir: " + p + "}", Source.MACHINE));
            } catch (ServerException e) {
                out.add(new Entry("(unusable: " + e.getMessage() + ")", Status.INSTALLED, p.toString(), "-", Source.MACHINE));
            }
        }
        return new ServerVersions(out, repository, problem, debian.source().describe(),
                debianNotes.isEmpty() ? null : String.join("; ", debianNotes));
    }

    private static boolean hasDaemon(Path p) {
        return Stream.of("bin/mariadbd", "sbin/mariadbd", "bin/mysqld", "sbin/mysqld").anyMatch(d -> Files.isExecutable(p.resolve(d)));
    }

    private static List<String> cachedVersions(Path cache) {
        return children(cache).stream().map(p -> p.getFileName().toString())
                .filter(n -> n.matches("mariadb-\\d+\\.\\d+\\.\\d+")).map(n -> n.substring("mariadb-".length())).toList();
    }

    private static List<Path> unpackedTarballs(Path cache) {
        List<Path> out = new ArrayList<>();
        for (Path t : children(cache.resolve("tarballs"))) {
            List<Path> inside = children(t);
            out.add(inside.size() == 1 ? inside.get(0) : t);
        }
        return out;
    }

    private static List<Path> children(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isDirectory).filter(p -> !p.getFileName().toString().startsWith(".")).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** mysql-… before mariadb-…, each in numeric order. */
    static int compareNames(String a, String b) {
        int flavour = Boolean.compare(a.startsWith("mariadb-"), b.startsWith("mariadb-"));
        return flavour != 0 ? flavour : compareVersions(a.replaceAll("^[a-z]+-", ""), b.replaceAll("^[a-z]+-", ""));
    }

    /** Numeric order of dotted versions (10.11.5 after 10.2.11). */
    static int compareVersions(String a, String b) {
        String[] x = a.split("\\.");
        String[] y = b.split("\\.");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            int c = Integer.compare(i < x.length ? parse(x[i]) : 0, i < y.length ? parse(y[i]) : 0);
            if (c != 0) {
                return c;
            }
        }
        return a.compareTo(b);
    }

    private static int parse(String s) {
        try {
            return Integer.parseInt(s.replaceAll("\\D.*", ""));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.util.BuildInfo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plugin author's whole path: {@code benchlab plugins init}, {@code mvn package} on the generated
 * project (offline, against this build's API and test kit put into a throw-away local repository;
 * everything else read from the machine's repository, which is never written), the kit's tests in
 * that build, {@code benchlab plugins install} of the jar, and runs of both generated workloads.
 */
class PluginTemplateTest {
    private static final String NAME = "kit-demo";
    @TempDir
    static Path dir;

    @AfterAll
    static void stop() {
        new Cli(dir.resolve("home")).stopServer("e2e-template");
    }

    @Test
    void generatedProjectBuildsTestsInstallsAndRuns() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Path project = dir.resolve(NAME);
        cli.ok("plugins", "init", NAME, "--dir", project.toString());
        assertTrue(Files.isRegularFile(project.resolve("src/test/java/com/example/kitdemo/KitDemoPluginTest.java")));

        String version = BuildInfo.load().benchlabVersion();
        Path repo = seedRepository(dir.resolve("m2"), version);
        Path settings = readOnlyMirror(dir.resolve("settings.xml"));
        Path log = dir.resolve("mvn.log");
        ProcessBuilder pb = new ProcessBuilder(mvn(), "-B", "-o", "-s", settings.toString(), "-Dmaven.repo.local=" + repo,
                "-Daether.offline.protocols=file", "-Dstyle.color=never", "package")
                .directory(project.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home")); // this JDK (21+), not whatever `java` is on the PATH
        Process mvn = pb.start();
        mvn.getOutputStream().close();
        boolean ended = mvn.waitFor(15, TimeUnit.MINUTES);
        if (!ended) {
            mvn.destroyForcibly();
        }
        assertTrue(ended && mvn.exitValue() == 0, () -> "mvn package of the generated project failed:\n" + tail(log));
        int[] tests = surefireTotals(project.resolve("target/surefire-reports"));
        assertTrue(tests[0] >= 16, "the kit's suites ran in the generated build: " + tests[0] + " tests");
        assertEquals(0, tests[1], "failures or errors in the generated project's kit tests");

        Path jar = project.resolve("target/" + NAME + "-0.1.0-SNAPSHOT.jar");
        Cli.Result installed = cli.ok("plugins", "install", jar.toString());
        assertTrue(installed.out().contains("workload " + NAME) && installed.out().contains("workload " + NAME + "-stream"), installed.out());
        Cli.Result list = cli.ok("plugins");
        assertTrue(list.out().contains(NAME + "-stream"), list.out());

        Bundle queries = run(cli, "template-queries", "workload: {plugin: " + NAME + ", parameters: {rows: 2000}}\n");
        assertEquals(List.of("count", "by-group"), queries.measurements().stream().map(m -> m.operation()).distinct().toList());
        assertTrue(queries.measurements().stream().allMatch(m -> m.error() == null && m.rows() > 0));
        Bundle stream = run(cli, "template-stream", "workload: {plugin: " + NAME + "-stream, parameters: {batch: 5}}\n"
                + "stream: {threads: 2, operations: 30, duration: 60s}\n");
        assertTrue(stream.streams().stream().anyMatch(s -> s.units() > 0), stream.streams().toString());
    }

    private static Bundle run(Cli cli, String name, String workload) throws IOException {
        Path exp = dir.resolve(name + ".yaml");
        Files.writeString(exp, "name: " + name + "\nserver: {type: embedded, profile: e2e-template}\n" + workload
                + "phases: {cold: false, warm: 1}\n");
        Cli.Result r = cli.ok("run", exp.toString(), "--quiet");
        Bundle b = new BundleReader().read(Path.of(r.out().strip()));
        assertEquals(RunStatus.COMPLETE, b.manifest().status(), b.manifest().message());
        return b;
    }

    /** A throw-away local repository holding this build's parent pom, API, core and test kit, as `mvn install` would lay them out. */
    private static Path seedRepository(Path repo, String version) throws IOException {
        Path root = Path.of(System.getProperty("benchlab.root", "..")).toAbsolutePath().normalize();
        put(repo, "benchlab-parent", version, root.resolve("pom.xml"), null);
        for (String[] m : new String[][] {{"api", "src/api"}, {"core", "src/core"}, {"testkit", "src/testkit"}}) {
            String artifact = "benchlab-" + m[0];
            Path jar = root.resolve(m[1]).resolve("target/" + artifact + "-" + version + ".jar");
            assertTrue(Files.isRegularFile(jar), jar + " is missing: run this test through `mvn verify`, which packages the modules first");
            put(repo, artifact, version, root.resolve(m[1]).resolve("pom.xml"), jar);
        }
        return repo;
    }

    private static void put(Path repo, String artifact, String version, Path pom, Path jar) throws IOException {
        Path folder = Files.createDirectories(repo.resolve("io/benchlab").resolve(artifact).resolve(version));
        Files.copy(pom, folder.resolve(artifact + "-" + version + ".pom"));
        if (jar != null) {
            Files.copy(jar, folder.resolve(artifact + "-" + version + ".jar"));
        }
    }

    /** Settings whose only repository is the machine's local one, read over file:// (allowed offline, never written). */
    private static Path readOnlyMirror(Path settings) throws IOException {
        String local = Path.of(System.getProperty("benchlab.mavenRepository",
                Path.of(System.getProperty("user.home"), ".m2", "repository").toString())).toUri().toString();
        String repo = "<id>central</id><url>" + local + "</url><releases><checksumPolicy>ignore</checksumPolicy></releases>"
                + "<snapshots><enabled>false</enabled></snapshots>";
        Files.writeString(settings, "<settings><profiles><profile><id>machine</id>"
                + "<repositories><repository>" + repo + "</repository></repositories>"
                + "<pluginRepositories><pluginRepository>" + repo + "</pluginRepository></pluginRepositories>"
                + "</profile></profiles><activeProfiles><activeProfile>machine</activeProfile></activeProfiles></settings>\n");
        return settings;
    }

    private static String mvn() {
        for (String d : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path p = Path.of(d, "mvn");
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        throw new AssertionError("mvn is not on the PATH");
    }

    /** Tests run and (failures + errors) over the surefire reports. */
    private static int[] surefireTotals(Path reports) throws IOException {
        Pattern p = Pattern.compile("Tests run: (\\d+), Failures: (\\d+), Errors: (\\d+)");
        int[] totals = new int[2];
        List<Path> files;
        try (Stream<Path> s = Files.list(reports)) {
            files = s.filter(f -> f.toString().endsWith(".txt")).toList();
        }
        for (Path f : files) {
            Matcher m = p.matcher(Files.readString(f));
            if (m.find()) {
                totals[0] += Integer.parseInt(m.group(1));
                totals[1] += Integer.parseInt(m.group(2)) + Integer.parseInt(m.group(3));
            }
        }
        return totals;
    }

    private static String tail(Path log) {
        try {
            List<String> lines = new ArrayList<>(Files.readAllLines(log));
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 60), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }
}

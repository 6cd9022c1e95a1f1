package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.util.BuildInfo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A plugin author's whole path, as the README tells it: its "Writing a workload plugin" commands run
 * exactly as written by bash in an empty folder ({@code benchlab plugins init my-workload && cd my-workload},
 * {@code mvn package}, {@code benchlab plugins install target/…jar}), with this build's CLI as
 * {@code benchlab} on the PATH and an EMPTY local Maven repository ({@code -Dmaven.repo.local} of a fresh
 * folder, through MAVEN_OPTS, and the same folder for benchlab as BENCHLAB_MAVEN_LOCAL) and only the
 * repositories Maven knows by itself (Central): the API and test kit can only come from the SDK that
 * {@code plugins init} installs. The kit's suites run in that build; then both generated workloads run.
 */
class PluginTemplateTest {
    private static final String NAME = "my-workload";

    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-template");

    @Test
    void theReadmesPluginCommandsWorkAsWrittenWithAnEmptyLocalRepository() throws Exception {
        String commands = readmePluginCommands();
        for (String step : List.of("benchlab plugins init " + NAME, "mvn package", "benchlab plugins install target/")) {
            assertTrue(commands.contains(step), "the README's plugin commands no longer say '" + step + "':\n" + commands);
        }
        Path m2 = Files.createDirectories(cli.dir().resolve("m2"));
        try (Stream<Path> s = Files.list(m2)) {
            assertEquals(0, s.count(), "the local repository starts empty");
        }
        Path work = Files.createDirectories(cli.dir().resolve("work"));
        Path log = cli.dir().resolve("readme-commands.log");
        ProcessBuilder pb = new ProcessBuilder("bash", "-euo", "pipefail", "-c", commands)
                .directory(work.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        Map<String, String> env = pb.environment();
        env.put("PATH", benchlabOnPath(cli.dir().resolve("bin")) + ":" + env.getOrDefault("PATH", "/usr/bin:/bin"));
        env.put("JAVA_HOME", System.getProperty("java.home")); // this JDK (21+) for mvn, not whatever `java` is on the PATH
        env.put("BENCHLAB_HOME", cli.home().toString());
        env.put("MAVEN_OPTS", "-Dmaven.repo.local=" + m2 + " -Dstyle.color=never");
        env.put("BENCHLAB_MAVEN_LOCAL", m2.toString());
        Process bash = pb.start();
        bash.getOutputStream().close();
        boolean ended = bash.waitFor(20, TimeUnit.MINUTES);
        if (!ended) {
            bash.destroyForcibly();
        }
        assertTrue(ended && bash.exitValue() == 0, () -> "the README's plugin commands failed:\n" + commands + "\n---\n" + tail(log));

        String version = BuildInfo.load().benchlabVersion();
        assertTrue(Files.isRegularFile(m2.resolve("io/benchlab/benchlab-testkit/" + version + "/benchlab-testkit-" + version + ".jar")),
                "plugins init installed the test kit into the local repository");
        assertTrue(Files.isDirectory(m2.resolve("org/junit/jupiter")), "everything else came from Maven Central");
        Path project = work.resolve(NAME);
        int[] tests = surefireTotals(project.resolve("target/surefire-reports"));
        assertTrue(tests[0] >= 16, "the kit's suites ran in the generated build: " + tests[0] + " tests");
        assertEquals(0, tests[1], "failures or errors in the generated project's kit tests");
        assertTrue(Files.isRegularFile(cli.home().resolve("plugins/" + NAME + "-0.1.0-SNAPSHOT.jar")), "plugins install copied the jar");

        Cli.Result list = cli.ok("plugins");
        assertTrue(list.out().contains(NAME + "-stream"), list.out());
        Bundle queries = run("template-queries", "workload: {plugin: " + NAME + ", parameters: {rows: 2000}}\n");
        assertEquals(List.of("count", "by-group"), queries.measurements().stream().map(m -> m.operation()).distinct().toList());
        assertTrue(queries.measurements().stream().allMatch(m -> m.error() == null && m.rows() > 0));
        Bundle stream = run("template-stream", "workload: {plugin: " + NAME + "-stream, parameters: {batch: 5}}\n"
                + "stream: {threads: 2, operations: 30, duration: 60s}\n");
        assertTrue(stream.streams().stream().anyMatch(s -> s.units() > 0), stream.streams().toString());
    }

    /** The shell block under the README's "Writing a workload plugin", as it stands. */
    private static String readmePluginCommands() throws IOException {
        String readme = Files.readString(root().resolve("README.md"));
        Matcher m = Pattern.compile("## Writing a workload plugin\\s+```sh\\n(.*?)```", Pattern.DOTALL).matcher(readme);
        assertTrue(m.find(), "README.md has no ```sh block under '## Writing a workload plugin'");
        return m.group(1);
    }

    /** A folder with {@code benchlab}: this build's CLI on its class path, as the ./benchlab launcher runs it. */
    private static Path benchlabOnPath(Path bin) throws IOException {
        Path target = root().resolve("src/cli/target");
        Path script = Files.createDirectories(bin).resolve("benchlab");
        Files.writeString(script, "#!/bin/sh\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                + target.resolve("benchlab-cli.jar") + ":" + target.resolve("lib") + "/*' io.benchlab.cli.Main \"$@\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    private static Path root() {
        return Path.of(System.getProperty("benchlab.root", "..")).toAbsolutePath().normalize();
    }

    private static Bundle run(String name, String workload) throws IOException {
        Path exp = cli.write(name + ".yaml", "name: " + name + "\nserver: {type: embedded, profile: e2e-template}\n" + workload
                + "phases: {cold: false, warm: 1}\n");
        Bundle b = cli.runBundle(exp);
        assertEquals(RunStatus.COMPLETE, b.manifest().status(), b.manifest().message());
        return b;
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

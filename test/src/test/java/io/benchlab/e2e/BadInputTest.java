package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.BundleReader;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Bad input gets one clear line and a non-zero exit, with no stack trace, and nothing is measured
 * when validation fails.
 */
class BadInputTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-bad");
    static final Path dir = cli.dir();

    @BeforeAll
    static void setUp() throws IOException {
        Files.writeString(dir.resolve("q.sql"), "SELECT 1;\n");
    }

    private static Cli.Result runYaml(String name, String yaml) throws IOException {
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, yaml);
        return cli.run("run", file.toString(), "--quiet");
    }

    private static Cli.Result runExperiment(String name, String extra) throws IOException {
        return cli.run("run", Experiments.write(dir.resolve(name), name, "e2e-bad", extra).toString(), "--quiet");
    }

    /** One line on stderr starting with "benchlab:", exit 2 (bad input, nothing started), no stack trace. */
    private static String oneClearLine(Cli.Result r) {
        assertEquals(2, r.exitCode(), r.all());
        assertFalse(r.all().contains("\tat "), "no stack trace without --verbose: " + r.all());
        String[] lines = r.err().strip().split("\n");
        String last = lines[lines.length - 1];
        assertTrue(last.startsWith("benchlab: "), r.err());
        return last;
    }

    @Test
    void malformedYamlNamesTheLine() throws IOException {
        String line = oneClearLine(runYaml("malformed", "name: x\nworkload:\n  plugin: sql-file\nvariants: [\n  {name: a\n"));
        assertTrue(line.contains("malformed.yaml line"), line);
    }

    @Test
    void misspelledFieldNamesLineAndField() throws IOException {
        String line = oneClearLine(runYaml("misspelt", "name: x\nworkload:\n  plugin: sql-file\nvarients:\n  - name: a\n"));
        assertTrue(line.contains("line 4") && line.contains("'varients'") && line.contains("variants"), line);
    }

    @Test
    void wrongTypeNamesTheField() throws IOException {
        String line = oneClearLine(runYaml("type", "name: x\nworkload:\n  plugin: sql-file\nphases:\n  warm: lots\n"));
        assertTrue(line.contains("line 5") && line.contains("phases.warm"), line);
    }

    @Test
    void passwordsInFilesAreRefused() throws IOException {
        String line = oneClearLine(runYaml("pw", "name: x\nworkload:\n  plugin: sql-file\nserver:\n  type: external\n"
                + "  url: jdbc:mysql://127.0.0.1:3306/\n  password: hunter2\n"));
        assertTrue(line.contains("passwords are not accepted") && line.contains("line 7"), line);
        assertFalse(line.contains("hunter2"));
    }

    @Test
    void unknownPluginListsInstalledOnes() throws IOException {
        String line = oneClearLine(runYaml("plugin", "name: x\nworkload:\n  plugin: sql-fil\n"));
        assertTrue(line.contains("unknown workload plugin 'sql-fil'") && line.contains("sql-file") && line.contains("line 3"), line);
    }

    @Test
    void unknownPluginParameterIsNamed() throws IOException {
        String line = oneClearLine(runYaml("param", "name: x\nworkload:\n  plugin: sql-file\n  parameters:\n    queries: q.sql\n    repetition: 3\n"));
        assertTrue(line.contains("unknown parameter 'repetition'") && line.contains("repetitions"), line);
    }

    @Test
    void verboseShowsTheTraceEvenAfterANestedSubcommand() {
        Cli.Result r = cli.run("dataset", "load", "no-such-dataset", "--verbose");
        assertNotEquals(0, r.exitCode());
        assertTrue(r.err().contains("unknown dataset 'no-such-dataset'") && r.err().contains("\tat "), r.err());
    }

    @Test
    void missingFileIsClear() {
        String line = oneClearLine(cli.run("run", dir.resolve("nope.yaml").toString()));
        assertTrue(line.contains("experiment file not found"), line);
    }

    @Test
    void unknownVariableIsRejectedBeforeAnythingRuns() throws IOException {
        Cli.Result r = runExperiment("unknownvar", "variants:\n  - name: a\n    settings:\n      innodb_bufer_pool_size: 64M\n");
        String line = oneClearLine(r);
        assertTrue(line.contains("unknown variable 'innodb_bufer_pool_size'") && line.contains("did you mean innodb_buffer_pool_size"), line);
        assertTrue(line.contains("variant 'a'"), line);
        assertTrue(new BundleReader().list(cli.home().resolve("runs")).isEmpty(), "nothing runs when validation fails");
    }

    /**
     * What only the live server can tell is listed too: every refused setting of every variant, found in
     * the same step, each at its own line (a setting the sweep would repeat is named once), and nothing runs.
     */
    @Test
    void everyRefusedSettingOfEveryVariantIsOneLineOfOneRun() throws IOException {
        Cli.Result r = runExperiment("refused", "variants:\n  - name: a\n    settings:\n      innodb_bufer_pool_size: 64M\n"
                + "      join_buffer_size: lots\n  - name: b\n    settings:\n      sort_bufer_size: 1M\n");
        assertEquals(2, r.exitCode(), r.all());
        java.util.List<String> lines = r.err().strip().lines().filter(l -> l.startsWith("benchlab: ")).toList();
        assertEquals(3, lines.size(), r.err());
        assertTrue(lines.get(0).contains("refused.yaml line 14: variant 'a': unknown variable 'innodb_bufer_pool_size'"), lines.get(0));
        assertTrue(lines.get(1).contains("refused.yaml line 15: variant 'a': illegal value for join_buffer_size"), lines.get(1));
        assertTrue(lines.get(2).contains("refused.yaml line 18: variant 'b': unknown variable 'sort_bufer_size'")
                && lines.get(2).contains("did you mean sort_buffer_size"), lines.get(2));
        assertTrue(new BundleReader().list(cli.home().resolve("runs")).isEmpty(), "nothing runs when validation fails");
    }

    @Test
    void illegalValueCarriesTheServersOwnMessage() throws IOException {
        String line = oneClearLine(runExperiment("illegal", "variants:\n  - name: a\n    settings:\n      join_buffer_size: lots\n"));
        assertTrue(line.contains("illegal value for join_buffer_size") && line.contains("server says"), line);
    }

    @Test
    void unknownOptimizerSwitchFlagListsTheServersFlags() throws IOException {
        String line = oneClearLine(runExperiment("flag", "variants:\n  - name: a\n    settings:\n      optimizer_switch: {batched_key_acces: on}\n"));
        assertTrue(line.contains("no flag 'batched_key_acces'") && line.contains("join_cache_bka"), line);
    }

    /**
     * The query file's own mistakes (issue 27): setup DDL marked as a stream, an unknown ${…}
     * function, a per-execution function in a timed query — each one line naming the file and line,
     * before any server starts.
     */
    @Test
    void sqlFileMistakesAreOneLineBeforeAnythingStarts() throws IOException {
        String[][] cases = {
                {"ddl-stream", "SELECT 1;\n-- name: make\n-- stream\nCREATE TABLE t (id INT);\n",
                        "ddl-stream.sql line 4: make (CREATE TABLE t (id INT)) is marked as a stream, but it creates a table"},
                {"unknown-function", "-- stream\nCALL p(${random:1:10});\n", "unknown-function.sql line 2: ${random:1:10} is no function"},
                {"timed-function", "-- name: q\nSELECT ${rand:1:9};\n", "timed-function.sql line 2: q uses"},
        };
        for (String[] c : cases) {
            Files.writeString(dir.resolve(c[0] + ".sql"), c[1]);
            Cli.Result r = runYaml(c[0], "name: " + c[0] + "\nworkload:\n  plugin: sql-file\n  parameters: {queries: " + c[0] + ".sql}\n"
                    + "stream: {threads: 10, iterations: 100}\n");
            String line = oneClearLine(r);
            assertEquals(2, r.exitCode(), r.all());
            assertTrue(line.contains(c[2]), line);
            assertTrue(new BundleReader().list(dir.resolve("home").resolve("runs")).stream()
                    .noneMatch(p -> p.getFileName().toString().endsWith("-" + c[0])), "nothing ran: no bundle for " + c[0]);
        }
    }

    @Test
    void missingBinariesAreNamed() throws IOException {
        String line = oneClearLine(runYaml("bin", "name: x\nworkload:\n  plugin: sql-file\n  parameters: {queries: q.sql}\n"
                + "server:\n  type: binaries\n  basedir: " + dir.resolve("no-mysql") + "\n"));
        assertTrue(line.contains("does not exist"), line);
    }

    @Test
    void portInUseIsClear() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String line = oneClearLine(cli.run("server", "start", "--profile", "e2e-port", "--port", String.valueOf(taken.getLocalPort())));
            assertTrue(line.contains("port " + taken.getLocalPort()) && line.contains("in use"), line);
        }
    }

    @Test
    void unreachableServerIsClear() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort(); // closed again: nobody listens there
        }
        String line = oneClearLine(runYaml("unreachable", "name: x\nworkload:\n  plugin: sql-file\n  parameters: {queries: q.sql}\n"
                + "phases: {cold: false, warm: 1}\nserver:\n  type: external\n  url: jdbc:mysql://127.0.0.1:" + port + "/\n  user: root\n"));
        assertTrue(line.contains("cannot connect") && line.contains("unreachable"), line);
    }

    @Test
    void wrongPasswordIsClearAndNotEchoed() throws IOException {
        Cli.Result started = cli.run("server", "start", "--profile", "e2e-bad");
        assertEquals(0, started.exitCode(), started.all());
        String port = started.out().replaceAll("(?s).*port=(\\d+).*", "$1").strip();
        Path pw = dir.resolve("pw.txt");
        Files.writeString(pw, "definitely-wrong");
        Files.setPosixFilePermissions(pw, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        Cli.Result r = runYaml("wrongpw", "name: x\nworkload:\n  plugin: sql-file\n  parameters: {queries: q.sql}\n"
                + "phases: {cold: false, warm: 1}\nserver:\n  type: external\n  url: jdbc:mysql://127.0.0.1:" + port + "/\n  user: root\n"
                + "  passwordFile: " + pw + "\n");
        String line = oneClearLine(r);
        assertTrue(line.contains("Access denied"), line);
        assertFalse(r.all().contains("definitely-wrong"), "the password never appears");
    }

    @Test
    void coldPhaseOnAnExternalServerIsRefusedWithTheReason() throws IOException {
        String line = oneClearLine(runYaml("extcold", "name: x\nworkload:\n  plugin: sql-file\n  parameters: {queries: q.sql}\n"
                + "server:\n  type: external\n  url: jdbc:mysql://127.0.0.1:1/\n"));
        assertTrue(line.contains("cold phases need a managed server"), line);
    }

    @Test
    void moreThreadsThanTheServerAllowsAreRefusedBeforeAnyBundle() throws IOException {
        // valid on paper (at most 4096), but the server allows max_connections (151 by default): refused once it is known,
        // before any dataset, setup or bundle — not after minutes of waiting on the connection pool
        Cli.Result r = runYaml("maxconn", "name: x\nserver: {profile: e2e-bad}\nworkload:\n  plugin: oltp-insert\n"
                + "  parameters: {tableSize: 10}\nphases: {cold: false, warm: 1}\nstream:\n  threads: 400\n  duration: 1s\n");
        String line = oneClearLine(r);
        assertTrue(line.contains("maxconn.yaml line 8: ") && line.contains("stream.threads needs 404 connections")
                && line.contains("max_connections"), line);
        assertTrue(new BundleReader().list(cli.home().resolve("runs")).isEmpty(), "no bundle when validation fails");
    }

    @Test
    void aRelativePasswordFileStartsAtTheExperimentsFolder() throws IOException {
        Path sub = Files.createDirectories(dir.resolve("pwdir"));
        Files.writeString(sub.resolve("q.sql"), "SELECT 1;\n");
        Path file = sub.resolve("relpw.yaml");
        Files.writeString(file, "name: x\nworkload:\n  plugin: sql-file\n  parameters: {queries: q.sql}\nphases: {cold: false, warm: 1}\n"
                + "server:\n  type: external\n  url: jdbc:mysql://127.0.0.1:1/\n  passwordFile: secret.txt\n");
        String line = oneClearLine(cli.run("run", file.toString()));
        assertTrue(line.contains(sub.resolve("secret.txt").toString() + ": no such file"), "resolved next to the experiment: " + line);
        assertTrue(line.contains("relpw.yaml line 6: "), line);
        Files.writeString(file, "name: x\nworkload:\n  plugin: sql-file\n  parameters: {queries: q.sql}\n"
                + "server:\n  type: binaries\n  basedir: mysql-8.4\n");
        line = oneClearLine(cli.run("run", file.toString()));
        assertTrue(line.contains(sub.resolve("mysql-8.4").toString()) && line.contains("does not exist"), "basedir too: " + line);
        assertTrue(line.contains("relpw.yaml line 5: "), line);
    }

    @Test
    void anUnknownStreamCounterIsRefusedWithSuggestions() throws IOException {
        Cli.Result r = runYaml("counters", "name: x\nserver: {profile: e2e-bad}\nworkload:\n  plugin: oltp-insert\n"
                + "  parameters: {tableSize: 10}\nphases: {cold: false, warm: 1}\nstream:\n  duration: 1s\n"
                + "  counters: [Innodb_buffer_pool_reads, Innodb_bufer_pool_reads]\n");
        String line = oneClearLine(r);
        assertTrue(line.contains("counters.yaml line 9: ") && line.contains("no status variable 'Innodb_bufer_pool_reads'")
                && line.contains("did you mean Innodb_buffer_pool_reads"), line);
        assertTrue(new BundleReader().list(cli.home().resolve("runs")).isEmpty(), "no bundle when validation fails");
    }
}

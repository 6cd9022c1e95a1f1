package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A password written inside the JDBC URL ({@code user:PW@host} and {@code ?password=PW}) connects, and
 * then appears nowhere: not in any file under the home (bundles, logs, the report), not in what
 * show, compare and the report print, not in --verbose output.
 */
class UrlPasswordTest {
    private static final String PROFILE = "e2e-urlpw";
    private static final String PASSWORD = "pw" + UUID.randomUUID().toString().replace("-", "");
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping(PROFILE);
    static final Path dir = cli.dir();
    static int port;

    @BeforeAll
    static void startServerWithAPasswordUser() throws Exception {
        Cli.Result started = cli.ok("server", "start", "--profile", PROFILE);
        port = Integer.parseInt(started.out().replaceAll("(?s).*port=(\\d+).*", "$1").strip());
        try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port + "/?sslMode=DISABLED", "root", "");
             Statement s = c.createStatement()) {
            // the server gets the hash only, so nothing in its datadir or logs can hold the password's text
            s.execute("CREATE USER 'bench'@'%' IDENTIFIED BY PASSWORD '" + nativeHash(PASSWORD) + "'");
            s.execute("GRANT ALL ON *.* TO 'bench'@'%'");
        }
    }

    /** mysql_native_password's stored form: '*' + hex(SHA1(SHA1(password))). */
    private static String nativeHash(String pw) throws NoSuchAlgorithmException {
        MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
        byte[] once = sha1.digest(pw.getBytes(StandardCharsets.UTF_8));
        return "*" + HexFormat.of().withUpperCase().formatHex(MessageDigest.getInstance("SHA-1").digest(once));
    }

    private static Path experiment(String name, String serverBlock) throws IOException {
        Files.writeString(dir.resolve("setup.sql"), Experiments.SETUP);
        Files.writeString(dir.resolve("queries.sql"), Experiments.QUERIES);
        String yaml = """
                name: %s
                workload:
                  plugin: sql-file
                  parameters: {setup: setup.sql, queries: queries.sql, schema: e2e_urlpw}
                phases: {cold: false, warm: 2}
                %s
                variants:
                  - name: small-sort
                    settings: {sort_buffer_size: 256K}
                  - name: big-sort
                    settings: {sort_buffer_size: 4M}
                """.formatted(name, serverBlock);
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, yaml);
        return file;
    }

    @Test
    void thePasswordConnectsAndIsFoundNowhere() throws IOException {
        List<String> printed = new ArrayList<>();
        Path userInfo = experiment("urlpw-userinfo", "server:\n  type: external\n  url: jdbc:mysql://bench:" + PASSWORD + "@127.0.0.1:"
                + port + "/\n");
        Cli.Result run = cli.ok("run", userInfo.toString(), "--verbose");
        printed.add(run.all());
        assertTrue(run.err().contains("urlpw-userinfo.yaml line 8: server.url: the url carries a password")
                && run.err().contains("prefer passwordEnv"), run.err());

        // ?password= works too (it used to be ignored: "using password: NO")
        Path query = experiment("urlpw-query", "server:\n  type: external\n  url: jdbc:mysql://127.0.0.1:" + port
                + "/?password=" + PASSWORD + "\n  user: bench\n");
        Cli.Result run2 = cli.ok("run", query.toString(), "--verbose");
        printed.add(run2.all());
        assertTrue(run2.err().contains("server.url: the url carries a password"), run2.err());

        printed.add(cli.ok("show", "latest", "--verbose").all());
        printed.add(cli.ok("show", "latest", "--format", "json").all());
        printed.add(cli.run("compare", "latest", "--verbose").all());
        Path report = cli.home().resolve("report.html");
        printed.add(cli.ok("report", "latest", "-o", report.toString(), "--verbose").all());
        assertTrue(Files.size(report) > 0);
        String show = printed.get(2);
        assertTrue(show.contains("bench:***@127.0.0.1") || show.contains("external jdbc:mysql://127.0.0.1"), show);

        for (String out : printed) {
            assertFalse(out.contains(PASSWORD), "printed output holds the password: " + out);
        }
        List<Path> checked = new ArrayList<>();
        try (Stream<Path> files = Files.walk(cli.home())) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                if (f.startsWith(cli.home().resolve("cache"))) {
                    continue; // server binaries unpacked before any run; nothing a run writes
                }
                byte[] bytes = Files.readAllBytes(f);
                assertFalse(new String(bytes, StandardCharsets.ISO_8859_1).contains(PASSWORD), "the password is in " + f);
                checked.add(f);
            }
        }
        assertTrue(checked.stream().anyMatch(p -> p.endsWith("experiment.yaml")), "bundles were checked: " + checked);
        assertTrue(checked.stream().anyMatch(p -> p.endsWith("variants.jsonl")), "bundles were checked: " + checked);
        String stored = Files.readString(checked.stream().filter(p -> p.endsWith("experiment.yaml")).findFirst().orElseThrow());
        assertTrue(stored.contains("***"), "the stored experiment shows where the password was: " + stored);
    }

    @Test
    void theUserInTheUrlIsUsed() throws IOException, SQLException {
        // no `user:` line: the URL's user connects (the default would be root)
        Path file = experiment("urlpw-user", "server:\n  type: external\n  url: jdbc:mysql://bench:" + PASSWORD + "@127.0.0.1:"
                + port + "/\n");
        Cli.Result r = cli.ok("run", file.toString(), "--quiet");
        assertEquals(0, r.exitCode(), r.all());
    }
}

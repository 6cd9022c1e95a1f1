package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Plugins built apart from the app: sources compiled here against the API jar only, packed into
 * jars, dropped into a plugins folder and loaded at run time, each in its own class loader.
 */
class PluginJarTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-plugins");
    static final Path dir = cli.dir();
    static Path pluginsDir;

    static final String GOOD = """
            package acme.bench;
            import io.benchlab.api.*;
            import java.util.List;
            public final class CountPlugin implements WorkloadPlugin {
                public String id() { return "acme-count"; }
                public String description() { return "counts rows of a table the plugin creates"; }
                public List<ParameterSpec> parameters() {
                    return List.of(ParameterSpec.integer("rows", 100, "rows to create").withRange(1.0, 1000000.0));
                }
                public Workload create(Parameters p) {
                    int rows = p.getInt("rows");
                    return new Workload() {
                        public String schema() { return "acme"; }
                        public void prepare(WorkloadContext c) throws Exception {
                            try (var s = c.connection().createStatement()) {
                                s.execute("DROP TABLE IF EXISTS n");
                                s.execute("CREATE TABLE n (i INT PRIMARY KEY)");
                                StringBuilder sb = new StringBuilder("INSERT INTO n VALUES ");
                                for (int i = 0; i < rows; i++) { sb.append(i == 0 ? "" : ",").append('(').append(i).append(')'); }
                                s.execute(sb.toString());
                            }
                        }
                        public List<Operation> operations() {
                            return List.of(new QueryOperation("count", "", "SELECT COUNT(*) FROM n"));
                        }
                    };
                }
            }
            """;

    static final String THROWING = """
            package acme.boom;
            import io.benchlab.api.*;
            import java.util.List;
            public final class BoomPlugin implements WorkloadPlugin {
                public String id() { return "acme-boom"; }
                public String description() { return "fails while preparing"; }
                public List<ParameterSpec> parameters() { return List.of(); }
                public Workload create(Parameters p) {
                    return new Workload() {
                        public void prepare(WorkloadContext c) { throw new IllegalStateException("kaboom in prepare"); }
                        public List<Operation> operations() { return List.of(new QueryOperation("one", "", "SELECT 1")); }
                    };
                }
            }
            """;

    /** Says it was compiled against API 2, as a plugin built for a later benchlab does (the constant is inlined). */
    static final String FUTURE = """
            package acme.future;
            import io.benchlab.api.*;
            import java.util.List;
            public final class FuturePlugin implements WorkloadPlugin {
                public int apiVersion() { return 2; }
                public String id() { return "acme-future"; }
                public String description() { return "built for a later plugin API"; }
                public List<ParameterSpec> parameters() { return List.of(); }
                public Workload create(Parameters p) {
                    return () -> List.of(new QueryOperation("one", "", "SELECT 1"));
                }
            }
            """;

    @BeforeAll
    static void buildJars() throws IOException {
        pluginsDir = dir.resolve("plugins");
        Files.createDirectories(pluginsDir);
        jar("acme-count", "acme.bench.CountPlugin", GOOD);
        jar("acme-boom", "acme.boom.BoomPlugin", THROWING);
        Files.writeString(pluginsDir.resolve("broken.jar"), "this is not a jar");
        jarInto(dir.resolve("elsewhere"), "acme-future", "acme.future.FuturePlugin", FUTURE);
        jarInto(dir.resolve("elsewhere"), "acme-count-copy", "acme.bench.CountPlugin", GOOD);
        jarInto(dir.resolve("elsewhere"), "acme-count-v2", "acme.bench.CountPlugin", GOOD);
    }

    /** `plugins install` copies a good jar into HOME/plugins, where `plugins` and a run find it. */
    @Test
    void installCopiesAGoodJarWhereRunsFindIt() throws IOException {
        Cli own = new Cli(dir.resolve("install-home"));
        Cli.Result r = own.run("plugins", "install", dir.resolve("elsewhere/acme-count-copy.jar").toString());
        assertEquals(0, r.exitCode(), r.all());
        assertTrue(r.out().contains("installed workload acme-count"), r.out());
        Path installed = own.home().resolve("plugins/acme-count-copy.jar");
        assertTrue(Files.isRegularFile(installed), "not copied into HOME/plugins");
        Cli.Result list = own.run("plugins");
        assertTrue(list.out().contains("acme-count") && list.out().contains(installed.toString()), list.out());
        // installing the same file again replaces the copy instead of clashing with it
        assertEquals(0, own.run("plugins", "install", dir.resolve("elsewhere/acme-count-copy.jar").toString()).exitCode());
        // a newer build under another name replaces the older copy in HOME/plugins
        Cli.Result upgrade = own.run("plugins", "install", dir.resolve("elsewhere/acme-count-v2.jar").toString());
        assertEquals(0, upgrade.exitCode(), upgrade.all());
        assertTrue(upgrade.out().contains("removed the older copy " + installed), upgrade.out());
        assertFalse(Files.exists(installed));
        assertTrue(Files.isRegularFile(own.home().resolve("plugins/acme-count-v2.jar")));
    }

    /** A jar for another API major, a clash with an installed id, or not a jar: one line each, nothing copied. */
    @Test
    void installRefusesWhatWouldNotLoad() throws IOException {
        Cli own = new Cli(dir.resolve("refuse-home"));
        Cli.Result future = own.run("plugins", "install", dir.resolve("elsewhere/acme-future.jar").toString());
        assertEquals(2, future.exitCode(), future.all());
        assertEquals(1, future.err().strip().lines().count(), future.err());
        assertTrue(future.err().contains("'acme-future' was built for plugin API 2, this benchlab has API " + WorkloadPlugin.API_VERSION)
                && future.err().contains("not installed"), future.err());
        Cli.Result clash = own.run("plugins", "install", dir.resolve("elsewhere/acme-count-copy.jar").toString(),
                "--plugins", pluginsDir.toString());
        assertEquals(2, clash.exitCode(), clash.all());
        assertTrue(clash.err().contains("'acme-count' is already provided by " + pluginsDir.resolve("acme-count.jar")), clash.err());
        Cli.Result notJar = own.run("plugins", "install", pluginsDir.resolve("broken.jar").toString());
        assertEquals(2, notJar.exitCode(), notJar.all());
        assertTrue(notJar.err().contains("not a readable jar"), notJar.err());
        Path ownPlugins = own.home().resolve("plugins");
        if (Files.exists(ownPlugins)) {
            try (Stream<Path> copied = Files.list(ownPlugins)) {
                assertEquals(List.of(), copied.toList(), "a refused jar was copied");
            }
        }
    }

    static void jar(String name, String className, String source) throws IOException {
        jarInto(pluginsDir, name, className, source);
    }

    /** Compiles one class against the API jar alone and packs it with its service entry into {@code into/NAME.jar}. */
    static void jarInto(Path into, String name, String className, String source) throws IOException {
        Path src = dir.resolve("src-" + name);
        Path classes = dir.resolve("classes-" + name);
        Path file = src.resolve(className.replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.createDirectories(classes);
        Files.writeString(file, source);
        String apiJar = Path.of(WorkloadPlugin.class.getProtectionDomain().getCodeSource().getLocation().getPath()).toString();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, "--release", "21", "-cp", apiJar, "-d", classes.toString(), file.toString());
        assertEquals(0, rc, "plugin source must compile against the API alone");
        Files.createDirectories(into);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(into.resolve(name + ".jar")));
             Stream<Path> walk = Files.walk(classes)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(p).toString().replace('\\', '/')));
                Files.copy(p, out);
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry("META-INF/services/io.benchlab.api.WorkloadPlugin"));
            OutputStream o = out;
            o.write((className + "\n").getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
    }

    @Test
    void droppedInJarsAreListedAndABadJarIsReportedNotFatal() {
        Cli.Result r = cli.run("plugins", "--plugins", pluginsDir.toString());
        assertEquals(0, r.exitCode(), r.all());
        assertTrue(r.out().contains("acme-count") && r.out().contains("acme-count.jar"), r.out());
        assertTrue(r.out().contains("sql-file") && r.out().contains("built-in"), r.out());
        assertTrue(r.out().contains("Skipped:") && r.out().contains("broken.jar"), r.out());
    }

    @Test
    void aJarPluginRunsLikeABuiltIn() throws IOException {
        Path exp = dir.resolve("count.yaml");
        Files.writeString(exp, "name: count\nserver: {type: embedded, profile: e2e-plugins}\nworkload:\n  plugin: acme-count\n"
                + "  parameters: {rows: 500}\nphases: {cold: false, warm: 2}\n");
        Cli.Result r = cli.run("run", exp.toString(), "--quiet", "--plugins", pluginsDir.toString());
        assertEquals(0, r.exitCode(), r.all());
        Bundle b = new BundleReader().read(Path.of(r.out().strip()));
        assertEquals(RunStatus.COMPLETE, b.manifest().status());
        assertEquals(2, b.measurements().size());
        assertTrue(b.measurements().stream().allMatch(m -> m.rows() == 1 && m.error() == null));
    }

    @Test
    void aThrowingPluginIsNamedAndTheRunFailsCleanly() throws IOException {
        Path exp = dir.resolve("boom.yaml");
        Files.writeString(exp, "name: boom\nserver: {type: embedded, profile: e2e-plugins}\nworkload: {plugin: acme-boom}\n"
                + "phases: {cold: false, warm: 1}\n");
        Cli.Result r = cli.run("run", exp.toString(), "--quiet", "--plugins", pluginsDir.toString());
        assertEquals(4, r.exitCode(), "it failed after the run started: " + r.all());
        assertTrue(r.err().contains("plugin 'acme-boom' failed in prepare()") && r.err().contains("kaboom in prepare"), r.err());
        assertFalse(r.all().contains("\tat "), r.all());
        List<Path> bundles = new BundleReader().list(cli.home().resolve("runs"));
        Bundle b = new BundleReader().read(bundles.stream().filter(p -> p.toString().contains("boom")).findFirst().orElseThrow());
        assertEquals(RunStatus.FAILED, b.manifest().status());
        assertTrue(b.manifest().message().contains("acme-boom"), b.manifest().message());
    }
}

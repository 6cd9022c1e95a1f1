package io.benchlab.e2e;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The set-up CLI end-to-end tests share: a folder of the test class's own, the CLI with its home
 * in it ({@code dir/home}), and at the end the managed servers the class started stopped (a test
 * must not leave servers behind) and the folder removed. Register it as a static field:
 * <pre>{@code @RegisterExtension static final CliFixture cli = CliFixture.stopping("e2e-x");}</pre>
 * The folder exists from then on, so a class's static initialisers and {@code @BeforeAll} methods
 * can use it.
 */
final class CliFixture extends Cli implements AfterAllCallback {
    private final Path dir;
    private final List<String> profiles;

    private CliFixture(Path dir, List<String> profiles) {
        super(dir.resolve("home"));
        this.dir = dir;
        this.profiles = profiles;
    }

    /** A fresh folder and CLI; {@code profiles} are the managed servers stopped after the class's tests. */
    static CliFixture stopping(String... profiles) {
        return new CliFixture(newFolder(), List.of(profiles));
    }

    /** A new empty folder under the system temp folder, for one test class. */
    static Path newFolder() {
        try {
            return Files.createTempDirectory("benchlab-e2e-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A copy of the folder {@code from} (a fixture bundle, say) at {@code to}. */
    static void copyFolder(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.sorted(Comparator.naturalOrder()).toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
    }

    /** Removes a test class's folder and all in it. */
    static void deleteFolder(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** The class's folder (experiment files, SQL files); the CLI's home is {@code home} inside it. */
    Path dir() {
        return dir;
    }

    /** Writes a file under the folder (its parent folders too) and returns its path. */
    Path write(String relative, String text) throws IOException {
        Path file = dir.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    /** {@code benchlab run FILE --quiet}, which must succeed, and the bundle it printed the folder of. */
    Bundle runBundle(Path experiment) {
        Result run = ok("run", experiment.toString(), "--quiet");
        return new BundleReader().read(Path.of(run.out().strip()));
    }

    /** The first bundle in the home's runs folder (for a class that runs one experiment). */
    Bundle firstBundle() {
        BundleReader reader = new BundleReader();
        return reader.read(reader.list(home().resolve("runs")).get(0));
    }

    /**
     * {@code benchlab run FILE --quiet --home HOME} in its own JVM (to be killed, or to hold a lock
     * against this one), its output in the folder's HOME.log.
     */
    Process startCli(Path home, Path experiment) throws IOException {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> cmd = new ArrayList<>(List.of(java, "-cp", cp));
        String cache = System.getProperty("benchlab.cache");
        if (cache != null) {
            cmd.add("-Dbenchlab.cache=" + cache);
        }
        cmd.addAll(List.of("io.benchlab.cli.Main", "run", experiment.toString(), "--quiet", "--home", home.toString()));
        return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve(home.getFileName() + ".log").toFile()).start();
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        profiles.forEach(this::stopServer);
        deleteFolder(dir);
    }
}

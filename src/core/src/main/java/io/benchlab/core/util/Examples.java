package io.benchlab.core.util;

import io.benchlab.core.BenchlabException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The example experiments shipped inside the engine (the repository's {@code examples/} folder). Opening
 * one copies the whole folder into {@code HOME/examples/} once, so its relative paths (SQL files) work and
 * the user's edits are never overwritten by a later opening.
 */
public final class Examples {
    /** How a command line names a shipped example instead of a file: {@code example:sql-file}. */
    public static final String PREFIX = "example:";

    private static final String ROOT = "/io/benchlab/resources/examples";

    private final BenchlabHome home;

    public Examples(BenchlabHome home) {
        this.home = home;
    }

    /** Where examples are unpacked. */
    public Path folder() {
        return home.root().resolve("examples");
    }

    /** File names of the example experiments, sorted (e.g. {@code sql-file.yaml}). */
    public List<String> names() {
        return withShipped(dir -> {
            try (Stream<Path> files = Files.list(dir)) {
                return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).sorted().toList();
            }
        });
    }

    /** The unpacked experiment file of an example (unpacking the folder's missing files first). */
    public Path open(String name) {
        if (!names().contains(name)) {
            throw new BenchlabException("no example named '" + name + "' (examples: " + String.join(", ", names()) + ")");
        }
        withShipped(dir -> {
            try (Stream<Path> all = Files.walk(dir)) {
                for (Path source : all.filter(Files::isRegularFile).toList()) {
                    Path target = folder().resolve(dir.relativize(source).toString());
                    if (!Files.exists(target)) {
                        Files.createDirectories(target.getParent());
                        try (InputStream in = Files.newInputStream(source)) {
                            Files.copy(in, target);
                        }
                    }
                }
            }
            return null;
        });
        return folder().resolve(name);
    }

    /**
     * An experiment as a command line names it: {@code example:NAME} (or {@code example:NAME.yaml}) is the
     * shipped example, unpacked first as {@link #open} does; anything else is a file path.
     */
    public Path experiment(String argument) {
        if (!argument.startsWith(PREFIX)) {
            return Path.of(argument);
        }
        String name = argument.substring(PREFIX.length());
        String file = name.endsWith(".yaml") ? name : name + ".yaml";
        if (!names().contains(file)) {
            throw new BenchlabException((name.isEmpty() ? "which example? " : "no example named '" + name + "'; ")
                    + "the examples: " + String.join(", ", names().stream().map(n -> PREFIX + n.substring(0, n.length() - ".yaml".length())).toList()));
        }
        return open(file);
    }

    private interface DirWork<T> {
        T apply(Path dir) throws IOException;
    }

    /** Runs the work on the shipped folder, whether the engine runs from classes on disk or from a jar. */
    private static <T> T withShipped(DirWork<T> work) {
        URL url = Examples.class.getResource(ROOT);
        if (url == null) {
            throw new BenchlabException("this build of benchlab has no examples");
        }
        try {
            URI uri = url.toURI();
            if (!"jar".equals(uri.getScheme())) {
                return work.apply(Path.of(uri));
            }
            FileSystem fs;
            boolean mine = false;
            try {
                fs = FileSystems.newFileSystem(uri, Map.of());
                mine = true;
            } catch (FileSystemAlreadyExistsException e) {
                fs = FileSystems.getFileSystem(uri);
            }
            try {
                return work.apply(fs.provider().getPath(uri));
            } finally {
                if (mine) {
                    fs.close();
                }
            }
        } catch (IOException | URISyntaxException e) {
            throw new BenchlabException("cannot read the shipped examples: " + e.getMessage(), e);
        }
    }
}

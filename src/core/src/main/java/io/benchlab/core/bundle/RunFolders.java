package io.benchlab.core.bundle;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.util.BenchlabHome;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where the runs of a home went: {@code HOME/runs}, and every other folder a run was told to write
 * its bundle into ({@code run -o DIR}), remembered one absolute path a line in
 * {@value #INDEX}. So {@code show latest}, {@code runs}, ids and names find a bundle wherever
 * {@code run} put it, without a flag on every reading command.
 */
public record RunFolders(BenchlabHome home) {
    /** The index file in the home: one runs folder per line, in the order first used. */
    public static final String INDEX = "run-folders";

    /** HOME/runs first, then each remembered folder that still exists, each once. */
    public List<Path> all() {
        Set<Path> out = new LinkedHashSet<>();
        out.add(home.runs().toAbsolutePath().normalize());
        remembered().stream().filter(Files::isDirectory).forEach(out::add);
        return List.copyOf(out);
    }

    /** The folders written in the index, whether they still exist or not. */
    private List<Path> remembered() {
        Path index = home.root().resolve(INDEX);
        if (!Files.isRegularFile(index)) {
            return List.of();
        }
        try {
            return Files.readAllLines(index, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).map(l -> Path.of(l.strip())).toList();
        } catch (IOException e) {
            throw new BenchlabException("cannot read " + index + ": " + e.getMessage(), e);
        }
    }

    /**
     * Remembers a folder bundles are written into, before the run starts (so a run killed midway is
     * found too). HOME/runs and folders already known are not written again.
     */
    public void remember(Path runsDir) {
        Path dir = runsDir.toAbsolutePath().normalize();
        if (dir.equals(home.runs().toAbsolutePath().normalize()) || remembered().contains(dir)) {
            return;
        }
        Path index = home.root().resolve(INDEX);
        try {
            Files.createDirectories(home.root());
            // one short line appended at once: two runs starting together cannot interleave inside it
            Files.writeString(index, dir + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new BenchlabException("cannot write " + index + ": " + e.getMessage(), e);
        }
    }

    /** Bundles in every folder, newest first (folder names begin with their start time). */
    List<Path> bundles(BundleReader reader) {
        List<Path> out = new ArrayList<>();
        for (Path folder : all()) {
            out.addAll(reader.list(folder));
        }
        out.sort((a, b) -> b.getFileName().toString().compareTo(a.getFileName().toString()));
        return out;
    }
}

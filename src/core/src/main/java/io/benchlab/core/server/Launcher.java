package io.benchlab.core.server;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How the programs of a server build are started: the one place that turns "run mysqld with these
 * arguments" into a command line. A build of this machine's (the embedded MariaDB, a tarball,
 * /usr) runs its programs as they are; a build fetched from a newer Debian suite needs a newer C
 * library than the machine's, so its programs run under the dynamic loader fetched with it, with
 * its own libraries only (as a portable tarball does).
 */
public sealed interface Launcher {
    /** Programs run as they are. */
    Launcher DIRECT = new Direct();

    /** The command that runs {@code program} (a path inside the build) with {@code args}. */
    List<String> command(Path program, List<String> args);

    default List<String> command(Path program, String... args) {
        return command(program, Arrays.asList(args));
    }

    /** A build whose programs the kernel starts itself (their loader and libraries are the machine's). */
    record Direct() implements Launcher {
        @Override
        public List<String> command(Path program, List<String> args) {
            List<String> cmd = new ArrayList<>();
            cmd.add(program.toString());
            cmd.addAll(args);
            return cmd;
        }
    }

    /**
     * A build that brings its own dynamic loader and libraries. Its programs are ELF files under
     * {@code programs}; at their usual places under {@code root} stand small scripts that run them
     * the same way (written by {@link #wrapper}), so the build's own scripts (mariadb-install-db runs
     * my_print_defaults and mariadbd by path) work too. Started from Java, a program runs under the
     * loader directly, with no shell in between; {@code --argv0} keeps the name it would have.
     *
     * @param loader      the fetched {@code ld-linux-x86-64.so.2}
     * @param libraryPath the fetched library folders, searched before nothing else of the machine's
     * @param root        the folder holding the programs' usual places (the wrappers)
     * @param programs    the folder holding the real programs, laid out as under {@code root}
     */
    record OwnLoader(Path loader, List<Path> libraryPath, Path root, Path programs) implements Launcher {
        @Override
        public List<String> command(Path program, List<String> args) {
            Path real = program.startsWith(root) ? programs.resolve(root.relativize(program).toString()) : program;
            List<String> cmd = new ArrayList<>();
            if (isElf(real)) {
                cmd.addAll(List.of(loader.toString(), "--library-path", libraryPathText(), "--argv0", program.toString(), real.toString()));
            } else {
                cmd.add(program.toString()); // a script: the programs it runs are the wrappers at their usual places
            }
            cmd.addAll(args);
            return cmd;
        }

        public String libraryPathText() {
            return libraryPath.stream().map(Path::toString).collect(Collectors.joining(":"));
        }

        /** The script that stands at a program's usual place and runs the real one under the fetched loader. */
        public String wrapper(Path program) {
            Path real = programs.resolve(root.relativize(program).toString());
            return "#!/bin/sh\n"
                    + "# written by benchlab: runs this program of a fetched server build with the C library and libraries fetched with it\n"
                    + "exec " + quote(loader.toString()) + " --library-path " + quote(libraryPathText()) + " --argv0 \"$0\" "
                    + quote(real.toString()) + " \"$@\"\n";
        }

        private static String quote(String s) {
            return "'" + s.replace("'", "'\\''") + "'";
        }
    }

    /** Whether a file starts with the ELF magic (a program the loader runs, not a script). */
    static boolean isElf(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] magic = in.readNBytes(4);
            return magic.length == 4 && magic[0] == 0x7f && magic[1] == 'E' && magic[2] == 'L' && magic[3] == 'F';
        } catch (IOException e) {
            return false;
        }
    }
}

package io.benchlab.core.agent;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The agent's entry point on a load host ({@code benchlab-agent} starts it): in core, so that any
 * face that runs load hosts — the CLI's {@code benchlab run}, the desktop app — ships what the
 * host needs in its own class path. Options: {@code --plugin-dir DIR}, repeated. The plan comes on
 * standard input; standard output is the wire, so nothing else may print there.
 */
public final class AgentMain {
    private AgentMain() {
    }

    public static void main(String[] args) throws IOException {
        List<Path> pluginDirs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if ("--plugin-dir".equals(args[i]) && i + 1 < args.length) {
                pluginDirs.add(Path.of(args[++i]));
            } else if (args[i].startsWith("--plugin-dir=")) {
                pluginDirs.add(Path.of(args[i].substring("--plugin-dir=".length())));
            } else {
                System.err.println("benchlab agent: unknown argument '" + args[i] + "' (it takes --plugin-dir DIR)");
                System.exit(64);
            }
        }
        System.exit(run(pluginDirs));
    }

    /** Runs the agent on this process's standard streams; returns its exit code. */
    public static int run(List<Path> pluginDirs) throws IOException {
        // the real standard output, not whatever a library may have swapped in: it carries the protocol
        PrintStream wire = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err); // stray prints (a plugin's, a driver's) must not corrupt the protocol
        return new Agent(System.in, wire, pluginDirs).run();
    }
}

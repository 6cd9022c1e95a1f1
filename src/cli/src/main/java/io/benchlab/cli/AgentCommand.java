package io.benchlab.cli;

import io.benchlab.core.agent.AgentMain;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code benchlab agent}: the load-host side of a stream with {@code stream.agents}. Started by
 * {@code benchlab run} over SSH, never by hand, so it is hidden from the main help (docs/cli.md
 * lists it under "Internal commands"). Its plan — with the database password — comes on standard
 * input only; its standard output is the wire protocol, so nothing else may print there.
 */
@Command(name = "agent", hidden = true, mixinStandardHelpOptions = true,
        description = {"Internal: run a share of a stream on a load host (stream.agents).",
                "Started over SSH by 'benchlab run', not by hand: reads its plan as JSON on",
                "standard input, writes an HdrHistogram interval log on standard output."})
final class AgentCommand implements java.util.concurrent.Callable<Integer> {

    @Option(names = "--plugin-dir", paramLabel = "DIR", description = "A folder of plugin jars to load besides the built-in ones.")
    List<Path> pluginDirs = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        return AgentMain.run(pluginDirs); // the load hosts themselves start AgentMain; this is the same agent by hand
    }
}

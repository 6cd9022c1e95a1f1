package io.benchlab.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * docs/cli.md as the program would write it: each command's section holds the command's own
 * {@code --help} (so the page cannot drift from the program) and the exit-code table is
 * {@link ExitCode#table()}. Tests compare the page with this; a failing test leaves the page as it
 * should be in {@code target/cli.md}.
 */
final class CliDocs {
    static final Path PAGE = Path.of("../../docs/cli.md");
    /** A command's heading, any paragraphs (no heading among them), then the help block. */
    private static final Pattern SECTION = Pattern.compile("(?m)^### `(benchlab[^`]*)`\\n((?:(?!#|```)[^\\n]*\\n)*)```\\n(.*?)```\\n", Pattern.DOTALL);
    private static final Pattern EXIT_TABLE = Pattern.compile("(?ms)^## Exit codes\\n\\n(\\| code \\| meaning \\|\\n.*?)\\n\\n");

    private CliDocs() {
    }

    /** Every command by its full name ("benchlab", "benchlab server start"), the hidden ones included. */
    static Map<String, CommandLine> commands() {
        Map<String, CommandLine> out = new LinkedHashMap<>();
        add(Main.commandLine(), out);
        return out;
    }

    private static void add(CommandLine cl, Map<String, CommandLine> out) {
        if (cl.getCommand() instanceof CommandLine.HelpCommand) {
            return;
        }
        out.putIfAbsent(cl.getCommandSpec().qualifiedName(), cl);
        cl.getSubcommands().values().forEach(sub -> add(sub, out));
    }

    /** A command's --help as it prints it, without colours. */
    static String help(CommandLine cl) {
        return cl.getUsageMessage(CommandLine.Help.Ansi.OFF);
    }

    /** The page with every section's help and the exit-code table replaced by what the program says now. */
    static String regenerate(String page) {
        Map<String, CommandLine> commands = commands();
        Matcher m = SECTION.matcher(page);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            CommandLine cl = commands.get(m.group(1));
            String block = cl == null ? m.group(3) : help(cl);
            m.appendReplacement(out, Matcher.quoteReplacement("### `" + m.group(1) + "`\n" + m.group(2) + "```\n" + block + "```\n"));
        }
        m.appendTail(out);
        Matcher t = EXIT_TABLE.matcher(out);
        return t.find() ? out.replace(t.start(1), t.end(1), ExitCode.table().stripTrailing()).toString() : out.toString();
    }

    /** The commands the page has a section for. */
    static List<String> sections(String page) {
        List<String> out = new ArrayList<>();
        Matcher m = SECTION.matcher(page);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}

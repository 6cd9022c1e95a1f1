package io.benchlab.cli;

import io.benchlab.api.ParameterSpec;
import io.benchlab.core.plugin.Loaded;
import io.benchlab.core.plugin.PluginRegistry;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import java.util.Locale;

@Command(name = "plugins", mixinStandardHelpOptions = true, description = "List installed workloads and datasets with their parameters.",
        aliases = "plugin", subcommands = {PluginInstallCommand.class, PluginInitCommand.class})
final class PluginsCommand implements Callable<Integer> {

    @Option(names = {"-v", "--parameters"}, description = "Also list every parameter with type and default.")
    boolean parameters;

    @Mixin
    HomeOption home;

    @Mixin
    PluginsOption plugins;

    @Override
    public Integer call() {
        try (PluginRegistry r = plugins.registry(home)) {
            // one column for every id, workloads and datasets alike, as wide as the longest (oltp_update_non_index)
            int width = java.util.stream.Stream.concat(r.workloads().stream().map(l -> l.provider().id()),
                    r.datasets().stream().map(l -> l.provider().id())).mapToInt(String::length).max().orElse(0);
            String line = "  %-" + Math.max(1, width) + "s  %s  [%s]%n";
            System.out.println("Workloads:");
            for (Loaded<io.benchlab.api.WorkloadPlugin> l : r.workloads()) {
                System.out.printf(Locale.ROOT, line, l.provider().id(), l.provider().description(), l.source());
                if (parameters) {
                    if (!l.provider().needsServer()) {
                        System.out.println("      (needs no database server: run it with server: {type: none})");
                    }
                    l.provider().parameters().forEach(PluginsCommand::printParameter);
                }
            }
            System.out.println("Datasets:");
            for (Loaded<io.benchlab.api.DatasetProvider> l : r.datasets()) {
                System.out.printf(Locale.ROOT, line, l.provider().id(), l.provider().description(), l.source());
                if (parameters) {
                    l.provider().parameters().forEach(PluginsCommand::printParameter);
                }
            }
            if (!r.problems().isEmpty()) {
                System.out.println("Skipped:");
                r.problems().forEach(p -> System.out.println("  " + p));
            }
        }
        return ExitCode.OK.code();
    }

    private static void printParameter(ParameterSpec p) {
        String def = p.required() ? "required" : p.defaultValue() == null ? "optional" : "default " + p.defaultValue();
        String choices = p.choices().isEmpty() ? "" : " " + p.choices();
        System.out.printf(Locale.ROOT, "      %-20s %-11s %-18s %s%s%n", p.name(), p.type().name().toLowerCase(java.util.Locale.ROOT), def,
                p.description(), choices);
    }
}

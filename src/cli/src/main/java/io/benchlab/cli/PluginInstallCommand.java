package io.benchlab.cli;

import io.benchlab.core.plugin.PluginInstaller;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "install", mixinStandardHelpOptions = true,
        description = {"Check a plugin jar and copy it into HOME/plugins (replacing a jar of the same name).",
                "Refused, with the reason in one line, when it provides nothing, fails to load, clashes with an installed id",
                "or was built for another plugin API version."})
final class PluginInstallCommand implements Callable<Integer> {

    @Parameters(paramLabel = "JAR", description = "The plugin jar, e.g. target/my-workload-1.0.jar.")
    Path jar;

    @Mixin
    HomeOption home;

    @Mixin
    PluginsOption plugins;

    @Override
    public Integer call() {
        BenchlabHome h = home.resolve();
        PluginInstaller.Installed done = new PluginInstaller(PluginInstallCommand.class.getClassLoader(), plugins.folders(home), h.plugins())
                .install(jar);
        System.out.println("installed " + String.join(", ", done.provides()) + " into " + done.target());
        done.replaced().forEach(old -> System.out.println("removed the older copy " + old));
        return ExitCode.OK.code();
    }
}

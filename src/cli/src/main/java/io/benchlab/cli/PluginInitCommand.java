package io.benchlab.cli;

import io.benchlab.core.plugin.PluginSdk;
import io.benchlab.core.server.MavenSource;
import io.benchlab.core.util.BuildInfo;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "init", mixinStandardHelpOptions = true,
        description = {"Create a plugin project: a Maven build (API provided, test kit for tests), a query and a stream workload,"
                + " a kit test for each, example experiments and a README. Then: cd NAME && mvn package && benchlab plugins install target/*.jar",
                "First installs this benchlab's plugin SDK (the API and the test kit) into the local Maven repository, where mvn"
                + " finds it: ~/.m2/repository, or the one -Dmaven.repo.local, BENCHLAB_MAVEN_LOCAL or settings.xml name."})
final class PluginInitCommand implements Callable<Integer> {

    @Parameters(paramLabel = "NAME", description = "Workload id and Maven artifactId, e.g. my-workload.")
    String name;

    @Option(names = "--group", description = "Maven groupId (default: ${DEFAULT-VALUE}).", defaultValue = "com.example")
    String group;

    @Option(names = "--package", description = "Java package (default: GROUP.NAME without dashes).")
    String pkg;

    /** Accepted as by every plugins command, so scripts can pass --home uniformly; a new project needs no state. */
    @Mixin
    HomeOption home;

    @Option(names = "--dir", description = "Folder to create (default: ./NAME); must not exist or be empty.")
    Path dir;

    @Override
    public Integer call() {
        String version = BuildInfo.load().benchlabVersion();
        PluginTemplate t = new PluginTemplate(name, group, pkg != null ? pkg : PluginTemplate.defaultPackage(group, name), version);
        Path target = (dir != null ? dir : Path.of(name)).toAbsolutePath().normalize();
        PluginSdk sdk = PluginSdk.beside(PluginInitCommand.class);
        sdk.requireVersion(version);
        Path repository = sdk.install(MavenSource.fromEnvironment().localRepository());
        System.out.println("installed the plugin SDK " + version + " (benchlab-api, benchlab-testkit) into " + repository);
        t.write(target);
        System.out.println("created " + target + " (workloads " + name + " and " + name + "-stream)");
        System.out.println("next: cd " + target + " && mvn package && benchlab plugins install target/" + name + "-0.1.0-SNAPSHOT.jar");
        return ExitCode.OK.code();
    }
}

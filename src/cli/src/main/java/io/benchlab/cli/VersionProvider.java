package io.benchlab.cli;

import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.util.BuildInfo;
import picocli.CommandLine;

final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        BuildInfo b = BuildInfo.load();
        return new String[] {"benchlab " + b.benchlabVersion() + " (plugin API " + WorkloadPlugin.API_VERSION
                + ", embedded MariaDB " + b.mariadbVersion() + ")"};
    }
}

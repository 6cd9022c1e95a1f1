package io.benchlab.core.run;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What a {@link TargetFactory} needs to know about the run it creates targets for.
 *
 * @param folder        the experiment file's folder, where relative paths (passwordFile, basedir, tarball) start
 * @param purpose       what the run is, for the lock of each managed profile (a refused run names it)
 * @param keepServers   leave the servers this run started running at its end
 * @param notices       where to say what was cleaned up after a dead run, and which server was stopped for another
 * @param workloadFiles the workload's own files, asked for when needed (a server-less target evicts them)
 */
public record RunScope(Path folder, String purpose, boolean keepServers, Consumer<String> notices, Supplier<List<Path>> workloadFiles) {
}

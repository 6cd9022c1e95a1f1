package io.benchlab.core.run;

import io.benchlab.core.remote.SshSession;
import java.nio.file.Path;
import java.util.List;

/**
 * The machine a target's server runs on, as a side load's command reaches it ({@code sideload[].command}):
 * this one, with the server build's programs first on the PATH, or the remote host over the
 * target's SSH connection. A target whose host benchlab cannot reach has none ({@link Target#serverHost()}).
 */
sealed interface ServerHost {

    /** The login user of the server (the command's BENCHLAB_USER). */
    String user();

    /**
     * This machine.
     *
     * @param programs folders put before the PATH (the server build's bin folders, so {@code mariadb-dump} is its own)
     */
    record Here(List<Path> programs, String user) implements ServerHost {
    }

    /** The remote host, over the target's own SSH connection; commands run in the login's home folder. */
    record OverSsh(SshSession ssh, String user) implements ServerHost {
    }
}

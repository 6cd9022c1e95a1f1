package io.benchlab.core.run;

import io.benchlab.core.probe.SystemSampler.ProcFiles;
import io.benchlab.core.server.Endpoint;
import java.nio.file.Path;
import java.util.List;

/**
 * Whose machine the server runs on, as the run's environment describes it: this one, a host whose
 * files benchlab reads over SSH, or one it cannot see (an external server on another host). The
 * bundle then says which machine its CPU, memory and OS figures belong to, and keeps the client's
 * apart when the server is elsewhere.
 */
public sealed interface ServerMachine {

    /**
     * The machine of servers reached by these JDBC URLs: this one when every URL names a loopback
     * address, else the hosts they name (benchlab has no access to them).
     */
    static ServerMachine ofUrls(List<String> jdbcUrls) {
        List<String> hosts = jdbcUrls.stream().map(Endpoint::host).distinct().toList();
        return hosts.stream().allMatch(Endpoint::isLoopback) ? new ThisMachine() : new Unseen(String.join(", ", hosts));
    }

    /**
     * The server runs here (managed, a sandbox, an external server on 127.0.0.1), or there is none.
     *
     * @param dataDir the server's data folder, whose disk the environment describes; null when not known
     */
    record ThisMachine(Path dataDir) implements ServerMachine {
        /** Here, data folder unknown (a server benchlab did not start, or none). */
        public ThisMachine() {
            this(null);
        }
    }

    /** The server's host, its files read through {@code files}; {@code seenOver} says how (e.g. {@code ssh}). */
    record Remote(ProcFiles files, String seenOver) implements ServerMachine {
    }

    /** Another host benchlab has no access to, named as the user gave it. */
    record Unseen(String host) implements ServerMachine {
    }
}

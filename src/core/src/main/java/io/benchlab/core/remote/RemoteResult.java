package io.benchlab.core.remote;

/** What a remote command did: its exit code and what it printed. */
public record RemoteResult(int exitCode, String stdout, String stderr) {
    public boolean ok() {
        return exitCode == 0;
    }
}

package io.benchlab.core.remote;

import io.benchlab.core.probe.BlockDevice;
import io.benchlab.core.probe.SystemSampler;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The machine beneath a remote server, as {@link SystemSampler} samples it: its /proc files read
 * over the SSH connection (one command per snapshot, {@link RemoteProc}) and the disk holding the
 * server's datadir, found as {@link BlockDevice} finds it locally (the datadir's {@code st_dev}
 * through {@code /sys/dev/block}).
 */
public final class RemoteMachine {
    private static final Duration QUICK = Duration.ofSeconds(30);

    private RemoteMachine() {
    }

    /** A sampler of the host's CPU, the datadir's disk, the server process and the page cache. */
    public static SystemSampler sampler(RemoteServer server) {
        SshSession ssh = server.ssh();
        RemoteProc proc = new RemoteProc(ssh);
        return new SystemSampler(names -> proc.read(names).files(), device(ssh, server.dataDir()).orElse(null), server.pid().orElse(-1L));
    }

    /** The whole disk holding {@code dir} on the host; empty when its filesystem has none (tmpfs, overlay) or the host is not Linux. */
    public static Optional<BlockDevice> device(SshSession ssh, String dir) {
        RemoteResult st = ssh.run("stat -L -c %d " + Shell.quote(dir), QUICK);
        if (!st.ok()) {
            return Optional.empty();
        }
        long dev;
        try {
            dev = Long.parseLong(st.stdout().strip());
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        int major = BlockDevice.major(dev);
        int minor = BlockDevice.minor(dev);
        // a partition's sysfs folder sits inside its disk's: the disk is what /proc/diskstats sums
        String script = "p=$(readlink -f /sys/dev/block/" + major + ":" + minor + ") && [ -n \"$p\" ] && [ -e \"$p\" ] && "
                + "if [ -e \"$p/partition\" ]; then p=$(dirname \"$p\"); fi && basename \"$p\" && cat \"$p/dev\"";
        RemoteResult r = ssh.run(script, QUICK);
        List<String> lines = r.stdout().lines().toList();
        if (!r.ok() || lines.size() < 2) {
            return Optional.empty();
        }
        String[] mm = lines.get(1).strip().split(":");
        try {
            return Optional.of(new BlockDevice(lines.get(0).strip(), Integer.parseInt(mm[0]), Integer.parseInt(mm[1]),
                    "st_dev " + major + ":" + minor + " on " + ssh.target().host()));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}

package io.benchlab.bench;

import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.remote.RemotePageCache;
import io.benchlab.core.remote.RemoteProc;
import io.benchlab.core.remote.SshSession;
import io.benchlab.core.remote.SshTarget;
import io.benchlab.core.server.PasswordSource;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * What the SSH layer costs (not a test; nothing is asserted): connecting and logging in, one
 * command's round trip, one /proc snapshot (the per-interval price of remote system metrics), and
 * evicting plus measuring a remote folder. Prints the median and the maximum of N repetitions.
 *
 * <p>Arguments: HOST PORT USER IDENTITY_FILE KNOWN_HOSTS [REMOTE_FOLDER [N]]; the folder, when
 * given, is evicted and measured (it must exist there).
 */
public final class SshBench {
    private SshBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 5) {
            System.err.println("usage: SshBench HOST PORT USER IDENTITY_FILE KNOWN_HOSTS [REMOTE_FOLDER [N]]");
            System.exit(2);
        }
        SshTarget target = new SshTarget(args[0], Integer.parseInt(args[1]), args[2], Path.of(args[3]), Path.of(args[4]),
                new PasswordSource.None());
        String folder = args.length > 5 ? args[5] : null;
        int n = args.length > 6 ? Integer.parseInt(args[6]) : 50;
        Duration wait = Duration.ofSeconds(60);
        List<String> procFiles = List.of("proc/stat", "proc/meminfo", "proc/diskstats", "proc/self/stat", "proc/self/status");

        long[] connect = new long[Math.max(5, n / 5)];
        for (int i = 0; i < connect.length; i++) {
            long t0 = System.nanoTime();
            SshSession.open(target, HostKeyPolicy.KNOWN_ONLY).close();
            connect[i] = System.nanoTime() - t0;
        }
        print("connect + key login + close", connect);
        try (SshSession ssh = SshSession.open(target, HostKeyPolicy.KNOWN_ONLY)) {
            long[] command = new long[n];
            long[] snapshot = new long[n];
            RemoteProc proc = new RemoteProc(ssh);
            for (int i = 0; i < n; i++) {
                long t0 = System.nanoTime();
                ssh.runChecked(List.of("true"), wait);
                command[i] = System.nanoTime() - t0;
                t0 = System.nanoTime();
                proc.read(procFiles);
                snapshot[i] = System.nanoTime() - t0;
            }
            print("command round trip (true)", command);
            print("/proc snapshot (" + procFiles.size() + " files)", snapshot);
            if (folder != null) {
                RemotePageCache cache = new RemotePageCache(ssh);
                int files = cache.files(folder).size();
                long[] evict = new long[Math.max(3, n / 10)];
                long[] resident = new long[evict.length];
                for (int i = 0; i < evict.length; i++) {
                    long t0 = System.nanoTime();
                    cache.evict(folder);
                    evict[i] = System.nanoTime() - t0;
                    t0 = System.nanoTime();
                    cache.residentBytes(folder);
                    resident[i] = System.nanoTime() - t0;
                }
                print("evict " + files + " files", evict);
                print("residency of " + files + " files", resident);
            }
        }
    }

    private static void print(String what, long[] nanos) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        System.out.printf("%-34s median %8.2f ms   max %8.2f ms   (n=%d)%n", what, s[s.length / 2] / 1e6, s[s.length - 1] / 1e6, s.length);
    }
}

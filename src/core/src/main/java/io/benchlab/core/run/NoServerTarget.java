package io.benchlab.core.run;

import io.benchlab.core.bundle.Records.ColdProof;
import io.benchlab.core.probe.BlockDevice;
import io.benchlab.core.probe.SystemSampler;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.settings.StartupOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * No server ({@code server: {type: none}}), for a workload that declares it needs none. There
 * is no pool; a cold phase evicts the workload's own files from the page cache and proves it.
 */
final class NoServerTarget implements Target {
    private final Supplier<List<Path>> files;

    /** @param files the workload's own files, asked for when needed (they may be known only once it prepared) */
    NoServerTarget(Supplier<List<Path>> files) {
        this.files = files;
    }

    /** The workload's own files (cold eviction, the device sampled per interval). */
    List<Path> files() {
        return List.copyOf(files.get());
    }

    /**
     * The machine beneath the workload: the block device holding its files (the first one, or
     * its folder before it exists), so a storage workload's intervals carry the same disk
     * figures as a server's datadir; no process of ours to follow.
     */
    @Override
    public SystemSampler machineSampler() {
        BlockDevice device = files().stream().findFirst()
                .map(f -> Files.exists(f) ? f : f.toAbsolutePath().getParent())
                .flatMap(BlockDevice::holding).orElse(null);
        return new SystemSampler(device, -1);
    }

    @Override
    public ConnectionPool pool() {
        throw new ServerException("this run has no server (server type none)");
    }

    @Override
    public String label() {
        return "no server";
    }

    @Override
    public boolean hasServer() {
        return false;
    }

    @Override
    public void ensure(StartupOptions options, int maxConnections) {
        if (!options.options().isEmpty()) {
            throw new ServerException("start-up options " + options.options().keySet() + " need a managed server");
        }
    }

    /** The workload's files that exist, evicted from the OS page cache and measured as a datadir is ({@link ColdRestart#evict}). */
    @Override
    public ColdProof coldRestart(boolean dropCaches) {
        return ColdRestart.evict(ColdRestart.Data.here(files().stream().filter(Files::isRegularFile).toList()), dropCaches);
    }

    @Override
    public Optional<String> death() {
        return Optional.empty();
    }

    @Override
    public void close() {
    }
}

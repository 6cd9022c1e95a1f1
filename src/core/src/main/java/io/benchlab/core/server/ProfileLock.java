package io.benchlab.core.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One user of a managed server profile at a time: its server and the datasets in its datadir
 * belong to one run (or one `dataset load`) until it ends. The lock is an OS file lock on
 * {@code run.lock}, so it dies with its process: a killed run's lock is free for the next one,
 * which finds the dead holder's record in {@code holder.json} and cleans up after it (its queries
 * still running on the server). The record is a separate file because closing any descriptor of
 * a locked file drops the process's lock on it: readers ({@code server status}, a refused run)
 * must never open {@code run.lock}.
 */
public final class ProfileLock implements AutoCloseable {
    private static final ObjectMapper JSON = Json.mapper();
    private static final DateTimeFormatter SINCE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());

    /**
     * Who holds (or held) a profile.
     *
     * @param pid           the benchlab process
     * @param purpose       what it does, e.g. {@code run of experiment 'ssb'}
     * @param since         when it took the lock
     * @param serverPid     the server process its sessions belong to (0 before it connected)
     * @param startedServer it started that server (so whoever cleans up after it may stop it)
     * @param sessions      the server connection ids it opened (to find its queries after it died)
     */
    public record Holder(long pid, String purpose, Instant since, long serverPid, boolean startedServer, List<Long> sessions) {

        public boolean alive() {
            return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
        }

        /** One line: {@code pid 4242 (run of experiment 'ssb') since 2026-11-23 04:12:00}. */
        public String describe() {
            return "pid " + pid + " (" + purpose + ") since " + SINCE.format(since);
        }
    }

    private final ServerProfile profile;
    private final FileChannel channel;
    private final FileLock lock;
    private final Holder previous;
    private Holder holder;

    private ProfileLock(ServerProfile profile, FileChannel channel, FileLock lock, Holder previous, Holder holder) {
        this.profile = profile;
        this.channel = channel;
        this.lock = lock;
        this.previous = previous;
        this.holder = holder;
    }

    /** Takes the profile or fails with one line naming the holder. */
    public static ProfileLock acquire(ServerProfile profile, String purpose) {
        Optional<Holder> recorded = readHolder(profile);
        long self = ProcessHandle.current().pid();
        if (recorded.isPresent() && recorded.get().pid() == self) {
            // this process holds it (another run in the same JVM, e.g. the GUI): never touch run.lock from here
            throw refused(profile, recorded);
        }
        FileChannel ch = null;
        try {
            Files.createDirectories(profile.dir());
            ch = FileChannel.open(lockFile(profile), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock l;
            try {
                l = ch.tryLock();
            } catch (OverlappingFileLockException sameJvm) {
                l = null;
            }
            if (l == null) {
                ch.close();
                throw refused(profile, readHolder(profile));
            }
            Holder mine = new Holder(self, purpose, Instant.now(), 0, false, List.of());
            ProfileLock pl = new ProfileLock(profile, ch, l, recorded.orElse(null), mine);
            pl.write(mine);
            return pl;
        } catch (IOException e) {
            closeQuietly(ch);
            throw new ServerException("cannot lock server profile '" + profile.name() + "' (" + lockFile(profile) + "): " + e.getMessage(), e);
        }
    }

    private static ServerException refused(ServerProfile profile, Optional<Holder> holder) {
        return new ServerException("server profile '" + profile.name() + "' is in use by benchlab "
                + holder.map(Holder::describe).orElse("(another process)")
                + "; wait for it to finish, stop it, or use another profile");
    }

    /** The live holder of a profile, if any (for {@code server status}). */
    public static Optional<Holder> holder(ServerProfile profile) {
        return readHolder(profile).filter(Holder::alive);
    }

    /** The record of a holder that died without releasing, if any: its queries may still run on the server. */
    public static Optional<Holder> deadHolder(ServerProfile profile) {
        return readHolder(profile).filter(h -> !h.alive());
    }

    /** What the previous holder left when it died holding the profile; empty after a clean release. */
    public Optional<Holder> previous() {
        return Optional.ofNullable(previous);
    }

    /** Records that this holder started (or found) the server with this pid. */
    public synchronized void server(long serverPid, boolean started) {
        if (holder.serverPid() != serverPid) {
            holder = new Holder(holder.pid(), holder.purpose(), holder.since(), serverPid, started, List.of());
            write(holder);
        }
    }

    /** Records one of this holder's server sessions, so that a later run can end its queries if this process dies. */
    public synchronized void session(long serverPid, long connectionId) {
        if (serverPid != holder.serverPid()) {
            server(serverPid, false);
        }
        if (holder.sessions().contains(connectionId)) {
            return;
        }
        List<Long> ids = new ArrayList<>(holder.sessions());
        ids.add(connectionId);
        holder = new Holder(holder.pid(), holder.purpose(), holder.since(), holder.serverPid(), holder.startedServer(), List.copyOf(ids));
        write(holder);
    }

    private void write(Holder h) {
        try {
            Path tmp = holderFile(profile).resolveSibling("holder.json.tmp");
            JSON.writeValue(tmp.toFile(), h);
            Files.move(tmp, holderFile(profile), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new ServerException("cannot write " + holderFile(profile) + ": " + e.getMessage(), e);
        }
    }

    private static Optional<Holder> readHolder(ServerProfile profile) {
        Path f = holderFile(profile);
        try {
            return Files.exists(f) ? Optional.of(JSON.readValue(f.toFile(), Holder.class)) : Optional.empty();
        } catch (IOException torn) {
            return Optional.empty(); // a record cut short by a crash names nobody
        }
    }

    static Path lockFile(ServerProfile profile) {
        return profile.dir().resolve("run.lock");
    }

    static Path holderFile(ServerProfile profile) {
        return profile.dir().resolve("holder.json");
    }

    /** Releases: the record goes first, so nobody reads a released holder as a dead one. */
    @Override
    public synchronized void close() {
        try {
            Files.deleteIfExists(holderFile(profile));
        } catch (IOException ignored) {
            // a leftover record of a live-then-released holder reads as dead and names no running server sessions
        }
        try {
            lock.release();
        } catch (IOException ignored) {
            // closing the channel releases it too
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel ch) {
        if (ch != null) {
            try {
                ch.close();
            } catch (IOException ignored) {
                // nothing held
            }
        }
    }
}

package io.benchlab.core.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.util.Json;
import io.benchlab.core.util.Processes;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A server process benchlab starts, stops and restarts: its own datadir per profile, a port on
 * 127.0.0.1 only, TLS off (MariaDB 11.4 would otherwise make a certificate at every start), and
 * buffer-pool dump/load off so that a restart really is cold. The process runs in its own session
 * so a Ctrl-C in the terminal reaches benchlab, which then stops the server cleanly.
 */
public final class ManagedServer {
    private static final Duration START_TIMEOUT = Duration.ofSeconds(180);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(180);
    private static final ObjectMapper JSON = Json.mapper();

    private final ServerProfile profile;
    private final ServerDistribution distribution;
    /** The port asked for ({@code server.port}); 0: any free port, chosen at the first start and kept by restarts. */
    private final int port;
    private volatile ServerState state;
    private volatile boolean stopping;
    private volatile Integer unexpectedExitCode;
    /** Where the error log stood when this process last started the server: older lines belong to earlier runs. */
    private volatile long startLogOffset;
    /** Completes once the watched process is gone and {@link #unexpectedExitCode} is set (when the exit was unexpected). */
    private volatile java.util.concurrent.CompletableFuture<Void> exitNoticed = java.util.concurrent.CompletableFuture.completedFuture(null);
    /** How it ran before benchlab stopped or killed it, so a fault's restart brings it back as it was (options, port). */
    private volatile ServerState lastRun;

    public ManagedServer(ServerProfile profile, ServerDistribution distribution) {
        this(profile, distribution, 0);
    }

    /** @param port the TCP port on 127.0.0.1 to listen on when started without one named ({@code server.port}); 0: any free port */
    public ManagedServer(ServerProfile profile, ServerDistribution distribution, int port) {
        this.profile = profile;
        this.distribution = distribution;
        this.port = port;
        this.state = readState().filter(s -> ProcessHandle.of(s.pid()).map(ProcessHandle::isAlive).orElse(false)).orElse(null);
        if (state != null) {
            watch(state.pid(), null);
        }
    }

    /**
     * For the holder of the profile's lock, about a server it found running: a run killed while a
     * fault held it paused (SIGSTOP) left it stopped, and a server benchlab manages never waits so.
     */
    public void resumeLeftover() {
        state().ifPresent(s -> signal("CONT", s.pid()));
    }

    public ServerProfile profile() {
        return profile;
    }

    public ServerDistribution distribution() {
        return distribution;
    }

    /** The running server's state, if it runs (started by this or another benchlab process). */
    public Optional<ServerState> state() {
        ServerState s = state;
        if (s != null && !ProcessHandle.of(s.pid()).map(ProcessHandle::isAlive).orElse(false)) {
            return Optional.empty();
        }
        return Optional.ofNullable(s);
    }

    /**
     * The start-up options it runs with now, none when it does not run: what to ensure it with when
     * it is only to be used as it is (loading a dataset, reading its catalog), so that it is not
     * restarted with other options.
     */
    public StartupOptions currentOptions() {
        return state().map(s -> new StartupOptions(s.options())).orElse(StartupOptions.none());
    }

    public boolean isRunning() {
        return state().isPresent();
    }

    /** Non-null when the server exited while nobody asked it to (a crash, an OOM kill). */
    public Integer unexpectedExitCode() {
        return unexpectedExitCode;
    }

    public String jdbcUrl() {
        ServerState s = state().orElseThrow(() -> new ServerException("server '" + profile.name() + "' is not running"));
        return "jdbc:mysql://127.0.0.1:" + s.port() + "/";
    }

    /**
     * Starts with these options unless it already runs with exactly them; restarts otherwise.
     *
     * @param port the port to listen on; 0: the one this server was made with ({@code server.port}), else any free one
     */
    public synchronized ServerState ensureRunning(StartupOptions options, int port) {
        port = port != 0 ? port : this.port;
        StartupOptions wanted = options.withColdSafeDefaults();
        Optional<ServerState> current = state();
        if (current.isPresent() && current.get().options().equals(wanted.options()) && (port == 0 || current.get().port() == port)) {
            return current.get();
        }
        if (current.isPresent()) {
            stop();
        }
        return start(wanted, port == 0 && current.isPresent() ? current.get().port() : port);
    }

    /** Stops (if running) and starts again with the same options: the basis of a cold phase. */
    public synchronized ServerState restart() {
        ServerState s = state().orElseThrow(() -> new ServerException("server '" + profile.name() + "' is not running"));
        stop();
        return start(new StartupOptions(s.options()), s.port());
    }

    private ServerState start(StartupOptions options, int port) {
        initialiseDataDirIfNeeded();
        int chosenPort = port == 0 ? freePort() : requireFreePort(port);
        List<String> cmd = new ArrayList<>();
        if (Processes.onPath("setsid")) {
            cmd.add("setsid"); // own session: the terminal's Ctrl-C goes to benchlab, not to the server
        }
        List<String> args = new ArrayList<>();
        // No option files of the machine's, ever; a profile's own my.cnf (Galera nodes write one) is named instead,
        // because helper scripts the server runs (wsrep SST) are handed that name and would read /etc/mysql otherwise.
        args.add(Files.isRegularFile(profile.optionFile()) ? "--defaults-file=" + profile.optionFile() : "--no-defaults");
        if ("root".equals(System.getProperty("user.name"))) {
            args.add("--user=root");
        }
        args.add("--basedir=" + distribution.basedir());
        args.add("--datadir=" + profile.dataDir());
        args.add("--lc-messages-dir=" + distribution.messagesDir());
        args.add("--port=" + chosenPort);
        args.add("--bind-address=127.0.0.1");
        args.add("--socket=" + profile.socket());
        args.add("--pid-file=" + profile.pidFile());
        args.add("--log-error=" + profile.errorLog());
        args.add("--tmpdir=" + profile.tmpDir());
        // what the family needs of every managed server (MariaDB: no TLS; MySQL: LOAD DATA LOCAL, a secure_file_priv folder)
        args.addAll(distribution.flavour().managedArguments(profile.filesDir()));
        args.addAll(options.toArguments());
        cmd.addAll(distribution.command(distribution.daemon(), args));
        Process process;
        try {
            Files.createDirectories(profile.tmpDir());
            Files.createDirectories(profile.filesDir());
            long logOffset = Files.exists(profile.errorLog()) ? Files.size(profile.errorLog()) : 0;
            process = new ProcessBuilder(cmd)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.appendTo(profile.dir().resolve("console.log").toFile()))
                    .start();
            stopping = false;
            unexpectedExitCode = null;
            startLogOffset = logOffset;
            ServerState started = new ServerState(process.pid(), chosenPort, profile.socket().toString(),
                    distribution.basedir().toString(), distribution.version(), options.options(), Instant.now());
            waitUntilReady(process, chosenPort, logOffset);
            state = started;
            writeState(started);
            watch(process.pid(), process);
            return started;
        } catch (IOException e) {
            throw new ServerException("cannot start " + distribution.daemon() + ": " + e.getMessage(), e);
        }
    }

    private void waitUntilReady(Process process, int port, long logOffset) {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        SQLException last = null;
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new ServerException("server '" + profile.name() + "' exited during start-up (exit code " + process.exitValue()
                        + "): " + errorLogSince(logOffset));
            }
            try (Connection c = DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port + "/?sslMode=DISABLED&connectTimeout=1000", "root", "")) {
                c.isValid(5);
                return;
            } catch (SQLException e) {
                last = e;
            }
            sleep(100);
        }
        process.destroyForcibly();
        throw new ServerException("server '" + profile.name() + "' did not accept connections within " + START_TIMEOUT.toSeconds()
                + " s" + (last != null ? " (" + last.getMessage() + ")" : "") + "; see " + profile.errorLog());
    }

    /** Stops the server (SIGTERM, a clean InnoDB shutdown), waiting for it to exit. */
    public synchronized void stop() {
        Optional<ServerState> s = state();
        if (s.isEmpty()) {
            state = null;
            deleteState();
            return;
        }
        stopping = true;
        lastRun = s.get();
        signal("CONT", s.get().pid()); // a paused server takes SIGTERM only once it runs again
        Optional<ProcessHandle> handle = ProcessHandle.of(s.get().pid());
        handle.ifPresent(ProcessHandle::destroy);
        try {
            if (handle.isPresent()) {
                handle.get().onExit().get(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            }
        } catch (Exception timeout) {
            handle.ifPresent(ProcessHandle::destroyForcibly);
        }
        state = null;
        deleteState();
    }

    /**
     * Kills the server with SIGKILL, as a crash would (no shutdown: InnoDB recovers at the next
     * start, and loses what its settings let it lose), and waits until the process is gone. The
     * exit is asked for, so it is no death ({@link #unexpectedExitCode()} stays empty);
     * {@link #startAgain()} brings it back as it ran.
     */
    public synchronized void kill() {
        ServerState s = state().orElseThrow(() -> new ServerException("server '" + profile.name() + "' is not running"));
        stopping = true;
        lastRun = s;
        Optional<ProcessHandle> handle = ProcessHandle.of(s.pid());
        handle.ifPresent(ProcessHandle::destroyForcibly);
        try {
            if (handle.isPresent()) {
                handle.get().onExit().get(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            }
        } catch (Exception e) {
            throw new ServerException("server '" + profile.name() + "' (pid " + s.pid() + ") did not die of SIGKILL: " + e.getMessage());
        }
        state = null;
        deleteState();
    }

    /** Stops the server's process (SIGSTOP): it holds its connections and answers nothing, as a hung server does. */
    public void pause() {
        ServerState s = state().orElseThrow(() -> new ServerException("server '" + profile.name() + "' is not running"));
        if (!signal("STOP", s.pid())) {
            throw new ServerException("cannot pause server '" + profile.name() + "' (kill -STOP " + s.pid() + " failed)");
        }
    }

    /** Lets a paused server's process go on (SIGCONT). */
    public void resume() {
        ServerState s = state().orElseThrow(() -> new ServerException("server '" + profile.name() + "' is not running"));
        if (!signal("CONT", s.pid())) {
            throw new ServerException("cannot resume server '" + profile.name() + "' (kill -CONT " + s.pid() + " failed)");
        }
    }

    /**
     * Starts the server again after benchlab stopped or killed it, with the options and on the port
     * it had, so the connections of a run find it where it was; {@code options} replace its options
     * when given (a Galera node must not bootstrap a second cluster when it rejoins).
     */
    public synchronized ServerState startAgain(StartupOptions options) {
        ServerState last = lastRun;
        if (last == null) {
            throw new ServerException("server '" + profile.name() + "' has not run in this process; nothing to start again");
        }
        if (state().isPresent()) {
            return state().get();
        }
        return start(options != null ? options.withColdSafeDefaults() : new StartupOptions(last.options()), last.port());
    }

    /** Sends a signal (STOP, CONT) to a process; false when it could not be sent. */
    private static boolean signal(String name, long pid) {
        try {
            return Processes.run(List.of("kill", "-" + name, Long.toString(pid)), 10).ok();
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Notices a server exit nobody asked for; the exit code is known only for a process we started.
     * That one is watched through its {@link Process}: its exit value is there only once the JDK
     * reaped it, which {@code ProcessHandle.onExit} does not wait for (exitValue would throw, and
     * the code would be lost).
     */
    private void watch(long pid, Process own) {
        java.util.concurrent.CompletableFuture<?> gone = own != null ? own.onExit()
                : ProcessHandle.of(pid).map(h -> (java.util.concurrent.CompletableFuture<?>) h.onExit()).orElse(null);
        if (gone == null) {
            return;
        }
        exitNoticed = gone.thenAccept(done -> {
            ServerState s = state;
            if (!stopping && s != null && s.pid() == pid) {
                unexpectedExitCode = own != null ? own.exitValue() : -1;
            }
        });
    }

    /** How an unexpected exit ended, for messages: {@code " (killed by signal 9)"}, {@code " (exit code 1)"}, or nothing when unknown. */
    public static String describeExit(Integer code) {
        return code == null || code < 0 ? "" : code > 128 ? " (killed by signal " + (code - 128) + ")" : " (exit code " + code + ")";
    }

    /**
     * After a connection broke: waits up to {@code timeout} for the process to be gone and its exit
     * noticed, so that a message can say how it ended; returns at once when it still runs.
     */
    public void awaitExitNoticed(Duration timeout) {
        try {
            exitNoticed.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception stillRunning) {
            // alive after all (or interrupted): the caller reports what it knows
        }
    }

    /**
     * The error log's last {@code [ERROR]} lines since this process started the server, else empty: a server killed by a signal writes
     * none, and its last {@code [Note]} says nothing about the death.
     */
    public Optional<String> lastErrors(int lines) {
        try {
            if (!Files.exists(profile.errorLog())) {
                return Optional.empty();
            }
            String log = Files.readString(profile.errorLog(), StandardCharsets.ISO_8859_1);
            List<String> errors = log.substring((int) Math.min(startLogOffset, log.length())).lines()
                    .filter(l -> l.contains("[ERROR]")).toList();
            return errors.isEmpty() ? Optional.empty()
                    : Optional.of(String.join(" | ", errors.subList(Math.max(0, errors.size() - lines), errors.size())).strip());
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private void initialiseDataDirIfNeeded() {
        Path data = profile.dataDir();
        Path madeBy = profile.dir().resolve("made-by");
        try {
            Files.createDirectories(profile.dir());
            if (Files.isDirectory(data.resolve("mysql"))) {
                // a datadir is tied to the server build that made it: another version may refuse it or silently upgrade it
                if (Files.exists(madeBy) && !Files.readString(madeBy).strip().equals(distribution.release())) {
                    throw new ServerException("server profile '" + profile.name() + "' holds a datadir made by " + Files.readString(madeBy).strip()
                            + ", not by " + distribution.release() + "; name another profile for this server (server: {profile: NAME})");
                }
                return;
            }
            Files.createDirectories(data);
            // its own temporary folder: installs running at once (a cluster's nodes, parallel tests) that share /tmp fail at
            // random in the bootstrap ("Unknown table 'mysql.tmp_user_sys'"), 3 of 18 here; with a folder each, 0 of 24
            Path installTmp = Files.createDirectories(profile.dir().resolve("install-tmp"));
            boolean asRoot = "root".equals(System.getProperty("user.name"));
            List<String> install = distribution.flavour().installCommand(distribution.releaseNumbers(), distribution.daemon(),
                    distribution.installDb(), distribution.basedir(), data, distribution.messagesDir(), installTmp, asRoot)
                    .orElseThrow(() -> new ServerException("no " + String.join(" or ", distribution.flavour().installScripts()) + " under "
                            + distribution.basedir() + ": cannot initialise a datadir for " + distribution.release()));
            // the program (the daemon or a script) through the build's launcher: a fetched build runs with its own loader
            List<String> cmd = distribution.command(Path.of(install.get(0)), install.subList(1, install.size()));
            Processes.Result r = Processes.run(cmd, 300);
            EmbeddedDistribution.deleteTree(installTmp);
            if (!r.ok()) {
                EmbeddedDistribution.deleteTree(data);
                throw new ServerException("initialising the datadir of '" + profile.name() + "' failed: " + installFailure(r.output()));
            }
            Files.writeString(madeBy, distribution.release() + "\n");
        } catch (IOException e) {
            throw new ServerException("cannot prepare " + data + ": " + e.getMessage(), e);
        }
    }

    /** What an install's output says went wrong: its error lines, else its last lines (the installer's help text ends it). */
    static String installFailure(String output) {
        List<String> errors = output.lines().filter(l -> l.contains("ERROR")).limit(3).toList();
        return errors.isEmpty() ? lastLines(output, 5) : String.join(" | ", errors);
    }

    /** The last lines of the error log (for messages when the server fails or dies). */
    public String errorLogTail(int lines) {
        try {
            if (!Files.exists(profile.errorLog())) {
                return "(no error log)";
            }
            return lastLines(Files.readString(profile.errorLog(), StandardCharsets.ISO_8859_1), lines);
        } catch (IOException e) {
            return "(error log unreadable: " + e.getMessage() + ")";
        }
    }

    private String errorLogSince(long offset) {
        try (RandomAccessFile f = new RandomAccessFile(profile.errorLog().toFile(), "r")) {
            f.seek(Math.min(offset, f.length()));
            byte[] b = new byte[(int) Math.min(f.length() - f.getFilePointer(), 64 * 1024)];
            f.readFully(b);
            String text = new String(b, StandardCharsets.ISO_8859_1);
            List<String> errors = text.lines().filter(l -> l.contains("[ERROR]")).toList();
            return errors.isEmpty() ? lastLines(text, 3) : String.join(" | ", errors.subList(Math.max(0, errors.size() - 3), errors.size()));
        } catch (IOException e) {
            return "see " + profile.errorLog();
        }
    }

    private static String lastLines(String text, int n) {
        List<String> all = text.lines().filter(l -> !l.isBlank()).toList();
        return String.join(" | ", all.subList(Math.max(0, all.size() - n), all.size())).strip();
    }

    private Optional<ServerState> readState() {
        try {
            if (Files.exists(profile.stateFile())) {
                return Optional.of(JSON.readValue(profile.stateFile().toFile(), ServerState.class));
            }
        } catch (IOException e) {
            // a damaged state file means we do not know the server: treat as stopped
        }
        return Optional.empty();
    }

    private void writeState(ServerState s) throws IOException {
        Path tmp = profile.stateFile().resolveSibling("state.json.tmp");
        JSON.writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), s);
        Files.move(tmp, profile.stateFile(), java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    private void deleteState() {
        try {
            Files.deleteIfExists(profile.stateFile());
        } catch (IOException ignored) {
            // stale state is detected by its dead pid anyway
        }
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new ServerException("no free TCP port on 127.0.0.1: " + e.getMessage(), e);
        }
    }

    private static int requireFreePort(int port) {
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            return port;
        } catch (IOException e) {
            throw new ServerException("port " + port + " on 127.0.0.1 is in use; choose another port or 0 for a free one");
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServerException("interrupted while waiting for the server");
        }
    }
}

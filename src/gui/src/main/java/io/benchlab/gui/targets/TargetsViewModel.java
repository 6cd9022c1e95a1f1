package io.benchlab.gui.targets;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerState;
import io.benchlab.core.server.ServerVersions;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import io.benchlab.core.settings.StartupOptions;
import io.benchlab.core.settings.LiveServer;
import io.benchlab.gui.UiThread;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The managed embedded server (start, stop, status) and an external connection test. The password
 * lives only in this object while the window is open: it is never written anywhere. Start and stop
 * take the profile's lock as a run does ({@link ProfileLock}): while a run (this window's or another
 * benchlab's) holds the profile, they leave its server alone and say who holds it.
 */
public final class TargetsViewModel {
    private final ServerFactory servers;
    private final UiThread ui;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "benchlab-gui-server");
        t.setDaemon(true);
        return t;
    });
    private final StringProperty profile = new SimpleStringProperty("default");
    private final StringProperty status = new SimpleStringProperty("unknown");
    private final StringProperty lockNote = new SimpleStringProperty("");
    private final BooleanProperty busy = new SimpleBooleanProperty();
    private final BooleanProperty running = new SimpleBooleanProperty();
    private final StringProperty url = new SimpleStringProperty("jdbc:mysql://127.0.0.1:3306/");
    private final StringProperty user = new SimpleStringProperty("root");
    private final StringProperty password = new SimpleStringProperty("");
    private final StringProperty externalStatus = new SimpleStringProperty("");
    /** The server build: empty for the built-in MariaDB, else a version as experiments name it (11.4.5, mysql-9.7.4). */
    private final StringProperty version = new SimpleStringProperty("");
    /** What `server versions` lists, one line each: the name first, then its status and where it is. */
    private final ObservableList<String> versions = FXCollections.observableArrayList();
    private final StringProperty versionsNote = new SimpleStringProperty("");
    /** The running fetch's step and its share done (-1: a step of unknown length; 0 when none runs). */
    private final StringProperty fetchStep = new SimpleStringProperty("");
    private final DoubleProperty fetchDone = new SimpleDoubleProperty(0);
    private Consumer<LiveServer> onServer = f -> {
    };

    public TargetsViewModel(ServerFactory servers, UiThread ui) {
        this.servers = servers;
        this.ui = ui;
    }

    /**
     * Where the live server's description goes once one is reachable: the editor offers its setting names
     * (with scope, type, default and description) and its optimizer_switch flags.
     */
    public void onLiveServer(Consumer<LiveServer> action) {
        this.onServer = action;
    }

    private ManagedServer server() {
        return withProgress().managed(spec());
    }

    /** The server block of the tab: the profile as typed ("default" with a version: the version's own profile). */
    ServerSpec spec() {
        String v = version.get() == null || version.get().isBlank() ? null : versionName(version.get());
        String p = profile.get() == null || profile.get().isBlank() || (v != null && "default".equals(profile.get())) ? null : profile.get();
        return v == null ? ServerSpec.embedded(p) : ServerSpec.embeddedVersion(p, v);
    }

    /** A versions line ("mysql-9.7.4  available · Debian sid") or a typed name → the name. */
    static String versionName(String line) {
        return line.strip().split("\\s+")[0];
    }

    /** The factory, telling this tab about downloads and unpacking. */
    private ServerFactory withProgress() {
        return new ServerFactory(servers.home(), servers.maven(), (step, done, total) -> ui.execute(() -> {
            fetchStep.set(step);
            fetchDone.set(total > 0 ? (double) done / total : -1);
        }));
    }

    /** Lists the builds to choose from (Maven's, Debian's, cached, installed), off the FX thread. */
    public void loadVersions() {
        ui.execute(() -> versionsNote.set("Looking for server versions…")); // also called from the worker, after a fetch
        worker.submit(() -> {
            List<String> lines = new ArrayList<>();
            String note;
            try {
                ServerVersions found = ServerVersions.find(servers, List.of());
                for (ServerVersions.Entry e : found.entries()) {
                    if (e.source() != ServerVersions.Source.MACHINE) {
                        lines.add(e.version() + "  " + e.status().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                                + (e.location() != null && e.source() == ServerVersions.Source.DEBIAN && e.status() == ServerVersions.Status.AVAILABLE
                                ? " · " + e.location() : ""));
                    }
                }
                List<String> problems = new ArrayList<>();
                if (found.problem() != null) {
                    problems.add("Maven: " + found.problem());
                }
                if (found.debianProblem() != null) {
                    problems.add("Debian: " + found.debianProblem());
                }
                note = problems.isEmpty() ? lines.size() + " versions" : String.join("; ", problems);
            } catch (BenchlabException e) {
                note = "error: " + e.getMessage();
            }
            String n = note;
            ui.execute(() -> {
                versions.setAll(lines);
                versionsNote.set(n);
            });
        });
    }

    /** Fetches the chosen build into the cache (nothing to do when cached), with progress. */
    public void fetch() {
        background("Fetching…", () -> {
            ServerSpec spec = spec();
            var d = withProgress().embedded(spec.version());
            ui.execute(() -> {
                fetchStep.set("");
                fetchDone.set(0);
            });
            loadVersions();
            ManagedServer s = server();
            return s.isRunning() ? state(s) : "stopped · " + (d.mariadb() ? "MariaDB " : "MySQL ") + d.release() + " fetched, ready in " + d.basedir();
        });
    }

    public void refresh() {
        background("Checking…", () -> {
            ManagedServer s = server();
            String holder = ProfileLock.holder(s.profile())
                    .map(h -> "In use by benchlab " + h.describe() + ": Start and Stop leave this server alone until that ends").orElse("");
            ui.execute(() -> lockNote.set(holder));
            return state(s);
        });
    }

    public void start() {
        background("Starting (a build's first start fetches or extracts it)…", () -> {
            ManagedServer s = server();
            return locked(s, "server start from the Server tab", "Not started", () -> {
                ServerState st = s.ensureRunning(StartupOptions.none(), 0);
                readCatalog(s.jdbcUrl(), "root", "");
                return describe(s, st);
            });
        });
    }

    public void stop() {
        background("Stopping…", () -> {
            ManagedServer s = server();
            return locked(s, "server stop from the Server tab", "Not stopped", () -> {
                s.stop();
                return "stopped";
            });
        });
    }

    private static String state(ManagedServer s) {
        return s.state().map(st -> describe(s, st)).orElse("stopped");
    }

    /**
     * Runs {@code action} holding the profile, as a run does, so the tab never restarts a server
     * underneath a run; when someone holds it, leaves the server as it is and says why in the note.
     */
    private String locked(ManagedServer s, String purpose, String refused, java.util.function.Supplier<String> action) {
        ProfileLock lock;
        try {
            lock = ProfileLock.acquire(s.profile(), purpose);
        } catch (ServerException inUse) {
            String why = refused + ": " + inUse.getMessage();
            ui.execute(() -> lockNote.set(why));
            return state(s);
        }
        try (lock) {
            ui.execute(() -> lockNote.set(""));
            return action.get();
        }
    }

    private static String describe(ManagedServer s, ServerState st) {
        return "running · " + (s.distribution().mariadb() ? "MariaDB " : "MySQL ") + shortVersion(st.version()) + " · 127.0.0.1:" + st.port() + " · pid " + st.pid() + " · profile " + s.profile().name();
    }

    /** "…/mariadbd  Ver 11.4.5-MariaDB for linux…" → "11.4.5-MariaDB"; other forms as they are. */
    static String shortVersion(String version) {
        if (version == null) {
            return "?";
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("Ver\\s+(\\S+)").matcher(version);
        return m.find() ? m.group(1) : version.trim();
    }

    private void background(String label, java.util.concurrent.Callable<String> job) {
        busy.set(true);
        status.set(label);
        worker.submit(() -> {
            String result;
            try {
                result = job.call();
            } catch (BenchlabException e) {
                result = "error: " + e.getMessage();
            } catch (Exception e) {
                result = "error: " + e;
            }
            String r = result;
            ui.execute(() -> {
                status.set(r);
                running.set(r.startsWith("running"));
                busy.set(false);
            });
        });
    }

    /** Connects to the external server with the typed credentials and reports its version. */
    public void testExternal() {
        String u = url.get();
        String us = user.get();
        String pw = password.get();
        externalStatus.set("Connecting…");
        worker.submit(() -> {
            String result;
            try {
                LiveServer live = LiveServer.read(u, us, pw);
                result = "connected · " + live.version();
                ui.execute(() -> onServer.accept(live));
            } catch (BenchlabException e) {
                result = e.getMessage();
            }
            String r = result;
            ui.execute(() -> externalStatus.set(r));
        });
    }

    private void readCatalog(String jdbcUrl, String u, String pw) {
        try {
            LiveServer live = LiveServer.read(jdbcUrl, u, pw);
            ui.execute(() -> onServer.accept(live));
        } catch (BenchlabException e) {
            // the catalog is a convenience of the editor; the status line already tells whether the server is reachable
        }
    }

    public void shutdown() {
        worker.shutdownNow();
    }

    public StringProperty versionProperty() {
        return version;
    }

    public ObservableList<String> versions() {
        return versions;
    }

    public StringProperty versionsNoteProperty() {
        return versionsNote;
    }

    public StringProperty fetchStepProperty() {
        return fetchStep;
    }

    public DoubleProperty fetchDoneProperty() {
        return fetchDone;
    }

    public StringProperty profileProperty() {
        return profile;
    }

    public StringProperty statusProperty() {
        return status;
    }

    /** One line when the profile is held by a run (or a start/stop was refused because of it); empty otherwise. */
    public StringProperty lockNoteProperty() {
        return lockNote;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    public StringProperty urlProperty() {
        return url;
    }

    public StringProperty userProperty() {
        return user;
    }

    public StringProperty passwordProperty() {
        return password;
    }

    public StringProperty externalStatusProperty() {
        return externalStatus;
    }
}

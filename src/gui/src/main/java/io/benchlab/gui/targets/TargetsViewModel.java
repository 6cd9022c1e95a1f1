package io.benchlab.gui.targets;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ProfileLock;
import io.benchlab.core.server.ServerException;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.server.ServerState;
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
        return servers.managed(ServerSpec.embedded(profile.get()));
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
        background("Starting (first start extracts MariaDB)…", () -> {
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
        return "running · MariaDB " + shortVersion(st.version()) + " · 127.0.0.1:" + st.port() + " · pid " + st.pid() + " · profile " + s.profile().name();
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

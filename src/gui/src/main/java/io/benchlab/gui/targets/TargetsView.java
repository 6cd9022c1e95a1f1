package io.benchlab.gui.targets;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** Server: a managed server of any build (its versions listed and fetched here, with progress) and an external connection test. */
public final class TargetsView {
    private final VBox root = new VBox(14);

    public TargetsView(TargetsViewModel vm) {
        Label t1 = new Label("Managed server");
        t1.getStyleClass().add("section-title");
        TextField profile = new TextField();
        profile.setId("serverProfile");
        profile.textProperty().bindBidirectional(vm.profileProperty());
        Button start = new Button("Start");
        start.setId("serverStart");
        start.getStyleClass().add("accent");
        start.disableProperty().bind(vm.busyProperty().or(vm.runningProperty()));
        start.setOnAction(e -> vm.start());
        Button stop = new Button("Stop");
        stop.setId("serverStop");
        stop.disableProperty().bind(vm.busyProperty().or(vm.runningProperty().not()));
        stop.setOnAction(e -> vm.stop());
        Button refresh = new Button("Refresh");
        refresh.setOnAction(e -> vm.refresh());
        Label status = new Label();
        status.setId("serverStatus");
        status.getStyleClass().add("value");
        status.textProperty().bind(vm.statusProperty());
        Label lockNote = new Label();
        lockNote.setId("serverLockNote");
        lockNote.getStyleClass().add("error-text");
        lockNote.textProperty().bind(vm.lockNoteProperty());
        ComboBox<String> version = new ComboBox<>(vm.versions());
        version.setId("serverVersion");
        version.setEditable(true);
        version.setPromptText("built-in MariaDB");
        version.setPrefWidth(420);
        version.setTooltip(new Tooltip("A MariaDB version from Maven (11.4.5) or a Debian build (mysql-9.7.4, mariadb-11.8.9), fetched once into the cache"));
        version.valueProperty().addListener((o, was, now) -> vm.versionProperty().set(now == null ? "" : TargetsViewModel.versionName(now)));
        version.setOnShowing(e -> {
            if (vm.versions().isEmpty()) {
                vm.loadVersions();
            }
        });
        Button fetch = new Button("Fetch");
        fetch.setId("serverFetch");
        fetch.disableProperty().bind(vm.busyProperty().or(vm.versionProperty().isEmpty()));
        fetch.setOnAction(e -> vm.fetch());
        Button list = new Button("List versions");
        list.setId("serverListVersions");
        list.setOnAction(e -> vm.loadVersions());
        Label versionsNote = new Label();
        versionsNote.setId("serverVersionsNote");
        versionsNote.getStyleClass().add("muted");
        versionsNote.textProperty().bind(vm.versionsNoteProperty());
        ProgressBar progress = new ProgressBar();
        progress.setId("serverFetchProgress");
        progress.setPrefWidth(260);
        progress.progressProperty().bind(vm.fetchDoneProperty());
        progress.visibleProperty().bind(vm.fetchStepProperty().isNotEmpty());
        Label step = new Label();
        step.setId("serverFetchStep");
        step.textProperty().bind(vm.fetchStepProperty());
        HBox fetching = new HBox(10, progress, step);
        fetching.setAlignment(Pos.CENTER_LEFT);
        GridPane managed = new GridPane();
        managed.setHgap(10);
        managed.setVgap(8);
        managed.addRow(0, new Label("Version"), version, new HBox(8, fetch, list));
        managed.add(versionsNote, 1, 1, 2, 1);
        managed.add(fetching, 1, 2, 2, 1);
        managed.addRow(3, new Label("Profile"), profile, new HBox(8, start, stop, refresh));
        managed.addRow(4, new Label("Status"), status);
        GridPane.setColumnSpan(status, 2);
        managed.add(lockNote, 1, 5, 2, 1);

        Label t2 = new Label("External server");
        t2.getStyleClass().add("section-title");
        Label note = new Label("Used to try a connection and read its optimizer flags. The password is kept in memory only, never saved; "
                + "experiments name a passwordEnv or passwordFile instead.");
        note.getStyleClass().add("muted");
        note.setWrapText(true);
        TextField url = new TextField();
        url.setId("externalUrl");
        url.textProperty().bindBidirectional(vm.urlProperty());
        url.setPrefColumnCount(36);
        TextField user = new TextField();
        user.setId("externalUser");
        user.textProperty().bindBidirectional(vm.userProperty());
        PasswordField password = new PasswordField();
        password.setId("externalPassword");
        password.textProperty().bindBidirectional(vm.passwordProperty());
        Button test = new Button("Test connection");
        test.setOnAction(e -> vm.testExternal());
        Label ext = new Label();
        ext.getStyleClass().add("value");
        ext.textProperty().bind(vm.externalStatusProperty());
        GridPane external = new GridPane();
        external.setHgap(10);
        external.setVgap(8);
        external.addRow(0, new Label("JDBC URL"), url);
        external.addRow(1, new Label("User"), user);
        external.addRow(2, new Label("Password"), password);
        HBox testRow = new HBox(10, test, ext);
        testRow.setAlignment(Pos.CENTER_LEFT);
        external.add(testRow, 1, 3);
        root.getChildren().addAll(t1, managed, t2, note, external);
        root.setPadding(new Insets(16));
    }

    public VBox root() {
        return root;
    }
}

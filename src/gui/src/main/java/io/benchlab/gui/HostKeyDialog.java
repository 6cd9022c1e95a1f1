package io.benchlab.gui;

import io.benchlab.core.remote.HostKeyPolicy;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.stage.Window;

/**
 * The question the CLI answers with {@code --accept-new-host-key}, asked in a dialog: a load host
 * or a remote server offers an SSH host key that is not in known_hosts. Trust adds it there (as
 * {@code ssh -o StrictHostKeyChecking=accept-new} does); a changed key is refused whatever the
 * answer, without asking.
 */
public final class HostKeyDialog {
    public static final ButtonType TRUST = new ButtonType("Trust and add to known_hosts", ButtonBar.ButtonData.OK_DONE);
    public static final ButtonType REFUSE = new ButtonType("Refuse", ButtonBar.ButtonData.CANCEL_CLOSE);

    private HostKeyDialog() {
    }

    /** Shows the question and waits for the answer (on the FX thread); true when the user trusts the key. */
    public static boolean ask(Window owner, HostKeyPolicy.UnknownKey key) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", TRUST, REFUSE);
        alert.initOwner(owner);
        alert.setTitle("Unknown SSH host key");
        alert.setHeaderText("Trust the host key of " + key.host() + ":" + key.port() + "?");
        Label text = new Label(key.host() + ":" + key.port() + " offers this " + key.keyType() + " key:\n\n    " + key.fingerprint()
                + "\n\nIt is not in " + key.knownHosts() + ". Compare the fingerprint with what the host's admin (or ssh-keygen -lf"
                + " on the host) says before you trust it. Trusting adds it to that file; a key that later changes is refused.");
        text.setWrapText(true);
        text.setId("hostKeyText");
        text.setMaxWidth(560);
        alert.getDialogPane().setContent(text);
        alert.getDialogPane().setId("hostKeyDialog");
        alert.getDialogPane().setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.control.Button trust = (javafx.scene.control.Button) alert.getDialogPane().lookupButton(TRUST);
        javafx.scene.control.Button refuse = (javafx.scene.control.Button) alert.getDialogPane().lookupButton(REFUSE);
        trust.setMnemonicParsing(false); // known_hosts keeps its underscore
        refuse.setDefaultButton(true); // trusting takes a decision, Enter does not
        trust.setDefaultButton(false);
        return alert.showAndWait().orElse(REFUSE) == TRUST;
    }
}

package io.benchlab.core.settings;

import io.benchlab.api.ServerInfo;
import io.benchlab.core.BenchlabException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * What a running server says about itself: its version and its variable catalog. The desktop app
 * reads it to test a connection, offer setting names with their descriptions and optimizer_switch
 * flags as check boxes; it never talks JDBC itself.
 *
 * @param version the server's VERSION()
 * @param catalog every variable with scope, type, default and description
 */
public record LiveServer(String version, VariableCatalog catalog) {

    /** Connects once (a few seconds at most), reads, and disconnects; the password is used and forgotten. */
    public static LiveServer read(String jdbcUrl, String user, String password) {
        Properties p = new Properties();
        p.setProperty("user", user == null ? "" : user);
        p.setProperty("password", password == null ? "" : password);
        p.setProperty("connectTimeout", "5000");
        p.setProperty("socketTimeout", "30000");
        try (Connection c = DriverManager.getConnection(jdbcUrl, p); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT VERSION()")) {
            rs.next();
            String version = rs.getString(1);
            return new LiveServer(version, VariableCatalog.read(c, ServerInfo.parse(version)));
        } catch (SQLException e) {
            String why = e.getMessage() == null ? "no answer" : e.getMessage().lines().findFirst().orElse("no answer");
            throw new BenchlabException("cannot connect: " + why);
        }
    }

    /** The optimizer_switch flags this server knows, in its own order. */
    public List<String> optimizerFlags() {
        return catalog.find("optimizer_switch").map(v -> new ArrayList<>(OptimizerSwitch.parse(v.value()).keySet()))
                .map(List::copyOf).orElse(List.of());
    }
}

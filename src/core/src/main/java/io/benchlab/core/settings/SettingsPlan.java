package io.benchlab.core.settings;

import java.util.Map;

/**
 * How a variant's settings reach the server, decided from the live catalog:
 *
 * @param session  {@code SET SESSION} on every benchmark connection (name → SQL literal)
 * @param global   {@code SET GLOBAL} once (external servers; name → SQL literal)
 * @param startup  command-line options of a managed server (restart when they change)
 */
public record SettingsPlan(Map<String, String> session, Map<String, String> global, StartupOptions startup) {

    public SettingsPlan {
        session = Map.copyOf(session);
        global = Map.copyOf(global);
    }
}

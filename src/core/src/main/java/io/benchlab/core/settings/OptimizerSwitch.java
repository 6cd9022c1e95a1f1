package io.benchlab.core.settings;

import io.benchlab.core.flavour.Flavour;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * optimizer_switch edited flag by flag: the flags a server knows are read from its current value,
 * so MariaDB's (join_cache_bka, mrr_sort_keys) and MySQL's (batched_key_access) both work.
 */
public final class OptimizerSwitch {
    private OptimizerSwitch() {
    }

    /** Parses {@code a=on,b=off} into an ordered map. */
    public static Map<String, String> parse(String value) {
        Map<String, String> flags = new LinkedHashMap<>();
        for (String part : value.split(",")) {
            int eq = part.indexOf('=');
            if (eq > 0) {
                flags.put(part.substring(0, eq).trim().toLowerCase(Locale.ROOT), part.substring(eq + 1).trim().toLowerCase(Locale.ROOT));
            }
        }
        return flags;
    }

    /**
     * The effective value restricted to the flags the experiment set (the other thirty-odd flags are
     * the server's defaults and only hide what changed); the whole value when the request named none.
     */
    public static String requestedFlags(String effective, Object requested) {
        Map<String, String> live = parse(effective);
        Iterable<String> names = requested instanceof Map<?, ?> m
                ? m.keySet().stream().map(k -> String.valueOf(k).trim().toLowerCase(Locale.ROOT)).toList()
                : requested == null ? List.of() : parse(String.valueOf(requested)).keySet();
        StringBuilder sb = new StringBuilder();
        for (String n : names) {
            if (live.containsKey(n)) {
                sb.append(sb.isEmpty() ? "" : ",").append(n).append('=').append(live.get(n));
            }
        }
        return sb.isEmpty() ? effective : sb.toString();
    }

    /**
     * Turns the experiment's value (a map of flags, or a string like {@code mrr=on,mrr_cost_based=off})
     * into the SET text, checking every flag against the live server's flags.
     */
    public static String toSetValue(Object requested, String liveValue) {
        Map<String, String> known = parse(liveValue);
        Map<String, String> wanted = new LinkedHashMap<>();
        if (requested instanceof Map<?, ?> m) {
            m.forEach((k, v) -> wanted.put(String.valueOf(k).trim().toLowerCase(Locale.ROOT), flagValue(v)));
        } else {
            String text = String.valueOf(requested).trim();
            if (text.equalsIgnoreCase("default")) {
                return "default";
            }
            parse(text).forEach(wanted::put);
            if (wanted.isEmpty()) {
                throw new SettingsException("optimizer_switch: '" + text + "' is not a list of flag=on|off");
            }
        }
        StringBuilder sb = new StringBuilder();
        for (var e : wanted.entrySet()) {
            if (!known.containsKey(e.getKey()) && Flavour.mariadbOnlySwitch(e.getKey()) && !known.containsKey("join_cache_bka")) {
                // MySQL's optimizer_switch: a MariaDB flag is no typo, the experiment needs MariaDB
                throw new SettingsException("optimizer_switch flag '" + e.getKey() + "' is MariaDB's own (MySQL's optimizer_switch has none):"
                        + " this experiment needs a MariaDB server");
            }
            if (!known.containsKey(e.getKey())) {
                throw new SettingsException("optimizer_switch has no flag '" + e.getKey() + "' on this server; its flags are: "
                        + String.join(", ", known.keySet()));
            }
            if (!List.of("on", "off", "default").contains(e.getValue())) {
                throw new SettingsException("optimizer_switch flag '" + e.getKey() + "' takes on, off or default, not '" + e.getValue() + "'");
            }
            if (!sb.isEmpty()) {
                sb.append(',');
            }
            sb.append(e.getKey()).append('=').append(e.getValue());
        }
        return sb.toString();
    }

    private static String flagValue(Object v) {
        if (v instanceof Boolean b) {
            return b ? "on" : "off";
        }
        return String.valueOf(v).trim().toLowerCase(Locale.ROOT);
    }
}

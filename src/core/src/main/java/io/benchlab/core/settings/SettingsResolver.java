package io.benchlab.core.settings;

import io.benchlab.core.util.SizeOrNumber;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Classifies and validates a variant's settings against the live catalog, before anything runs.
 * Session-scoped values are tried with {@code SET SESSION} on a scratch connection so an illegal
 * value is rejected with the server's own message (and a truncation warning counts as illegal:
 * benchmarking a silently clamped value would be a lie).
 */
public final class SettingsResolver {
    private final VariableCatalog catalog;
    private final boolean managed;

    public SettingsResolver(VariableCatalog catalog, boolean managed) {
        this.catalog = catalog;
        this.managed = managed;
    }

    /**
     * @param settings variables from the experiment (raw YAML values)
     * @param startup  raw start-up options (managed only)
     * @param scratch  a connection used to try session values; its session state is discarded by the caller
     */
    public SettingsPlan resolve(Map<String, Object> settings, Map<String, Object> startup, Connection scratch) {
        Map<String, String> session = new LinkedHashMap<>();
        Map<String, String> global = new LinkedHashMap<>();
        Map<String, String> options = new LinkedHashMap<>();
        Map<String, String> problems = new LinkedHashMap<>();
        if (!startup.isEmpty() && !managed) {
            problems.put(null, "start-up options " + startup.keySet() + " need a managed server; benchlab does not restart an external server");
        }
        startup.forEach((k, v) -> options.put(StartupOptions.normalise(k), v == null ? "" : String.valueOf(v)));
        for (var e : settings.entrySet()) {
            try {
                resolve(VariableCatalog.normalise(e.getKey()), e.getKey(), e.getValue(), scratch, session, global, options);
            } catch (SettingsException ex) {
                problems.put(e.getKey(), ex.getMessage()); // every setting is tried: all the bad ones are named at once
            }
        }
        if (!problems.isEmpty()) {
            throw new SettingsProblems(problems);
        }
        return new SettingsPlan(session, global, new StartupOptions(options));
    }

    private void resolve(String name, String written, Object raw, Connection scratch, Map<String, String> session, Map<String, String> global,
                         Map<String, String> options) {
        catalog.removed(written).ifPresent(why -> {
            throw new SettingsException(why);
        });
        VariableInfo info = catalog.find(name).orElseThrow(() -> new SettingsException(catalog.unknown(written).orElseThrow()));
        String literal = "optimizer_switch".equals(name)
                ? quote(OptimizerSwitch.toSetValue(raw, info.value()))
                : literal(info, raw);
        if (!catalog.server().isMariaDb()) {
            // MySQL's catalog knows neither dynamism nor (before 8.3) scope: the server's answer to SET SESSION says both
            info = asTheServerSays(info, probeSession(scratch, name, literal));
        }
        if (info.sessionScope() && info.dynamic()) {
            trySession(scratch, name, literal);
            session.put(name, literal);
        } else if (managed) {
            checkAgainstCatalog(info, raw);
            checkInnodbStarts(name, raw);
            options.put(name, startupValue(info, raw));
        } else if (info.dynamic()) {
            checkAgainstCatalog(info, raw);
            global.put(name, literal);
        } else {
            throw new SettingsException(name + " can only be set at server start-up; benchlab cannot restart an external server"
                    + " (set it in the server's configuration, or use a managed server)");
        }
    }

    /** What MySQL answered to {@code SET SESSION name = value}. */
    enum SessionAnswer { SET, GLOBAL_ONLY, READ_ONLY }

    /** MySQL's ER_GLOBAL_VARIABLE: "Variable '%s' is a GLOBAL variable and should be set with SET GLOBAL". */
    static final int ER_GLOBAL_VARIABLE = 1229;
    /** MySQL's ER_INCORRECT_GLOBAL_LOCAL_VAR: "Variable '%s' is a read only variable" (checked before the scope). */
    static final int ER_INCORRECT_GLOBAL_LOCAL_VAR = 1238;

    private static SessionAnswer probeSession(Connection scratch, String name, String literal) {
        try (Statement s = scratch.createStatement()) {
            s.execute("SET SESSION " + name + " = " + literal);
            return SessionAnswer.SET;
        } catch (SQLException e) {
            if (e.getErrorCode() == ER_GLOBAL_VARIABLE) {
                return SessionAnswer.GLOBAL_ONLY;
            }
            if (e.getErrorCode() == ER_INCORRECT_GLOBAL_LOCAL_VAR) {
                return SessionAnswer.READ_ONLY;
            }
            return SessionAnswer.SET; // an illegal value of a session variable: trySession words the server's refusal
        }
    }

    /** The catalog's entry with the scope and dynamism the server's answer showed. */
    static VariableInfo asTheServerSays(VariableInfo info, SessionAnswer answer) {
        return switch (answer) {
            case SET -> info;
            case GLOBAL_ONLY -> new VariableInfo(info.name(), info.value(), info.defaultValue(), false, true, info.type(), info.min(),
                    info.max(), info.allowed(), info.comment());
            case READ_ONLY -> new VariableInfo(info.name(), info.value(), info.defaultValue(), false, false, info.type(), info.min(),
                    info.max(), info.allowed(), info.comment());
        };
    }

    private void trySession(Connection scratch, String name, String literal) {
        try (Statement s = scratch.createStatement()) {
            s.clearWarnings();
            s.execute("SET SESSION " + name + " = " + literal);
            SQLWarning w = s.getWarnings();
            if (w != null && w.getMessage() != null && w.getMessage().toLowerCase(Locale.ROOT).contains("truncated")) {
                throw new SettingsException("illegal value for " + name + ": server says \"" + w.getMessage() + "\"");
            }
        } catch (SQLException e) {
            throw new SettingsException("illegal value for " + name + ": server says \"" + e.getMessage() + "\"");
        }
    }

    private static void checkAgainstCatalog(VariableInfo info, Object raw) {
        String text = String.valueOf(raw).trim();
        if (info.numeric()) {
            double v = SizeOrNumber.of(raw).orElseThrow(() -> new SettingsException("illegal value for " + info.name() + ": '" + text
                    + "' is not a number (" + info.type() + ")"));
            if (info.min() != null && v < info.min() || info.max() != null && v > info.max()) {
                throw new SettingsException("illegal value for " + info.name() + ": " + text + " is outside the server's range "
                        + fmt(info.min()) + " … " + fmt(info.max()));
            }
        } else if (!info.allowed().isEmpty() && !info.type().equals("FLAGSET") && !info.type().equals("SET")) {
            String upper = raw instanceof Boolean b ? (b ? "ON" : "OFF") : text.toUpperCase(Locale.ROOT);
            if (info.allowed().stream().noneMatch(a -> a.equalsIgnoreCase(upper))) {
                throw new SettingsException("illegal value for " + info.name() + ": '" + text + "' is not one of " + String.join(", ", info.allowed()));
            }
        }
    }

    /** The catalog's minimum buffer pool is below what InnoDB starts with at the server's page size ({@link BufferPoolMinimum}). */
    private void checkInnodbStarts(String name, Object raw) {
        if (name.equals(BufferPoolMinimum.VARIABLE)) {
            long page = catalog.find("innodb_page_size").map(VariableInfo::value).filter(v -> v.matches("\\d+")).map(Long::parseLong)
                    .orElse(BufferPoolMinimum.DEFAULT_PAGE_SIZE);
            BufferPoolMinimum.refusal(raw, page).ifPresent(why -> {
                throw new SettingsException(why);
            });
        }
    }

    private static String fmt(Double d) {
        return d == null ? "?" : d == Math.rint(d) ? Long.toString(d.longValue()) : d.toString();
    }

    /** The value as SQL: sizes to bytes, booleans to ON/OFF, text quoted. */
    static String literal(VariableInfo info, Object raw) {
        if (raw instanceof Boolean b) {
            return b ? "ON" : "OFF";
        }
        if (raw instanceof Number n) {
            return n.toString();
        }
        String text = String.valueOf(raw).trim();
        if (SizeOrNumber.isSize(text)) {
            return SizeOrNumber.withoutUnit(text);
        }
        if (text.matches("-?\\d+(\\.\\d+)?")) {
            return text;
        }
        if (text.equalsIgnoreCase("default")) {
            return "DEFAULT";
        }
        return quote(text);
    }

    private static String startupValue(VariableInfo info, Object raw) {
        if (raw instanceof Boolean b) {
            return b ? "ON" : "OFF";
        }
        return String.valueOf(raw).trim();
    }

    static String quote(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "''") + "'";
    }
}

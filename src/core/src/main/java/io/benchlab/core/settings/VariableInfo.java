package io.benchlab.core.settings;

import java.util.List;

/**
 * One server variable as the live server describes it.
 *
 * @param name         lower-case name
 * @param value        current global value
 * @param defaultValue compiled default where the server reports it, else null
 * @param sessionScope can be set per session
 * @param dynamic      can be changed without restart
 * @param type         server's type name (BIGINT UNSIGNED, ENUM, FLAGSET, BOOLEAN, VARCHAR …), or "" when unknown
 * @param min          numeric minimum, or null
 * @param max          numeric maximum, or null
 * @param allowed      ENUM/SET/FLAGSET members, empty otherwise
 * @param comment      the server's one-line description (MariaDB's VARIABLE_COMMENT), or "" when it gives none
 */
public record VariableInfo(String name, String value, String defaultValue, boolean sessionScope, boolean dynamic,
                           String type, Double min, Double max, List<String> allowed, String comment) {

    public VariableInfo {
        comment = comment == null ? "" : comment;
    }

    /** A variable the server does not describe in words (MySQL's catalog). */
    public VariableInfo(String name, String value, String defaultValue, boolean sessionScope, boolean dynamic,
                        String type, Double min, Double max, List<String> allowed) {
        this(name, value, defaultValue, sessionScope, dynamic, type, min, max, allowed, "");
    }

    public boolean numeric() {
        return type.contains("INT") || type.contains("DOUBLE") || type.contains("DECIMAL");
    }
}

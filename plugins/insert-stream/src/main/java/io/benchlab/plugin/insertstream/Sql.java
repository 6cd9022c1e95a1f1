package io.benchlab.plugin.insertstream;

import io.benchlab.api.WorkloadException;
import java.util.regex.Pattern;

/** Identifier checks and quoting shared by the plugins of this module. */
final class Sql {
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z0-9_$]{1,64}");

    private Sql() {
    }

    /** Checks a schema or table name (letters, digits, _ and $; at most 64) and returns it back-quoted. */
    static String quote(String what, String name) throws WorkloadException {
        if (name == null || !IDENTIFIER.matcher(name).matches()) {
            throw new WorkloadException(what + " '" + name + "' must be 1 to 64 letters, digits, _ or $");
        }
        return "`" + name + "`";
    }
}

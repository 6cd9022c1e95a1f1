package io.benchlab.api;

import java.util.regex.Pattern;

/**
 * The engine's rule for a name a workload puts into SQL unquoted by the user (a schema, a table, an
 * index, a storage engine): 1 to 64 letters, digits, {@code _} or {@code $}. A parameter of type
 * {@link ParameterType#IDENTIFIER} is checked by this rule before anything runs, so a plugin may
 * back-quote its value as it is ({@link #quote}); names a plugin makes up itself are checked with
 * {@link #check}. One rule for every plugin: no plugin keeps a pattern of its own.
 */
public final class SqlIdentifier {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_$]{1,64}");
    /** What the rule allows, as an error message says it. */
    public static final String RULE = "1 to 64 letters, digits, _ or $";

    private SqlIdentifier() {
    }

    /** Whether {@code name} is a name the rule allows. */
    public static boolean isValid(String name) {
        return name != null && NAME.matcher(name).matches();
    }

    /** Returns {@code name} when the rule allows it; otherwise the workload fails with one line naming {@code what}. */
    public static String check(String what, String name) throws WorkloadException {
        if (!isValid(name)) {
            throw new WorkloadException(what + " '" + name + "' must be " + RULE);
        }
        return name;
    }

    /** The name back-quoted for SQL, after {@link #check}: {@code `sbtest`}. */
    public static String quote(String what, String name) throws WorkloadException {
        return "`" + check(what, name) + "`";
    }
}

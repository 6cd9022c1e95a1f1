package io.benchlab.plugin.sqlfile;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a statement's first words say about running it from many sessions at once: whether it only
 * reads (a stream of such statements may run on a replica), and whether it is setup that cannot be
 * repeated by N sessions (creating or dropping a table, a procedure, a database everyone shares).
 */
final class StatementShape {
    /** CREATE / DROP / RENAME of something every session shares; TEMPORARY tables are each session's own. */
    private static final Pattern SHARED_DDL = Pattern.compile(
            "^(create|drop|rename)\\s+(?:or\\s+replace\\s+)?(?:definer\\s*=\\s*\\S+\\s+)?(?:sql\\s+security\\s+\\w+\\s+)?"
                    + "(?:algorithm\\s*=\\s*\\w+\\s+)?(?:unique\\s+|fulltext\\s+|spatial\\s+)?(?:aggregate\\s+)?"
                    + "(table|tables|database|schema|procedure|function|view|trigger|event|index|sequence|user|role|server|tablespace|package)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern LOCKING_READ = Pattern.compile("\\bfor\\s+update\\b|\\block\\s+in\\s+share\\s+mode\\b|\\bfor\\s+share\\b",
            Pattern.CASE_INSENSITIVE);

    private StatementShape() {
    }

    /**
     * Why N sessions cannot run this statement over and over as written, or null when they can:
     * "creates a table" for {@code CREATE TABLE t …}.
     */
    static String setupOnly(String sql) {
        Matcher m = SHARED_DDL.matcher(sql.stripLeading());
        if (!m.find()) {
            return null;
        }
        String verb = switch (m.group(1).toLowerCase(Locale.ROOT)) {
            case "create" -> "creates";
            case "drop" -> "drops";
            default -> "renames";
        };
        String what = m.group(2).toLowerCase(Locale.ROOT);
        return verb + " a " + (what.equals("tables") ? "table" : what.equals("schema") ? "database" : what) + " every session shares";
    }

    /** A plain read: SELECT (or WITH …) without a locking clause. */
    static boolean readsOnly(String sql) {
        String head = sql.stripLeading().toLowerCase(Locale.ROOT);
        return (head.startsWith("select") || head.startsWith("with") || head.startsWith("(")) && !LOCKING_READ.matcher(sql).find();
    }

    /** The statement's beginning on one line, for messages: "CREATE TABLE t (id INT…". */
    static String brief(String sql) {
        String one = sql.replaceAll("\\s+", " ").strip();
        return one.length() > 40 ? one.substring(0, 37) + "…" : one;
    }
}

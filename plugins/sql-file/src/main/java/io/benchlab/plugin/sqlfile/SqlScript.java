package io.benchlab.plugin.sqlfile;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a SQL file into statements at the delimiter (a semicolon, or what a {@code DELIMITER}
 * line sets, as the mysql client does, so stored procedures and other bodies with semicolons
 * inside stay whole) outside quotes and comments. Comments before a statement may say what it is:
 * {@code -- name: X} names it, {@code -- stream} makes it a stream of its own (N sessions run it
 * over and over), {@code -- mix: W} makes it one statement of the weighted mix, chosen with weight
 * W.
 */
final class SqlScript {
    private static final Pattern NAME = Pattern.compile("(?:--|#)\\s*name\\s*:\\s*(\\S.*?)\\s*$", Pattern.MULTILINE);
    private static final Pattern STREAM = Pattern.compile("(?:--|#)\\s*stream\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern MIX = Pattern.compile("(?:--|#)\\s*mix\\s*:\\s*(.*?)\\s*", Pattern.CASE_INSENSITIVE);
    /** A mysql client command line: {@code DELIMITER //} (any case), the new delimiter up to the first blank. */
    private static final Pattern DELIMITER = Pattern.compile("(?i)delimiter\\s+(\\S+)\\s*$");

    /** What a statement is for. */
    enum Role {
        /** Timed once per phase, explained and fingerprinted (the default). */
        QUERY,
        /** A stream operation of its own: the experiment's threads run it over and over. */
        STREAM,
        /** One statement of the weighted mix: each operation of the mix stream is one of them, chosen by weight. */
        MIX
    }

    /**
     * One statement.
     *
     * @param name   from its {@code -- name:} comment; null when unnamed
     * @param sql    the statement without its delimiter
     * @param line   where it starts (1-based)
     * @param role   query, stream or mix
     * @param weight the {@code -- mix:} text as written (a number, checked by the workload); null unless in the mix
     */
    record Statement(String name, String sql, int line, Role role, String weight) {
        Statement(String name, String sql, int line) {
            this(name, sql, line, Role.QUERY, null);
        }
    }

    private SqlScript() {
    }

    static List<Statement> split(String text) {
        List<Statement> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean started = false; // current holds more than blanks
        Pending pending = new Pending();
        String delimiter = ";";
        int line = 1;
        int startLine = 1;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (!started && atLineStart(text, i)) {
                int end = lineEnd(text, i);
                Matcher d = DELIMITER.matcher(text.substring(i, end).strip());
                if (d.matches()) {
                    delimiter = d.group(1);
                    i = end;
                    continue;
                }
            }
            if (c == '\n') {
                line++;
            }
            if (c == '-' && i + 1 < n && text.charAt(i + 1) == '-' || c == '#') {
                int end = lineEnd(text, i);
                pending.read(text.substring(i, end));
                i = end;
                continue;
            }
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*' && !(i + 2 < n && text.charAt(i + 2) == '!')) {
                int end = text.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                line += (int) text.substring(i, end).chars().filter(ch -> ch == '\n').count();
                i = end;
                continue;
            }
            if (c == '\'' || c == '"' || c == '`') {
                int j = i + 1;
                while (j < n) {
                    char d = text.charAt(j);
                    if (d == '\\' && c != '`') {
                        j += 2;
                        continue;
                    }
                    if (d == c) {
                        if (j + 1 < n && text.charAt(j + 1) == c) {
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    j++;
                }
                j = Math.min(j + 1, n);
                String quoted = text.substring(i, j);
                if (!started) {
                    startLine = line;
                    started = true;
                }
                line += (int) quoted.chars().filter(ch -> ch == '\n').count();
                current.append(quoted);
                i = j;
                continue;
            }
            if (text.startsWith(delimiter, i)) {
                add(out, current, pending, startLine);
                pending = new Pending();
                current.setLength(0);
                started = false;
                i += delimiter.length();
                continue;
            }
            if (!started && !Character.isWhitespace(c)) {
                startLine = line;
                started = true;
            }
            current.append(c);
            i++;
        }
        add(out, current, pending, startLine);
        return out;
    }

    /** What the comments before a statement said about it. */
    private static final class Pending {
        String name;
        Role role = Role.QUERY;
        String weight;

        void read(String comment) {
            Matcher m = NAME.matcher(comment);
            if (m.find()) {
                name = m.group(1);
                return;
            }
            Matcher mix = MIX.matcher(comment);
            if (mix.matches()) {
                role = Role.MIX;
                weight = mix.group(1);
            } else if (STREAM.matcher(comment).matches()) {
                role = Role.STREAM;
                weight = null;
            }
        }
    }

    private static boolean atLineStart(String text, int i) {
        for (int k = i - 1; k >= 0; k--) {
            char c = text.charAt(k);
            if (c == '\n') {
                return true;
            }
            if (!Character.isWhitespace(c)) {
                return false;
            }
        }
        return true;
    }

    private static int lineEnd(String text, int i) {
        int end = text.indexOf('\n', i);
        return end < 0 ? text.length() : end;
    }

    private static void add(List<Statement> out, StringBuilder sql, Pending pending, int line) {
        String s = sql.toString().strip();
        if (!s.isEmpty()) {
            out.add(new Statement(pending.name, s, line, pending.role, pending.weight));
        }
    }
}

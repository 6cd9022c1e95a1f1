package io.benchlab.plugin.sqlfile;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a SQL file into statements at semicolons outside quotes and comments, keeping each
 * statement's name from a preceding {@code -- name: X} comment.
 */
final class SqlScript {
    private static final Pattern NAME = Pattern.compile("(?:--|#)\\s*name\\s*:\\s*(\\S.*?)\\s*$", Pattern.MULTILINE);

    record Statement(String name, String sql, int line) {
    }

    private SqlScript() {
    }

    static List<Statement> split(String text) {
        List<Statement> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        String pendingName = null;
        int line = 1;
        int startLine = 1;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
            }
            if (c == '-' && i + 1 < n && text.charAt(i + 1) == '-' || c == '#') {
                int end = text.indexOf('\n', i);
                end = end < 0 ? n : end;
                Matcher m = NAME.matcher(text.substring(i, end));
                if (m.find()) {
                    pendingName = m.group(1);
                }
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
                line += (int) quoted.chars().filter(ch -> ch == '\n').count();
                if (current.toString().isBlank()) {
                    startLine = line;
                }
                current.append(quoted);
                i = j;
                continue;
            }
            if (c == ';') {
                add(out, current, pendingName, startLine);
                pendingName = null;
                current.setLength(0);
                i++;
                continue;
            }
            if (current.toString().isBlank() && !Character.isWhitespace(c)) {
                startLine = line;
            }
            current.append(c);
            i++;
        }
        add(out, current, pendingName, startLine);
        return out;
    }

    private static void add(List<Statement> out, StringBuilder sql, String name, int line) {
        String s = sql.toString().strip();
        if (!s.isEmpty()) {
            out.add(new Statement(name, s, line));
        }
    }
}

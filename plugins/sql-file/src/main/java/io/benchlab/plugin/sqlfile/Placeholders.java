package io.benchlab.plugin.sqlfile;

import io.benchlab.api.WorkloadException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code ${…}} of the SQL files. A name given in {@code parameters.variables} is replaced once,
 * when the file is read; a function is replaced at every execution of a stream statement:
 * {@code ${rand:MIN:MAX}} (a whole number from MIN to MAX, both included, from the session's own
 * seeded generator, so a run repeats), {@code ${seq}} (the execution's number in its session: 1, 2,
 * 3, …) and {@code ${thread}} (the session's number, 1 to N).
 */
final class Placeholders {
    private static final Pattern ANY = Pattern.compile("\\$\\{([^}\\s]*)}");
    private static final Pattern RAND = Pattern.compile("rand:(-?\\d{1,18}):(-?\\d{1,18})");
    /** How the functions are written, for messages. */
    static final String FUNCTIONS = "${rand:MIN:MAX}, ${seq}, ${thread}";

    private Placeholders() {
    }

    /** A per-execution value. */
    sealed interface Function permits Rand, Execution, Session {
    }

    /** A uniformly drawn whole number from {@code min} to {@code max}, both included. */
    record Rand(long min, long max) implements Function {
    }

    /** The execution's number in its session, from 1. */
    record Execution() implements Function {
    }

    /** The session's number, from 1. */
    record Session() implements Function {
    }

    /**
     * Replaces every variable in {@code text}; functions stay for {@link #compile}. A name that is
     * neither is refused in one line naming the file and line.
     */
    static String substituteVariables(String text, Map<String, String> variables, String file) throws WorkloadException {
        Matcher m = ANY.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            String value = variables.get(name);
            if (value != null) {
                m.appendReplacement(sb, Matcher.quoteReplacement(value));
                continue;
            }
            function(name, file + " line " + lineOf(text, m.start()));
            m.appendReplacement(sb, Matcher.quoteReplacement(m.group()));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** Whether a statement (variables already replaced) holds a function. */
    static boolean hasFunctions(String sql) {
        return ANY.matcher(sql).find();
    }

    /** A statement split at its functions, filled at each execution. */
    static Template compile(String sql, String where) throws WorkloadException {
        List<String> literals = new ArrayList<>();
        List<Function> slots = new ArrayList<>();
        Matcher m = ANY.matcher(sql);
        int from = 0;
        while (m.find()) {
            literals.add(sql.substring(from, m.start()));
            slots.add(function(m.group(1), where));
            from = m.end();
        }
        literals.add(sql.substring(from));
        return new Template(List.copyOf(literals), List.copyOf(slots));
    }

    private static Function function(String name, String where) throws WorkloadException {
        switch (name) {
            case "seq" -> {
                return new Execution();
            }
            case "thread" -> {
                return new Session();
            }
            default -> {
                // fall through to the forms with arguments
            }
        }
        if (name.startsWith("rand:")) {
            Matcher r = RAND.matcher(name);
            if (!r.matches()) {
                throw new WorkloadException(where + ": ${" + name + "} must be ${rand:MIN:MAX} with whole numbers, e.g. ${rand:1:10000}");
            }
            long min = Long.parseLong(r.group(1));
            long max = Long.parseLong(r.group(2));
            if (min > max) {
                throw new WorkloadException(where + ": ${" + name + "} has MIN above MAX; write ${rand:" + max + ":" + min + "}");
            }
            return new Rand(min, max);
        }
        if (name.contains(":")) {
            throw new WorkloadException(where + ": ${" + name + "} is no function; the functions are " + FUNCTIONS);
        }
        throw new WorkloadException(where + ": ${" + name + "} is neither given in parameters.variables nor a function ("
                + FUNCTIONS + ")");
    }

    /** 1-based line of an offset. */
    static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    /**
     * A statement's text around its functions: {@code literals} has one more element than {@code slots}.
     */
    record Template(List<String> literals, List<Function> slots) {

        /** The statement for one execution: {@code thread} and {@code seq} from 1. */
        String render(SplittableRandom random, int thread, long seq) {
            if (slots.isEmpty()) {
                return literals.get(0);
            }
            StringBuilder sb = new StringBuilder(literals.stream().mapToInt(String::length).sum() + 12 * slots.size());
            for (int i = 0; i < slots.size(); i++) {
                sb.append(literals.get(i));
                switch (slots.get(i)) {
                    case Rand r -> sb.append(r.min() == r.max() ? r.min() : random.nextLong(r.min(), r.max() == Long.MAX_VALUE ? r.max() : r.max() + 1));
                    case Execution e -> sb.append(seq);
                    case Session s -> sb.append(thread);
                }
            }
            return sb.append(literals.get(slots.size())).toString();
        }
    }
}

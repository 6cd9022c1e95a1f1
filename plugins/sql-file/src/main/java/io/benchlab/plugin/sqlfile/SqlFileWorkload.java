package io.benchlab.plugin.sqlfile;

import io.benchlab.api.Operation;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.TextFiles;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadContext;
import io.benchlab.api.WorkloadException;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A configured SQL-file workload; the files are read when the engine asks for operations. */
final class SqlFileWorkload implements Workload {
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Za-z0-9_.-]+)}");
    private final Parameters parameters;
    private final Map<String, String> variables = new LinkedHashMap<>();
    private List<Operation> operations;

    SqlFileWorkload(Parameters parameters) throws WorkloadException {
        this.parameters = parameters;
        for (String pair : parameters.getStringList("variables")) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new WorkloadException("variables: '" + pair + "' is not name=value");
            }
            variables.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
        }
    }

    @Override
    public String schema() {
        return parameters.getString("schema");
    }

    @Override
    public void prepare(WorkloadContext context) throws Exception {
        String setup = parameters.getString("setup");
        if (setup == null) {
            return;
        }
        Path file = context.resolve(setup);
        List<SqlScript.Statement> statements = SqlScript.split(substitute(read(file)));
        try (Statement s = context.connection().createStatement()) {
            int done = 0;
            for (SqlScript.Statement st : statements) {
                context.progress("setup " + file.getFileName(), done++, statements.size());
                try {
                    s.execute(st.sql());
                } catch (SQLException e) {
                    throw new WorkloadException(file.getFileName() + " line " + st.line() + ": " + e.getMessage());
                }
            }
            context.progress("setup " + file.getFileName(), statements.size(), statements.size());
        }
    }

    @Override
    public List<Operation> operations() {
        if (operations == null) {
            operations = load();
        }
        return operations;
    }

    private List<Operation> load() {
        // PATH parameters arrive absolute: the engine resolves them against the experiment file.
        Path file = Path.of(parameters.getString("queries"));
        String text;
        try {
            text = substitute(read(file));
        } catch (WorkloadException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        List<SqlScript.Statement> statements = SqlScript.split(text);
        if (statements.isEmpty()) {
            throw new IllegalArgumentException(file.getFileName() + " has no statements");
        }
        int reps = parameters.getInt("repetitions");
        List<Operation> ops = new ArrayList<>();
        Set<String> names = new HashSet<>();
        int unnamed = 0;
        for (SqlScript.Statement st : statements) {
            String name = st.name() != null ? st.name() : "q" + (++unnamed);
            if (!names.add(name)) {
                throw new IllegalArgumentException(file.getFileName() + " line " + st.line() + ": query name '" + name + "' is used twice");
            }
            for (int r = 1; r <= reps; r++) {
                ops.add(new QueryOperation(reps == 1 ? name : name + "#" + r, name, st.sql()));
            }
        }
        return ops;
    }

    private String substitute(String text) throws WorkloadException {
        Matcher m = VARIABLE.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String v = variables.get(m.group(1));
            if (v == null) {
                throw new WorkloadException("${" + m.group(1) + "} is used but not given in parameters.variables");
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(v));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** Read as a bounded stream, strictly as UTF-8: a binary file or /dev/zero is one clear line, not a full heap. */
    private static String read(Path file) throws WorkloadException {
        try {
            return TextFiles.read(file, TextFiles.DEFAULT_MAX_BYTES);
        } catch (IOException e) {
            throw new WorkloadException(e.getMessage());
        }
    }
}

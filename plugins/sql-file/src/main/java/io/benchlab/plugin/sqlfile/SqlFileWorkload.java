package io.benchlab.plugin.sqlfile;

import io.benchlab.api.Operation;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.StreamOperation;
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

/**
 * A configured SQL-file workload. The query file is read and checked when the workload is made, so
 * a wrong statement is one line before anything starts: timed queries become query operations,
 * statements marked {@code -- stream} a stream operation each, statements marked {@code -- mix: W}
 * together one stream operation named {@value #MIX} whose kinds are those statements.
 */
final class SqlFileWorkload implements Workload {
    /** The name of the weighted mix's stream operation. */
    static final String MIX = "mix";
    /** What a SQL stream's units count. */
    static final String UNIT = "statements";

    private final Parameters parameters;
    private final Map<String, String> variables = new LinkedHashMap<>();
    private final List<Operation> operations;

    SqlFileWorkload(Parameters parameters) throws WorkloadException {
        this.parameters = parameters;
        for (String pair : parameters.getStringList("variables")) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new WorkloadException("variables: '" + pair + "' is not name=value");
            }
            variables.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
        }
        // FILE parameters arrive absolute: the engine resolves them against the experiment file.
        this.operations = load(Path.of(parameters.getString("queries")));
        String setup = parameters.getString("setup");
        if (setup != null && Path.of(setup).isAbsolute()) {
            setup(Path.of(setup)); // its mistakes too are one line before anything starts
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
        List<SqlScript.Statement> statements = setup(file);
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

    /** The setup's statements, checked: run once, so nothing in it is a stream or changes per execution. */
    private List<SqlScript.Statement> setup(Path file) throws WorkloadException {
        List<SqlScript.Statement> statements = statements(file);
        for (SqlScript.Statement st : statements) {
            String at = file.getFileName() + " line " + st.line();
            if (st.role() != SqlScript.Role.QUERY) {
                throw new WorkloadException(at + ": -- stream and -- mix mark statements of the queries file; the setup runs once");
            }
            if (Placeholders.hasFunctions(st.sql())) {
                throw new WorkloadException(at + ": " + Placeholders.FUNCTIONS + " change at every execution of a stream statement;"
                        + " the setup runs once");
            }
        }
        return statements;
    }

    @Override
    public List<Operation> operations() {
        return operations;
    }

    private List<Operation> load(Path file) throws WorkloadException {
        List<SqlScript.Statement> statements = statements(file);
        String fileName = file.getFileName().toString();
        if (statements.isEmpty()) {
            throw new WorkloadException(fileName + " has no statements");
        }
        int reps = parameters.getInt("repetitions");
        List<Operation> ops = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Mix mix = new Mix();
        int unnamed = 0;
        for (SqlScript.Statement st : statements) {
            String at = fileName + " line " + st.line();
            String name = st.name() != null ? st.name() : "q" + (++unnamed);
            if (!names.add(name)) {
                throw new WorkloadException(at + ": query name '" + name + "' is used twice");
            }
            switch (st.role()) {
                case QUERY -> {
                    if (Placeholders.hasFunctions(st.sql())) {
                        throw new WorkloadException(at + ": " + name + " uses " + Placeholders.FUNCTIONS.replace(", ", " or ")
                                + ", which change at every execution; a timed query runs the same text in every phase:"
                                + " mark it -- stream (or -- mix: W) to run it from the stream's sessions");
                    }
                    for (int r = 1; r <= reps; r++) {
                        ops.add(new QueryOperation(reps == 1 ? name : name + "#" + r, name, st.sql()));
                    }
                }
                case STREAM -> ops.add(stream(name, List.of(streamable(st, name, at)), null, StatementShape.readsOnly(st.sql())));
                case MIX -> {
                    if (mix.names.isEmpty()) {
                        ops.add(null); // the mix runs where its first statement stands
                        mix.position = ops.size() - 1;
                    }
                    mix.add(name, streamable(st, name, at), weight(st, at), StatementShape.readsOnly(st.sql()));
                }
            }
        }
        if (!mix.names.isEmpty()) {
            if (names.contains(MIX)) {
                throw new WorkloadException(fileName + ": a statement is named '" + MIX + "', the name of the weighted mix; rename it");
            }
            ops.set(mix.position, stream(MIX, mix.templates, mix.weights(), mix.readsOnly).withKinds(mix.names));
        }
        return List.copyOf(ops);
    }

    /** The statements marked {@code -- mix: W}, gathered into one stream operation. */
    private static final class Mix {
        final List<String> names = new ArrayList<>();
        final List<Placeholders.Template> templates = new ArrayList<>();
        final List<Double> weights = new ArrayList<>();
        boolean readsOnly = true;
        int position;

        void add(String name, Placeholders.Template template, double weight, boolean reads) {
            names.add(name);
            templates.add(template);
            weights.add(weight);
            readsOnly &= reads;
        }

        double[] weights() {
            return weights.stream().mapToDouble(Double::doubleValue).toArray();
        }
    }

    private static StreamOperation stream(String name, List<Placeholders.Template> templates, double[] weights, boolean readsOnly) {
        List<Placeholders.Template> copy = List.copyOf(templates);
        return new StreamOperation(name, "", (index, count) -> new StatementWorker(copy, weights, index + 1), UNIT, readsOnly);
    }

    /** A statement N sessions can run over and over, compiled with its functions; setup DDL is refused in one line. */
    private static Placeholders.Template streamable(SqlScript.Statement st, String name, String at) throws WorkloadException {
        String why = StatementShape.setupOnly(st.sql());
        if (why != null) {
            throw new WorkloadException(at + ": " + name + " (" + StatementShape.brief(st.sql()) + ") is marked as a stream, but it " + why
                    + ": the sessions cannot all run it over and over. It is setup: put it in the setup file"
                    + " (or make it each session's own: CREATE TEMPORARY TABLE, DROP TEMPORARY TABLE)");
        }
        return Placeholders.compile(st.sql(), at);
    }

    private static double weight(SqlScript.Statement st, String at) throws WorkloadException {
        double w;
        try {
            w = Double.parseDouble(st.weight());
        } catch (NumberFormatException e) {
            w = Double.NaN;
        }
        if (!(w > 0) || Double.isInfinite(w)) {
            throw new WorkloadException(at + ": -- mix: takes the statement's weight in the mix, a number above 0 (e.g. -- mix: 3), not '"
                    + st.weight() + "'");
        }
        return w;
    }

    /** The file's statements, its variables replaced (functions stay for each execution). */
    private List<SqlScript.Statement> statements(Path file) throws WorkloadException {
        return SqlScript.split(Placeholders.substituteVariables(read(file), variables, file.getFileName().toString()));
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

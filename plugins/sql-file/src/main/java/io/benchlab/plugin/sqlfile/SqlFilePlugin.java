package io.benchlab.plugin.sqlfile;

import io.benchlab.api.ParameterSpec;
import io.benchlab.api.Parameters;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import java.util.List;

/**
 * The user's own SQL: a setup script run once per variant, and a query file whose statements are
 * the measured operations (named by a {@code -- name: X} comment before each). A statement marked
 * {@code -- stream} is run over and over by the stream's sessions (mysqlslap's job), those marked
 * {@code -- mix: W} together as one weighted mix; {@code ${rand:MIN:MAX}}, {@code ${seq}} and
 * {@code ${thread}} in them change at every execution. {@code DELIMITER} lines work as in the
 * mysql client, so procedures can be created in the setup.
 */
public final class SqlFilePlugin implements WorkloadPlugin {

    @Override
    public String id() {
        return "sql-file";
    }

    @Override
    public String description() {
        return "Your own SQL: a setup script, then each statement of a query file timed, explained and counted,"
                + " or run by N sessions at once as a stream (-- stream, or a weighted -- mix: W)";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.file("queries", "SQL file of the statements to measure; '-- name: X' before a statement names it,"
                        + " '-- stream' makes it a stream, '-- mix: W' puts it in the weighted mix").asRequired(),
                ParameterSpec.file("setup", "SQL script run once per variant before measuring (create and fill tables)"),
                ParameterSpec.string("schema", "benchlab", "database the setup and queries run in (created if missing)"),
                ParameterSpec.integer("repetitions", 1, "how many times each query runs in every phase").withRange(1.0, 10_000.0),
                ParameterSpec.stringList("variables", List.of(), "name=value pairs substituted for ${name} in both files"
                        + " (streams also take ${rand:MIN:MAX}, ${seq} and ${thread} per execution)"));
    }

    @Override
    public Workload create(Parameters parameters) throws WorkloadException {
        return new SqlFileWorkload(parameters);
    }
}

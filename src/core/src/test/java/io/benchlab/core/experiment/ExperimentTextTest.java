package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExperimentTextTest {

    @Test
    void replacesScalarsByFieldPathKeepingEverythingElse() {
        String text = """
                # the queries of issue 28 — ünïcode 🚀 before the values moves no offset
                name: x   # a comment
                workload:
                  plugin: sql-file
                  parameters: {setup: "sql/set up.sql", queries: 'q.sql', schema: s}
                variants:
                  - name: a
                  - name: b
                    server: {type: external, url: 'jdbc:mysql://h/', passwordFile: pw.txt}
                """;
        String out = ExperimentText.replace(text, Map.of("workload.parameters.setup", "inputs/set up.sql",
                "workload.parameters.queries", "inputs/q.sql", "variants[1].server.passwordFile", "/home/u/it's pw.txt",
                "no.such.field", "ignored"));
        assertEquals("""
                # the queries of issue 28 — ünïcode 🚀 before the values moves no offset
                name: x   # a comment
                workload:
                  plugin: sql-file
                  parameters: {setup: 'inputs/set up.sql', queries: inputs/q.sql, schema: s}
                variants:
                  - name: a
                  - name: b
                    server: {type: external, url: 'jdbc:mysql://h/', passwordFile: '/home/u/it''s pw.txt'}
                """, out);
        ExperimentFile reread = ExperimentFile.parse(Path.of("x.yaml"), out);
        assertEquals("inputs/set up.sql", reread.experiment().workload().parameters().get("setup"));
        assertEquals("/home/u/it's pw.txt", reread.experiment().variants().get(1).server().passwordFile());
    }

    @Test
    void aBlockScalarKeepsItsLineEnd() {
        String text = "name: x\nworkload:\n  plugin: sql-file\n  parameters:\n    queries: >\n      q.sql\n    schema: s\n";
        String out = ExperimentText.replace(text, Map.of("workload.parameters.queries", "inputs/q.sql"));
        assertEquals("name: x\nworkload:\n  plugin: sql-file\n  parameters:\n    queries: inputs/q.sql\n    schema: s\n", out);
    }

    @Test
    void listsScalarsByPath() {
        Map<String, String> s = ExperimentText.scalars("a: 1\nb: [x, {c: y}]\n");
        assertEquals(Map.of("a", "1", "b[0]", "x", "b[1].c", "y"), s);
    }
}

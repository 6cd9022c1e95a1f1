package io.benchlab.plugin.sqlfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.Operation;
import io.benchlab.api.Parameters;
import io.benchlab.api.QueryOperation;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.WorkloadException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a query file becomes (timed queries, streams, the weighted mix), and its mistakes as one line each. */
class SqlFileWorkloadTest {
    @TempDir
    Path dir;

    private List<Operation> operations(String queries) throws Exception {
        return workload(queries, null).operations();
    }

    private SqlFileWorkload workload(String queries, String setup) throws IOException, WorkloadException, io.benchlab.api.ParameterException {
        Files.writeString(dir.resolve("q.sql"), queries);
        Map<String, Object> raw = new HashMap<>(Map.of("queries", dir.resolve("q.sql").toString()));
        if (setup != null) {
            Files.writeString(dir.resolve("s.sql"), setup);
            raw.put("setup", dir.resolve("s.sql").toString());
        }
        return new SqlFileWorkload(Parameters.validate(new SqlFilePlugin().parameters(), raw));
    }

    private String refused(String queries) {
        return assertThrows(WorkloadException.class, () -> workload(queries, null)).getMessage();
    }

    @Test
    void timedQueriesStreamsAndTheMixInTheFilesOrder() throws Exception {
        List<Operation> ops = operations("""
                -- name: count
                SELECT COUNT(*) FROM t;
                -- name: calls
                -- stream
                CALL p(${rand:1:10000});
                -- name: point
                -- mix: 9
                SELECT * FROM t WHERE id = ${rand:1:100};
                -- name: bump
                -- mix: 1
                UPDATE t SET n = n + 1 WHERE id = ${thread};
                """);
        assertEquals(List.of("count", "calls", "mix"), ops.stream().map(Operation::name).toList());
        assertTrue(ops.get(0) instanceof QueryOperation);
        StreamOperation calls = (StreamOperation) ops.get(1);
        assertEquals("statements", calls.unit());
        assertTrue(calls.kinds().isEmpty());
        assertFalse(calls.readOnly(), "a CALL may write");
        StreamOperation mix = (StreamOperation) ops.get(2);
        assertEquals(List.of("point", "bump"), mix.kinds(), "each statement of the mix is a kind: its own operations, errors, latency");
        assertFalse(mix.readOnly(), "the mix updates");
    }

    @Test
    void aStreamOfPlainReadsMayRunOnAReplica() throws Exception {
        StreamOperation s = (StreamOperation) operations("-- stream\nSELECT * FROM t WHERE id = ${rand:1:9};").get(0);
        assertTrue(s.readOnly());
        s = (StreamOperation) operations("-- stream\nSELECT * FROM t WHERE id = 1 FOR UPDATE;").get(0);
        assertFalse(s.readOnly(), "a locking read");
    }

    @Test
    void setupDdlMarkedAsAStreamIsRefusedInOneLine() {
        String m = refused("SELECT 1;\n-- name: make\n-- stream\nCREATE TABLE t2 (id INT);");
        assertTrue(m.startsWith("q.sql line 4: make (CREATE TABLE t2 (id INT)) is marked as a stream, but it creates a table"), m);
        assertTrue(m.contains("setup file") && m.contains("CREATE TEMPORARY TABLE"), m);
        assertFalse(m.contains("\n"), m);
        assertTrue(refused("-- mix: 1\nDROP PROCEDURE IF EXISTS p;").contains("drops a procedure"));
        assertTrue(refused("-- stream\ncreate or replace view v as select 1;").contains("creates a view"));
    }

    @Test
    void perSessionDdlMayBeAStream() throws Exception {
        assertEquals(1, operations("-- stream\nCREATE TEMPORARY TABLE t_${thread} (id INT);").size());
        assertEquals(1, operations("-- stream\nDROP TEMPORARY TABLE IF EXISTS tt;").size());
    }

    @Test
    void functionsOutsideAStreamUnknownFunctionsAndBadWeightsAreOneLineEach() throws Exception {
        String m = refused("-- name: q\nSELECT ${rand:1:5};");
        assertTrue(m.startsWith("q.sql line 2: q uses") && m.contains("mark it -- stream"), m);
        m = refused("-- stream\nSELECT ${random:1:5};");
        assertTrue(m.startsWith("q.sql line 2: ${random:1:5} is no function"), m);
        m = refused("-- mix: heavy\nSELECT 1;");
        assertTrue(m.contains("line 2") && m.contains("a number above 0") && m.contains("'heavy'"), m);
        assertTrue(refused("-- mix: 0\nSELECT 1;").contains("a number above 0"));
        assertTrue(refused("-- name: mix\nSELECT 1;\n-- mix: 1\nSELECT 2;").contains("named 'mix'"));
        m = assertThrows(WorkloadException.class, () -> workload("SELECT 1;", "-- stream\nCALL p();")).getMessage();
        assertTrue(m.startsWith("s.sql line 2:") && m.contains("the setup runs once"), m);
        m = assertThrows(WorkloadException.class, () -> workload("SELECT 1;", "INSERT INTO t VALUES (${seq});")).getMessage();
        assertTrue(m.startsWith("s.sql line 1:"), m);
    }
}

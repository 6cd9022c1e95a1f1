package io.benchlab.plugin.sqlfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SqlScriptTest {
    @Test
    void splitsAtSemicolonsOutsideQuotesAndComments() {
        List<SqlScript.Statement> s = SqlScript.split("""
                -- name: first
                SELECT 'a;b', "c;d", `e;f` FROM t; -- trailing; comment
                /* block; comment */
                # name: second
                SELECT 'it''s' ;
                SELECT 3
                """);
        assertEquals(3, s.size());
        assertEquals("first", s.get(0).name());
        assertEquals("SELECT 'a;b', \"c;d\", `e;f` FROM t", s.get(0).sql());
        assertEquals(2, s.get(0).line());
        assertEquals("second", s.get(1).name());
        assertEquals("SELECT 'it''s'", s.get(1).sql());
        assertEquals(null, s.get(2).name());
        assertEquals(6, s.get(2).line());
    }

    @Test
    void keepsExecutableCommentsAndBackslashEscapes() {
        List<SqlScript.Statement> s = SqlScript.split("SELECT /*!50000 1 */, 'x\\';y';");
        assertEquals(1, s.size());
        assertEquals("SELECT /*!50000 1 */, 'x\\';y'", s.get(0).sql());
    }

    @Test
    void delimiterLinesKeepProcedureBodiesWholeAsTheMysqlClientDoes() {
        // the seed's procedure, as its author typed it into the mysql client
        List<SqlScript.Statement> s = SqlScript.split("""
                DROP PROCEDURE IF EXISTS temp_scale_proc;
                DELIMITER GO
                CREATE PROCEDURE temp_scale_proc(cnt INT)
                BEGIN
                    DROP TABLE IF EXISTS temp_tab;
                    CREATE TEMPORARY TABLE temp_tab LIKE source_table;
                    SELECT * FROM temp_tab WHERE id=cnt;
                END
                GO
                delimiter ;
                CALL temp_scale_proc(3);
                """);
        assertEquals(3, s.size(), s.toString());
        assertEquals("DROP PROCEDURE IF EXISTS temp_scale_proc", s.get(0).sql());
        assertTrue(s.get(1).sql().startsWith("CREATE PROCEDURE temp_scale_proc(cnt INT)\nBEGIN"), s.get(1).sql());
        assertTrue(s.get(1).sql().endsWith("SELECT * FROM temp_tab WHERE id=cnt;\nEND"), "semicolons inside the body stay: " + s.get(1).sql());
        assertEquals(3, s.get(1).line());
        assertEquals("CALL temp_scale_proc(3)", s.get(2).sql());
        assertEquals(11, s.get(2).line());
    }

    @Test
    void commentsBeforeAStatementSayWhetherItIsAStreamOrInTheMix() {
        List<SqlScript.Statement> s = SqlScript.split("""
                -- name: timed
                SELECT 1;
                -- name: calls
                -- stream
                CALL p(${rand:1:10});
                # mix: 3
                -- name: reads
                SELECT 2;
                -- MIX: 0.5
                UPDATE t SET n = n + 1;
                """);
        assertEquals(List.of(SqlScript.Role.QUERY, SqlScript.Role.STREAM, SqlScript.Role.MIX, SqlScript.Role.MIX),
                s.stream().map(SqlScript.Statement::role).toList());
        assertEquals("calls", s.get(1).name());
        assertEquals("reads", s.get(2).name());
        assertEquals("3", s.get(2).weight());
        assertEquals("0.5", s.get(3).weight());
        assertEquals(null, s.get(3).name());
    }
}

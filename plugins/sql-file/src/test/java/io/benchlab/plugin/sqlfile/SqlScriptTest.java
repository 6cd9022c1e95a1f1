package io.benchlab.plugin.sqlfile;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}

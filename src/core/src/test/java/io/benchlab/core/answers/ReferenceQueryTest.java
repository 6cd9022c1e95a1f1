package io.benchlab.core.answers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What the reference engine runs: a trailing LIMIT kept apart, everything else as written; and the DDL made DuckDB's. */
class ReferenceQueryTest {

    @Test
    void aTrailingLimitIsKeptApart() {
        assertEquals(new ReferenceQuery("SELECT a FROM t\nORDER BY a", 10), ReferenceQuery.of("SELECT a FROM t\nORDER BY a\nLIMIT 10"));
        assertEquals(new ReferenceQuery("select a from t order by a", 3), ReferenceQuery.of("select a from t order by a limit 3;\n"));
        assertEquals(0, ReferenceQuery.of("SELECT a FROM (SELECT a FROM t LIMIT 5) x").limit(), "a subquery's limit is the subquery's");
        assertEquals(0, ReferenceQuery.of("SELECT a FROM t LIMIT 5 OFFSET 2").limit(), "with an offset the query is left whole");
        assertEquals(0, ReferenceQuery.of("SELECT a FROM t LIMIT 2, 5").limit());
        assertEquals("SELECT a FROM t", ReferenceQuery.of("SELECT a FROM t").sql());
    }

    @Test
    void theDatasetsDdlIsMadeDuckDbs() {
        assertEquals("CREATE TABLE \"date\" (\n  d_datekey INT NOT NULL,\n  d_date VARCHAR(19) NOT NULL\n)",
                ReferenceDatabase.ddl("CREATE TABLE `date` (\n  d_datekey INT NOT NULL,\n  d_date VARCHAR(19) NOT NULL,\n"
                        + "  PRIMARY KEY (d_datekey)\n) ENGINE=InnoDB ROW_FORMAT=DYNAMIC"));
        assertEquals("CREATE TABLE t (\n  a INT NOT NULL,\n  b INT\n)",
                ReferenceDatabase.ddl("CREATE TABLE t (\n  a INT NOT NULL,\n  b INT,\n  PRIMARY KEY (a, b),\n  KEY i_b (b),\n"
                        + "  UNIQUE KEY `u` (a)\n) ENGINE=InnoDB DEFAULT CHARSET=latin1"));
    }
}

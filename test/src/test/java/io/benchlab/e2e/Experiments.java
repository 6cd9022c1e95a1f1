package io.benchlab.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Small experiment files written by tests: a tiny orders schema and its queries. */
final class Experiments {
    private Experiments() {
    }

    static final String SETUP = """
            DROP TABLE IF EXISTS t;
            DROP TABLE IF EXISTS digits;
            CREATE TABLE digits (d INT PRIMARY KEY);
            INSERT INTO digits VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9);
            CREATE TABLE t (id INT PRIMARY KEY, k INT NOT NULL, pad VARCHAR(200) NOT NULL, KEY ix_k (k)) ENGINE=InnoDB;
            INSERT INTO t SELECT a.d*1000 + b.d*100 + c.d*10 + e.d, (a.d*1000 + b.d*100 + c.d*10 + e.d) % 97, REPEAT('x', 150)
              FROM digits a, digits b, digits c, digits e;
            """;

    static final String QUERIES = """
            -- name: count-all
            SELECT COUNT(*) FROM t;
            -- name: by-k
            SELECT k, COUNT(*), SUM(LENGTH(pad)) FROM t GROUP BY k ORDER BY k;
            -- name: range
            SELECT SUM(id) FROM t WHERE k BETWEEN 10 AND 20;
            """;

    /** Writes setup.sql, queries.sql and an experiment with the given YAML body after the workload block. */
    static Path write(Path dir, String name, String profile, String extraYaml) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("setup.sql"), SETUP);
        Files.writeString(dir.resolve("queries.sql"), QUERIES);
        String yaml = """
                name: %s
                server:
                  type: embedded
                  profile: %s
                workload:
                  plugin: sql-file
                  parameters:
                    setup: setup.sql
                    queries: queries.sql
                    schema: e2e
                %s
                """.formatted(name, profile, extraYaml);
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, yaml);
        return file;
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.server.ConnectionPool;
import io.benchlab.core.server.ManagedServer;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.plugin.dbt3.Dbt3Queries;
import io.benchlab.plugin.dbt3.H2Reference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * DBT-3 on the embedded MariaDB gives TPC-H's answers: benchlab loads SF 0.01 and runs the 22 queries;
 * the same queries' results on that server must equal, value for value after normalisation, what
 * H2 (an independent engine) computes from the same generator rows. The bundle's result checksums tie
 * the compared results to the ones benchlab measured.
 */
class Dbt3AnswersTest {
    private static final double SF = 0.01;

    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("default");
    private static Bundle bundle;

    @BeforeAll
    static void runAll22() throws Exception {
        Path experiment = cli.write("dbt3-answers.yaml", """
                name: dbt3-answers
                workload:
                  plugin: dbt3
                  parameters:
                    sf: 0.01
                phases:
                  cold: false
                  warm: 1
                options:
                  keepServer: true
                """);
        assertEquals(0, cli.run("dataset", "load", "tpch", "--sf", "0.01").exitCode(), "dataset load");
        assertEquals(0, cli.run("run", experiment.toString()).exitCode(), "run");
        bundle = cli.firstBundle();
    }

    @Test
    void all22AnswersEqualH2sFromTheSameRows() throws Exception {
        Map<String, Measurement> measured = new LinkedHashMap<>();
        for (Measurement m : bundle.measurements()) {
            assertNull(m.error(), m.operation() + " failed");
            measured.put(m.operation(), m);
        }
        assertEquals(22, measured.size(), "measurements: " + measured.keySet());

        Map<String, List<List<String>>> expected;
        try (H2Reference h2 = H2Reference.load(SF)) {
            expected = h2.answers();
        }
        ManagedServer server = new ServerFactory(new BenchlabHome(cli.home())).managed(ServerSpec.embedded());
        try (ConnectionPool pool = ConnectionPool.open(ServerFactory.endpoint(server), 2); Connection c = pool.connection()) {
            c.setCatalog("tpch_sf0_01");
            List<String> wrong = new ArrayList<>();
            for (int q = 1; q <= 22; q++) {
                String name = "Q" + q;
                Answer a = query(c, Dbt3Queries.sql(q, false, SF, 0));
                Measurement m = measured.get(name);
                assertEquals(m.checksum(), a.checksum(), name + ": the result compared here is not the one benchlab measured");
                assertEquals(m.rows(), a.rows().size(), name + " row count in the bundle");
                if (!expected.get(name).equals(a.rows())) {
                    wrong.add(name + "\n    MariaDB " + a.rows() + "\n    H2      " + expected.get(name));
                }
            }
            assertEquals(List.of(), wrong, "answers differing from H2's");
        }
    }

    record Answer(List<List<String>> rows, String checksum) {
    }

    /** Normalised rows (H2Reference.normalize) and the bundle's checksum of the raw text (CRC-32C, as the runner computes it). */
    private static Answer query(Connection c, String sql) throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        CRC32C crc = new CRC32C();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= n; i++) {
                    String text = rs.getString(i);
                    if (text == null) {
                        crc.update(0);
                    } else {
                        byte[] b = text.getBytes(StandardCharsets.UTF_8);
                        crc.update(b, 0, b.length);
                    }
                    crc.update(1);
                    row.add(H2Reference.normalize(rs.getObject(i)));
                }
                crc.update(2);
                rows.add(row);
            }
        }
        return new Answer(rows, String.format("%08x", crc.getValue()));
    }
}

package io.benchlab.plugin.insertstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.ParameterException;
import io.benchlab.api.Parameters;
import io.benchlab.api.StreamOperation;
import io.benchlab.api.Workload;
import io.benchlab.api.WorkloadException;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.testkit.AbstractWorkloadPluginTest;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The kit's suite on a small sbtest table, plus the point-select worker's own rules. */
class OltpPointSelectPluginTest extends AbstractWorkloadPluginTest {
    private final OltpPointSelectPlugin plugin = new OltpPointSelectPlugin();

    @Override
    protected WorkloadPlugin plugin() {
        return plugin;
    }

    @Override
    protected Map<String, Object> parameters() {
        return Map.of("tableSize", 1000, "schema", "kit_point_select");
    }

    @Test
    void defaultsAndOperation() throws Exception {
        Workload w = plugin.create(Parameters.validate(plugin.parameters(), Map.of()));
        assertEquals("sbtest", w.schema());
        StreamOperation op = (StreamOperation) w.operations().get(0);
        assertEquals("point-select", op.name());
        assertEquals("queries", op.unit());
        assertEquals("SELECT c FROM `sbtest`.`sbtest1` WHERE id=?", OltpPointSelectPlugin.selectSql("`sbtest`.`sbtest1`"));
        assertThrows(ParameterException.class, () -> Parameters.validate(plugin.parameters(), Map.of("tableSize", 0)));
        assertThrows(WorkloadException.class,
                () -> plugin.create(Parameters.validate(plugin.parameters(), Map.of("schema", "x y"))));
    }

    @Test
    void tableAndFillText() {
        String create = SbtestTable.createTableSql("`s`.`sbtest1`", "InnoDB");
        assertTrue(create.contains("id INT NOT NULL") && create.contains("c CHAR(120)") && create.contains("pad CHAR(60)")
                && create.contains("PRIMARY KEY (id)"), create);
        assertEquals("INSERT INTO t (id, k, c, pad) VALUES (?,?,?,?),(?,?,?,?)", SbtestTable.insertSql("t", 2));
        SplittableRandom r = new SplittableRandom(1);
        String c = SbtestTable.digitGroups(10, r);
        String pad = SbtestTable.digitGroups(5, r);
        assertEquals(119, c.length());
        assertEquals(59, pad.length());
        assertTrue(c.matches("(\\d{11}-){9}\\d{11}"), c);
    }

    @Test
    void idsAreUniformOverTheTable() {
        OltpPointSelectPlugin.PointSelectWorker w = new OltpPointSelectPlugin.PointSelectWorker("x", 10);
        SplittableRandom r = new SplittableRandom(5);
        int[] counts = new int[11];
        for (int i = 0; i < 100_000; i++) {
            long id = w.nextId(r);
            assertTrue(id >= 1 && id <= 10, "id " + id);
            counts[(int) id]++;
        }
        for (int id = 1; id <= 10; id++) {
            assertTrue(Math.abs(counts[id] - 10_000) < 500, "id " + id + ": " + counts[id]);
        }
    }
}

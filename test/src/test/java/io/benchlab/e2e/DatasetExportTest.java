package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `dataset export` writes the generated rows as LOAD DATA text files, one per table, without a server. */
class DatasetExportTest {
    @TempDir
    Path dir;

    @Test
    void exportsEveryTableWithItsRowCount() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Path out = dir.resolve("tbl");
        Cli.Result r = cli.run("dataset", "export", "ssb", "--sf", "0.01", "-o", out.toString());
        assertEquals(0, r.exitCode(), r.all());
        for (String table : List.of("date", "customer", "supplier", "part", "lineorder")) {
            Path f = out.resolve(table + ".tbl");
            assertTrue(Files.size(f) > 0, table);
        }
        List<String> customers = Files.readAllLines(out.resolve("customer.tbl"));
        assertEquals(300, customers.size(), "SSB customer = 30,000 × SF");
        assertEquals(8, customers.get(0).split("\t", -1).length, "c_custkey … c_mktsegment, tab-separated");
        assertTrue(r.out().contains("lineorder"), r.out());
        assertTrue(new io.benchlab.core.bundle.BundleReader().list(cli.home().resolve("runs")).isEmpty());
        assertTrue(!Files.exists(cli.home().resolve("servers")), "exporting needs no server");
    }

    /** Any dataset parameter is an option of its own name (`dataset load tpcc --warehouses 2`); an unknown one is one line. */
    @Test
    void datasetParametersAsOptionsOfTheirOwnName() throws Exception {
        Cli cli = new Cli(dir.resolve("home"));
        Path seven = dir.resolve("seed7");
        Path one = dir.resolve("seed1");
        assertEquals(0, cli.run("dataset", "export", "ssb", "--sf", "0.01", "--seed", "7", "-o", seven.toString()).exitCode());
        assertEquals(0, cli.run("dataset", "export", "ssb", "--sf=0.01", "--seed=1", "-o", one.toString()).exitCode());
        assertTrue(!Files.readString(seven.resolve("customer.tbl")).equals(Files.readString(one.resolve("customer.tbl"))),
                "--seed 7 reached the dataset");
        Cli.Result bad = cli.run("dataset", "export", "ssb", "--sf", "0.01", "--warehouses", "2", "-o", dir.resolve("x").toString());
        assertEquals(2, bad.exitCode(), bad.all());
        assertEquals(1, bad.err().strip().lines().count(), "one line: " + bad.err());
        assertTrue(bad.err().contains("warehouses"), bad.err());
    }
}

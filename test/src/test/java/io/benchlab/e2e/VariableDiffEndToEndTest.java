package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.settings.VariableDiff;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The variable diff on two real servers (two profiles of the embedded MariaDB, one after the
 * other) that differ in exactly one setting this test makes: seed 002's innodb_old_blocks_time.
 * Every other variable of the two servers is compared too, so any noise would show up here.
 */
class VariableDiffEndToEndTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-diff-a", "e2e-diff-b");
    static Bundle bundle;

    @BeforeAll
    static void runOnce() throws Exception {
        Path file = Experiments.write(cli.dir().resolve("exp"), "variable-diff", "e2e-diff-a", """
                phases: {cold: false, warm: 2}
                variants:
                  - name: stock
                  - name: obt-0
                    server: {type: embedded, profile: e2e-diff-b}
                    settings: {innodb_old_blocks_time: 0}
                """);
        bundle = cli.runBundle(file);
    }

    @Test
    void exactlyTheOneDifferenceIsFound() {
        VariableDiff d = VariableDiff.of(bundle);
        assertEquals(List.of("stock", "obt-0"), d.variants());
        assertEquals(List.of(new VariableDiff.Row("innodb_old_blocks_time", List.of("1000", "0"), List.of(false, true))), d.variables());
        assertTrue(d.optimizerSwitch().isEmpty(), d.optimizerSwitch().toString());
        assertTrue(d.compared() > 400, "every variable is compared, not only the ones set: " + d.compared());
    }

    @Test
    void compareShowsItBeforeTheVerdicts() {
        String out = cli.ok("compare", bundle.dir().toString()).out();
        int diff = out.indexOf("innodb_old_blocks_time");
        assertTrue(diff > 0, out);
        assertTrue(out.substring(diff).lines().findFirst().orElseThrow().matches("innodb_old_blocks_time\\s+1000\\s+0 \\*"), out);
        assertTrue(diff < out.indexOf("count-all"), "variables come before any timing: " + out);
    }
}

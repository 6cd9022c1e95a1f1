package io.benchlab.gui.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.gui.TableData;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Compare view's thread states: A's and B's shares side by side, as `benchlab compare` prints them (no toolkit needed). */
class CompareStatesTest {
    private static final Path FIXTURE = Path.of("../core/src/test/resources/bundles/states").toAbsolutePath().normalize();

    @Test
    void theTwoVariantsRepairsSideBySide() {
        CompareViewModel vm = new CompareViewModel();
        vm.left().open(FIXTURE);
        vm.right().open(FIXTURE);
        vm.right().variantProperty().set("sort-buffer-128M");
        TableData t = vm.statesProperty().get();
        assertEquals(List.of("Operation", "State", "A", "B"), t.headers());
        assertEquals(List.of("enable_keys", "Repair with keycache", "100%", "0%"), t.rows().get(0));
        assertEquals(List.of("", "Repair by sorting", "0%", "100%"), t.rows().get(1));
        assertTrue(t.rows().stream().anyMatch(r -> r.get(0).equals("temp_scale_proc") && r.get(1).equals("Sleep")), t.toString());
    }

    /** The Compare tab opens on the run selected in Results: its first variant as A, its second as B, the figures already there. */
    @Test
    void opensOnOneRunsTwoVariants() {
        CompareViewModel vm = new CompareViewModel();
        assertTrue(vm.empty());
        vm.openOnRun(FIXTURE);
        assertEquals("sort-buffer-16K", vm.left().variantProperty().get());
        assertEquals("sort-buffer-128M", vm.right().variantProperty().get());
        assertTrue(!vm.statesProperty().get().rows().isEmpty(), "both sides picked: the comparison is there without a click");
    }
}

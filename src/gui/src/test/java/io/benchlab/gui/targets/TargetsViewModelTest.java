package io.benchlab.gui.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TargetsViewModelTest {
    @Test
    void showsTheVersionNumberOfMariadbdVersionOutput() {
        assertEquals("11.4.5-MariaDB", TargetsViewModel.shortVersion(
                "/x/bin/mariadbd  Ver 11.4.5-MariaDB for linux-systemd on x86_64 (MariaDB Server)"));
        assertEquals("8.0.36", TargetsViewModel.shortVersion("8.0.36"));
    }
}

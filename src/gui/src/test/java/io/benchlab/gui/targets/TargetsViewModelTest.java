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

    @Test
    void aVersionsLineIsChosenByItsName() {
        assertEquals("mysql-9.7.4", TargetsViewModel.versionName("mysql-9.7.4  available · Debian sid (9.7.4-2)"));
        assertEquals("mariadb-11.8", TargetsViewModel.versionName(" mariadb-11.8 "));
        assertEquals("10.11.5", TargetsViewModel.versionName("10.11.5  cached"));
    }
}

package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class LaunchArgsTest {
    @Test
    void homeIsTheStateFolderNotAFileToOpen() {
        LaunchArgs a = LaunchArgs.parse(List.of("--home", "some/home"));
        assertEquals(Path.of("some/home").toAbsolutePath(), a.home().root());
        assertNull(a.open());
    }

    @Test
    void homeInEitherFormAndAFileToOpen() {
        LaunchArgs a = LaunchArgs.parse(List.of("exp.yaml", "--home=h"));
        assertEquals(Path.of("h").toAbsolutePath(), a.home().root());
        assertEquals(Path.of("exp.yaml").toAbsolutePath(), a.open());
    }
}

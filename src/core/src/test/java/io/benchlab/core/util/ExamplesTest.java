package io.benchlab.core.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.ExperimentFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExamplesTest {
    @TempDir
    Path home;

    @Test
    void opensAShippedExampleWithTheFilesItNamesAndKeepsTheUsersEdits() throws IOException {
        Examples examples = new Examples(new BenchlabHome(home));
        assertTrue(examples.names().contains("sql-file.yaml"), examples.names().toString());
        Path opened = examples.open("sql-file.yaml");
        assertEquals(home.resolve("examples/sql-file.yaml"), opened);
        ExperimentFile f = ExperimentFile.read(opened);
        Object setup = f.experiment().workload().parameters().get("setup");
        assertTrue(Files.isRegularFile(f.folder().resolve(String.valueOf(setup))), "the SQL the example names is there: " + setup);

        Files.writeString(opened, Files.readString(opened).replace("name:", "# edited\nname:"));
        examples.open("sql-file.yaml");
        assertTrue(Files.readString(opened).contains("# edited"), "a second opening keeps the edits");
    }

    @Test
    void anUnknownExampleIsNamedWithTheChoices() {
        String m = assertThrows(BenchlabException.class, () -> new Examples(new BenchlabHome(home)).open("nope.yaml")).getMessage();
        assertTrue(m.contains("nope.yaml") && m.contains("sql-file.yaml"), m);
    }

    @Test
    void aCommandLineNamesAnExampleByItsNameAndAnythingElseIsAFile() {
        Examples examples = new Examples(new BenchlabHome(home));
        assertEquals(home.resolve("examples/sql-file.yaml"), examples.experiment("example:sql-file"));
        assertTrue(Files.isRegularFile(home.resolve("examples/sql-file.yaml")), "unpacked as the app does");
        assertEquals(home.resolve("examples/sql-file.yaml"), examples.experiment("example:sql-file.yaml"));
        assertEquals(Path.of("my/sql-file.yaml"), examples.experiment("my/sql-file.yaml"));

        String unknown = assertThrows(BenchlabException.class, () -> examples.experiment("example:nope")).getMessage();
        assertTrue(unknown.startsWith("no example named 'nope'; the examples: ") && unknown.contains("example:sql-file,"), unknown);
        String none = assertThrows(BenchlabException.class, () -> examples.experiment("example:")).getMessage();
        assertTrue(none.startsWith("which example? the examples: example:arrival-rate, "), none);
    }
}

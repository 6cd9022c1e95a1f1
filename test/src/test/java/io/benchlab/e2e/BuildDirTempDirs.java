package io.benchlab.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.AnnotatedElementContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDirFactory;

/**
 * Temporary folders in the module's build folder rather than the system's temporary folder, which
 * is a tmpfs on many machines: page-cache tests need a disk, whose cached pages can be dropped.
 */
final class BuildDirTempDirs implements TempDirFactory {
    @Override
    public Path createTempDirectory(AnnotatedElementContext element, ExtensionContext context) throws IOException {
        Path base = Files.createDirectories(Path.of("target", "tmp"));
        return Files.createTempDirectory(base.toAbsolutePath(), "junit");
    }
}

package io.benchlab.core.util;

import java.nio.file.Path;

/** Paths as users write them in experiment files: {@code ~} is their home, relative paths start at a base folder. */
public final class UserPaths {
    private UserPaths() {
    }

    /** {@code text} with a leading {@code ~} expanded, made absolute against {@code base}, normalised. */
    public static Path resolve(String text, Path base) {
        Path p = Path.of(text.replaceFirst("^~(?=/|$)", System.getProperty("user.home")));
        return (p.isAbsolute() ? p : base.toAbsolutePath().resolve(p)).normalize();
    }
}

package io.benchlab.core.util;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs short helper commands (install-db, fincore, dd) and returns their output. */
public final class Processes {
    private Processes() {
    }

    public record Result(int exitCode, String output) {
        public boolean ok() {
            return exitCode == 0;
        }
    }

    /** Runs a command with stderr merged into stdout, waiting at most {@code timeoutSeconds}. */
    public static Result run(List<String> command, long timeoutSeconds) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] out;
        try {
            out = p.getInputStream().readAllBytes();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("timed out after " + timeoutSeconds + " s: " + String.join(" ", command));
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted: " + String.join(" ", command), e);
        }
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    /** True when an executable of this name is on the PATH. */
    public static boolean onPath(String executable) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (java.nio.file.Files.isExecutable(java.nio.file.Path.of(dir, executable))) {
                return true;
            }
        }
        return false;
    }
}

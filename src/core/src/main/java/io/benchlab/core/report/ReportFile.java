package io.benchlab.core.report;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/** Writes a report file for the CLI and the GUI alike: rendered, then moved into place, so no reader sees half a report. */
public final class ReportFile {
    private ReportFile() {
    }

    /**
     * @param target   the .html file to write (its folder is created)
     * @param bundles  the runs to report, side by side
     * @param baseline the variant (or bundle:variant) others are compared with; null for the first
     */
    public static void write(Path target, List<Bundle> bundles, String baseline) {
        if (bundles.isEmpty()) {
            throw new BenchlabException("no run to report");
        }
        writeHtml(target, HtmlReport.render(bundles, baseline));
    }

    /** Writes an experiment's history page ({@code benchlab report --history}). */
    public static void write(Path target, HistoryPage page) {
        writeHtml(target, HtmlReport.render(page));
    }

    private static void writeHtml(Path target, String html) {
        Path absolute = target.toAbsolutePath();
        try {
            Path dir = absolute.getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, ".report", ".tmp");
            Files.writeString(tmp, html, StandardCharsets.UTF_8);
            readableByOthers(tmp);
            Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new BenchlabException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    /** Temp files are private; a report is meant to be shared like any other file the user writes. */
    private static void readableByOthers(Path p) throws IOException {
        try {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException notPosix) {
            // the platform's defaults apply
        }
    }
}

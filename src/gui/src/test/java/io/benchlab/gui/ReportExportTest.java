package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.bundle.RunStatus;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportExportTest {
    static Bundle bundle(String id) {
        Manifest m = new Manifest(1, id, "e", "sql-file", RunStatus.COMPLETE, null, Instant.EPOCH, Instant.EPOCH, 1, "h", "t",
                List.of("a"), List.of("Run1"), "sequential");
        return new Bundle(Path.of("/runs", id), m, "", null, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
                List.of(), List.of());
    }

    @Test
    void resultsExportTheSelectedRunAndCompareExportsBothSidesOnce() {
        Bundle a = bundle("run-a");
        Bundle b = bundle("run-b");
        assertEquals(List.of(a), ReportExport.onScreen(false, a, b, b));
        assertEquals(List.of(a, b), ReportExport.onScreen(true, null, a, b));
        assertEquals(List.of(a), ReportExport.onScreen(true, b, a, bundle("run-a")), "one bundle compared with itself appears once");
        assertEquals(List.of(), ReportExport.onScreen(false, null, a, b));
    }

    @Test
    void suggestedNamesSayWhatIsInside() {
        assertEquals("run-a.html", ReportExport.suggestedName(List.of(bundle("run-a"))));
        assertEquals("run-a-vs-1.html", ReportExport.suggestedName(List.of(bundle("run-a"), bundle("run-b"))));
        assertEquals("benchlab-report.html", ReportExport.suggestedName(List.of()));
    }
}

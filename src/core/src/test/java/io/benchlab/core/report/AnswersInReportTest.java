package io.benchlab.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.benchlab.core.bundle.AnswerSummary;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.Records.AnswerOutcome;
import io.benchlab.core.bundle.Records.AnswerRecord;
import io.benchlab.core.util.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** answers.jsonl read into AnswerSummary and shown by the report and show's JSON from that one record. */
class AnswersInReportTest {
    @TempDir
    Path dir;

    private Bundle bundleWith(List<AnswerRecord> answers) throws Exception {
        Bundle b = new TestBundles("20261123-000000-answers").variant("base", Map.of()).seconds("base", "Q1", 2, 1, 1.1).build();
        ObjectMapper json = Json.mapper();
        StringBuilder lines = new StringBuilder();
        for (AnswerRecord r : answers) {
            lines.append(json.writeValueAsString(r)).append('\n');
        }
        Files.writeString(dir.resolve(BundleFormat.ANSWERS), lines, StandardCharsets.UTF_8);
        return new Bundle(dir, b.manifest(), b.experimentText(), b.environment(), b.variants(), b.phases(), b.measurements(), b.plans(),
                b.events(), b.datasets(), b.intervals(), b.streams());
    }

    @Test
    void aWrongAnswerIsAWarningInTheReportAndCountedInTheJson() throws Exception {
        Bundle b = bundleWith(List.of(
                new AnswerRecord("base", "Q1", AnswerOutcome.MATCHED, null, null, null, null),
                new AnswerRecord("base", "Q4", AnswerOutcome.MISMATCHED, "the server gave 3 rows, the reference has 5", 4,
                        List.of("4-NOT SPECIFIED", "102"), null),
                new AnswerRecord("base", "Q9", AnswerOutcome.NO_REFERENCE, "the workload offers no reference answer for it", null, null, null)));
        AnswerSummary s = AnswerSummary.of(b);
        assertEquals("answers: 1 matched the reference, 1 DIFFER, 1 without reference", s.headline());
        assertEquals(List.of("Q4 in base: DIFFERS at row 4: the server gave 3 rows, the reference has 5; expected [4-NOT SPECIFIED, 102], got no row",
                "Q9 in base: no independent answer (the workload offers no reference answer for it)"), s.problems());

        String html = HtmlReport.render(List.of(b));
        assertTrue(html.contains("⚠ answers: 1 matched the reference, 1 DIFFER, 1 without reference"), html);
        assertTrue(html.contains("Q4 in base: DIFFERS at row 4"), html);

        var doc = Json.mapper().valueToTree(RunDocument.of(b));
        assertEquals(1, doc.path("answers").path("mismatched").asInt());
        assertEquals(3, doc.path("answers").path("records").size());
    }

    @Test
    void aRunThatDidNotCheckSaysNothing() throws Exception {
        Bundle b = new TestBundles("20261123-000001-plain").variant("base", Map.of()).seconds("base", "Q1", 2, 1, 1.1).build();
        assertNull(AnswerSummary.of(b));
        assertFalse(HtmlReport.render(List.of(b)).contains("matched the reference"));
        assertTrue(Json.mapper().valueToTree(RunDocument.of(b)).path("answers").isMissingNode());
    }
}

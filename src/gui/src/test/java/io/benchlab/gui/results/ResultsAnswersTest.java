package io.benchlab.gui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.BundleWriter;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.bundle.Records.AnswerOutcome;
import io.benchlab.core.bundle.Records.AnswerRecord;
import io.benchlab.core.bundle.RunStatus;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Results view's answers line comes from the bundle's answers.jsonl, worded as show words it (AnswerSummary). */
class ResultsAnswersTest {
    @TempDir
    Path runs;

    private Path bundle(String name, List<AnswerRecord> answers) {
        Manifest template = new Manifest(BundleFormat.VERSION, null, name, "dbt3", RunStatus.RUNNING, null, Instant.now(), null,
                ProcessHandle.current().pid(), "host", "0.1.0", List.of("base"), List.of("Run1"), "sequential");
        try (BundleWriter w = BundleWriter.create(runs, template, "name: " + name + "\n")) {
            answers.forEach(a -> w.append(BundleFormat.ANSWERS, a));
            w.finish(RunStatus.COMPLETE, null);
            return w.dir();
        }
    }

    @Test
    void aWrongAnswerIsNamedUnderTheHeadline() {
        Path dir = bundle("checked", List.of(new AnswerRecord("base", "Q1", AnswerOutcome.MATCHED, null, null, null, null),
                new AnswerRecord("base", "Q4", AnswerOutcome.MISMATCHED, "the server gave 3 rows, the reference has 5", 4,
                        List.of("4-NOT SPECIFIED", "102"), null)));
        ResultsViewModel vm = new ResultsViewModel(runs);
        vm.open(dir);
        assertEquals("answers: 1 matched the reference, 1 DIFFER — Q4 in base: DIFFERS at row 4: the server gave 3 rows, the reference "
                + "has 5; expected [4-NOT SPECIFIED, 102], got no row", vm.answersProperty().get());

        vm.open(bundle("unchecked", List.of()));
        assertEquals("", vm.answersProperty().get(), "a run without the check shows no line");
    }
}

package io.benchlab.core.golden;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.report.ReportModel;
import io.benchlab.core.report.RunDocument;
import io.benchlab.core.util.Json;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seals the machine-readable outputs over the fixture bundles: {@code show --format json} (the
 * {@link RunDocument}) and the report model, for a query, a sweep, a stream, a thread-states, an OLTP stream, a
 * scripted-sessions, a rounds bundle and one with both optimizer studies.
 */
class GoldenFilesTest {

    @ParameterizedTest
    @ValueSource(strings = {"query", "sweep", "stream", "states", "oltp", "sessions", "rounds", "studies"})
    void showJson(String kind) throws IOException {
        Bundle b = Fixtures.bundle(kind);
        Fixtures.assertGolden("show-" + kind + ".json", Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(RunDocument.of(b)) + "\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"query", "sweep", "stream", "states", "oltp", "sessions", "rounds", "studies"})
    void reportModel(String kind) throws IOException {
        ReportModel m = ReportModel.of(List.of(Fixtures.bundle(kind)), null);
        JsonNode tree = Json.mapper().valueToTree(m);
        ((ObjectNode) tree).remove("generated"); // the clock
        stripSvg(tree); // the drawing itself is tested by the report's own tests and looked at in a browser; its numbers are here
        Fixtures.assertGolden("report-" + kind + ".json", Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(tree) + "\n");
    }

    private static void stripSvg(JsonNode n) {
        if (n instanceof ObjectNode o) {
            o.remove("svg");
            o.remove("logSvg");
        }
        n.forEach(GoldenFilesTest::stripSvg);
    }
}

package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.util.BuildInfo;
import io.benchlab.core.util.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The CLI as a daily tool: listing runs, naming them briefly, a long query that is not silent, servers and datasets. */
class DailyCliTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-daily", "e2e-daily-ds");
    static final Path dir = cli.dir();

    @Test
    void aLongQueryShowsItsElapsedTimeAndTheRunsRemainingTimeAndRunsAreListedAndNamed() throws Exception {
        Path slow = Experiments.write(dir.resolve("nap"), "daily-nap", "e2e-daily", "phases: {cold: false, warm: 2}\n");
        Files.writeString(dir.resolve("nap").resolve("queries.sql"), "-- name: count-all\nSELECT COUNT(*) FROM t;\n"
                + "-- name: long-nap\nSELECT SLEEP(3) AS slept;\n");
        Cli.Result run = cli.ok("run", slow.toString());
        // the 3 s nap prints updated lines while it runs (redrawn in place on a terminal, one per tick in a log)
        Set<String> ticks = new java.util.TreeSet<>();
        Matcher m = Pattern.compile("long-nap\\s+running (0:0\\d)").matcher(run.err());
        while (m.find()) {
            ticks.add(m.group(1));
        }
        assertTrue(ticks.size() >= 2, "at least two updates of the elapsed time: " + run.err());
        // Run2 knows from Run1 how long the nap takes
        assertTrue(Pattern.compile("long-nap\\s+running 0:0\\d · about 0:0\\d left in the run").matcher(run.err()).find(), run.err());

        Path quick = Experiments.write(dir.resolve("quick"), "daily-quick", "e2e-daily", "phases: {cold: false, warm: 1}\n");
        cli.ok("run", quick.toString());

        Cli.Result runs = cli.ok("runs");
        List<String> lines = runs.out().lines().toList();
        assertTrue(lines.get(0).matches("Id\\s+Name\\s+Status\\s+Workload\\s+Variants\\s+Duration\\s*"), runs.out());
        assertTrue(lines.get(2).contains("daily-quick") && lines.get(3).contains("daily-nap"), "newest first: " + runs.out());
        assertTrue(lines.get(3).matches("\\S+-daily-nap\\s+daily-nap\\s+complete\\s+sql-file\\s+1\\s+\\d+:\\d\\d\\s*"), lines.get(3));

        JsonNode json = Json.mapper().readTree(cli.ok("runs", "--format", "json").out());
        assertEquals(2, json.size());
        assertEquals("daily-quick", json.get(0).path("experiment").asText());
        assertEquals("complete", json.get(1).path("status").asText());
        assertEquals(List.of("default"), List.of(json.get(1).path("variants").get(0).asText()));
        assertTrue(json.get(1).path("durationSeconds").asDouble() >= 6, "two 3 s naps: " + json.get(1));
        String napId = json.get(1).path("id").asText();
        assertEquals(cli.home().resolve("runs").resolve(napId).toString(), json.get(1).path("dir").asText());

        // by experiment name, by a unique id prefix, and an ambiguous prefix refused in one line naming the candidates
        assertTrue(cli.ok("show", "daily-nap").out().startsWith("Run " + napId), "by name");
        String prefix = napId.substring(0, napId.length() - 3); // "...-daily-n": only the nap run
        assertTrue(cli.ok("show", prefix).out().startsWith("Run " + napId), "by prefix");
        Cli.Result ambiguous = cli.run("show", napId.substring(0, 4));
        assertEquals(2, ambiguous.exitCode());
        assertEquals(1, ambiguous.err().strip().lines().count(), ambiguous.err());
        assertTrue(ambiguous.err().contains("matches 2 runs: ") && ambiguous.err().contains(napId)
                && ambiguous.err().contains(json.get(0).path("id").asText()), ambiguous.err());
        Cli.Result compare = cli.ok("compare", "daily-nap", "daily-quick");
        assertTrue(compare.out().contains("A = " + napId + ":default"), compare.out());
        Path report = dir.resolve("r.html");
        cli.ok("report", "daily-nap", prefix, "-o", report.toString());
        assertTrue(Files.exists(report));
    }

    @Test
    void serverListShowsTheProductAndVersionAndDatasetListLeavesNoServerRunning() {
        cli.ok("server", "start", "--profile", "e2e-daily-ds");
        Cli.Result list = cli.ok("server", "list");
        String row = list.out().lines().filter(l -> l.startsWith("e2e-daily-ds ")).findFirst().orElse("");
        assertTrue(row.matches("e2e-daily-ds\\s+running\\s+\\d+\\s+MariaDB " + Pattern.quote(BuildInfo.load().mariadbVersion()) + "\\s*"),
                list.out());
        cli.ok("server", "stop", "--profile", "e2e-daily-ds");

        Cli.Result datasets = cli.ok("dataset", "list", "--profile", "e2e-daily-ds");
        assertTrue(datasets.out().startsWith("Schema"), datasets.out());
        Cli.Result status = cli.run("server", "status", "--profile", "e2e-daily-ds");
        assertEquals(1, status.exitCode(), "dataset list stopped the server it started: " + status.out());
        assertTrue(status.out().contains("running: false"), status.out());
        assertFalse(Files.exists(cli.home().resolve("servers/e2e-daily-ds/state.json")));
    }
}

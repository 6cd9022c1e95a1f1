package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The stream block's thread counts: per operation, per sweep point, and the connections they hold at once. */
class StreamSpecTest {
    private static Experiment.StreamSpec stream(String block) {
        return ExperimentFile.parse(Path.of("s.yaml"), "name: s\nworkload: {plugin: insert-stream}\nstream: " + block + "\n")
                .experiment().stream();
    }

    @Test
    void operationThreadsWinOverTheSweepPointForTheOperationsTheyName() {
        Experiment.StreamSpec s = stream("{threadSweep: [1, 4], operationThreads: {query: 2}}");
        assertEquals(List.of(1, 4), s.threadCounts());
        assertEquals(4, s.threadsOf("insert", 4));
        assertEquals(2, s.threadsOf("query", 4));
    }

    @Test
    void streamsTogetherHoldTheirThreadsAddedUpOneAfterAnotherTheLargest() {
        List<String> ops = List.of("insert", "query");
        assertEquals(6, stream("{together: true, threadSweep: [1, 4], operationThreads: {query: 2}}").maxWorkers(ops), "4 + 2");
        assertEquals(4, stream("{threadSweep: [1, 4], operationThreads: {query: 2}}").maxWorkers(ops), "max(4, 2)");
        assertEquals(2, stream("{together: true}").maxWorkers(ops), "the default one thread each");
        assertEquals(1, stream("{together: true}").maxWorkers(List.of("insert")));
    }
}

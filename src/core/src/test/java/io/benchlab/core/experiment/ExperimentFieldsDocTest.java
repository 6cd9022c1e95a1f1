package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The field table of docs/experiment-fields.md is the catalog's, and the catalog is the model's:
 * every field of {@link Experiment} has its row, every field path the checks name is one of its
 * rows, and the docs say what the code does. A default or a bound changed in the code without
 * regenerating the docs fails here.
 */
class ExperimentFieldsDocTest {
    private static final Path DOCS = Path.of("../../docs/experiment-fields.md");

    @Test
    void theDocsTableIsTheCatalogAsTheCodeHasIt() throws IOException {
        String generated = ExperimentFields.markdown();
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(DOCS, generated, StandardCharsets.UTF_8);
            return;
        }
        String written = Files.exists(DOCS) ? Files.readString(DOCS, StandardCharsets.UTF_8) : "(no " + DOCS + ")";
        assertEquals(generated, written, DOCS + " differs from the code's defaults and limits: regenerate it with"
                + " -Dgolden.update=true and review the diff");
    }

    @Test
    void theTableStatesWhatRunsDoWhenAFieldIsLeftOut() {
        String t = ExperimentFields.markdown();
        assertTrue(t.contains("| `stream.threads` | whole number | 1 |"), t);
        assertTrue(t.contains("| `stream.duration` | duration (500ms, 10s, 5m, 1h) | 10s when operations is not given either (nor iterations, nor rounds) |"), t);
        assertTrue(t.contains("| `stream.interval` | duration (500ms, 10s, 5m, 1h) | 1s |"), t);
        assertTrue(t.contains("(a list given replaces these; name them too to keep them)"), t);
        assertTrue(t.contains("embedded; external when `url` is given, binaries when `basedir` or `tarball` is"), t);
        assertTrue(t.contains("| `server.port` | whole number | 0: any free port, kept by restarts |"), t);
        // the inference the table states is the model's own
        assertEquals("external", server(null, "jdbc:mysql://h/", null, null).typeOrDefault());
        assertEquals("binaries", server(null, null, "/opt/mysql", null).typeOrDefault());
        assertEquals("binaries", server(null, null, null, "mysql.tar.xz").typeOrDefault());
        assertEquals(ExperimentDefaults.SERVER_TYPE, server(null, null, null, null).typeOrDefault());
        // and the stream's defaults are those the run takes
        Experiment.StreamSpec none = new Experiment.StreamSpec(null, null, null, null, null, null, null, null, null, null);
        assertEquals(List.of(ExperimentDefaults.THREADS), none.threadCounts());
        assertEquals(ExperimentDefaults.STREAM_DURATION, none.durationOrDefault());
        assertEquals(ExperimentDefaults.INTERVAL, none.intervalOrDefault());
        assertEquals(List.of("Handler_write"), new Experiment.StreamSpec(null, null, null, null, null, null, null, null, null,
                List.of("Handler_write")).countersOrDefault(), "a list of counters replaces the defaults");
    }

    private static Experiment.ServerSpec server(String type, String url, String basedir, String tarball) {
        return new Experiment.ServerSpec(type, null, basedir, null, url, null, null, null, null, null, null, tarball);
    }

    @Test
    void everyFieldOfTheModelHasItsRow() {
        List<String> missing = new ArrayList<>();
        for (String path : leaves("", Experiment.class)) {
            String found = ExperimentFields.of(path).map(ExperimentFields.Field::path).orElse(null);
            String expected = path.startsWith("variants[].server.") ? "server." + path.substring("variants[].server.".length())
                    : path.startsWith("variants[].faults[].") ? "faults[]." + path.substring("variants[].faults[].".length()) : path;
            if (!expected.equals(found)) {
                missing.add(path + " (found " + found + ")");
            }
        }
        assertEquals(List.of(), missing, "fields without their own row in ExperimentFields");
    }

    /** Every field path of a record type: records are opened, lists of records get {@code []}, anything else is a leaf. */
    private static List<String> leaves(String prefix, Class<?> record) {
        List<String> out = new ArrayList<>();
        for (RecordComponent c : record.getRecordComponents()) {
            JsonProperty renamed = c.getAccessor().getAnnotation(JsonProperty.class); // faults[].for is forDuration in Java
            String name = renamed != null && !renamed.value().isEmpty() ? renamed.value() : c.getName();
            String path = prefix.isEmpty() ? name : prefix + "." + name;
            Class<?> type = c.getType();
            if (type.isRecord() && !path.equals("variants[].server")) {
                out.addAll(leaves(path, type));
            } else if (List.class.isAssignableFrom(type) && element(c.getGenericType()) instanceof Class<?> e && e.isRecord()) {
                out.addAll(leaves(path + "[]", e));
            } else {
                out.add(path);
            }
        }
        return out;
    }

    private static Type element(Type list) {
        return list instanceof ParameterizedType p ? p.getActualTypeArguments()[0] : null;
    }

    /** Files with problems in every block: each problem's field path is a row of the catalog. */
    @Test
    void everyPathTheChecksNameIsARow() {
        List<String> files = List.of(
                "name: ''\nworkload: {}\nphases: {cold: false, warm: 0}\noptions: {queryTimeoutSeconds: -1, check: x, explain: false,"
                        + " analyze: true}\n",
                "name: a\nworkload: {plugin: p}\nserver: {type: remote, host: '-x', ssh: {port: 0, knownHosts: '', passphraseEnv: 'a b'},"
                        + " url: 'x', service: {start: '', datadir: d, errorLog: e}, version: '1', profile: '../x', port: 99999}\n",
                "name: a\nworkload: {plugin: p}\nserver: {type: galera, nodeUrls: {'1a': 'x', b: 'y'}, replicas: 2}\nvariants:\n"
                        + "  - name: v\n    nodeSettings: {zz: {a: 1}}\n    writeTo: replicas\n    readFrom: nowhere\n"
                        + "    server: {type: external, url: 'jdbc:mysql://h/', user: '', passwordEnv: 'a b', passwordFile: ''}\n",
                "name: a\nworkload: {plugin: p}\nvariants:\n  - name: v\n    settings: {innodb_buffer_pool_size: 1M, x: [1], f: {a: [1]}}\n"
                        + "    startup: {skip: [1]}\n  - name: v\nsweep: {values: [[1], 1], from: lots, factor: 1, cross: [{}]}\n",
                "name: a\nworkload: {plugin: p}\nstream: {threads: 0, threadSweep: [0], duration: soon, operations: 0, interval: 1ms,"
                        + " rate: -1, queueCapacity: 0, warmup: never, counters: ['a b'], together: true, operationThreads: {q: 0},"
                        + " agents: [{host: '-o', ssh: {port: 0, user: 'a b', identityFile: '', knownHosts: ''}}], writeTo: all}\n",
                "name: a\nworkload: {plugin: p}\nstream: {rounds: 0, threads: 0, sessionQueries: 0, rate: 5, warmup: 1s}\n"
                        + "faults: [{at: 1s, action: kill}]\n",
                "name: a\nworkload: {plugin: p}\nstream: {sessionQueries: 2}\n",
                "name: a\nworkload: {plugin: p}\nsessions:\n  - {name: A, steps: [{waitFor: B/1}, {sql: x, sleep: y}, {sleep: soon},"
                        + " {waitFor: A/1}, {waitFor: C/1}, {waitFor: x}]}\n  - {name: A}\n  - {name: 'a/b', steps: [{sql: ''}]}\n",
                "name: a\nworkload: {plugin: p}\nserver: {type: external, url: 'jdbc:mysql://h/'}\nphases: {cold: false}\n"
                        + "stream: {duration: 10s}\nsideload:\n  - {sql: x, plugin: y}\n  - {name: n, sql: '', every: 0s, at: 20s, phase: Run9,"
                        + " threads: 2, rate: 1, parameters: {a: 1}}\n  - {name: n, command: 'mariadb-dump x', every: 10ms}\n"
                        + "  - {plugin: '', every: 1s, threads: 0, rate: -1}\n",

                "name: a\nworkload: {plugin: p}\nstream: {duration: 10s, audit: x}\nfaults:\n  - {at: soon, action: x}\n"
                        + "  - {at: 20s, action: kill, for: 0s, target: node9, phase: Run9}\n  - {at: 1s, action: resume}\n"
                        + "variants:\n  - name: v\n    faults: [{at: 1s, action: pause}, {at: 2s, action: kill, for: -1s}]\n",
                "name: a\nworkload: {plugin: p}\nplanStability: {queries: [''], runs: 0, between: x}\n"
                        + "statisticsVariance: {runs: 1, samplePages: [0], tables: ['']}\nsweep: {variable: v, from: 1, to: 1000000, factor: 1.01}\n");
        List<String> notRows = new ArrayList<>();
        int problems = 0;
        for (String text : files) {
            ExperimentFile f = ExperimentFile.parseUnchecked(Path.of("x.yaml"), text);
            Problems p = Problems.of(f);
            new ExperimentValidator(f.experiment()).check(p);
            problems += p.list().size();
            p.list().stream().map(Problem::field).filter(path -> ExperimentFields.of(path).isEmpty()).forEach(notRows::add);
        }
        assertTrue(problems > 60, "the files have problems in every block: " + problems);
        assertEquals(List.of(), notRows, "field paths the checks name that are no row of ExperimentFields");
    }

    @Test
    void aPathFindsItsRowThroughListIndexesAndFreeKeys() {
        assertEquals("variants[].settings", ExperimentFields.of("variants[1].settings.innodb_buffer_pool_size").orElseThrow().path());
        assertEquals("workload.parameters", ExperimentFields.of("workload.parameters.sf").orElseThrow().path());
        assertEquals("server.url", ExperimentFields.of("variants[0].server.url").orElseThrow().path());
        assertEquals("stream.agents[].host", ExperimentFields.of("stream.agents[3].host").orElseThrow().path());
        assertFalse(ExperimentFields.of("stream.nonsense").isPresent());
        assertTrue(Map.of().isEmpty());
    }
}

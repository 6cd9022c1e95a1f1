package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every field of docs/experiment-format.md with at least one bad value: each is one line naming the
 * file, the line and the field, with a non-zero exit, before any server starts and before any bundle
 * exists (this class's home never gets a servers/ or runs/ folder), so each costs milliseconds.
 */
class BadFieldsTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping();
    static final Path dir = cli.dir();

    /** The start of a valid experiment on the embedded server; cases append to it (line 5 onwards). */
    static final String BASE = "name: bad\nworkload:\n  plugin: sql-file\n  parameters: {queries: q.sql}\n";
    /** The same with a workload that has stream operations (iiBench's insert and query). */
    static final String IIBENCH = "name: bad\nworkload:\n  plugin: insert-stream\n  parameters: {queries: true}\n";

    @BeforeAll
    static void setUp() throws IOException {
        Files.writeString(dir.resolve("q.sql"), "SELECT 1;\n");
        Files.write(dir.resolve("binary.sql"), new byte[] {'S', 'E', 'L', '\n', (byte) 0xC3, (byte) 0x28, 0, 1, 2});
    }

    /** case name, YAML text, expected line, words the message must contain. */
    static Stream<Arguments> cases() {
        return Stream.of(
                // the file as a whole
                bad("top-level-list", "- name: a\n- name: b\n", 1, "mapping of fields", "not a list"),
                bad("duplicate-name", "name: a\nname: b\nworkload: {plugin: sql-file}\n", 2, "'name' is given twice"),
                bad("unknown-field", BASE + "phase: {warm: 1}\n", 5, "unknown field 'phase'", "phases"),
                bad("syntax", BASE + "variants: [\n  {name: a\n", 0, "not valid YAML"),
                bad("tab", "name: x\nworkload:\n\tplugin: sql-file\n", 2, "not valid YAML", "TAB"),
                bad("scalar", "hello\n", 1, "mapping of fields", "not 'hello'"),
                bad("two-documents", BASE + "---\nname: other\n", 6, "only one experiment per file"),
                bad("empty", "", 0, "the file is empty"),
                // name, description
                also(bad("name-missing", "workload: {plugin: sql-file}\n", 0, "'name' is required"), QUERIES_REQUIRED),
                also(bad("name-control", "name: \"a\\tb\"\nworkload: {plugin: sql-file}\n", 1, "name contains a control character"), QUERIES_REQUIRED),
                bad("description-map", BASE + "description: {a: 1}\n", 5, "'description' must be a single value"),
                // server
                bad("server-type", BASE + "server: {type: docker}\n", 5, "server type 'docker'", "embedded"),
                bad("server-profile", BASE + "server: {profile: ../etc}\n", 5, "profile '../etc' is not a valid name"),
                bad("server-basedir-missing", BASE + "server: {type: binaries}\n", 5, "needs either 'basedir'", "or 'tarball'"),
                bad("server-basedir-embedded", BASE + "server: {type: embedded, basedir: /opt}\n", 5, "'basedir' does not apply",
                        "type embedded"),
                bad("server-port", BASE + "server: {port: 70000}\n", 5, "server.port", "1–65535"),
                bad("server-url", BASE + "phases: {cold: false}\nserver: {type: external, url: 'mysql://h:3306/'}\n", 6,
                        "url must be a JDBC URL"),
                bad("server-url-missing", BASE + "phases: {cold: false}\nserver: {type: external}\n", 6, "needs 'url'"),
                bad("server-user", BASE + "phases: {cold: false}\nserver:\n  url: jdbc:mysql://h/\n  user: ''\n", 8, "user is empty"),
                bad("server-passwordEnv", BASE + "phases: {cold: false}\nserver:\n  url: jdbc:mysql://h/\n  passwordEnv: 'A B'\n", 8,
                        "passwordEnv names an environment variable"),
                bad("server-passwordEnv-unset", BASE + "phases: {cold: false}\nserver:\n  url: jdbc:mysql://h/\n"
                        + "  passwordEnv: BENCHLAB_SURELY_UNSET_VARIABLE\n", 6, "BENCHLAB_SURELY_UNSET_VARIABLE", "not set"),
                bad("server-passwordFile", BASE + "phases: {cold: false}\nserver:\n  url: jdbc:mysql://h/\n  passwordFile: no-pw.txt\n", 6,
                        "password file", "no-pw.txt: no such file", "experiment file's folder"),
                bad("server-passwordPrompt", BASE + "phases: {cold: false}\nserver:\n  url: jdbc:mysql://h/\n  passwordPrompt: sometimes\n",
                        8, "'server.passwordPrompt' must be true or false"),
                bad("server-two-passwords", BASE + "phases: {cold: false}\nserver:\n  url: jdbc:mysql://u:p@h/\n  passwordEnv: PW\n", 6,
                        "give one password source"),
                bad("server-password", BASE + "phases: {cold: false}\nserver:\n  url: jdbc:mysql://h/\n  password: x\n", 8,
                        "passwords are not accepted"),
                // a remote server
                bad("remote-host-missing", BASE + "server:\n  type: remote\n  ssh: {user: bench, identityFile: k}\n", 5, "needs 'host'"),
                bad("remote-host-bad", BASE + "server:\n  type: remote\n  host: 'bench@db1'\n  ssh: {user: bench, identityFile: k}\n", 7,
                        "server.host", "host name or address"),
                bad("remote-ssh-missing", BASE + "server:\n  type: remote\n  host: db1\n", 5, "needs 'ssh: {user: NAME, identityFile: PATH}'"),
                bad("remote-ssh-user", BASE + "server:\n  type: remote\n  host: db1\n  ssh: {identityFile: k}\n", 8, "ssh needs 'user'"),
                bad("remote-ssh-key", BASE + "server:\n  type: remote\n  host: db1\n  ssh: {user: bench}\n", 8, "ssh needs 'identityFile'",
                        "login is by key only"),
                bad("remote-ssh-port", BASE + "server:\n  type: remote\n  host: db1\n  ssh:\n    user: bench\n    identityFile: k\n    port: 0\n",
                        11, "ssh.port must be 1–65535"),
                bad("remote-ssh-unknown", BASE + "server:\n  type: remote\n  host: db1\n  ssh: {user: bench, identityFile: k, password: x}\n", 8,
                        "unknown field 'password'"),
                bad("remote-two-passphrases", BASE + "server:\n  type: remote\n  host: db1\n"
                        + "  ssh: {user: bench, identityFile: k, passphraseEnv: A, passphraseFile: p}\n", 8, "one passphrase source"),
                bad("remote-passphraseEnv", BASE + "server:\n  type: remote\n  host: db1\n  ssh:\n    user: bench\n    identityFile: k\n"
                        + "    passphraseEnv: 'A B'\n", 11, "passphraseEnv names an environment variable"),
                bad("remote-url-without-service", BASE + "server:\n  type: remote\n  host: db1\n  ssh: {user: bench, identityFile: k}\n"
                        + "  url: jdbc:mysql://db1/\n", 9, "'url' applies to a remote service"),
                bad("remote-service-start", BASE + "server:\n  type: remote\n  host: db1\n  ssh: {user: bench, identityFile: k}\n"
                        + "  url: jdbc:mysql://db1/\n  service: {stop: x, datadir: /var/lib/mysql}\n", 10, "service needs 'start'"),
                bad("remote-service-datadir", BASE + "server:\n  type: remote\n  host: db1\n  ssh: {user: bench, identityFile: k}\n"
                        + "  url: jdbc:mysql://db1/\n  service:\n    start: a\n    stop: b\n    datadir: data\n", 13, "absolute datadir"),
                bad("remote-service-url", BASE + "server:\n  type: remote\n  host: db1\n  ssh: {user: bench, identityFile: k}\n"
                        + "  service: {start: a, stop: b, datadir: /d}\n", 5, "needs 'url'"),
                bad("remote-service-version", BASE + "server:\n  type: remote\n  host: db1\n  ssh: {user: bench, identityFile: k}\n"
                        + "  url: jdbc:mysql://db1/\n  version: 11.4.5\n  service: {start: a, stop: b, datadir: /d}\n", 10,
                        "'version' applies to benchlab's own remote server"),
                bad("remote-service-startup", BASE + "phases: {cold: false}\nserver:\n  type: remote\n  host: db1\n  ssh: {user: bench, identityFile: k}\n"
                        + "  url: jdbc:mysql://db1/\n  service: {start: a, stop: b, datadir: /d}\nvariants:\n  - name: a\n    startup: {skip-log-bin: ''}\n",
                        14, "startup options need a managed server", "remote service"),
                bad("remote-ssh-on-embedded", BASE + "server: {type: embedded, ssh: {user: a, identityFile: k}}\n", 5, "'ssh' does not apply"),
                // clusters (docs/clusters.md)
                bad("cluster-replicas", BASE + "server: {type: replication, replicas: 0}\n", 5, "replicas must be from 1 to 8", "not 0"),
                bad("cluster-galera-nodes", BASE + "server: {type: galera, nodes: 1}\n", 5, "2 to 9 nodes", "not 1"),
                bad("cluster-port", BASE + "server: {type: galera, port: 3306}\n", 5, "'port' does not apply", "type galera"),
                bad("cluster-sandbox-user", BASE + "server: {type: replication, user: bob}\n", 5, "'user' is for an existing cluster"),
                bad("cluster-galera-version", BASE + "server: {type: galera, version: 11.4.5}\n", 5, "'version' does not apply", "type galera"),
                also(bad("cluster-mixed", BASE + "server:\n  type: replication\n  replicas: 2\n"
                        + "  nodeUrls: {a: 'jdbc:mysql://h/', b: 'jdbc:mysql://g/'}\n", 7, "'replicas' is for a sandbox cluster", "nodeUrls"), NOT_RESTARTABLE),
                also(bad("cluster-nodeUrls-one", BASE + "server:\n  type: galera\n  nodeUrls: {a: 'jdbc:mysql://h/'}\n", 7, "at least two"), NOT_RESTARTABLE),
                also(bad("cluster-nodeUrls-url", BASE + "server:\n  type: replication\n  nodeUrls:\n    primary: 'mysql://h/'\n"
                        + "    r1: 'jdbc:mysql://g/'\n", 8, "node 'primary' needs a JDBC URL"), NOT_RESTARTABLE),
                // an existing cluster's nodes are only connected to, never started: an unreachable one is named before anything runs
                bad("cluster-existing-unreachable", BASE + "phases: {cold: false}\nserver:\n  type: galera\n"
                        + "  nodeUrls: {a: 'jdbc:mysql://127.0.0.1:1/', b: 'jdbc:mysql://127.0.0.1:2/'}\n", 6,
                        "node 'a'", "127.0.0.1:1", "cannot be reached"),
                bad("cluster-existing-cold", BASE + "server:\n  type: replication\n"
                        + "  nodeUrls: {a: 'jdbc:mysql://127.0.0.1:1/', b: 'jdbc:mysql://127.0.0.1:2/'}\n", 5,
                        "cold phases need a managed server"),
                bad("nodeSettings-unknown-node", BASE + "server: {type: replication}\nvariants:\n  - name: a\n    nodeSettings:\n"
                        + "      replica2: {sync_binlog: 1}\n", 9, "no node 'replica2'", "primary, replica1"),
                bad("nodeSettings-one-server", BASE + "variants:\n  - name: a\n    nodeSettings:\n      replica1: {sync_binlog: 1}\n", 7,
                        "nodeSettings set settings per node of a cluster", "use settings"),
                also(bad("stream-writeTo-one-server", BASE + "stream: {writeTo: all}\n", 5, "stream.writeTo chooses nodes of a cluster"), NO_STREAMS),
                also(bad("stream-readFrom-one-server", BASE + "stream: {readFrom: replicas}\n", 5, "stream.readFrom chooses nodes of a cluster",
                        "remove the line"), NO_STREAMS),
                also(bad("stream-writeTo-replicas", BASE + "server: {type: replication}\nstream: {writeTo: replicas}\n", 6,
                        "only reads run on the replicas", "stream.readFrom: replicas"), NO_STREAMS),
                also(bad("stream-readFrom-galera-replicas", BASE + "server: {type: galera}\nstream: {readFrom: replicas}\n", 6,
                        "a Galera cluster has no replicas", "node1, node2, node3"), NO_STREAMS),
                also(bad("stream-readFrom-unknown", BASE + "server: {type: replication, replicas: 2}\nstream: {readFrom: replica3}\n", 6,
                        "primary, all, replicas or a node's name (primary, replica1, replica2)", "not 'replica3'"), NO_STREAMS),
                bad("variant-readFrom-unknown", BASE + "server: {type: replication}\nvariants:\n  - name: a\n    readFrom: node1\n", 8,
                        "variants[0].readFrom is primary, all, replicas or a node's name", "not 'node1'"),
                also(bad("stream-writeTo-replica", BASE + "server: {type: replication}\nstream: {writeTo: replica1}\n", 6,
                        "takes writes on its primary only"), NO_STREAMS),
                also(bad("stream-writeTo-unknown", BASE + "server: {type: galera}\nstream: {writeTo: node7}\n", 6, "node1, node2, node3",
                        "not 'node7'"), NO_STREAMS),
                // workload
                bad("workload-plugin", "name: bad\nworkload: {plugin: nope}\n", 2, "unknown workload plugin 'nope'"),
                bad("workload-parameter-unknown", "name: bad\nworkload:\n  plugin: sql-file\n  parameters: {queries: q.sql, querys: 1}\n",
                        4, "unknown parameter 'querys'"),
                bad("workload-parameter-range", "name: bad\nworkload:\n  plugin: sql-file\n  parameters: {queries: q.sql, repetitions: 0}\n",
                        4, "'repetitions' must be at least 1"),
                bad("workload-file-missing", "name: bad\nworkload:\n  plugin: sql-file\n  parameters:\n    queries: nope.sql\n", 5,
                        "workload.parameters.queries", "nope.sql: no such file"),
                bad("workload-file-device", "name: bad\nworkload:\n  plugin: sql-file\n  parameters:\n    queries: /dev/zero\n", 5,
                        "/dev/zero is not a regular file"),
                bad("workload-file-folder", "name: bad\nworkload:\n  plugin: sql-file\n  parameters:\n    setup: .\n    queries: q.sql\n", 5,
                        "workload.parameters.setup", "is a folder"),
                bad("workload-file-binary", "name: bad\nworkload:\n  plugin: sql-file\n  parameters:\n    queries: binary.sql\n", 5,
                        "binary.sql line 2", "not a UTF-8 text file"),
                // phases
                bad("phases-cold", BASE + "phases: {cold: maybe}\n", 5, "'phases.cold' must be true or false"),
                bad("phases-warm-fraction", BASE + "phases: {warm: 2.5}\n", 5, "'phases.warm' must be a whole number, not 2.5"),
                bad("phases-warm-negative", BASE + "phases: {warm: -1}\n", 5, "phases.warm", "from 0 to 1000"),
                bad("phases-warm-huge", BASE + "phases: {warm: 1000000000}\n", 5, "phases.warm", "from 0 to 1000"),
                bad("phases-nothing", BASE + "phases: {cold: false, warm: 0}\n", 5, "phases run nothing"),
                bad("phases-interleave", BASE + "phases: {cold: false, interleave: true}\nserver: {url: 'jdbc:mysql://h/'}\n", 5,
                        "interleave", "managed server"),
                // variants
                bad("variants-map", BASE + "variants: {name: a}\n", 5, "'variants' must be a list"),
                bad("variants-name-missing", BASE + "variants:\n  - settings: {a: 1}\n", 6, "needs a 'name'"),
                bad("variants-name-twice", BASE + "variants:\n  - name: a\n  - name: a\n", 7, "'a' is used twice"),
                // the catalog allows 2M, InnoDB starts with no less than 320 pages (5M at the default 16K)
                bad("variants-buffer-pool-too-small", BASE + "variants:\n  - name: a\n    settings: {innodb_buffer_pool_size: 4M}\n", 7,
                        "innodb_buffer_pool_size 4M", "would refuse to start", "smallest that works is 5M"),
                bad("variants-buffer-pool-page-size", BASE + "variants:\n  - name: a\n    startup: {innodb-page-size: 64K}\n"
                        + "    settings:\n      innodb_buffer_pool_size: 16M\n", 9, "innodb_page_size 64K", "smallest that works is 20M"),
                bad("sweep-buffer-pool-too-small", BASE + "sweep: {variable: innodb_buffer_pool_size, values: [4M, 64M]}\n", 5,
                        "sweep.values", "smallest that works is 5M"),
                bad("variants-server", BASE + "variants:\n  - name: a\n    server: {type: cloud}\n", 7, "server type 'cloud'"),
                bad("variants-settings-list", BASE + "variants:\n  - name: a\n    settings:\n      join_buffer_size: [1M, 2M]\n", 8,
                        "takes a single value, not a list", "sweep"),
                bad("variants-startup-external", BASE + "phases: {cold: false}\nvariants:\n  - name: a\n    server: {url: 'jdbc:mysql://h/'}\n"
                        + "    startup: {skip-log-bin: ''}\n", 9, "startup options need a managed server"),
                // sweep
                bad("sweep-variable", BASE + "sweep: {values: [1, 2]}\n", 5, "sweep.variable is required"),
                bad("sweep-both", BASE + "sweep: {variable: a, values: [1], from: 1, to: 4}\n", 5, "either 'values' or 'from' and 'to'"),
                bad("sweep-values", BASE + "sweep: {variable: a, values: [[1], 2]}\n", 5, "sweep.values must be single values"),
                bad("sweep-from", BASE + "sweep: {variable: a, from: lots, to: 4M}\n", 5, "sweep.from must be a number or a size"),
                bad("sweep-to", BASE + "sweep: {variable: a, from: 4M, to: 1M}\n", 5, "'from' must be positive and not above 'to'"),
                bad("sweep-factor", BASE + "sweep: {variable: a, from: 1M, to: 4M, factor: 1}\n", 5, "sweep.factor must be greater than 1"),
                bad("sweep-too-many", BASE + "sweep: {variable: a, from: 1, to: 1000000, factor: 1.01}\n", 5, "at most 64"),
                bad("sweep-cross", BASE + "sweep:\n  variable: a\n  values: [1, 2]\n  cross:\n    - {}\n", 9, "sweep.cross entries"),
                // stream
                also(bad("stream-threads-zero", BASE + "stream: {threads: 0}\n", 5, "stream.threads must be from 1 to 4096", "not 0"), NO_STREAMS),
                also(bad("stream-threads-huge", BASE + "stream: {threads: 100000}\n", 5, "stream.threads must be from 1 to 4096"), NO_STREAMS),
                also(bad("stream-threadSweep", BASE + "stream: {threadSweep: []}\n", 5, "stream.threadSweep must list"), NO_STREAMS),
                also(bad("stream-threads-both", BASE + "stream: {threads: 2, threadSweep: [1, 2]}\n", 5, "not both"), NO_STREAMS),
                also(bad("stream-duration", BASE + "stream: {duration: abc}\n", 5, "stream.duration must be a duration", "'abc'"), NO_STREAMS),
                also(bad("stream-duration-long", BASE + "stream: {duration: 1000h}\n", 5, "stream.duration", "at most 7 days"), NO_STREAMS),
                also(bad("stream-operations", BASE + "stream: {operations: 0}\n", 5, "stream.operations must be 1 or more"), NO_STREAMS),
                also(bad("stream-interval", BASE + "stream: {interval: 1ms}\n", 5, "stream.interval must be at least 10ms"), NO_STREAMS),
                also(bad("stream-iterations", BASE + "stream: {iterations: 0}\n", 5, "stream.iterations is how many operations each thread runs",
                        "1 or more, not 0"), NO_STREAMS),
                also(bad("stream-rounds-zero", BASE + "stream: {rounds: 0}\n", 5, "stream.rounds is how many times new sessions start together",
                        "not 0"), NO_STREAMS),
                also(bad("stream-rounds-no-sessions", BASE + "stream: {rounds: 20, threads: 0}\n", 5,
                        "stream.threads is the sessions each round opens (stream.rounds)", "not 0"), NO_STREAMS),
                also(bad("stream-rounds-iterations", BASE + "stream: {rounds: 20, iterations: 5}\n", 5,
                        "stream.rounds cannot be combined with stream.iterations"), NO_STREAMS),
                also(bad("stream-sessionQueries-alone", BASE + "stream: {sessionQueries: 2}\n", 5, "stream.sessionQueries",
                        "set stream.rounds too"), NO_STREAMS),
                // side loads
                bad("sideload-unknown-plugin", IIBENCH + "sideload:\n  - {plugin: no-such-plugin, threads: 2}\n", 6, "sideload[0].plugin",
                        "unknown workload plugin 'no-such-plugin'", "installed:"),
                bad("sideload-period-zero", IIBENCH + "sideload:\n  - {sql: 'SELECT 1', every: 0s}\n", 6, "sideload[0].every",
                        "more than 0"),
                bad("sideload-period-negative", IIBENCH + "sideload:\n  - {sql: 'SELECT 1', every: -5s}\n", 6, "sideload[0].every"),
                bad("sideload-after-the-end", IIBENCH + "stream: {duration: 5s}\nsideload:\n  - {sql: 'DROP TABLE t', at: 10s}\n", 7,
                        "sideload[0].at (10s) is not before the stream's end (5s measured)", "make it earlier"),
                bad("sideload-command-no-host", IIBENCH + "phases: {cold: false}\nserver: {type: external, url: 'jdbc:mysql://h/'}\n"
                        + "sideload:\n  - {command: 'mariadb-dump db > d.sql', at: 1s}\n", 8, "sideload[0].command",
                        "no access to the host of an external server", "embedded, binaries, remote"),
                bad("sideload-two-things", IIBENCH + "sideload:\n  - {sql: 'SELECT 1', command: 'true'}\n", 6,
                        "sideload[0] must be exactly one of plugin", "sql", "command"),
                bad("sideload-phase", IIBENCH + "sideload:\n  - {sql: 'SELECT 1', phase: Run7}\n", 6, "sideload[0].phase",
                        "Run7"),
                bad("sideload-threads-with-sql", IIBENCH + "sideload:\n  - {sql: 'SELECT 1', threads: 4}\n", 6, "sideload[0].threads",
                        "belongs to a plugin's stream"),
                bad("sideload-plugin-parameter", IIBENCH + "sideload:\n  - plugin: sql-file\n    parameters: {queries: q.sql, nope: 1}\n", 7,
                        "sideload[0].parameters: plugin 'sql-file': unknown parameter 'nope'"),
                bad("sideload-without-streams", BASE + "sideload:\n  - {sql: 'SELECT 1', at: 1s}\n", 5, "sideload:",
                        "has no stream operations", "side loads run beside streams"),
                bad("sessions-wait-unknown-step", BASE + "sessions:\n  - {name: A, steps: [{sql: 'LOCK TABLES t WRITE'}]}\n"
                        + "  - {name: B, steps: [{waitFor: A/3}]}\n", 7, "sessions[1].steps[0].waitFor", "session A has no step '3'"),
                bad("sessions-wait-unknown-session", BASE + "sessions:\n  - {name: A, steps: [{waitFor: C/lock}]}\n", 6,
                        "sessions[0].steps[0].waitFor", "there is no session 'C'"),
                bad("sessions-step-two-things", BASE + "sessions:\n  - {name: A, steps: [{sql: 'SELECT 1', sleep: 1s}]}\n", 6,
                        "sessions[0].steps[0] must be exactly one of sql, sleep and waitFor"),
                also(bad("stream-iterations-rate", BASE + "stream: {iterations: 5, rate: 10}\n", 5, "stream.iterations", "stream.rate"),
                        NO_STREAMS),
                also(bad("stream-rate", BASE + "stream: {rate: -5}\n", 5, "stream.rate", "above 0", "not -5"), NO_STREAMS),
                also(bad("stream-queueCapacity", BASE + "stream: {rate: 10, queueCapacity: 0}\n", 5, "stream.queueCapacity must be from 1"), NO_STREAMS),
                also(bad("stream-agents-empty", BASE + "stream: {agents: []}\n", 5, "stream.agents must list 1 to 64 load hosts"), NO_STREAMS),
                also(bad("stream-agents-host-missing", BASE + "stream:\n  agents:\n    - ssh: {port: 22}\n", 7,
                        "stream.agents[0].host must name a load host"), NO_STREAMS),
                also(bad("stream-agents-host-option", BASE + "stream:\n  agents:\n    - host: -oProxyCommand=x\n", 7,
                        "stream.agents[0].host must be a host name or address", "'-oProxyCommand=x'"), NO_STREAMS),
                also(bad("stream-agents-port", BASE + "stream:\n  agents:\n    - {host: load1, ssh: {port: 0}}\n", 7,
                        "stream.agents[0].ssh.port must be a TCP port from 1 to 65535", "not 0"), NO_STREAMS),
                also(bad("stream-agents-user", BASE + "stream:\n  agents:\n    - {host: load1, ssh: {user: 'a b'}}\n", 7,
                        "stream.agents[0].ssh.user must be a login name"), NO_STREAMS),
                bad("stream-agents-field", BASE + "stream:\n  agents:\n    - {host: load1, ssh: {password: x}}\n", 7, "unknown field 'password'"),
                also(bad("stream-agents-threads", BASE + "stream: {threads: 1, agents: [{host: load1}, {host: load2}]}\n", 5,
                        "1 thread(s), fewer than the 2 load hosts"), NO_STREAMS),
                also(bad("stream-together-agents", BASE + "stream:\n  together: true\n  agents: [{host: load1}]\n", 6,
                        "stream.together cannot be combined with stream.agents"), NO_STREAMS),
                bad("stream-together-word", BASE + "stream: {together: sometimes}\n", 5, "'stream.together' must be true or false"),
                also(bad("stream-operationThreads-range", BASE + "stream:\n  operationThreads:\n    query: 0\n", 7,
                        "stream.operationThreads.query must be from 1 to 4096", "not 0"), NO_STREAMS),
                bad("stream-operationThreads-unknown", IIBENCH + "stream:\n  operationThreads:\n    queries: 2\n", 7,
                        "workload 'insert-stream' has no stream operation 'queries'", "its stream operations are insert, query"),
                bad("stream-seed", BASE + "stream: {seed: abc}\n", 5, "'stream.seed' must be a whole number, not 'abc'"),
                also(bad("stream-warmup", BASE + "stream: {warmup: soon}\n", 5, "stream.warmup must be a duration"), NO_STREAMS),
                also(bad("stream-counters", BASE + "stream: {counters: ['Innodb rows']}\n", 5, "stream.counters must be status variable names"), NO_STREAMS),
                bad("stream-without-streams", BASE + "stream: {threads: 2}\n", 5, "'stream:'", "workload 'sql-file' has none"),
                // options
                bad("options-explain", BASE + "options: {explain: perhaps}\n", 5, "'options.explain' must be true or false"),
                bad("options-analyze", BASE + "options: {explain: false, analyze: true}\n", 5, "options.analyze needs options.explain"),
                bad("options-dropCaches", BASE + "options: {dropCaches: 2}\n", 5, "'options.dropCaches' must be true or false"),
                bad("options-keepServer", BASE + "options: {keepServer: always}\n", 5, "'options.keepServer' must be true or false"),
                bad("options-queryTimeoutSeconds", BASE + "options: {queryTimeoutSeconds: -1}\n", 5, "options.queryTimeoutSeconds", "not -1"),
                bad("options-check", BASE + "options: {check: results}\n", 5, "options.check must be one of answers, none", "not 'results'"),
                bad("options-check-bogus", BASE + "options: {check: bogus}\n", 5, "options.check must be one of answers, none", "not 'bogus'"),
                bad("options-tolerance", BASE + "options: {tolerance: 1%}\n", 5, "options.tolerance must be one of strict, specification",
                        "not '1%'"),
                bad("options-stateInterval", BASE + "options: {stateInterval: 1ms}\n", 5, "options.stateInterval must be from 10ms to 10s",
                        "or off", "not 1ms"),
                bad("options-stateInterval-word", BASE + "options: {stateInterval: often}\n", 5, "options.stateInterval must be a duration"),
                bad("options-openTables", BASE + "options: {openTables: some}\n", 5, "'options.openTables' must be true or false"),
                // studies
                bad("planStability-queries", BASE + "planStability: {runs: 3}\n", 5, "planStability.queries is required"),
                bad("planStability-unknown-query", BASE + "planStability: {queries: [Q99]}\n", 5, "Q99"),
                bad("planStability-runs", BASE + "planStability: {queries: [q1], runs: 0}\n", 5, "planStability.runs must be from 1"),
                bad("planStability-between", BASE + "planStability: {queries: [q1], between: often}\n", 5, "planStability.between must be one of"),
                bad("planStability-execute", BASE + "planStability: {queries: [q1], execute: twice}\n", 5,
                        "'planStability.execute' must be true or false"),
                bad("statisticsVariance-tables", BASE + "statisticsVariance: {tables: ['']}\n", 5, "statisticsVariance.tables has an empty entry"),
                bad("statisticsVariance-runs", BASE + "statisticsVariance: {runs: 1}\n", 5, "statisticsVariance.runs must be from 2"),
                bad("statisticsVariance-samplePages", BASE + "statisticsVariance: {samplePages: [0]}\n", 5,
                        "statisticsVariance.samplePages must be page counts"),
                bad("statisticsVariance-persistent", BASE + "statisticsVariance: {persistent: sometimes}\n", 5,
                        "'statisticsVariance.persistent' must be true or false"));
    }

    /*
     * A case that has a second mistake besides the one it is about gets one more line: every problem of a
     * file is named in one run. These are the second mistakes of the cases that have one.
     */
    /** A stream block on BASE's sql-file workload, which has no stream operations. */
    private static final String NO_STREAMS = "'stream:' sets how stream operations run, and workload 'sql-file' has none";
    /** sql-file without its required parameter. */
    private static final String QUERIES_REQUIRED = "parameter 'queries' is required";
    /** An existing cluster with the default cold phase. */
    private static final String NOT_RESTARTABLE = "cold phases need a managed server";

    private static Arguments bad(String name, String yaml, int line, String... words) {
        return Arguments.of(name, yaml, line, words, new String[0]);
    }

    /** The case, with one more line that says {@code alsoSaid}. */
    private static Arguments also(Arguments bad, String alsoSaid) {
        Object[] a = bad.get();
        return Arguments.of(a[0], a[1], a[2], a[3], new String[] {alsoSaid});
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyProblemOneLineBeforeAnythingStarts(String name, String yaml, int line, String[] words, String[] also) throws IOException {
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, yaml);
        assertLines(name, cli.run("run", file.toString(), "--quiet"), line, words, also);
    }

    /**
     * A file with five independent mistakes (workload.parameters.tableSize, phases, variants[1].settings,
     * stream.threads, stream.duration) gets five lines in one run, in the file's order, each at its
     * line; nothing starts. The GUI editor marks the same five fields (EditorProblemsUiTest).
     */
    @org.junit.jupiter.api.Test
    void fiveMistakesAreFiveLinesOfOneRun() throws IOException {
        Path file = dir.resolve("five-mistakes.yaml");
        Files.copy(Path.of("src/test/resources/bad/five-mistakes.yaml"), file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Cli.Result r = cli.run("run", file.toString(), "--quiet");
        assertEquals(2, r.exitCode(), r.all());
        List<String> lines = List.of(r.err().strip().split("\n"));
        assertEquals(5, lines.size(), r.err());
        assertTrue(lines.get(0).startsWith("benchlab: five-mistakes.yaml line 6: workload 'oltp-insert': parameter 'tableSize'"), lines.get(0));
        assertTrue(lines.get(1).startsWith("benchlab: five-mistakes.yaml line 7: phases run nothing"), lines.get(1));
        assertTrue(lines.get(2).startsWith("benchlab: five-mistakes.yaml line 12: innodb_buffer_pool_size 4M is below what InnoDB starts"),
                lines.get(2));
        assertTrue(lines.get(3).startsWith("benchlab: five-mistakes.yaml line 14: stream.threads must be from 1 to 4096"), lines.get(3));
        assertTrue(lines.get(4).startsWith("benchlab: five-mistakes.yaml line 15: stream.duration must be a duration"), lines.get(4));
        assertFalse(Files.exists(cli.home().resolve("runs")) && Files.list(cli.home().resolve("runs")).findAny().isPresent(),
                "no bundle is written");
        assertFalse(Files.exists(cli.home().resolve("servers")), "no server was started");
    }

    @org.junit.jupiter.api.Test
    void aBinaryExperimentFileIsNamedAsSuch() throws IOException {
        Path file = dir.resolve("binary-yaml.yaml");
        Files.write(file, new byte[] {'n', 'a', 'm', 'e', ':', ' ', 'x', '\n', (byte) 0xFF, (byte) 0xFE, 0, 0x13});
        assertOneLine("binary-yaml", cli.run("run", file.toString(), "--quiet"), 2, "not a UTF-8 text file");
    }

    @org.junit.jupiter.api.Test
    void aHugeExperimentFileIsRefusedUnread() throws IOException {
        Path file = dir.resolve("huge.yaml");
        Files.writeString(file, BASE + "description: " + "x".repeat(2 * 1024 * 1024) + "\n");
        assertOneLine("huge", cli.run("run", file.toString(), "--quiet"), 0, "at most 1 MiB");
    }

    private static void assertOneLine(String name, Cli.Result r, int line, String... words) throws IOException {
        assertLines(name, r, line, words, new String[0]);
    }

    /** One line for the case's mistake (at its line, with its words) and one for each other mistake of the file, nothing else. */
    private static void assertLines(String name, Cli.Result r, int line, String[] words, String[] also) throws IOException {
        assertEquals(2, r.exitCode(), r.all());
        assertFalse(r.all().contains("\tat "), "no stack trace without --verbose: " + r.all());
        List<String> lines = List.of(r.err().strip().split("\n"));
        assertEquals(1 + also.length, lines.size(), (also.length == 0 ? "exactly one line: " : "one line per problem: ") + r.err());
        String at = line > 0 ? name + ".yaml line " + line + ": " : name + ".yaml";
        String msg = lines.stream().filter(l -> l.contains(at) && Stream.of(words).allMatch(l::contains)).findFirst()
                .orElseThrow(() -> new AssertionError("a line names the file" + (line > 0 ? " and line " + line : "") + " and says "
                        + List.of(words) + ": " + r.err()));
        for (String a : also) {
            assertTrue(lines.stream().anyMatch(l -> l != msg && l.contains(a)), "another line says '" + a + "': " + r.err());
        }
        for (String l : lines) {
            assertTrue(l.startsWith("benchlab: ") && l.contains(name + ".yaml"), "each line names the file: " + l);
            for (String jargon : new String[] {"java.", "Exception", "`", "Cannot deserialize", "JsonToken", "Input length"}) {
                assertFalse(l.contains(jargon), "no Java or library wording (" + jargon + "): " + l);
            }
        }
        assertFalse(Files.exists(cli.home().resolve("runs")) && Files.list(cli.home().resolve("runs")).findAny().isPresent(),
                "no bundle is written");
        assertFalse(Files.exists(cli.home().resolve("servers")), "no server was started");
    }
}

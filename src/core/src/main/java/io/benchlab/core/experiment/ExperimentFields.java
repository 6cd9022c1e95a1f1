package io.benchlab.core.experiment;

import static io.benchlab.core.experiment.ExperimentLimits.CONNECTIONS_BESIDES_WORKERS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_AGENTS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_COUNTERS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_GALERA_NODES;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_NAME_LENGTH;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_QUERY_TIMEOUT_SECONDS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_QUEUE_CAPACITY;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_RATE;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_REPLICAS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STATE_INTERVAL;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STEPS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STREAM_DURATION;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STUDY_RUNS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_SWEEP_VALUES;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_THREADS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_THREAD_SWEEP;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_VARIANTS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_WARM;
import static io.benchlab.core.experiment.ExperimentLimits.MIN_INTERVAL;
import static io.benchlab.core.experiment.ExperimentLimits.MIN_STATE_INTERVAL;

import io.benchlab.api.ByteSize;
import io.benchlab.core.util.Durations;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The catalog of every field of an experiment file: its path, type, default and limit, each default
 * and limit taken from {@link ExperimentDefaults} and {@link ExperimentLimits} (never written twice).
 * docs/experiment-fields.md is generated from it ({@link #markdown}, checked by a test that fails when
 * the docs and the code drift apart), the checks' field paths are all paths of it
 * ({@link #of}), and the GUI editor maps the same paths onto its form.
 *
 * <p>Paths are written as problems name them, with {@code []} for any list index: {@code
 * variants[].settings}, {@code stream.agents[].host}. A field whose value is a mapping of free keys
 * ({@code variants[].settings}, {@code workload.parameters}) stands for every key below it.
 */
public final class ExperimentFields {

    /**
     * One field.
     *
     * @param path         where it stands, {@code []} for list indexes
     * @param type         what it takes, in the words of experiment files
     * @param defaultValue what a run does when the file leaves it out ("–": nothing, it is optional; "required")
     * @param limit        its bound or allowed values ("–" for none beyond its type)
     * @param about        what it is for, in a few words
     */
    public record Field(String path, String type, String defaultValue, String limit, String about) {
        /** A mapping of free keys (settings, parameters, node URLs) or a list: every path below it is one of its keys or entries. */
        boolean freeKeys() {
            return type.startsWith("mapping") || type.startsWith("list");
        }
    }

    private static final String NONE = "–";
    private static final String REQUIRED = "required";
    private static final String DURATION = "duration (500ms, 10s, 5m, 1h)";
    private static final String SIZE_OR_NUMBER = "number or size (128K, 16M, 4G)";

    private static final List<Field> ALL = catalog();

    private ExperimentFields() {
    }

    /** Every field, in the order of docs/experiment-format.md. */
    public static List<Field> all() {
        return ALL;
    }

    /**
     * The field a problem's path names: {@code variants[1].settings.join_buffer_size} is
     * {@code variants[].settings}, {@code variants[0].server.url} is {@code server.url} (a variant's
     * server block takes the fields of {@code server}, its faults those of {@code faults[]}).
     */
    public static Optional<Field> of(String path) {
        String p = path.replaceAll("\\[\\d+]", "[]");
        if (p.startsWith("variants[].server.")) {
            p = "server." + p.substring("variants[].server.".length());
        } else if (p.startsWith("variants[].faults[].")) {
            p = "faults[]." + p.substring("variants[].faults[].".length()); // a variant's faults take the fields of faults
        }
        for (String at = p; at != null; at = FieldPositions.parentOf(at)) {
            String here = at;
            Optional<Field> f = ALL.stream().filter(x -> x.path().equals(here)).findFirst();
            if (f.isPresent() && (here.equals(p) || f.get().freeKeys())) {
                return f;
            }
        }
        return Optional.empty();
    }

    /** docs/experiment-fields.md, generated: one row per field, then the bounds of the run as a whole. */
    public static String markdown() {
        StringBuilder sb = new StringBuilder();
        sb.append("# Experiment fields\n\n")
                .append("Every field of an experiment file with its type, default and limit. This file is generated from the code\n")
                .append("(`ExperimentFields`, which takes each default from `ExperimentDefaults` and each bound from `ExperimentLimits`),\n")
                .append("and a test fails when the two differ; after changing a default or a bound, regenerate it with\n")
                .append("`./build -pl src/core -am verify -Dtest=ExperimentFieldsDocTest -Dsurefire.failIfNoSpecifiedTests=false")
                .append(" -Dgolden.update=true`.\n")
                .append("What each block does is in [experiment-format.md](experiment-format.md); `[]` stands for any entry of a list.\n\n");
        sb.append("| field | type | default | limit | what it is |\n|---|---|---|---|---|\n");
        for (Field f : ALL) {
            sb.append("| `").append(f.path()).append("` | ").append(cell(f.type())).append(" | ").append(cell(f.defaultValue()))
                    .append(" | ").append(cell(f.limit())).append(" | ").append(cell(f.about())).append(" |\n");
        }
        sb.append("\nA run as a whole makes at most ").append(grouped(MAX_VARIANTS)).append(" variants (after the sweep) and ")
                .append(grouped(MAX_STEPS)).append(" steps (variants × phases). An experiment file is read up to ")
                .append(ByteSize.format(ExperimentLimits.MAX_FILE_BYTES)).append(" of UTF-8 text, each file a plugin reads up to ")
                .append(ByteSize.format(ExperimentLimits.MAX_INPUT_FILE_BYTES)).append(".\n");
        return sb.toString();
    }

    private static String cell(String text) {
        return text.replace("|", "\\|");
    }

    private static List<Field> catalog() {
        List<Field> f = new ArrayList<>();
        f.add(new Field("name", "text", REQUIRED, upTo(MAX_NAME_LENGTH) + " characters, no control characters",
                "the experiment's name, part of bundle folder names"));
        f.add(new Field("description", "text", NONE, NONE, "free text"));
        server(f);
        f.add(new Field("workload", "block", REQUIRED, NONE, "the workload and its parameters"));
        f.add(new Field("workload.plugin", "text", REQUIRED, "an installed workload (`benchlab plugins`)", "the workload plugin's id"));
        f.add(new Field("workload.parameters", "mapping: parameter → value", "each parameter's own (`benchlab plugins -v`)",
                "each parameter's own type and range", "the plugin's parameters; FILE and PATH values relative to the experiment file"));
        f.add(new Field("phases", "block", "a cold run and " + ExperimentDefaults.WARM + " warm repeats", "at least one run",
                "the cold run and the warm repeats of every variant"));
        f.add(new Field("phases.cold", "true/false", word(ExperimentDefaults.COLD), "needs a server benchlab can restart",
                "one cold run first: restart, caches emptied and proven empty"));
        f.add(new Field("phases.warm", "whole number", Integer.toString(ExperimentDefaults.WARM), range(0, MAX_WARM),
                "warm repeats after it (Run1, Run2, …)"));
        f.add(new Field("phases.interleave", "true/false", word(ExperimentDefaults.INTERLEAVE), "managed servers only",
                "variants in alternation, every step cold"));
        variants(f);
        sweep(f);
        stream(f);
        faults(f);
        sessions(f);
        sideload(f);
        options(f);
        studies(f);
        return List.copyOf(f);
    }

    private static void server(List<Field> f) {
        f.add(new Field("server", "server block", "embedded MariaDB", NONE, "the default server of every variant"));
        f.add(new Field("server.type", "one of " + String.join(", ", ServerKind.words()),
                ExperimentDefaults.SERVER_TYPE + "; external when `url` is given, binaries when `basedir` or `tarball` is", NONE,
                "what the server is; each type takes only its own fields"));
        f.add(new Field("server.profile", "name", "default, mariadb-VERSION (a Debian build: its name, mysql-9.7.4), binaries-FOLDER, or the cluster type",
                "letters, digits, `.`, `_`, `-`, 64 characters", "a managed server's own datadir under servers/"));
        f.add(new Field("server.port", "whole number", ExperimentDefaults.PORT + ": any free port, kept by restarts", "0 – 65535",
                "the TCP port a managed server listens on, on 127.0.0.1 (of the remote host for type remote)"));
        f.add(new Field("server.version", "x.y.z, mysql-x.y[.z] or mariadb-x.y[.z]", "the built-in MariaDB", NONE,
                "an embedded (or remote) MariaDB version from Maven (10.11.5), or Debian's build of MySQL or MariaDB (mysql-9.7.4,"
                        + " mariadb-11.8.9; mysql-9.7: the newest 9.7.x), fetched once into the cache"));
        f.add(new Field("server.basedir", "path", ExperimentDefaults.GALERA_BASEDIR + " for a Galera sandbox", NONE,
                "folder with bin/mysqld or bin/mariadbd"));
        f.add(new Field("server.tarball", "file or URL", NONE, NONE, "a server archive, unpacked once into the cache"));
        f.add(new Field("server.sha256", "64 hex digits", NONE, NONE, "the tarball's SHA-256: a different archive is refused before it is unpacked"));
        f.add(new Field("server.url", "JDBC URL", NONE, "starts with jdbc:mysql:// or jdbc:mariadb://", "an external server (or a remote service)"));
        f.add(new Field("server.user", "text", "the url's user, else " + ExperimentDefaults.USER, NONE, "the account to log in as"));
        f.add(new Field("server.passwordEnv", "environment variable name", NONE, "one password source", "the password from a variable"));
        f.add(new Field("server.passwordFile", "path", NONE, "one password source; mode 600", "the password from an owner-only file"));
        f.add(new Field("server.passwordPrompt", "true/false", "false", "one password source", "ask on the terminal"));
        f.add(new Field("server.password", "refused", NONE, "never accepted", "passwords are not written in experiment files"));
        f.add(new Field("server.replicas", "whole number", Integer.toString(ExperimentDefaults.REPLICAS), range(1, MAX_REPLICAS),
                "replicas of a replication sandbox"));
        f.add(new Field("server.nodes", "whole number", Integer.toString(ExperimentDefaults.GALERA_NODES), range(2, MAX_GALERA_NODES),
                "nodes of a Galera sandbox"));
        f.add(new Field("server.provider", "path", "found in /usr/lib", NONE, "the wsrep provider of a Galera sandbox"));
        f.add(new Field("server.nodeUrls", "mapping: node name → JDBC URL", NONE, "at least 2 nodes; names a letter, then letters, digits,"
                + " `_`, `-`, 32 characters", "an existing cluster's nodes (the first a replication cluster's primary)"));
        f.add(new Field("server.host", "host name or address", NONE, NONE, "the database host of type remote"));
        ssh(f, "server.ssh", REQUIRED + " for type remote", "user", "identityFile");
        f.add(new Field("server.service", "block", NONE, NONE, "type remote: a server the host runs itself"));
        f.add(new Field("server.service.start", "shell command", REQUIRED, NONE, "starts the service"));
        f.add(new Field("server.service.stop", "shell command", REQUIRED, NONE, "stops the service"));
        f.add(new Field("server.service.datadir", "absolute path", REQUIRED, NONE, "its datadir, evicted for cold phases"));
        f.add(new Field("server.service.errorLog", "absolute path", NONE, NONE, "fetched into the bundle"));
        f.add(new Field("server.remoteHome", "path", ExperimentDefaults.REMOTE_HOME, NONE,
                "benchlab's folder on the remote host (relative: to the login's home)"));
    }

    /** An ssh block: each field, those in {@code required} required. */
    private static void ssh(List<Field> f, String at, String whether, String... required) {
        f.add(new Field(at, "block", whether, NONE, "how to log in, as ssh -i identityFile -p port user@host"));
        f.add(new Field(at + ".user", "login name", List.of(required).contains("user") ? REQUIRED : "the current user", NONE, "login user"));
        f.add(new Field(at + ".identityFile", "path", List.of(required).contains("identityFile") ? REQUIRED
                : "~/.ssh/id_ed25519 (or id_ecdsa, id_rsa)", NONE, "the private key; login is by key only"));
        f.add(new Field(at + ".port", "whole number", Integer.toString(ExperimentDefaults.SSH_PORT), "1 – 65535", "sshd's port"));
        f.add(new Field(at + ".knownHosts", "path", "~/.ssh/known_hosts", NONE, "the host's key must be in it"));
        f.add(new Field(at + ".passphraseEnv", "environment variable name", NONE, "one passphrase source", "an encrypted key's passphrase"));
        f.add(new Field(at + ".passphraseFile", "path", NONE, "one passphrase source; mode 600", "an encrypted key's passphrase"));
    }

    private static void variants(List<Field> f) {
        f.add(new Field("variants", "list", "one variant, " + ExperimentDefaults.VARIANT_NAME, grouped(MAX_VARIANTS)
                + " variants after the sweep", "the variants compared side by side"));
        f.add(new Field("variants[].name", "text", REQUIRED, "unique; " + upTo(MAX_NAME_LENGTH) + " characters", "shown as a row or column"));
        f.add(new Field("variants[].server", "server block", "`server`", NONE, "another server for this variant (the fields of `server`)"));
        f.add(new Field("variants[].settings", "mapping: variable → value", NONE, "the live server's variables and values;"
                + " innodb_buffer_pool_size at least what InnoDB starts with", "server variables, set per session, globally or at start-up"));
        f.add(new Field("variants[].startup", "mapping: option → value", NONE, "managed servers only", "raw start-up options"));
        f.add(new Field("variants[].nodeSettings", "mapping: node → settings", NONE, "clusters only; that cluster's nodes",
                "one node's settings, on top of `settings`"));
        f.add(new Field("variants[].writeTo", "primary, all or a node", "`stream.writeTo`", "clusters only", "this variant's stream.writeTo"));
        f.add(new Field("variants[].readFrom", "primary, replicas, all or a node", "`stream.readFrom`", "clusters only",
                "this variant's stream.readFrom"));
        f.add(new Field("variants[].faults", "list of faults", "`faults`", NONE,
                "this variant's own faults instead (the fields of `faults[]`; [] for none)"));
        f.add(new Field("variants[].workload", "mapping: parameter → value", NONE, "the plugin's parameters and their rules",
                "workload parameters this variant overrides (table shape, rows per commit, …)"));
    }

    private static void sweep(List<Field> f) {
        f.add(new Field("sweep", "block", NONE, grouped(MAX_SWEEP_VALUES) + " values", "variants generated from one setting's values"));
        f.add(new Field("sweep.variable", "variable name", "required unless `parameter`", "not with `parameter`", "the swept setting"));
        f.add(new Field("sweep.parameter", "workload parameter name", NONE, "the plugin's parameters; not with `variable`",
                "sweep a workload parameter instead of a setting (each value checked by the plugin's rules)"));
        f.add(new Field("sweep.values", "list of values", NONE, "either values or from and to; no value twice", "explicit values"));
        f.add(new Field("sweep.from", SIZE_OR_NUMBER, NONE, "above 0", "first value of a geometric series"));
        f.add(new Field("sweep.to", SIZE_OR_NUMBER, NONE, "not below from", "last value (reached within rounding)"));
        f.add(new Field("sweep.factor", "number", number(ExperimentDefaults.SWEEP_FACTOR), "above 1", "the series' ratio"));
        f.add(new Field("sweep.cross", "list of settings maps", NONE, NONE, "each value crossed with each of these settings"));
    }

    private static void stream(List<Field> f) {
        f.add(new Field("stream", "block", "the defaults below", "workloads with stream operations only", "how stream operations run"));
        f.add(new Field("stream.threads", "whole number", Integer.toString(ExperimentDefaults.THREADS), range(1, MAX_THREADS) + "; with "
                + CONNECTIONS_BESIDES_WORKERS + " more, at most the server's free max_connections", "worker threads, each with its own connection"));
        f.add(new Field("stream.threadSweep", "list of whole numbers", NONE, grouped(MAX_THREAD_SWEEP) + " entries, each as threads; not with"
                + " threads", "one run per thread count"));
        f.add(new Field("stream.operationThreads", "mapping: stream operation → threads", NONE, "the workload's stream operations; "
                + range(1, MAX_THREADS), "an operation's own threads"));
        f.add(new Field("stream.together", "true/false", word(ExperimentDefaults.STREAMS_TOGETHER), "not with agents",
                "a phase's stream operations at the same time"));
        f.add(new Field("stream.duration", DURATION, Durations.format(ExperimentDefaults.STREAM_DURATION)
                + " when operations is not given either (nor iterations, nor rounds)", "at most " + Durations.format(MAX_STREAM_DURATION),
                "measured time (after warmup)"));
        f.add(new Field("stream.operations", "whole number", "no limit", "1 or more", "stop after this many (whichever comes first)"));
        f.add(new Field("stream.iterations", "whole number", "no limit", "1 or more; closed loop only, not with agents or rounds",
                "each thread runs this many on its one session and stops; the stream when the last one did (not mysqlslap's"
                        + " --iterations: that is rounds)"));
        f.add(new Field("stream.rounds", "whole number", "no rounds (one session per thread for the whole stream)", "1 or more; "
                + "closed loop only, not with agents, iterations, operations, warmup or faults", "mysqlslap's --iterations: each round"
                + " opens threads new sessions, started together once all are connected, which run sessionQueries operations each"
                + " and disconnect"));
        f.add(new Field("stream.sessionQueries", "whole number", Long.toString(ExperimentDefaults.SESSION_QUERIES), "1 or more; with"
                + " rounds only", "operations each session of a round runs (mysqlslap's --number-of-queries divided by --concurrency)"));
        f.add(new Field("stream.interval", DURATION, Durations.format(ExperimentDefaults.INTERVAL), Durations.format(MIN_INTERVAL)
                + " – duration", "sampling period"));
        f.add(new Field("stream.warmup", DURATION, Durations.format(ExperimentDefaults.WARMUP), "at most " + Durations.format(MAX_STREAM_DURATION),
                "run first, excluded from every result"));
        f.add(new Field("stream.rate", "number", "closed loop (no rate)", "above 0, at most " + grouped((long) MAX_RATE) + " per second",
                "arrival-rate mode: Poisson arrivals per second"));
        f.add(new Field("stream.queueCapacity", "whole number", grouped(ExperimentDefaults.QUEUE_CAPACITY), range(1, MAX_QUEUE_CAPACITY)
                + "; with rate only", "arrivals that may wait; a full queue ends that stream (shown as could not keep up) and the run goes on"));
        f.add(new Field("stream.seed", "whole number", Long.toString(ExperimentDefaults.SEED), NONE, "seed of arrivals and workers' randomness"));
        f.add(new Field("stream.counters", "list of status variable names", String.join(", ", ExperimentDefaults.COUNTERS)
                + " (a list given replaces these; name them too to keep them)", grouped(MAX_COUNTERS) + " names; the live server's"
                + " SHOW GLOBAL STATUS", "status counters sampled per interval"));
        f.add(new Field("stream.writeTo", "primary, all or a node", ExperimentDefaults.WRITE_TO, "clusters only; writes on a replication"
                + " cluster's primary only", "where a cluster's workers connect"));
        f.add(new Field("stream.readFrom", "primary, replicas, all or a node", "where writeTo says", "clusters only",
                "where streams that only read connect"));
        f.add(new Field("stream.agents", "list of load hosts", "this process", range(1, MAX_AGENTS) + " hosts; at least one thread per host",
                "load hosts that each run a share of the stream"));
        f.add(new Field("stream.agents[].host", "host name or address", REQUIRED, NONE, "the load host"));
        ssh(f, "stream.agents[].ssh", "ssh's own defaults");
        f.add(new Field("stream.reconnect", "true/false", "true in a phase with faults, else false (a lost connection fails the run)",
                "not with agents", "a worker whose connection was lost reconnects and goes on"));
        f.add(new Field("stream.audit", String.join(" or ", Experiment.StreamSpec.AUDITS), ExperimentDefaults.AUDIT,
                "streams that report their acknowledged writes (insert-stream's); not with agents",
                "after each stream, every row whose commit was acknowledged looked for in its table"));
    }

    private static void sessions(List<Field> f) {
        f.add(new Field("sessions", "list of scripted sessions", NONE, "names unique", "named sessions that each run their steps,"
                + " all at the same time, in every phase after the workload's operations"));
        f.add(new Field("sessions[].name", "text", REQUIRED, "no '/'", "the session's name, for waitFor"));
        f.add(new Field("sessions[].steps", "list of steps", REQUIRED, "1 or more; each exactly one of sql, sleep, waitFor",
                "what the session does, in order, each step timed"));
        f.add(new Field("sessions[].steps[].name", "text", "its number, from 1", NONE, "the step's name, for waitFor"));
        f.add(new Field("sessions[].steps[].sql", "statement", NONE, NONE, "a statement the session runs"));
        f.add(new Field("sessions[].steps[].sleep", DURATION, NONE, "more than 0", "a pause, the session connected and idle"));
        f.add(new Field("sessions[].steps[].waitFor", "SESSION/STEP", NONE, "a step of another session, by name or number",
                "wait until that step has ended"));
    }

    private static void sideload(List<Field> f) {
        f.add(new Field("sideload", "list of side loads", NONE, grouped(ExperimentLimits.MAX_SIDELOADS) + " entries; workloads with stream"
                + " operations; not with agents", "loads run beside a phase's measured streams, timed apart from them (experiment-format.md)"));
        f.add(new Field("sideload[].name", "text", "the first words of its sql, command or plugin", "unique", "how charts and tables name it"));
        f.add(new Field("sideload[].plugin", "workload plugin id", NONE, "exactly one of plugin, sql, command; an installed workload"
                + " with a stream operation", "another workload's stream (its first), on connections of its own"));
        f.add(new Field("sideload[].parameters", "mapping: parameter → value", "the plugin's own", "with plugin only", "that plugin's parameters"));
        f.add(new Field("sideload[].threads", "whole number", Integer.toString(ExperimentDefaults.SIDELOAD_THREADS), range(1, MAX_THREADS)
                + "; with plugin only", "that stream's threads"));
        f.add(new Field("sideload[].rate", "number", "closed loop (no rate)", "above 0, at most " + grouped((long) MAX_RATE)
                + " per second; with plugin only", "that stream's Poisson arrivals per second"));
        f.add(new Field("sideload[].sql", "statement", NONE, "exactly one of plugin, sql, command", "a statement run on a connection of its own"));
        f.add(new Field("sideload[].command", "shell command", NONE, "exactly one of plugin, sql, command; servers benchlab runs"
                + " (embedded, binaries, remote)", "a command on the server's host (here, or over SSH), the server's address in"
                + " BENCHLAB_HOST, BENCHLAB_PORT, BENCHLAB_USER, BENCHLAB_SCHEMA"));
        f.add(new Field("sideload[].at", DURATION, "0s", "0 – before stream.duration", "when it starts, after the streams' measured start"));
        f.add(new Field("sideload[].every", DURATION, "once", "at least " + Durations.format(ExperimentLimits.MIN_SIDELOAD_PERIOD)
                + "; with sql or command only", "repeat it this often until the streams end"));
        f.add(new Field("sideload[].phase", "a phase (Cold, Run1, …)", "every phase", "the experiment's phases", "the phase it runs in"));
        f.add(new Field("sideload[].stopOnError", "true/false", word(ExperimentDefaults.SIDELOAD_STOP_ON_ERROR), NONE,
                "a failure stops the measured streams and fails the run (else it is reported and they go on)"));
    }

    private static void faults(List<Field> f) {
        f.add(new Field("faults", "list of faults", NONE, "servers benchlab runs (embedded, binaries, remote, a cluster sandbox);"
                + " workloads with stream operations; not with agents", "a server or node struck while a phase's streams run (faults.md)"));
        f.add(new Field("faults[].at", DURATION, REQUIRED, "0 – before stream.duration", "when, after the stream's measured start"));
        f.add(new Field("faults[].action", String.join(", ", Experiment.FaultSpec.ACTIONS), REQUIRED,
                "a pause needs for: or a later resume", "what is done to the node"));
        f.add(new Field("faults[].target", "server, primary or a node", Experiment.FaultSpec.SERVER + "; "
                + ExperimentDefaults.FAULT_TARGET_CLUSTER + " on a cluster", "the server's own nodes", "the server or node struck"));
        f.add(new Field("faults[].for", DURATION, "until a later fault or the stream's end", "above 0; at + for at most stream.duration",
                "how long it lasts; then it is undone"));
        f.add(new Field("faults[].phase", "a phase (Cold, Run1, …)", "every phase", "the experiment's phases", "the phase it strikes in"));
    }

    private static void options(List<Field> f) {
        f.add(new Field("options", "block", "the defaults below", NONE, "how the run treats plans, caches, servers and answers"));
        f.add(new Field("options.explain", "true/false", word(ExperimentDefaults.EXPLAIN), NONE, "capture plans"));
        f.add(new Field("options.analyze", "true/false", word(ExperimentDefaults.ANALYZE), "needs explain", "also ANALYZE (runs the query once more)"));
        f.add(new Field("options.dropCaches", "true/false", word(ExperimentDefaults.DROP_CACHES), "root only", "cold phases drop the whole page cache"));
        f.add(new Field("options.keepServer", "true/false", word(ExperimentDefaults.KEEP_SERVER), NONE, "leave managed servers running"));
        f.add(new Field("options.queryTimeoutSeconds", "whole number", ExperimentDefaults.QUERY_TIMEOUT_SECONDS + " (never)",
                range(0, MAX_QUERY_TIMEOUT_SECONDS), "cancel a query after this long"));
        f.add(new Field("options.parallelServers", "true/false", word(ExperimentDefaults.PARALLEL_SERVERS), NONE,
                "managed servers of different variants up at the same time"));
        f.add(new Field("options.check", "one of " + String.join(", ", Experiment.RunOptions.CHECKS), ExperimentDefaults.CHECK
                + " for workloads that offer reference answers (dbt3, ssb), else none", NONE,
                "compare every query's answer with a reference (docs/answers.md)"));
        f.add(new Field("options.tolerance", "one of " + String.join(", ", Experiment.RunOptions.TOLERANCES), ExperimentDefaults.TOLERANCE,
                NONE, "how far apart answers' numbers may be: to the cent, or TPC-H's $100 on sums and 1% on averages"));
        f.add(new Field("options.stateInterval", DURATION + " or off", Durations.format(ExperimentDefaults.STATE_INTERVAL),
                Durations.format(MIN_STATE_INTERVAL) + " – " + Durations.format(MAX_STATE_INTERVAL) + ", or off",
                "how often the run's own sessions' thread states are sampled while something is measured"));
        f.add(new Field("options.openTables", "true/false", word(ExperimentDefaults.OPEN_TABLES), NONE,
                "also count SHOW OPEN TABLES of the workload's schema at each thread-state sample"));
        f.add(new Field("options.performanceSchema", "true/false", word(ExperimentDefaults.PERFORMANCE_SCHEMA),
                "a server with performance_schema on (a managed one is started so)",
                "also sample the streams' sessions' performance_schema waits and stages per interval (experiment-format.md)"));
        f.add(new Field("options.metrics", "a port, or HOST:PORT", "none; a port alone listens on " + ExperimentDefaults.METRICS_HOST,
                "ports " + range(1, MetricsAddress.MAX_PORT) + "; run --metrics wins", "serve live metrics for Prometheus while the run runs (docs/cli.md)"));
    }

    private static void studies(List<Field> f) {
        f.add(new Field("planStability", "block", NONE, "a server", "study: how stable each query's plan is"));
        f.add(new Field("planStability.queries", "list of query operations", REQUIRED, "the workload's query operations",
                "queries whose plans are studied"));
        f.add(new Field("planStability.runs", "whole number", Integer.toString(ExperimentDefaults.PLAN_STABILITY_RUNS), range(1, MAX_STUDY_RUNS),
                "EXPLAINs per query"));
        f.add(new Field("planStability.between", "one of " + String.join(", ", Experiment.PlanStabilitySpec.BETWEEN),
                ExperimentDefaults.PLAN_STABILITY_BETWEEN, "restart: managed servers only", "what happens before each run after the first"));
        f.add(new Field("planStability.execute", "true/false", word(ExperimentDefaults.PLAN_STABILITY_EXECUTE), NONE, "also run and time each"));
        f.add(new Field("statisticsVariance", "block", NONE, "a server", "study: how much index statistics move"));
        f.add(new Field("statisticsVariance.tables", "list of table names", "every table of the workload's schema", NONE, "tables analysed"));
        f.add(new Field("statisticsVariance.runs", "whole number", Integer.toString(ExperimentDefaults.STATISTICS_VARIANCE_RUNS),
                range(2, MAX_STUDY_RUNS), "ANALYZE rounds"));
        f.add(new Field("statisticsVariance.samplePages", "list of whole numbers", NONE, grouped(MAX_THREAD_SWEEP) + " sizes, each 1 or more",
                "sample sizes set in turn"));
        f.add(new Field("statisticsVariance.persistent", "true/false", "as the server has it", NONE, "force persistent or transient statistics"));
    }

    private static String range(long from, long to) {
        return grouped(from) + " – " + grouped(to);
    }

    private static String upTo(long n) {
        return "at most " + grouped(n);
    }

    private static String grouped(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String number(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    private static String word(boolean b) {
        return Boolean.toString(b);
    }
}

package io.benchlab.core.experiment;

import static io.benchlab.core.experiment.ExperimentLimits.MAX_AGENTS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_COUNTERS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_GALERA_NODES;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_REPLICAS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_NAME_LENGTH;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_QUERY_TIMEOUT_SECONDS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_QUEUE_CAPACITY;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_RATE;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STEPS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STREAM_DURATION;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_STUDY_RUNS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_SWEEP_VALUES;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_THREADS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_THREAD_SWEEP;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_VARIANTS;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_WARM;
import static io.benchlab.core.experiment.ExperimentLimits.MIN_INTERVAL;

import io.benchlab.api.ByteSize;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.Experiment.StreamSpec;
import io.benchlab.core.experiment.Experiment.SweepSpec;
import io.benchlab.core.experiment.Experiment.VariantSpec;
import io.benchlab.core.settings.BufferPoolMinimum;
import io.benchlab.core.settings.VariableCatalog;
import io.benchlab.core.util.Durations;
import io.benchlab.core.util.JdbcUrls;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks everything about an experiment that can be checked without a server: required fields,
 * names, server blocks, phases, variants, sweep, stream, options and studies, each against its
 * bound ({@link ExperimentLimits}). The first problem ends the check with one line naming the file,
 * line and field, what is wrong and what would be right.
 */
final class ExperimentValidator {
    /**
     * The fields each server type takes besides {@code type}; a field given for a type that ignores it
     * is an error (it would be silently ignored). New server types add a row.
     */
    static final Map<String, Set<String>> SERVER_FIELDS = serverFields();
    private static final Pattern PROFILE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}");
    private static final Pattern NODE_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,31}");
    private static final Pattern ENV_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern STATUS_NAME = Pattern.compile("[A-Za-z0-9_]+");
    /** A DNS name, IPv4 or IPv6 address: nothing a shell or ssh would read as an option or a second word. */
    private static final Pattern HOST_NAME = Pattern.compile("[A-Za-z0-9_.:\\[\\]][A-Za-z0-9_.:\\[\\]-]*");
    private static final Pattern LOGIN_NAME = Pattern.compile("[A-Za-z0-9_.][A-Za-z0-9_.-]*");
    private static final String DURATION_EXAMPLES = "a duration such as 500ms, 10s, 5m or 1h";

    private final ExperimentFile file;

    ExperimentValidator(ExperimentFile file) {
        this.file = file;
    }

    private static Map<String, Set<String>> serverFields() {
        Set<String> managed = Set.of("profile", "port");
        Set<String> external = Set.of("url", "user", "passwordEnv", "passwordFile", "passwordPrompt");
        Map<String, Set<String>> m = new LinkedHashMap<>();
        m.put("embedded", union(managed, Set.of("version")));
        m.put("binaries", union(managed, Set.of("basedir", "tarball")));
        m.put("external", external);
        // on another host over SSH: benchlab's copy of the embedded binaries, or the host's own service (then a JDBC url as for external)
        m.put("remote", union(union(managed, Set.of("version", "host", "ssh", "service", "remoteHome")), external));
        m.put("none", Set.of()); // no server: for workloads that declare they need none (storage IO)
        // a cluster is a sandbox (replicas/nodes…) or existing nodes (nodeUrls + credentials); checkCluster tells which fields go together
        Set<String> credentials = Set.of("user", "passwordEnv", "passwordFile", "passwordPrompt");
        m.put("replication", union(credentials, Set.of("profile", "version", "basedir", "replicas", "nodeUrls")));
        // no version: a Galera node needs a server built with wsrep plus its SST scripts (basedir, default the system's)
        m.put("galera", union(credentials, Set.of("profile", "basedir", "nodes", "provider", "nodeUrls")));
        return Map.copyOf(m);
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> s = new HashSet<>(a);
        s.addAll(b);
        return Set.copyOf(s);
    }

    void validateStructure() {
        Experiment e = file.experiment();
        checkName("name", e.name(), "a short name for the experiment, used in bundle names");
        if (e.workload() == null || e.workload().plugin() == null || e.workload().plugin().isBlank()) {
            fail("workload", "field 'workload.plugin' is required (see `benchlab plugins` for the installed workloads)");
        }
        checkServer("server", e.server());
        checkPhases(e);
        checkNoServer(e);
        checkVariants(e);
        checkSweep(e.sweep());
        checkStream(e.stream());
        checkNodeChoices(e);
        checkOptions(e.options());
        checkStudies(e);
        checkSize(e);
    }

    /** Things that are allowed but probably not meant; the run goes on and says so. */
    List<String> warnings() {
        List<String> out = new ArrayList<>();
        Experiment e = file.experiment();
        warnUrl("server", e.server(), out);
        for (int i = 0; i < e.variants().size(); i++) {
            warnUrl("variants[" + i + "].server", e.variants().get(i).server(), out);
        }
        return out;
    }

    private void warnUrl(String at, ServerSpec s, List<String> out) {
        if (s != null && s.url() != null) {
            JdbcUrls.passwordWarning(s.url()).ifPresent(w -> out.add(file.at(at + ".url") + at + ".url: " + w));
        }
    }

    private void checkName(String at, String name, String what) {
        if (name == null || name.isBlank()) {
            fail(at, "field '" + at + "' is required (" + what + ")");
        }
        if (name.length() > MAX_NAME_LENGTH) {
            fail(at, at + " has " + name.length() + " characters; at most " + MAX_NAME_LENGTH + " are allowed");
        }
        if (name.chars().anyMatch(Character::isISOControl)) {
            fail(at, at + " contains a control character (a tab or line break?); use plain text");
        }
    }

    private void checkPhases(Experiment e) {
        var p = e.phases();
        if (p.warm() != null && (p.warm() < 0 || p.warm() > MAX_WARM)) {
            fail("phases.warm", "phases.warm must be a whole number from 0 to " + MAX_WARM + ", not " + p.warm());
        }
        if (!p.coldOrDefault() && p.warmOrDefault() == 0) {
            fail("phases", "phases run nothing: enable cold or set warm to 1 or more");
        }
        if (p.interleaveOrDefault() && !e.server().restartable() && !e.server().none()) {
            fail("phases.interleave", "interleaved runs restore the cold state before each step, which needs a managed server");
        }
    }

    /** With {@code type: none} there is no server: nothing to set, sweep, explain or analyze. */
    private void checkNoServer(Experiment e) {
        for (int i = 0; i < e.variants().size(); i++) {
            VariantSpec v = e.variants().get(i);
            ServerSpec server = v == null || v.server() == null ? e.server() : v.server();
            if (v != null && server.none() && (!v.settings().isEmpty() || !v.startup().isEmpty())) {
                fail("variants[" + i + "]" + (v.settings().isEmpty() ? ".startup" : ".settings"), "variant '" + v.name()
                        + "' runs without a server (type: none), so it has no server settings to set");
            }
        }
        if (e.server().none()) {
            if (e.sweep() != null) {
                fail("sweep", "sweep varies a server setting, and server type none has no server");
            }
            if (e.planStability() != null || e.statisticsVariance() != null) {
                fail(e.planStability() != null ? "planStability" : "statisticsVariance", "the study needs a server, and server type none has none");
            }
        }
    }

    private void checkVariants(Experiment e) {
        Set<String> names = new HashSet<>();
        for (int i = 0; i < e.variants().size(); i++) {
            VariantSpec v = e.variants().get(i);
            String at = "variants[" + i + "]";
            if (v == null) {
                fail(at, "variant " + (i + 1) + " is empty; give at least 'name:'");
            }
            if (v.name() == null || v.name().isBlank()) {
                fail(at, "variant " + (i + 1) + " needs a 'name'");
            }
            checkName(at + ".name", v.name(), "the variant's name");
            if (!names.add(v.name())) {
                fail(at + ".name", "variant name '" + v.name() + "' is used twice");
            }
            if (v.server() != null) {
                checkServer(at + ".server", v.server());
            }
            checkSettings(at + ".settings", v.settings());
            checkBufferPool(at, v);
            ServerSpec server = v.server() != null ? v.server() : e.server();
            checkNodeSettings(at + ".nodeSettings", v.nodeSettingsOrEmpty(), server);
            if (!v.startup().isEmpty() && !server.takesStartupOptions()) {
                fail(at + ".startup", "startup options need a managed server (benchlab starts it); this variant's server is "
                        + (server.remote() ? "a remote service, started by its own command" : "external"));
            }
            for (var opt : v.startup().entrySet()) {
                if (opt.getKey() == null || opt.getKey().isBlank()) {
                    fail(at + ".startup", "a start-up option needs a name (e.g. skip-log-bin: \"\")");
                }
                if (opt.getValue() instanceof Map<?, ?> || opt.getValue() instanceof List<?>) {
                    fail(at + ".startup." + opt.getKey(), "start-up option '" + opt.getKey() + "' takes a single value (\"\" for a bare flag),"
                            + " not a list or mapping");
                }
            }
        }
    }

    private void checkSettings(String at, Map<String, Object> settings) {
        for (var s : settings.entrySet()) {
            String name = s.getKey();
            if (name == null || name.isBlank()) {
                fail(at, "a setting needs a variable name");
            }
            Object value = s.getValue();
            if (value == null) {
                fail(at + "." + name, "setting '" + name + "' has no value; give one (e.g. " + name + ": 16M) or remove the line");
            }
            if (value instanceof List<?>) {
                fail(at + "." + name, "setting '" + name + "' takes a single value, not a list (a sweep over values goes in 'sweep:')");
            }
            if (value instanceof Map<?, ?> flags) {
                for (var f : flags.entrySet()) {
                    if (f.getValue() instanceof Map<?, ?> || f.getValue() instanceof List<?> || f.getValue() == null) {
                        fail(at + "." + name + "." + f.getKey(), "flag '" + f.getKey() + "' of " + name + " takes on or off");
                    }
                }
            }
        }
    }

    private void checkSweep(SweepSpec s) {
        if (s == null) {
            return;
        }
        if (s.variable() == null || s.variable().isBlank()) {
            fail("sweep", "sweep.variable is required (the setting whose values make the variants, e.g. join_buffer_size)");
        }
        boolean explicit = s.values() != null && !s.values().isEmpty();
        boolean series = s.from() != null && s.to() != null;
        if (explicit == series) {
            fail("sweep", "sweep needs either 'values' or 'from' and 'to'");
        }
        if (explicit) {
            if (s.values().size() > MAX_SWEEP_VALUES) {
                fail("sweep.values", "sweep.values has " + s.values().size() + " values; at most " + MAX_SWEEP_VALUES + " are allowed");
            }
            for (Object v : s.values()) {
                if (v == null || v instanceof Map<?, ?> || v instanceof List<?>) {
                    fail("sweep.values", "sweep.values must be single values (e.g. [128K, 1M, 8M])");
                }
            }
            if (new HashSet<>(s.values().stream().map(String::valueOf).toList()).size() < s.values().size()) {
                fail("sweep.values", "sweep.values names a value twice");
            }
        }
        checkBufferPool(s);
        if (s.factor() != null && !(s.factor() > 1 && s.factor() <= 1e6)) {
            fail("sweep.factor", "sweep.factor must be greater than 1 (e.g. 2 doubles each step), not " + s.factor());
        }
        if (series) {
            double from = number("sweep.from", s.from());
            double to = number("sweep.to", s.to());
            if (from <= 0 || to < from) {
                fail("sweep.from", "sweep: 'from' must be positive and not above 'to' (from " + s.from() + ", to " + s.to() + ")");
            }
            double factor = s.factor() == null ? ExperimentDefaults.SWEEP_FACTOR : s.factor();
            double steps = Math.floor(Math.log(to / from) / Math.log(factor) + 1e-9) + 1;
            if (steps > MAX_SWEEP_VALUES) {
                fail("sweep", "sweep from " + s.from() + " to " + s.to() + " × " + factor + " gives "
                        + (long) steps + " values; at most " + MAX_SWEEP_VALUES + " are allowed (raise 'factor' or narrow the range)");
            }
        }
        if (s.cross() != null) {
            for (int i = 0; i < s.cross().size(); i++) {
                Map<String, Object> c = s.cross().get(i);
                if (c == null || c.isEmpty()) {
                    fail("sweep.cross[" + i + "]", "sweep.cross entries are settings maps (e.g. {optimizer_switch: {mrr: on}}); entry "
                            + (i + 1) + " is empty");
                }
                checkSettings("sweep.cross[" + i + "]", c);
            }
        }
    }

    /** A buffer pool InnoDB does not start with is refused here, not by a server that will not start ({@link BufferPoolMinimum}). */
    private void checkBufferPool(String at, VariantSpec v) {
        long page = BufferPoolMinimum.pageSize(v.settings()).or(() -> BufferPoolMinimum.pageSize(v.startup()))
                .orElse(BufferPoolMinimum.DEFAULT_PAGE_SIZE);
        for (var group : List.of(Map.entry(".settings", v.settings()), Map.entry(".startup", v.startup()))) {
            for (var setting : group.getValue().entrySet()) {
                if (setting.getKey() != null && VariableCatalog.normalise(setting.getKey()).equals(BufferPoolMinimum.VARIABLE)) {
                    BufferPoolMinimum.refusal(setting.getValue(), page).ifPresent(why -> fail(at + group.getKey() + "." + setting.getKey(), why));
                }
            }
        }
    }

    /** The same for a sweep over the buffer pool (at the default page size). */
    private void checkBufferPool(SweepSpec s) {
        if (s.variable() == null || !VariableCatalog.normalise(s.variable()).equals(BufferPoolMinimum.VARIABLE)) {
            return;
        }
        long page = BufferPoolMinimum.DEFAULT_PAGE_SIZE;
        List<Object> values = s.values() == null ? List.of() : s.values();
        values.forEach(value -> BufferPoolMinimum.refusal(value, page).ifPresent(why -> fail("sweep.values", "sweep.values: " + why)));
        if (s.from() != null) {
            BufferPoolMinimum.refusal(s.from(), page).ifPresent(why -> fail("sweep.from", "sweep.from: " + why));
        }
    }

    private double number(String at, Object value) {
        String text = String.valueOf(value).strip();
        try {
            return ByteSize.hasUnit(text) ? ByteSize.parse(text) : Double.parseDouble(text);
        } catch (RuntimeException ex) {
            fail(at, at + " must be a number or a size such as 128K or 16M, not '" + text + "'");
            return 0;
        }
    }

    private void checkStream(StreamSpec s) {
        if (s == null) {
            return;
        }
        if (s.threads() != null) {
            checkThreads("stream.threads", s.threads());
        }
        if (s.threadSweep() != null) {
            if (s.threads() != null) {
                fail("stream.threadSweep", "give stream.threads or stream.threadSweep, not both");
            }
            if (s.threadSweep().isEmpty() || s.threadSweep().size() > MAX_THREAD_SWEEP) {
                fail("stream.threadSweep", "stream.threadSweep must list 1 to " + MAX_THREAD_SWEEP + " thread counts (e.g. [1, 2, 4, 8])");
            }
            for (Integer t : s.threadSweep()) {
                if (t == null) {
                    fail("stream.threadSweep", "stream.threadSweep has an empty entry; list thread counts (e.g. [1, 2, 4, 8])");
                }
                checkThreads("stream.threadSweep", t);
            }
        }
        Duration duration = duration("stream.duration", s.duration(), false);
        if (s.operations() != null && s.operations() < 1) {
            fail("stream.operations", "stream.operations must be 1 or more, not " + s.operations());
        }
        Duration interval = duration("stream.interval", s.interval(), false);
        if (interval != null && interval.compareTo(MIN_INTERVAL) < 0) {
            fail("stream.interval", "stream.interval must be at least " + MIN_INTERVAL.toMillis() + "ms, not " + s.interval());
        }
        if (interval != null && duration != null && interval.compareTo(duration) > 0) {
            fail("stream.interval", "stream.interval (" + s.interval() + ") is longer than stream.duration (" + s.duration()
                    + "); no interval would complete");
        }
        if (s.rate() != null && !(s.rate() > 0 && s.rate() <= MAX_RATE)) {
            fail("stream.rate", "stream.rate is arrivals per second: a number above 0 and at most " + (long) MAX_RATE + ", not " + s.rate());
        }
        if (s.queueCapacity() != null) {
            if (s.rate() == null) {
                fail("stream.queueCapacity", "stream.queueCapacity applies to arrival-rate mode only; set stream.rate or remove it");
            }
            if (s.queueCapacity() < 1 || s.queueCapacity() > MAX_QUEUE_CAPACITY) {
                fail("stream.queueCapacity", "stream.queueCapacity must be from 1 to " + MAX_QUEUE_CAPACITY + ", not " + s.queueCapacity());
            }
        }
        duration("stream.warmup", s.warmup(), true);
        checkAgents(s);
        if (s.togetherOrDefault() && s.onLoadHosts()) {
            // a load host runs one stream at a time; streams together would need their start agreed across hosts
            fail("stream.together", "stream.together cannot be combined with stream.agents yet; remove one of them");
        }
        if (s.operationThreads() != null) {
            for (Map.Entry<String, Integer> t : s.operationThreads().entrySet()) {
                String at = "stream.operationThreads." + t.getKey();
                if (t.getKey() == null || t.getKey().isBlank()) {
                    fail("stream.operationThreads", "stream.operationThreads maps a stream operation's name to its threads (e.g. {query: 2})");
                }
                if (t.getValue() == null) {
                    fail(at, at + " must be a number of threads from 1 to " + MAX_THREADS);
                }
                checkThreads(at, t.getValue());
                if (s.onLoadHosts() && t.getValue() < s.agents().size()) {
                    fail(at, at + " has " + t.getValue() + " thread(s), fewer than the " + s.agents().size()
                            + " load hosts in stream.agents; give each host one at least");
                }
            }
        }
        if (s.counters() != null) {
            if (s.counters().size() > MAX_COUNTERS) {
                fail("stream.counters", "stream.counters names " + s.counters().size() + " counters; at most " + MAX_COUNTERS + " are sampled");
            }
            for (String c : s.counters()) {
                if (c == null || !STATUS_NAME.matcher(c).matches()) {
                    fail("stream.counters", "stream.counters must be status variable names (e.g. Innodb_rows_inserted), not '" + c + "'");
                }
            }
        }
    }

    /** Load hosts: each names a host, the SSH login is checked as far as it can be without connecting. */
    private void checkAgents(StreamSpec s) {
        if (s.agents() == null) {
            return;
        }
        if (s.agents().isEmpty() || s.agents().size() > MAX_AGENTS) {
            fail("stream.agents", "stream.agents must list 1 to " + MAX_AGENTS + " load hosts (e.g. [{host: load1}, {host: load2}])");
        }
        for (int i = 0; i < s.agents().size(); i++) {
            String at = "stream.agents[" + i + "]";
            Experiment.AgentSpec a = s.agents().get(i);
            if (a == null || a.host() == null || a.host().isBlank()) {
                fail(at + ".host", at + ".host must name a load host (a host name or address)");
            }
            if (!HOST_NAME.matcher(a.host()).matches()) {
                fail(at + ".host", at + ".host must be a host name or address, not '" + a.host() + "'");
            }
            Experiment.SshSpec ssh = a.ssh();
            if (ssh != null) {
                if (ssh.port() != null && (ssh.port() < 1 || ssh.port() > 65535)) {
                    fail(at + ".ssh.port", at + ".ssh.port must be a TCP port from 1 to 65535, not " + ssh.port());
                }
                if (ssh.user() != null && !LOGIN_NAME.matcher(ssh.user()).matches()) {
                    fail(at + ".ssh.user", at + ".ssh.user must be a login name (letters, digits, . _ -), not '" + ssh.user() + "'");
                }
                if (ssh.identityFile() != null && ssh.identityFile().isBlank()) {
                    fail(at + ".ssh.identityFile", at + ".ssh.identityFile must name the private key file (e.g. ~/.ssh/id_ed25519)");
                }
                if (ssh.knownHosts() != null && ssh.knownHosts().isBlank()) {
                    fail(at + ".ssh.knownHosts", at + ".ssh.knownHosts must name a known_hosts file (e.g. ~/.ssh/known_hosts)");
                }
            }
        }
        List<Integer> counts = s.threadSweep() != null ? s.threadSweep() : List.of(s.threads() == null ? ExperimentDefaults.THREADS : s.threads());
        for (Integer t : counts) {
            if (t != null && t < s.agents().size()) {
                fail(s.threadSweep() != null ? "stream.threadSweep" : "stream.threads", "stream " + (s.threadSweep() != null ? "threadSweep" : "threads")
                        + " has " + t + " thread(s), fewer than the " + s.agents().size() + " load hosts in stream.agents; give each host one at least");
            }
        }
    }

    private void checkThreads(String at, int threads) {
        if (threads < 1 || threads > MAX_THREADS) {
            fail(at, at + " must be from 1 to " + MAX_THREADS + " (each thread holds a connection), not " + threads);
        }
    }

    private Duration duration(String at, String text, boolean zeroAllowed) {
        if (text == null) {
            return null;
        }
        Duration d;
        try {
            d = Durations.parse(at, text);
        } catch (BenchlabException ex) {
            fail(at, at + " must be " + DURATION_EXAMPLES + ", not '" + text + "'");
            return null;
        }
        if (d.isNegative() || !zeroAllowed && d.isZero()) {
            fail(at, at + " must be " + (zeroAllowed ? "0 or more" : "more than 0") + ", not " + text);
        }
        if (d.compareTo(MAX_STREAM_DURATION) > 0) {
            fail(at, at + " is " + text + "; at most " + MAX_STREAM_DURATION.toDays() + " days are allowed");
        }
        return d;
    }

    private void checkOptions(Experiment.RunOptions o) {
        Integer t = o.queryTimeoutSeconds();
        if (t != null && (t < 0 || t > MAX_QUERY_TIMEOUT_SECONDS)) {
            fail("options.queryTimeoutSeconds", "options.queryTimeoutSeconds must be 0 (never) or a number of seconds up to "
                    + MAX_QUERY_TIMEOUT_SECONDS + " (7 days), not " + t);
        }
        if (o.check() != null && !Experiment.RunOptions.CHECKS.contains(o.check())) {
            fail("options.check", "options.check must be one of " + String.join(", ", Experiment.RunOptions.CHECKS) + ", not '" + o.check()
                    + "'");
        }
        if (o.tolerance() != null && !Experiment.RunOptions.TOLERANCES.contains(o.tolerance())) {
            fail("options.tolerance", "options.tolerance must be one of " + String.join(", ", Experiment.RunOptions.TOLERANCES)
                    + " (numbers to the cent, or TPC-H's $100 on sums and 1% on averages and ratios), not '" + o.tolerance() + "'");
        }
        if (o.metrics() != null) {
            try {
                MetricsAddress.parse(o.metrics());
            } catch (IllegalArgumentException e) {
                fail("options.metrics", "options.metrics: " + e.getMessage());
            }
        }
        if (o.analyzeOrDefault() && !o.explainOrDefault()) {
            fail("options.analyze", "options.analyze needs options.explain (plans are analysed as they are captured); set explain: true"
                    + " or remove analyze");
        }
    }

    private void checkStudies(Experiment e) {
        if (e.planStability() != null) {
            var p = e.planStability();
            if (p.queries().isEmpty()) {
                fail("planStability", "planStability.queries is required (e.g. [Q8])");
            }
            if (p.queries().stream().anyMatch(q -> q == null || q.isBlank())) {
                fail("planStability.queries", "planStability.queries has an empty entry; list operation names (e.g. [Q8])");
            }
            if (p.runs() != null && (p.runs() < 1 || p.runs() > MAX_STUDY_RUNS)) {
                fail("planStability.runs", "planStability.runs must be from 1 to " + MAX_STUDY_RUNS + ", not " + p.runs());
            }
            if (!Experiment.PlanStabilitySpec.BETWEEN.contains(p.betweenOrDefault())) {
                fail("planStability.between", "planStability.between must be one of " + String.join(", ", Experiment.PlanStabilitySpec.BETWEEN)
                        + ", not '" + p.between() + "'");
            }
            if ("restart".equals(p.betweenOrDefault()) && !e.server().restartable()) {
                fail("planStability.between", "planStability.between: restart needs a managed server");
            }
        }
        if (e.statisticsVariance() != null) {
            var s = e.statisticsVariance();
            if (s.runs() != null && (s.runs() < 2 || s.runs() > MAX_STUDY_RUNS)) {
                fail("statisticsVariance.runs", "statisticsVariance.runs must be from 2 to " + MAX_STUDY_RUNS
                        + " (a variation needs several samples), not " + s.runs());
            }
            if (s.samplePages().stream().anyMatch(n -> n == null || n < 1)) {
                fail("statisticsVariance.samplePages", "statisticsVariance.samplePages must be page counts of 1 or more");
            }
            if (s.samplePages().size() > MAX_THREAD_SWEEP) {
                fail("statisticsVariance.samplePages", "statisticsVariance.samplePages lists at most " + MAX_THREAD_SWEEP + " sizes");
            }
            if (s.tables().stream().anyMatch(t -> t == null || t.isBlank())) {
                fail("statisticsVariance.tables", "statisticsVariance.tables has an empty entry; list table names");
            }
        }
    }

    /** Variants after the sweep, and steps of the whole run, within bounds. */
    private void checkSize(Experiment e) {
        int declared = Math.max(1, e.variants().size());
        long variants = declared;
        if (e.sweep() != null) {
            long values = e.sweep().values() != null && !e.sweep().values().isEmpty() ? e.sweep().values().size()
                    : VariantPlanner.geometric(e.sweep()).size();
            long crosses = e.sweep().cross() == null || e.sweep().cross().isEmpty() ? 1 : e.sweep().cross().size();
            variants = declared * values * crosses;
        }
        if (variants > MAX_VARIANTS) {
            fail(e.sweep() != null ? "sweep" : "variants", "the experiment makes " + variants + " variants; at most " + MAX_VARIANTS
                    + " are allowed");
        }
        long steps = variants * ((e.phases().coldOrDefault() ? 1 : 0) + e.phases().warmOrDefault());
        if (steps > MAX_STEPS) {
            fail("phases", variants + " variant(s) × " + ((e.phases().coldOrDefault() ? 1 : 0) + e.phases().warmOrDefault())
                    + " phase(s) make " + steps + " steps; at most " + MAX_STEPS + " are allowed in one run");
        }
    }

    private void checkServer(String at, ServerSpec s) {
        String type = s.typeOrDefault();
        if (!SERVER_FIELDS.containsKey(type)) {
            fail(at + ".type", "server type '" + type + "' is not one of " + String.join(", ", SERVER_FIELDS.keySet().stream().sorted().toList()));
        }
        if (s.password() != null) {
            fail(at + ".password", "passwords are not accepted in experiment files (they end up in bundles and repositories);"
                    + " use passwordEnv: VARIABLE, passwordFile: PATH (mode 600) or passwordPrompt: true");
        }
        Set<String> takes = SERVER_FIELDS.get(type);
        for (RecordComponent c : ServerSpec.class.getRecordComponents()) {
            String field = c.getName();
            if (field.equals("type") || field.equals("password") || takes.contains(field)) {
                continue;
            }
            if (value(c, s) != null) {
                fail(at + "." + field, "'" + field + "' does not apply to a server of type " + type + " (it takes: "
                        + String.join(", ", takes.stream().sorted().toList()) + ")");
            }
        }
        switch (type) {
            case "external" -> checkExternal(at, s);
            case "remote" -> checkRemote(at, s);
            case "replication", "galera" -> checkCluster(at, s);
            case "binaries" -> {
                boolean basedir = s.basedir() != null && !s.basedir().isBlank();
                boolean tarball = s.tarball() != null && !s.tarball().isBlank();
                if (basedir == tarball) {
                    fail(at, "a binaries server needs either 'basedir' (the folder holding bin/mariadbd or bin/mysqld)"
                            + " or 'tarball' (a server archive file or URL)");
                }
            }
            default -> {
            }
        }
        if (s.version() != null && !s.version().matches("\\d+\\.\\d+\\.\\d+")) {
            fail(at + ".version", "version must look like 10.11.5, not '" + s.version() + "' (`benchlab server versions` lists them)");
        }
        if (s.profile() != null && !PROFILE.matcher(s.profile()).matches()) {
            fail(at + ".profile", "profile '" + s.profile() + "' is not a valid name: letters, digits, '.', '_' and '-', at most 64"
                    + " (it names a folder under servers/)");
        }
        if (s.port() != null && (s.port() < 0 || s.port() > 65535)) {
            fail(at + ".port", at + ".port must be 0 (any free port) or 1–65535, not " + s.port());
        }
    }

    /** A remote server: a host, how to log in, and either benchlab's own binaries or the host's service with its JDBC url. */
    private void checkRemote(String at, ServerSpec s) {
        if (s.host() == null || s.host().isBlank()) {
            fail(at, "a remote server needs 'host' (the name or address of the database host, e.g. db1.example)");
        }
        if (s.host().startsWith("-") || s.host().chars().anyMatch(ch -> Character.isWhitespace(ch) || ch == '@' || ch == '/')) {
            fail(at + ".host", at + ".host must be a host name or address (e.g. db1.example or 10.0.0.5), not '" + s.host() + "'");
        }
        Experiment.SshSpec ssh = s.ssh();
        if (ssh == null) {
            fail(at, "a remote server needs 'ssh: {user: NAME, identityFile: PATH}' (how benchlab logs in to " + s.host() + ")");
        }
        if (ssh.user() == null || ssh.user().isBlank()) {
            fail(at + ".ssh", "ssh needs 'user' (the account benchlab logs in as on " + s.host() + ")");
        }
        if (ssh.identityFile() == null || ssh.identityFile().isBlank()) {
            fail(at + ".ssh", "ssh needs 'identityFile' (the private key, e.g. ~/.ssh/id_ed25519; login is by key only)");
        }
        if (ssh.port() != null && (ssh.port() < 1 || ssh.port() > 65535)) {
            fail(at + ".ssh.port", "ssh.port must be 1–65535 (sshd's port, 22 by default), not " + ssh.port());
        }
        if (ssh.knownHosts() != null && ssh.knownHosts().isBlank()) {
            fail(at + ".ssh.knownHosts", "knownHosts is empty; give an OpenSSH known_hosts file or remove the line (default ~/.ssh/known_hosts)");
        }
        if (ssh.passphraseEnv() != null && ssh.passphraseFile() != null) {
            fail(at + ".ssh", "give one passphrase source: passphraseEnv or passphraseFile");
        }
        if (ssh.passphraseEnv() != null && !ENV_NAME.matcher(ssh.passphraseEnv()).matches()) {
            fail(at + ".ssh.passphraseEnv", "passphraseEnv names an environment variable (e.g. SSH_KEY_PASSPHRASE), not '" + ssh.passphraseEnv() + "'");
        }
        if (ssh.passphraseFile() != null && ssh.passphraseFile().isBlank()) {
            fail(at + ".ssh.passphraseFile", "passphraseFile is empty; give a file path (mode 600) or remove the line");
        }
        Experiment.ServiceSpec service = s.service();
        if (service == null) {
            for (String field : List.of("url", "user", "passwordEnv", "passwordFile", "passwordPrompt")) {
                Object v = switch (field) {
                    case "url" -> s.url();
                    case "user" -> s.user();
                    case "passwordEnv" -> s.passwordEnv();
                    case "passwordFile" -> s.passwordFile();
                    default -> s.passwordPrompt();
                };
                if (v != null) {
                    fail(at + "." + field, "'" + field + "' applies to a remote service (with 'service: {start, stop, datadir}');"
                            + " benchlab's own remote server is reached through the SSH connection as root on 127.0.0.1");
                }
            }
            if (s.remoteHome() != null && (s.remoteHome().isBlank() || s.remoteHome().contains("'"))) {
                fail(at + ".remoteHome", "remoteHome is a folder on " + s.host() + " (absolute, or relative to the login's home), not '"
                        + s.remoteHome() + "'");
            }
            return;
        }
        for (String field : List.of("version", "profile", "port", "remoteHome")) {
            Object v = switch (field) {
                case "version" -> s.version();
                case "profile" -> s.profile();
                case "port" -> s.port();
                default -> s.remoteHome();
            };
            if (v != null) {
                fail(at + "." + field, "'" + field + "' applies to benchlab's own remote server, not to a service the host runs"
                        + " (that one is reached by 'url')");
            }
        }
        if (service.start() == null || service.start().isBlank()) {
            fail(at + ".service", "service needs 'start' (the command that starts it on " + s.host() + ", e.g. sudo systemctl start mariadb)");
        }
        if (service.stop() == null || service.stop().isBlank()) {
            fail(at + ".service", "service needs 'stop' (the command that stops it on " + s.host() + ", e.g. sudo systemctl stop mariadb)");
        }
        if (service.datadir() == null || !service.datadir().startsWith("/")) {
            fail(at + ".service" + (service.datadir() == null ? "" : ".datadir"), "service needs 'datadir', the server's absolute datadir on "
                    + s.host() + " (e.g. /var/lib/mysql), for cold phases");
        }
        if (service.errorLog() != null && !service.errorLog().startsWith("/")) {
            fail(at + ".service.errorLog", "errorLog must be an absolute path on " + s.host() + " (e.g. /var/log/mysql/error.log), not '"
                    + service.errorLog() + "'");
        }
        checkExternal(at, s);
    }

    /**
     * A cluster is either a sandbox (nodes on 127.0.0.1 benchlab starts) or existing nodes given by
     * their URLs; the two sets of fields never mix, so a typo cannot half-configure either.
     */
    private void checkCluster(String at, ServerSpec s) {
        if (s.nodeUrls() == null) {
            for (String f : List.of("user", "passwordEnv", "passwordFile", "passwordPrompt")) {
                if (value(component(f), s) != null) {
                    fail(at + "." + f, "'" + f + "' is for an existing cluster (with nodeUrls); sandbox nodes are reached as root on 127.0.0.1");
                }
            }
            if (s.replicas() != null && (s.replicas() < 1 || s.replicas() > MAX_REPLICAS)) {
                fail(at + ".replicas", "replicas must be from 1 to " + MAX_REPLICAS + ", not " + s.replicas());
            }
            if (s.nodes() != null && (s.nodes() < 2 || s.nodes() > MAX_GALERA_NODES)) {
                fail(at + ".nodes", "a Galera sandbox has 2 to " + MAX_GALERA_NODES + " nodes, not " + s.nodes()
                        + " (3 is the usual smallest cluster that survives losing a node)");
            }
            if (s.provider() != null && s.provider().isBlank()) {
                fail(at + ".provider", "provider is empty; give the path of libgalera_smm.so or remove the line (it is looked for in /usr/lib)");
            }
            return;
        }
        for (String f : List.of("profile", "version", "basedir", "replicas", "nodes", "provider")) {
            if (value(component(f), s) != null) {
                fail(at + "." + f, "'" + f + "' is for a sandbox cluster; an existing cluster is given by nodeUrls alone");
            }
        }
        if (s.nodeUrls().size() < 2) {
            fail(at + ".nodeUrls", "nodeUrls lists a cluster's nodes as name: JDBC URL, at least two (e.g. primary: jdbc:mysql://db1:3306/,"
                    + " replica1: jdbc:mysql://db2:3306/)");
        }
        for (var n : s.nodeUrls().entrySet()) {
            if (n.getKey() == null || !NODE_NAME.matcher(n.getKey()).matches()) {
                fail(at + ".nodeUrls", "node name '" + n.getKey() + "' is not valid: letters, digits, '_' and '-', at most 32");
            }
            if (n.getValue() == null || !(n.getValue().startsWith("jdbc:mysql://") || n.getValue().startsWith("jdbc:mariadb://"))) {
                fail(at + ".nodeUrls." + n.getKey(), "node '" + n.getKey() + "' needs a JDBC URL starting with jdbc:mysql://, not '"
                        + (n.getValue() == null ? "" : JdbcUrls.redact(n.getValue())) + "'");
            }
        }
    }

    private static RecordComponent component(String name) {
        for (RecordComponent c : ServerSpec.class.getRecordComponents()) {
            if (c.getName().equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException(name);
    }

    /** Per-node settings name nodes of the variant's cluster and hold single values. */
    private void checkNodeSettings(String at, Map<String, Map<String, Object>> nodeSettings, ServerSpec server) {
        if (nodeSettings.isEmpty()) {
            return;
        }
        if (!server.cluster()) {
            fail(at, "nodeSettings set settings per node of a cluster (server type replication or galera); this variant's server is "
                    + server.typeOrDefault() + ": use settings");
        }
        List<String> names = server.nodeNames();
        for (var n : nodeSettings.entrySet()) {
            if (!names.contains(n.getKey())) {
                fail(at + "." + n.getKey(), "this cluster has no node '" + n.getKey() + "'; its nodes are " + String.join(", ", names));
            }
            if (n.getValue() == null || n.getValue().isEmpty()) {
                fail(at + "." + n.getKey(), "nodeSettings." + n.getKey() + " is empty; give settings (e.g. innodb_flush_log_at_trx_commit: 2)"
                        + " or remove the line");
            }
            checkSettings(at + "." + n.getKey(), n.getValue());
            for (var v : n.getValue().entrySet()) {
                if (v.getValue() instanceof Map<?, ?>) {
                    fail(at + "." + n.getKey() + "." + v.getKey(), "a node's setting takes a single value, not a mapping");
                }
            }
        }
    }

    /**
     * {@code stream.writeTo} and {@code stream.readFrom} (and a variant's own) name where the
     * workers of a cluster connect; every cluster they apply to must have those nodes, and writes
     * go to a replication cluster's primary only.
     */
    private void checkNodeChoices(Experiment e) {
        for (int i = 0; i < e.variants().size(); i++) {
            VariantSpec v = e.variants().get(i);
            if (v == null) {
                continue;
            }
            ServerSpec server = v.server() != null ? v.server() : e.server();
            if (v.writeTo() != null) {
                checkNodeChoice("variants[" + i + "].writeTo", v.writeTo(), server, true);
            }
            if (v.readFrom() != null) {
                checkNodeChoice("variants[" + i + "].readFrom", v.readFrom(), server, false);
            }
        }
        if (e.stream() == null) {
            return;
        }
        checkStreamNodeChoices(e.stream(), e.server(), false, false);
        for (VariantSpec v : e.variants()) {
            if (v != null && v.server() != null) {
                // a variant's own server must have the stream block's nodes, unless the variant names its own
                checkStreamNodeChoices(e.stream(), v.server(), v.writeTo() != null, v.readFrom() != null);
            }
        }
    }

    private void checkStreamNodeChoices(StreamSpec stream, ServerSpec server, boolean ownWriteTo, boolean ownReadFrom) {
        if (stream.writeTo() != null && !ownWriteTo) {
            checkNodeChoice("stream.writeTo", stream.writeTo(), server, true);
        }
        if (stream.readFrom() != null && !ownReadFrom) {
            checkNodeChoice("stream.readFrom", stream.readFrom(), server, false);
        }
    }

    private void checkNodeChoice(String at, String to, ServerSpec s, boolean writes) {
        if (!s.cluster()) {
            fail(at, at + " chooses nodes of a cluster (server type replication or galera); server type "
                    + s.typeOrDefault() + " has one server: remove the line");
        }
        boolean galera = "galera".equals(s.typeOrDefault());
        if (to.equals(NodeChoice.PRIMARY) || to.equals(NodeChoice.ALL) && (galera || !writes)) {
            return;
        }
        if (to.equals(NodeChoice.REPLICAS) && !galera && !writes) {
            return;
        }
        if (to.equals(NodeChoice.REPLICAS)) {
            fail(at, galera
                    ? at + ": a Galera cluster has no replicas (every node takes writes); write primary, all or a node's name ("
                            + String.join(", ", s.nodeNames()) + ")"
                    : at + ": only reads run on the replicas (a write to a replica would make it differ from the primary);"
                            + " write " + at + ": primary, and stream.readFrom: replicas");
        }
        // a sandbox's primary is its first node; an existing cluster's roles are found when it is reached
        boolean knownReplica = s.sandbox() && !galera && s.nodeNames().contains(to) && !to.equals(s.nodeNames().get(0));
        if (writes && (to.equals(NodeChoice.ALL) || knownReplica)) {
            fail(at, "a replication cluster takes writes on its primary only (writes to a replica would make it"
                    + " differ from the primary); write " + at + ": primary");
        }
        if (!s.nodeNames().contains(to)) {
            fail(at, at + " is primary, all" + (galera ? "" : writes ? "" : ", replicas") + " or a node's name ("
                    + String.join(", ", s.nodeNames()) + "), not '" + to + "'");
        }
    }

    private void checkExternal(String at, ServerSpec s) {
        if (s.url() == null || s.url().isBlank()) {
            fail(at, "an external server needs 'url' (e.g. jdbc:mysql://db.example:3306/)");
        }
        if (!s.url().startsWith("jdbc:mysql://") && !s.url().startsWith("jdbc:mariadb://")) {
            fail(at + ".url", "url must be a JDBC URL starting with jdbc:mysql:// (e.g. jdbc:mysql://db.example:3306/), not '"
                    + JdbcUrls.redact(s.url()) + "'");
        }
        JdbcUrls.Credentials inUrl = JdbcUrls.credentials(s.url());
        if (s.user() != null && inUrl.user() != null && !s.user().equals(inUrl.user())) {
            fail(at + ".user", "user '" + s.user() + "' differs from the user '" + inUrl.user() + "' in url; give it once");
        }
        if (s.user() != null && s.user().isBlank()) {
            fail(at + ".user", "user is empty; give the account name (default root) or remove the line");
        }
        int sources = (s.passwordEnv() != null ? 1 : 0) + (s.passwordFile() != null ? 1 : 0)
                + (Boolean.TRUE.equals(s.passwordPrompt()) ? 1 : 0) + (inUrl.password() != null ? 1 : 0);
        if (sources > 1) {
            fail(at, "give one password source: passwordEnv, passwordFile, passwordPrompt"
                    + (inUrl.password() != null ? " (the url carries a password too; prefer passwordEnv)" : ""));
        }
        if (s.passwordEnv() != null && !ENV_NAME.matcher(s.passwordEnv()).matches()) {
            fail(at + ".passwordEnv", "passwordEnv names an environment variable (e.g. BENCH_PW), not '" + s.passwordEnv() + "'");
        }
        if (s.passwordFile() != null && s.passwordFile().isBlank()) {
            fail(at + ".passwordFile", "passwordFile is empty; give a file path (relative to the experiment file) or remove the line");
        }
    }

    private static Object value(RecordComponent c, ServerSpec s) {
        try {
            return c.getAccessor().invoke(s);
        } catch (ReflectiveOperationException ex) {
            throw new IllegalStateException(ex);
        }
    }

    private void fail(String fieldPath, String message) {
        throw new ExperimentException(file.at(fieldPath) + message);
    }
}

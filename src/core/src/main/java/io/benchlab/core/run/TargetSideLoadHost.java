package io.benchlab.core.run;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.experiment.ExperimentDefaults;
import io.benchlab.core.remote.RemoteResult;
import io.benchlab.core.remote.Shell;
import io.benchlab.core.run.host.SideLoadPlan;
import io.benchlab.core.run.host.SideLoads;
import io.benchlab.core.stream.ConnectionSource;
import io.benchlab.core.stream.StreamPlan;
import io.benchlab.core.stream.StreamRunner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What side loads need of a variant's target: connections of their own in its schema, commands on
 * the server's host ({@link ServerHost}: here, or over the target's SSH connection) with the server's
 * address in the environment, and runners for side streams on connections of their own.
 */
final class TargetSideLoadHost implements SideLoads.Host {
    /** The longest a command may run over SSH (a local one is stopped by the side load's grace instead). */
    private static final Duration SSH_LIMIT = Duration.ofDays(1);

    private final VariantSession session;
    private final Path workDir;
    private volatile Integer port;

    /** @param workDir where a local command runs (benchlab's own folder for side loads: a relative dump file lands there) */
    TargetSideLoadHost(VariantSession session, Path workDir) {
        this.session = session;
        this.workDir = workDir;
    }

    @Override
    public Connection connect() throws SQLException {
        return session.newConnection();
    }

    @Override
    public SideLoads.CommandResult command(String line) throws Exception {
        ServerHost host = session.target().serverHost().orElseThrow(() -> new BenchlabException("benchlab cannot run commands on the host"
                + " of " + session.target().label()));
        Map<String, String> env = new LinkedHashMap<>();
        env.put("BENCHLAB_HOST", "127.0.0.1");
        env.put("BENCHLAB_PORT", Integer.toString(port()));
        env.put("BENCHLAB_USER", host.user());
        env.put("BENCHLAB_SCHEMA", session.schema() == null ? "" : session.schema());
        return switch (host) {
            case ServerHost.Here here -> local(line, env, here.programs());
            case ServerHost.OverSsh ssh -> {
                String vars = env.entrySet().stream().map(e -> e.getKey() + "=" + Shell.quote(e.getValue())).collect(Collectors.joining(" "));
                RemoteResult r = ssh.ssh().run("cd && " + vars + " sh -c " + Shell.quote(line), SSH_LIMIT);
                yield new SideLoads.CommandResult(r.exitCode(), lastLine(r.stderr().isBlank() ? r.stdout() : r.stderr()));
            }
        };
    }

    /** {@code sh -c} here, in the work folder, standard output dropped (a dump is redirected by the command), the error output's last line kept. */
    private SideLoads.CommandResult local(String line, Map<String, String> env, List<Path> programs) throws IOException, InterruptedException {
        Files.createDirectories(workDir);
        Path errors = Files.createTempFile(workDir, "command", ".err");
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", line).directory(workDir.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(errors.toFile()).redirectInput(ProcessBuilder.Redirect.from(
                        new java.io.File("/dev/null")));
        pb.environment().putAll(env);
        if (!programs.isEmpty()) {
            String path = programs.stream().map(Path::toString).collect(Collectors.joining(":"));
            pb.environment().merge("PATH", path, (old, mine) -> mine + ":" + old);
        }
        Process p = pb.start();
        try {
            int exit = p.waitFor();
            return new SideLoads.CommandResult(exit, lastLine(Files.readString(errors)));
        } catch (InterruptedException e) {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            throw e;
        } finally {
            Files.deleteIfExists(errors);
        }
    }

    private static String lastLine(String text) {
        List<String> lines = text.lines().filter(l -> !l.isBlank()).toList();
        return lines.isEmpty() ? null : lines.get(lines.size() - 1).strip();
    }

    /** The server's port as the server itself says it (on its host's loopback: a remote server's, not the forward's). */
    private int port() throws SQLException {
        Integer p = port;
        if (p == null) {
            try (Connection c = session.target().pool().connection(); Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT @@port")) {
                rs.next();
                p = rs.getInt(1);
                port = p;
            }
        }
        return p;
    }

    @Override
    public StreamRunner stream(SideLoadPlan.Stream plan) {
        ConnectionSource writes = session.streamSource(ExperimentDefaults.WRITE_TO, !plan.operation().readOnly());
        String schema = plan.schema();
        ConnectionSource source = () -> {
            Connection c = writes.open();
            if (schema != null) {
                c.setCatalog(schema);
            }
            return c;
        };
        Duration longest = io.benchlab.core.experiment.ExperimentLimits.MAX_STREAM_DURATION;
        StreamPlan p = plan.rate() == null ? StreamPlan.closedLoop(plan.threads(), longest)
                : StreamPlan.arrivalRate(plan.threads(), longest, plan.rate(), ExperimentDefaults.SEED, ExperimentDefaults.QUEUE_CAPACITY);
        return new StreamRunner(source, plan.operation(), p.withErrorPolicy(StreamPlan.ErrorPolicy.CONTINUE_WHILE_CONNECTED));
    }
}

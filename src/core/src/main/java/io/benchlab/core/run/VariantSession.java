package io.benchlab.core.run;

import io.benchlab.api.QueryOperation;
import io.benchlab.api.ServerInfo;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.PlanRecord;
import io.benchlab.core.experiment.Variant;
import io.benchlab.core.probe.ExplainProbe;
import io.benchlab.core.probe.StatusProbe;
import io.benchlab.core.settings.EffectiveSettings;
import io.benchlab.core.settings.SettingsPlan;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Map;

/**
 * A variant's live state while it runs: its target, its settings, the benchmark connection
 * (session settings applied, in the workload's schema) and a separate probe connection for global
 * status, so the probe's own statements never run on the measured connection.
 */
public final class VariantSession implements AutoCloseable {
    private final Variant variant;
    private final Target target;
    private final SettingsPlan settings;
    private String schema;
    private Connection bench;
    private Connection probe;
    private StatusProbe globalStatus;
    private StatusProbe sessionStatus;

    VariantSession(Variant variant, Target target, SettingsPlan settings) {
        this.variant = variant;
        this.target = target;
        this.settings = settings;
    }

    public Variant variant() {
        return variant;
    }

    public Target target() {
        return target;
    }

    public SettingsPlan settings() {
        return settings;
    }

    public String schema() {
        return schema;
    }

    /** The server's flavor and version; {@code null} without a server. */
    public ServerInfo server() {
        return target instanceof Target.None ? null : target.pool().serverInfo();
    }

    /**
     * A new connection from the pool with the variant's session settings and schema (stream
     * workers); {@code null} without a server.
     */
    public Connection newConnection() throws SQLException {
        if (target instanceof Target.None) {
            return null;
        }
        Connection c = target.pool().connection();
        EffectiveSettings.applySession(c, settings.session());
        if (schema != null) {
            c.setCatalog(schema);
        }
        return c;
    }

    /** Opens (or reopens after a restart) the benchmark and probe connections and calibrates the probes. */
    void open(String workloadSchema) throws SQLException {
        closeConnections();
        this.schema = workloadSchema;
        if (target instanceof Target.None) {
            return;
        }
        if (schema != null) {
            try (Connection c = target.pool().connection(); Statement s = c.createStatement()) {
                s.execute("CREATE DATABASE IF NOT EXISTS `" + schema.replace("`", "``") + "`");
            }
        }
        bench = newConnection();
        probe = target.pool().connection();
        globalStatus = StatusProbe.global().calibrate(probe);
        sessionStatus = StatusProbe.session().calibrate(bench);
    }

    Connection bench() {
        return bench;
    }

    /** Values the server reports for the requested settings, read on the benchmark connection. */
    Map<String, String> effective() throws SQLException {
        java.util.List<String> names = new java.util.ArrayList<>(variant.settings().keySet());
        names.addAll(settings.startup().options().keySet());
        return EffectiveSettings.read(bench, names);
    }

    /** The benchmark connection's TLS cipher, or empty when it is plain TCP. */
    String tlsCipher() throws SQLException {
        try (Statement s = bench.createStatement(); ResultSet rs = s.executeQuery("SHOW SESSION STATUS LIKE 'Ssl_cipher'")) {
            return rs.next() ? rs.getString(2) : "";
        }
    }

    /** Runs a query once: status before, execute and fetch (timed), status after. */
    Measurement measure(QueryOperation q, String phase, int round, RunControl control, int timeoutSeconds) {
        Instant started = Instant.now();
        try {
            Map<String, Long> gBefore = globalStatus.read(probe);
            Map<String, Long> sBefore = sessionStatus.read(bench);
            long rows;
            String checksum;
            long t0;
            long t1;
            try (Statement st = bench.createStatement()) {
                control.track(st);
                try {
                    if (timeoutSeconds > 0) {
                        st.setQueryTimeout(timeoutSeconds);
                    }
                    t0 = System.nanoTime();
                    boolean hasResult = st.execute(q.sql());
                    if (hasResult) {
                        try (ResultSet rs = st.getResultSet()) {
                            ResultDigest d = ResultDigest.of(rs);
                            rows = d.rows();
                            checksum = d.checksum();
                        }
                    } else {
                        rows = Math.max(0, st.getUpdateCount());
                        checksum = null;
                    }
                    t1 = System.nanoTime();
                } finally {
                    control.untrack(st);
                }
            }
            Map<String, Long> sAfter = sessionStatus.read(bench);
            Map<String, Long> gAfter = globalStatus.read(probe);
            return new Measurement(variant.name(), phase, round, q.name(), q.group(), started, (t1 - t0) / 1e9, rows, checksum, false,
                    globalStatus.diff(gBefore, gAfter), sessionStatus.diff(sBefore, sAfter), null, StatusProbe.gauges(gBefore, gAfter));
        } catch (SQLException e) {
            control.check();
            target.throwIfDead();
            return new Measurement(variant.name(), phase, round, q.name(), q.group(), started, 0, 0, null, false, Map.of(), Map.of(),
                    e.getMessage());
        }
    }

    PlanRecord explain(QueryOperation q, boolean analyze) throws SQLException {
        return ExplainProbe.capture(bench, server(), variant.name(), q.name(), q.sql(), analyze);
    }

    private void closeConnections() {
        for (Connection c : new Connection[] {bench, probe}) {
            if (c != null) {
                try {
                    c.close();
                } catch (SQLException ignored) {
                    // the server may have been restarted under it
                }
            }
        }
        bench = null;
        probe = null;
    }

    @Override
    public void close() {
        closeConnections();
    }
}

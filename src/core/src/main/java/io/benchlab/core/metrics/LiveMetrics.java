package io.benchlab.core.metrics;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.NodeRecords.NodeIntervalRecord;
import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.experiment.Experiment;
import io.benchlab.core.experiment.MetricsAddress;
import io.prometheus.metrics.config.PrometheusProperties;
import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Instant;
import java.util.List;

/**
 * A run's live metrics ({@code run --metrics}, {@code options.metrics}): an HTTP endpoint,
 * {@code /metrics}, that Prometheus scrapes while the run runs, in the OpenMetrics text format (or
 * Prometheus's, as the scraper asks). The Prometheus Java client writes the formats and serves
 * them; what it serves is what the run hands over as it writes its bundle ({@link RunFigures}). It
 * listens from before anything starts until the run ends; the bundle keeps everything afterwards.
 */
public final class LiveMetrics implements AutoCloseable {
    private final HTTPServer server;
    private final RunFigures figures;
    private final MetricsAddress address;

    private LiveMetrics(HTTPServer server, RunFigures figures, MetricsAddress address) {
        this.server = server;
        this.figures = figures;
        this.address = address;
    }

    /**
     * Starts listening, before anything of the run starts.
     *
     * @throws BenchlabException one line when the address cannot be listened on (the port in use, an unknown host)
     */
    public static LiveMetrics serve(MetricsAddress at, String experiment, String workload) {
        RunFigures figures = new RunFigures(experiment, workload);
        PrometheusRegistry registry = new PrometheusRegistry(); // the run's own: nothing else of the JVM is served
        registry.register(figures);
        InetAddress host;
        try {
            host = InetAddress.getByName(at.host());
        } catch (UnknownHostException e) {
            throw new BenchlabException("metrics: cannot listen on " + at + ": no such host '" + at.host() + "'; write an address of"
                    + " this machine, such as 127.0.0.1:" + at.port());
        }
        try {
            // explicit properties: no system property or prometheus.properties file may move the port the user gave
            HTTPServer server = HTTPServer.builder(PrometheusProperties.builder().build()).inetAddress(host).port(at.port())
                    .registry(registry).buildAndStart();
            return new LiveMetrics(server, figures, new MetricsAddress(at.host(), server.getPort()));
        } catch (BindException e) {
            throw new BenchlabException("metrics: cannot listen on " + at + ": "
                    + (e.getMessage() != null && e.getMessage().contains("in use") ? "the port is in use (by another program or another"
                    + " run); choose another port" : "this machine has no such address; write one of its own, such as 127.0.0.1:"
                    + at.port()));
        } catch (IOException e) {
            throw new BenchlabException("metrics: cannot listen on " + at + ": " + e.getMessage());
        }
    }

    /**
     * The endpoint a run serves: at {@code override} ({@code run --metrics}) or where the
     * experiment's {@code options.metrics} says; null when neither asks for one.
     *
     * @throws BenchlabException one line when the address cannot be listened on
     */
    public static LiveMetrics forRun(Experiment experiment, String workload, MetricsAddress override) {
        MetricsAddress at = override != null ? override : experiment.options().metricsAddress();
        return at == null ? null : serve(at, experiment.name(), workload);
    }

    /** Where it listens (the port chosen when 0 was asked for). */
    public MetricsAddress address() {
        return address;
    }

    /** The URL Prometheus scrapes. */
    public String url() {
        return "http://" + address + "/metrics";
    }

    /** The run's bundle exists: its folder name is the run's id. */
    public void started(String runId) {
        figures.started(runId);
    }

    public void phaseStarted(String variant, String phase) {
        figures.phaseStarted(variant, phase, Instant.now());
    }

    /** A timed query's measurement, as written to measurements.jsonl. */
    public void measured(Measurement m) {
        figures.measured(m);
    }

    /**
     * A stream's interval, as written to intervals.jsonl, with a cluster's node records of it, as
     * written to nodeintervals.jsonl (none without a cluster): a scrape sees both or neither. Called
     * on the stream's sampler thread.
     */
    public void interval(IntervalRecord interval, String unit, List<NodeIntervalRecord> nodes) {
        figures.interval(interval, unit, nodes);
    }

    /** A stream's summary, as written to streams.jsonl: its last interval came before it. */
    public void streamFinished(StreamRecord stream) {
        figures.streamFinished(stream);
    }

    /** Stops listening. */
    @Override
    public void close() {
        server.close();
    }
}
